/**
 * Renders a page's generated regions from its results files and compares the page with the result.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { DocsTableError, rewriteRegions } from "./regions.mjs";

/**
 * @typedef {{ results: readonly string[], render: (...results: any[]) => string }} TableDefinition
 *   A generated table: the results files it reads (paths from the repository root) and a function of
 *   their parsed JSON, in that order, to the region's Markdown.
 */

/**
 * Reads a results file as JSON.
 *
 * @param {string} root - the repository root.
 * @param {string} file - the results file, relative to the root.
 * @param {string} table - the table that reads it, for the message.
 * @returns {unknown} the parsed JSON.
 * @throws {DocsTableError} `E_DOCS_RESULTS` when the file is missing or not JSON, naming it and the table.
 * @example
 * readResults(".", "bench/results/lsi.json", "lsi-table");
 */
export function readResults(root, file, table) {
  const full = path.join(root, file);
  if (!existsSync(full))
    throw new DocsTableError("E_DOCS_RESULTS", `${file}: results file missing (table "${table}" reads it)`);
  try {
    return JSON.parse(readFileSync(full, "utf8"));
  } catch (e) {
    throw new DocsTableError(
      "E_DOCS_RESULTS",
      `${file}: not JSON (${e instanceof Error ? e.message : String(e)}); table "${table}" reads it`,
    );
  }
}

/**
 * A page with its generated regions rendered from the results files.
 *
 * @param {string} root - the repository root.
 * @param {string} page - the page, relative to the root.
 * @param {Readonly<Record<string, TableDefinition>>} tables - the tables it may contain, by name.
 * @returns {{ before: string, after: string, regions: string[] }} the page as it is, as it should be,
 *   and the names of its regions.
 * @throws {DocsTableError} for a missing page or results file, or a bad marker.
 * @example
 * const { before, after } = renderPage(".", "docs/reproduction/mp-boost-reuters.md", TABLES);
 * before === after; // the page agrees with its results
 */
export function renderPage(root, page, tables) {
  const full = path.join(root, page);
  if (!existsSync(full)) throw new DocsTableError("E_DOCS_RESULTS", `${page}: page missing`);
  const before = readFileSync(full, "utf8");
  const render = (name) => {
    const table = Object.hasOwn(tables, name) ? tables[name] : undefined;
    if (table === undefined) return undefined;
    return table.render(...table.results.map((file) => readResults(root, file, name)));
  };
  const { text, regions } = rewriteRegions(before, render, page);
  return { before, after: text, regions };
}

/**
 * Rewrites (or, with `check`, only compares) every page's generated regions.
 *
 * @param {string} root - the repository root.
 * @param {Readonly<Record<string, Readonly<Record<string, TableDefinition>>>>} pages - page -> its tables.
 * @param {{ check?: boolean }} [options] - `check`: write nothing, report the pages that differ.
 * @returns {string[]} the pages that differed from their results (rewritten unless `check`).
 * @throws {DocsTableError} as {@link renderPage}.
 * @example
 * const drifted = generatePages(".", PAGES, { check: true }); // [] when every page agrees
 */
export function generatePages(root, pages, options = {}) {
  const differing = [];
  for (const [page, tables] of Object.entries(pages)) {
    const { before, after } = renderPage(root, page, tables);
    if (before === after) continue;
    differing.push(page);
    if (!options.check) writeFileSync(path.join(root, page), after);
  }
  return differing;
}
