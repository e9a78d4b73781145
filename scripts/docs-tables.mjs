#!/usr/bin/env node
/*
 * Writes the tables of the generated pages (the reproductions, performance, architecture, accuracy)
 * from their results files: every region between
 * `<!-- table:NAME -->` and `<!-- /table -->` of a page listed in scripts/docs-tables/pages.mjs is
 * rendered by its generator there. `node scripts/docs-tables.mjs` rewrites the pages; `--check` (in CI) writes
 * nothing and exits 1, naming the pages, when a page differs from what its results give.
 */
import { fileURLToPath } from "node:url";
import { generatePages } from "./docs-tables/generate.mjs";
import { PAGES } from "./docs-tables/pages.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const check = process.argv.includes("--check");
try {
  const differing = generatePages(root, PAGES, { check });
  if (check && differing.length > 0) {
    console.error(
      `docs-tables: these pages differ from their results files (run node scripts/docs-tables.mjs):\n  ${differing.join("\n  ")}`,
    );
    process.exit(1);
  }
  console.log(
    `docs-tables: ${Object.keys(PAGES).length} pages ${check ? "agree with" : "written from"} their results${differing.length > 0 && !check ? ` (${differing.length} changed)` : ""}`,
  );
} catch (e) {
  console.error(`docs-tables: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
