import type { Dataset } from "@textboost/core";
import { createCsrBuilder, labelMatrix } from "@textboost/sparse";
import { type BoostexterNames, parseBoostexterNames } from "./boostexter-names.js";
import { inputError, quote } from "./internal/input-error.js";
import { type LineInput, numberedLines } from "./internal/lines.js";
import { parseDecimal } from "./internal/parse-number.js";
import { allOnes, sortRow } from "./internal/sort-row.js";
import type { TextCorpus, TextDocument } from "./text-corpus.js";

/** Options of the BoosTexter parsers: source names for errors. */
export interface ParseBoostexterOptions {
  /** Name of the `.data` source. */
  readonly file?: string;
  /** Name of the `.names` source. */
  readonly namesFile?: string;
}

interface Row {
  readonly cells: string[];
  readonly labels: number[];
  readonly line: number;
}

/**
 * The rows of a `.data` file: cells split on commas (spaces around them dropped), one cell per
 * declared column plus the labels, which are separated by spaces and may end with a period.
 */
async function* boostexterRows(
  names: BoostexterNames,
  data: LineInput,
  file: string | undefined,
): AsyncGenerator<Row> {
  const labelIndex = new Map(names.labelNames.map((n, j) => [n, j] as const));
  const width = names.columns.length + 1;
  for await (const { text, line } of numberedLines(data)) {
    const s = text.trim();
    if (s === "" || s.startsWith("|")) continue;
    const cells = s.split(/[ \t]*,[ \t]*/);
    if (cells.length !== width) {
      throw inputError(
        `${cells.length} comma-separated fields, expected ${width} (${names.columns.length} columns of the .names file and the labels)`,
        file,
        line,
      );
    }
    let last = cells.pop()!.trim();
    if (last.endsWith(".")) last = last.slice(0, -1).trim();
    const labels: number[] = [];
    if (last !== "") {
      for (const l of last.split(/\s+/)) {
        const j = labelIndex.get(l);
        if (j === undefined)
          throw inputError(`label ${quote(l)} is not a class of the .names file`, file, line);
        if (labels.includes(j)) throw inputError(`label ${quote(l)} is repeated`, file, line);
        labels.push(j);
      }
    }
    labels.sort((a, b) => a - b);
    yield { cells, labels, line };
  }
}

/** Tokens of a text cell: whitespace-separated words, and with `ngram > 1` also n-grams joined by `#`. */
function textTokens(cell: string, ngram: number): string[] {
  const words = cell.split(/\s+/).filter((w) => w !== "");
  if (ngram === 1) return words;
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= ngram && i + n <= words.length; n++) out.push(words.slice(i, i + n).join("#"));
  }
  return out;
}

async function namesOf(
  names: LineInput | BoostexterNames,
  namesFile: string | undefined,
): Promise<BoostexterNames> {
  if (typeof names === "object" && names !== null && "columns" in names && "labelNames" in names)
    return names;
  return parseBoostexterNames(names as LineInput, namesFile === undefined ? {} : { file: namesFile });
}

/**
 * Parses a BoosTexter / icsiboost data set (`.names` + `.data`) into numeric features:
 *
 * - a `continuous` column is one feature named after the column (`?` and 0 are absent);
 * - a `set` column is one binary feature per declared value, named `column=value`;
 * - a `text` column is a bag of words: one binary feature per distinct whitespace-separated token
 *   (and n-gram, with `expert_length`), in order of first appearance, named by the token when the
 *   file has a single feature column and it is text, else `column:token`; `?` is empty;
 * - `ignore` and `scored text` columns are skipped.
 *
 * Continuous and set features come first, in column order; text features follow. Each line has
 * one field per column and then the labels, space-separated, optionally ended by a period. Lines
 * starting with `|` are comments. A line with no label is read as a document without labels
 * (icsiboost itself requires at least one). To train on a text column and test on another file,
 * read both as corpora ({@link parseBoostexterCorpus}) so one vocabulary serves both.
 *
 * @param names - the `.names` text or lines, or an already parsed {@link BoostexterNames}
 * @param data - the `.data` text or lines
 * @param options - source names for errors
 * @returns the data set; X has no `values` when every value is 1
 * @throws TextboostError `E_INPUT_FORMAT` naming file and line for a wrong number of fields, a
 *   non-numeric continuous value, a value outside a set, or an undeclared or repeated label
 *
 * @example
 * ```ts
 * const d = await parseBoostexter("yes, no.\nwords: text.\n", "good film, yes.\nbad film, no.\n");
 * d.featureNames; // ["good", "film", "bad"]
 * d.labelNames;   // ["yes", "no"]
 * ```
 */
