import type { Dataset } from "@textboost/core";
import { isTextboostError, TextboostError } from "@textboost/core";
import { parseMeka } from "@textboost/datasets/parsers";
import { parseDelimitedTexts } from "./delimited-texts.js";
import { type LabelledText, parseLabelledLines } from "./labelled-lines.js";

/** The documents of a file a user gave the playground: labelled texts, or an ARFF data set's vectors. */
export type DroppedDocuments =
  | { readonly kind: "texts"; readonly documents: readonly LabelledText[] }
  | { readonly kind: "vectors"; readonly dataset: Dataset };

/** The file types the playground reads, by name ending, for messages and the file picker. */
export const DROPPED_FILE_TYPES = [".csv", ".tsv", ".txt", ".arff"] as const;

/**
 * Reads a file dropped on (or picked in) the playground, by its name's ending: `.csv` and `.tsv`
 * as labelled texts (see {@link parseDelimitedTexts}), `.txt` in the text box's format (one document
 * a line, `label1,label2 | the text`), `.arff` as a MEKA ARFF file (`-C n` in the relation name says
 * which attributes are the labels; the library's own reader).
 *
 * @param name - the file's name (its ending picks the reader; it names the file in errors)
 * @param text - the file's contents
 * @returns the documents
 * @throws TextboostError `E_INPUT_FORMAT` naming the file and line of the first problem, or
 *   `E_INVALID_ARGUMENT` for a name with another ending
 * @example
 * ```ts
 * await readDroppedFile("news.tsv", "text\tlabels\nwheat rose\tgrain\n"); // { kind: "texts", documents: [...] }
 * ```
 */
export async function readDroppedFile(name: string, text: string): Promise<DroppedDocuments> {
  const lower = name.toLowerCase();
  if (lower.endsWith(".csv") || lower.endsWith(".tsv")) {
    const delimiter = lower.endsWith(".csv") ? "," : "\t";
    return { kind: "texts", documents: parseDelimitedTexts(text, { delimiter, file: name }) };
  }
  if (lower.endsWith(".txt")) {
    try {
      return { kind: "texts", documents: parseLabelledLines(text) };
    } catch (e) {
      if (isTextboostError(e)) {
        throw new TextboostError(e.code, e.detail, {
          file: name,
          ...(e.line === undefined ? {} : { line: e.line }),
        });
      }
      throw e;
    }
  }
  if (lower.endsWith(".arff")) return { kind: "vectors", dataset: await parseMeka(text, { file: name }) };
  throw new TextboostError(
    "E_INVALID_ARGUMENT",
    `${JSON.stringify(name)}: the playground reads ${DROPPED_FILE_TYPES.join(", ")} files (texts and labels, or a MEKA ARFF file)`,
  );
}

/**
 * The message the page shows for a failed read or training: `file, line N: problem` for a
 * {@link TextboostError} with a location (without the error code), else the error's text.
 *
 * @param e - what was thrown
 * @returns one line for a person
 * @example
 * ```ts
 * userMessage(new TextboostError("E_INPUT_FORMAT", "the text cell is empty", { file: "a.csv", line: 3 }));
 * // "a.csv, line 3: the text cell is empty"
 * ```
 */
export function userMessage(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const t = e as Partial<TextboostError>;
  if (typeof t.detail !== "string") return e.message;
  const where = [t.file, t.line === undefined ? undefined : `line ${t.line}`].filter((x) => x !== undefined);
  return where.length === 0 ? t.detail : `${where.join(", ")}: ${t.detail}`;
}
