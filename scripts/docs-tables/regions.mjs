/**
 * The generated regions of a documentation page: the text between `<!-- table:NAME -->` and
 * `<!-- /table -->` is written by a renderer from a results file and nothing else, so the page and its
 * results cannot disagree (`node scripts/docs-tables.mjs --check`, in CI).
 */

/** An error of the page generator, with a stable code and the file (and line) it is about. */
export class DocsTableError extends Error {
  /**
   * @param {string} code - `E_DOCS_MARKER` (a marker without its end, an unknown table) or
   *   `E_DOCS_RESULTS` (a results file missing or unreadable).
   * @param {string} message - what is wrong, naming the page or results file and its line.
   */
  constructor(code, message) {
    super(message);
    this.name = "DocsTableError";
    this.code = code;
  }
}

const OPEN = /^<!-- table:([\w.-]+) -->$/;
const CLOSE = "<!-- /table -->";

/**
 * Rewrites every generated region of a page.
 *
 * @param {string} text - the page's Markdown.
 * @param {(name: string) => string | undefined} render - the region's new content (without the
 *   markers), or undefined when the page names a table nobody renders.
 * @param {string} file - the page's path, for the messages.
 * @returns {{ text: string, regions: string[] }} the new text and the names of its regions, in order.
 * @throws {DocsTableError} `E_DOCS_MARKER` for an opening marker without its `<!-- /table -->`, a
 *   closing one without an opening one, a nested one, or an unknown table name (with `file:line`).
 * @example
 * rewriteRegions("a\n<!-- table:t -->\nold\n<!-- /table -->\n", () => "new", "p.md").text;
 * // "a\n<!-- table:t -->\nnew\n<!-- /table -->\n"
 */
export function rewriteRegions(text, render, file) {
  const lines = text.split("\n");
  const out = [];
  const regions = [];
  let open;
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    const name = OPEN.exec(line.trim())?.[1];
    if (name !== undefined) {
      if (open !== undefined)
        throw new DocsTableError(
          "E_DOCS_MARKER",
          `${at}: table "${name}" opens inside table "${open.name}" (opened at line ${open.line})`,
        );
      const content = render(name);
      if (content === undefined)
        throw new DocsTableError("E_DOCS_MARKER", `${at}: no generator renders a table named "${name}"`);
      open = { name, line: i + 1 };
      regions.push(name);
      // A region inside a list item keeps the item's indentation.
      const indent = /^\s*/.exec(line)?.[0] ?? "";
      const body = content.replace(/\n+$/, "").split("\n");
      out.push(line, ...body.map((l) => (l === "" ? l : indent + l)));
      return;
    }
    if (line.trim() === CLOSE) {
      if (open === undefined)
        throw new DocsTableError(
          "E_DOCS_MARKER",
          `${at}: "${CLOSE}" without an opening "<!-- table:NAME -->"`,
        );
      open = undefined;
      out.push(line);
      return;
    }
    if (open === undefined) out.push(line);
  });
  if (open !== undefined)
    throw new DocsTableError("E_DOCS_MARKER", `${file}:${open.line}: table "${open.name}" has no "${CLOSE}"`);
  return { text: out.join("\n"), regions };
}

/**
 * A Markdown table with its columns padded to a common width, as the repository's pages are written.
 *
 * @param {readonly string[]} header - the column titles.
 * @param {readonly (readonly string[])[]} rows - the cells, each row as long as the header.
 * @returns {string} the table, one line per row, no trailing newline.
 * @throws {DocsTableError} `E_DOCS_MARKER` when a row's length differs from the header's.
 * @example
 * markdownTable(["a", "bb"], [["1", "2"]]);
 * // "| a   | bb  |\n| --- | --- |\n| 1   | 2   |"
 */
export function markdownTable(header, rows) {
  for (const row of rows) {
    if (row.length !== header.length)
      throw new DocsTableError(
        "E_DOCS_MARKER",
        `a table row has ${row.length} cells where its header has ${header.length}`,
      );
  }
  const width = header.map((h, c) => Math.max(3, [...h].length, ...rows.map((r) => [...r[c]].length)));
  const line = (cells) => `| ${cells.map((s, c) => s + " ".repeat(width[c] - [...s].length)).join(" | ")} |`;
  return [line(header), line(width.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
