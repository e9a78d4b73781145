import { TextboostError } from "@textboost/core";

/** One record of a CSV or TSV file: its cells and the 1-based line it starts on. */
export interface DelimitedRecord {
  readonly cells: readonly string[];
  readonly line: number;
}

/**
 * Splits CSV or TSV text into records, RFC 4180 style: a cell in double quotes may hold the
 * delimiter, line breaks and `""` for a quote; CRLF and LF both end a record; blank lines are skipped.
 *
 * @param input - the file's text
 * @param delimiter - `","` for CSV, `"\t"` for TSV
 * @param file - names the file in errors
 * @returns the records with the line each starts on
 * @throws TextboostError `E_INPUT_FORMAT` naming the file and line: a quote left open, or text right
 *   after a closing quote
 * @example
 * ```ts
 * delimitedRecords('labels,text\n"grain,corn",wheat rose\n', ",", "news.csv");
 * // [{ cells: ["labels", "text"], line: 1 }, { cells: ["grain,corn", "wheat rose"], line: 2 }]
 * ```
 */
export function delimitedRecords(input: string, delimiter: "," | "\t", file: string): DelimitedRecord[] {
  const records: DelimitedRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let i = input.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is not text
  const fail = (detail: string, at: number): never => {
    throw new TextboostError("E_INPUT_FORMAT", detail, { file, line: at });
  };
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]!.trim() === "")) records.push({ cells, line: start });
    cells = [];
    cell = "";
  };
  while (i < input.length) {
    const c = input[i]!;
    if (c === '"' && cell.trim() === "") {
      const opened = line;
      cell = "";
      i++;
      for (;;) {
        if (i >= input.length) fail('a quoted cell is never closed (a lone " opened it)', opened);
        const q = input[i]!;
        if (q === '"') {
          if (input[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === "\n") line++;
        cell += q;
        i++;
      }
      const next = input[i];
      if (next !== undefined && next !== delimiter && next !== "\n" && next !== "\r") {
        fail(
          `text ${JSON.stringify(input.slice(i, i + 20))} after a closing quote; double a quote inside a quoted cell ("")`,
          line,
        );
      }
      continue;
    }
    if (c === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && input[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else {
      cell += c;
    }
    i++;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
}
