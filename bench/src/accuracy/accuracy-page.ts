/**
 * Writes the tables of docs/accuracy.md from bench/results/accuracy.json, so the page and its
 * results cannot disagree; `--check` writes nothing and fails (status 1) when the page's tables
 * differ from what the results file gives.
 *
 * node bench/dist/accuracy/accuracy-page.js [--check] [--results FILE] [--page FILE]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { flag } from "../tools/datasets-dir.js";
import { REPO_ROOT } from "../tools/paths.js";
import type { AccuracyResults } from "./accuracy-results.js";
import { accuracyTables, replaceTables } from "./accuracy-tables.js";

const argv = process.argv.slice(2);
const root = REPO_ROOT;
const resultsFile = flag(argv, "results") ?? join(root, "bench", "results", "accuracy.json");
const pageFile = flag(argv, "page") ?? join(root, "docs", "accuracy.md");

const results = JSON.parse(readFileSync(resultsFile, "utf8")) as AccuracyResults;
const page = readFileSync(pageFile, "utf8");
const next = replaceTables(page, accuracyTables(results));
if (argv.includes("--check")) {
  if (next !== page) {
    console.error(
      `${pageFile}: its tables differ from ${resultsFile}; run node bench/dist/accuracy/accuracy-page.js to rewrite them`,
    );
    process.exit(1);
  }
  console.log(`${pageFile}: tables match ${resultsFile}`);
} else if (next !== page) {
  writeFileSync(pageFile, next);
  console.log(`wrote the tables of ${pageFile} from ${resultsFile}`);
} else {
  console.log(`${pageFile}: already up to date`);
}
