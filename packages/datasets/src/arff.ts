import type { Dataset } from "@textboost/core";
import type { ArffAttribute, ArffHeader } from "./internal/arff-header.js";
import { relationName } from "./internal/arff-relation.js";
import { type ArffRowReader, arffRowReader } from "./internal/arff-rows.js";
import { readArffToken, splitArffList } from "./internal/arff-tokens.js";
import { inputError, quote } from "./internal/input-error.js";
import { type LineInput, numberedLines } from "./internal/lines.js";

export type { ArffAttribute, ArffHeader } from "./internal/arff-header.js";

/**
 * How an ARFF reader splits the attributes into labels and features, decided once the header is
 * read: `labels[j]` is the attribute index of label column j (in the order the label columns get).
 * Every other attribute becomes a feature column, in attribute order.
 */
export type ArffLabelChooser = (header: ArffHeader) => readonly number[];

/**
 * Parses a multi-label ARFF file (sparse or dense rows) into a {@link Dataset}. Shared core of
 * {@link parseMulan} and {@link parseMeka}.
 *
 * - Comments (`%` lines) and blank lines are skipped anywhere; keywords are case-insensitive.
 * - `numeric`/`real`/`integer` attributes give their value; a nominal feature gives the index of its
 *   value in the declaration (Weka's internal value, so an omitted sparse entry is the first value).
 *   A number written differently from a declared numeric nominal value (`1.000000` for `{0,1}`, as
 *   some converters write) matches it.
 * - Label attributes must be `{0,1}` (that order) or numeric with values 0 and 1.
 * - `?` (missing) is read as absent, that is 0, for features, and is an error for labels.
 * - `string`, `date` and `relational` attributes and instance weights are rejected.
 * - Sparse entries may come in any order; a repeated index is an error.
 * - X is binary (no `values`) when every stored value is 1.
 *
 * @internal
 */
export async function parseArffDataset(
  input: LineInput,
  file: string | undefined,
  chooseLabels: ArffLabelChooser,
): Promise<Dataset & { header: ArffHeader }> {
  const head = arffHeaderReader(file);
  let rows: ArffRowReader | undefined; // set once @data is reached
  for await (const { text, line } of numberedLines(input)) {
    const s = text.trim();
    if (s === "" || s.startsWith("%")) continue;
    if (rows === undefined) {
      const header = head.read(s, line);
      if (header !== undefined) rows = arffRowReader(header, chooseLabels(header), file);
      continue;
    }
    if (s[0] === "@") throw inputError(`header keyword ${quote(s.split(/\s/)[0]!)} after @data`, file, line);
    rows.read(s, line);
  }
  if (rows === undefined) {
    throw inputError(
      head.hasRelation() ? "no @data section" : "no @relation: this is not an ARFF file (or it is empty)",
      file,
    );
  }
  return rows.build();
}

/** Reads the header lines of an ARFF file one at a time, until `@data`. */
function arffHeaderReader(file: string | undefined): {
  /** Reads one header line (not blank, not a comment); returns the header at `@data`. */
  read(s: string, line: number): ArffHeader | undefined;
  hasRelation(): boolean;
} {
  let relation: string | undefined;
  let relationLine = 0;
  const attributes: ArffAttribute[] = [];
  const seen = new Map<string, number>();
  return {
    hasRelation: () => relation !== undefined,
    read(s, line) {
      if (s[0] !== "@")
        throw inputError(`expected @relation, @attribute or @data, found ${quote(s)}`, file, line);
      const word = /^@(\w+)/.exec(s)?.[1]?.toLowerCase();
      if (word === "relation") {
        if (relation !== undefined) throw inputError("a second @relation", file, line);
        relation = relationName(s);
        relationLine = line;
      } else if (word === "attribute") {
        if (relation === undefined) throw inputError("@attribute before @relation", file, line);
        const a = parseAttribute(s, file, line);
        const prev = seen.get(a.name);
        if (prev !== undefined) {
          throw inputError(
            `attribute ${quote(a.name)} is declared twice (first on line ${prev})`,
            file,
            line,
          );
        }
        seen.set(a.name, line);
        attributes.push(a);
      } else if (word === "data") {
        if (relation === undefined) throw inputError("@data before @relation", file, line);
        if (attributes.length === 0) throw inputError("@data before any @attribute", file, line);
        return { relation, relationLine, attributes, dataLine: line };
      } else {
        throw inputError(`unknown header keyword ${quote(s.split(/\s/)[0]!)}`, file, line);
      }
      return undefined;
    },
  };
}

function parseAttribute(s: string, file: string | undefined, line: number): ArffAttribute {
  const r = readArffToken(s, "@attribute".length, "{");
  if ("error" in r) throw inputError(r.error, file, line);
  const name = r.token.text;
  if (name === "") throw inputError("@attribute without a name", file, line);
  const rest = s.slice(r.end).trim();
  const kw = rest.toLowerCase();
  if (kw === "numeric" || kw === "real" || kw === "integer") return { name, type: "numeric", line };
  if (rest.startsWith("{")) {
    if (!rest.endsWith("}")) throw inputError(`nominal attribute ${quote(name)}: missing '}'`, file, line);
    const values = splitArffList(rest.slice(1, -1));
    if ("error" in values) throw inputError(values.error, file, line);
    const texts = values.map((v) => v.text);
    if (texts.some((v) => v === ""))
      throw inputError(`nominal attribute ${quote(name)} has an empty value`, file, line);
    if (new Set(texts).size !== texts.length) {
      throw inputError(`nominal attribute ${quote(name)} declares a value twice`, file, line);
    }
    return { name, type: "nominal", values: texts, line };
  }
  const word = kw.split(/\s/)[0] ?? "";
  if (word === "string" || word === "date" || word === "relational") {
    throw inputError(`attribute ${quote(name)}: ${word} attributes are not supported`, file, line);
  }
  throw inputError(`attribute ${quote(name)} has an unknown type ${quote(rest)}`, file, line);
}