export async function parseBoostexter(
  names: LineInput | BoostexterNames,
  data: LineInput,
  options: ParseBoostexterOptions = {},
): Promise<Dataset> {
  const file = options.file;
  const spec = await namesOf(names, options.namesFile);
  const featureNames: string[] = [];
  const fixed: Int32Array = new Int32Array(spec.columns.length).fill(-1);
  const setIndex: (Map<string, number> | undefined)[] = [];
  spec.columns.forEach((c, k) => {
    if (c.type === "continuous") {
      fixed[k] = featureNames.length;
      featureNames.push(c.name);
    }
    if (c.type === "set") {
      fixed[k] = featureNames.length;
      setIndex[k] = new Map(c.values!.map((v, i) => [v, featureNames.length + i] as const));
      for (const v of c.values!) featureNames.push(`${c.name}=${v}`);
    }
  });
  const producing = spec.columns.filter(
    (c) => c.type === "continuous" || c.type === "set" || c.type === "text",
  );
  const bare = producing.length === 1 && producing[0]!.type === "text";
  const vocabulary = new Map<string, number>();
  const X = createCsrBuilder(file === undefined ? {} : { file });
  const sets: number[][] = [];
  const xi: number[] = [];
  const xv: number[] = [];
  const seen = new Set<number>();
  for await (const { cells, labels, line } of boostexterRows(spec, data, file)) {
    xi.length = 0;
    xv.length = 0;
    seen.clear();
    spec.columns.forEach((c, k) => {
      const cell = cells[k]!;
      if (c.type === "ignore" || c.type === "scored text" || cell === "?") return;
      if (c.type === "continuous") {
        const v = parseDecimal(cell);
        if (v === undefined)
          throw inputError(
            `value ${quote(cell)} of continuous column ${quote(c.name)} is not a number`,
            file,
            line,
          );
        if (v !== 0) {
          xi.push(fixed[k]!);
          xv.push(v);
        }
      } else if (c.type === "set") {
        const f = setIndex[k]!.get(cell);
        if (f === undefined) {
          throw inputError(
            `value ${quote(cell)} of column ${quote(c.name)} is not one of ${c.values!.join(", ")}`,
            file,
            line,
          );
        }
        xi.push(f);
        xv.push(1);
      } else {
        for (const tok of textTokens(cell, c.ngram)) {
          const key = bare ? tok : `${c.name}:${tok}`;
          let f = vocabulary.get(key);
          if (f === undefined) {
            f = featureNames.length;
            vocabulary.set(key, f);
            featureNames.push(key);
          }
          if (!seen.has(f)) {
            seen.add(f);
            xi.push(f);
            xv.push(1);
          }
        }
      }
    });
    sortRow(xi, xv);
    X.addRow(xi, allOnes(xv) ? undefined : xv, line);
    sets.push(labels);
  }
  return {
    X: X.build(featureNames.length),
    Y: labelMatrix(sets, spec.labelNames.length),
    featureNames,
    labelNames: [...spec.labelNames],
  };
}

/**
 * Parses a BoosTexter / icsiboost data set as raw text: the text of a document is its `text`
 * columns' cells joined by a newline (`?` is empty). The id is the cell of a column named `id`
 * (which is then not part of the text) or else the 1-based row number. Other columns are not used.
 *
 * @param names - the `.names` text or lines, or a parsed {@link BoostexterNames}
 * @param data - the `.data` text or lines
 * @param options - source names for errors
 * @returns the corpus, with the classes of the `.names` file as `labelNames`
 * @throws TextboostError `E_INPUT_FORMAT` as {@link parseBoostexter}, and when no column is `text`
 *
 * @example
 * ```ts
 * const c = await parseBoostexterCorpus("yes, no.\nid: ignore.\nwords: text.\n", "d1, good film, yes.\n");
 * c.documents[0]; // { id: "d1", text: "good film", labels: ["yes"] }
 * ```
 */
export async function parseBoostexterCorpus(
  names: LineInput | BoostexterNames,
  data: LineInput,
  options: ParseBoostexterOptions = {},
): Promise<TextCorpus> {
  const spec = await namesOf(names, options.namesFile);
  const idColumn = spec.columns.findIndex((c) => c.name === "id");
  const textColumns = spec.columns.flatMap((c, k) => (c.type === "text" && k !== idColumn ? [k] : []));
  if (textColumns.length === 0) {
    throw inputError(
      "the .names file declares no text column, so there is no text to read",
      options.namesFile,
      undefined,
    );
  }
  const documents: TextDocument[] = [];
  for await (const { cells, labels } of boostexterRows(spec, data, options.file)) {
    documents.push({
      id: idColumn >= 0 ? cells[idColumn]! : String(documents.length + 1),
      text: textColumns.map((k) => (cells[k] === "?" ? "" : cells[k]!)).join("\n"),
      labels: labels.map((j) => spec.labelNames[j]!),
    });
  }
  return { documents, labelNames: [...spec.labelNames] };
}
