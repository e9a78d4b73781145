import { TextboostError } from "@textboost/core";
import { delimitedRecords } from "./delimited-records.js";
import type { LabelledText } from "./labelled-lines.js";

/** What separates the labels inside a labels cell. */
const LABEL_SEPARATORS = /[,;|]/;

/**
 * Reads labelled texts from a CSV or TSV file. With a header row naming a `text` column and a
 * `labels` (or `label`) column, those columns are read, in any order, other columns ignored; without
 * one, the first column holds the labels and the second the text. A labels cell lists labels
 * separated by `,`, `;` or `|` (in a CSV, quote a cell holding commas: `"grain,corn"`); a document may
 * have no label.
 *
 * @param input - the file's text
 * @param options - the delimiter (`","` CSV, `"\t"` TSV) and the file name for errors
 * @returns the documents, in file order
 * @throws TextboostError `E_INPUT_FORMAT` naming the file and line: a record with too few cells, an
 *   empty text, a quote left open; or no document, or no label in the whole file
 * @example
 * ```ts
 * parseDelimitedTexts("text\tlabels\nwheat rose\tgrain\noil fell\toil,trade\n", { delimiter: "\t", file: "news.tsv" });
 * // [{ labels: ["grain"], text: "wheat rose" }, { labels: ["oil", "trade"], text: "oil fell" }]
 * ```
 */
export function parseDelimitedTexts(
  input: string,
  options: { readonly delimiter: "," | "\t"; readonly file: string },
): LabelledText[] {
  const { file } = options;
  const records = delimitedRecords(input, options.delimiter, file);
  const head = records[0]?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const textColumn = head.indexOf("text");
  const labelsColumn = head.indexOf("labels") >= 0 ? head.indexOf("labels") : head.indexOf("label");
  const header = textColumn >= 0 && labelsColumn >= 0;
  const columns = header ? { text: textColumn, labels: labelsColumn } : { text: 1, labels: 0 };
  const needed = Math.max(columns.text, columns.labels) + 1;
  const rows = header ? records.slice(1) : records;
  const out = rows.map(({ cells, line }) => {
    if (cells.length < needed) {
      const what = options.delimiter === "\t" ? "tab" : "comma";
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `${cells.length} cell(s), need ${needed}: ${header ? `the header puts "text" in column ${columns.text + 1} and "labels" in column ${columns.labels + 1}` : "without a header row (text, labels), the labels come first, then a " + what + ", then the text"}`,
        { file, line },
      );
    }
    const text = cells[columns.text]!.trim();
    if (text === "") throw new TextboostError("E_INPUT_FORMAT", "the text cell is empty", { file, line });
    const labels = [
      ...new Set(
        cells[columns.labels]!.split(LABEL_SEPARATORS)
          .map((l) => l.trim())
          .filter((l) => l !== ""),
      ),
    ];
    return { labels, text };
  });
  if (out.length === 0) {
    throw new TextboostError("E_INPUT_FORMAT", "no document: the file has no record after the header", {
      file,
    });
  }
  if (out.every((d) => d.labels.length === 0)) {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `no document has a label: ${header ? `the "labels" column (${columns.labels + 1}) is empty` : "put the labels in the first column, or add a header row naming the text and labels columns"}`,
      { file },
    );
  }
  return out;
}
