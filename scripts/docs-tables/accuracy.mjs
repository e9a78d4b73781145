/**
 * The generated part of docs/accuracy.md, from `bench/results/accuracy.json` (written by
 * `node bench/dist/accuracy/accuracy.js`): the machine, the targets, one section per data set. The
 * renderer is the bench's own `accuracyTables` (bench/src/accuracy/accuracy-tables.ts), built.
 */
import { DocsTableError } from "./regions.mjs";

const BUILT = "../../bench/dist/accuracy/accuracy-tables.js";

/** The bench's renderer, or why it could not be loaded (the bench not built). */
const loaded = await import(/* @vite-ignore */ new URL(BUILT, import.meta.url).href).then(
  (m) => ({ render: m.accuracyTables }),
  (e) => ({ error: e instanceof Error ? e.message : String(e) }),
);

/** The results files the page quotes. */
export const RESULTS = { accuracy: "bench/results/accuracy.json" };

/**
 * @param {unknown} results - the parsed accuracy.json.
 * @returns {string} the region's Markdown.
 * @throws {DocsTableError} `E_DOCS_RESULTS` when the bench is not built.
 */
function accuracyRegion(results) {
  if (loaded.render === undefined)
    throw new DocsTableError(
      "E_DOCS_RESULTS",
      `bench/dist/accuracy/accuracy-tables.js could not be loaded (build the bench first: pnpm --filter @textboost/bench build): ${loaded.error}`,
    );
  return loaded.render(results);
}

/** The page's tables by name. */
export const TABLES = { accuracy: { results: [RESULTS.accuracy], render: accuracyRegion } };
