import type { Dataset } from "@textboost/core";
import { createCsrBuilder } from "@textboost/sparse";
import { relationName } from "./internal/arff-relation.js";
import {
  type ArffToken,
  readArffToken,
  splitArffList,
  splitOutsideQuotes,
  wholeToken,
} from "./internal/arff-tokens.js";
import { inputError, quote } from "./internal/input-error.js";
import { type LineInput, numberedLines } from "./internal/lines.js";
import { parseDecimal } from "./internal/parse-number.js";
import { isSpace, scanIndex, skipSpaces, tokenEnd } from "./internal/scan-tokens.js";
import { allOnes, sortRow } from "./internal/sort-row.js";

/** One `@attribute` declaration of an ARFF header. */
export interface ArffAttribute {
  /** The name, unquoted. */
  readonly name: string;
  /** `numeric` (also `real`, `integer`) or `nominal` (`{a,b,c}`). */
  readonly type: "numeric" | "nominal";
  /** The declared values of a nominal attribute, unquoted, in order. */
  readonly values?: readonly string[];
  /** 1-based line of the declaration. */
  readonly line: number;
}

/** The header of an ARFF file: relation name and attributes, and the line of `@data`. */
export interface ArffHeader {
  readonly relation: string;
  /** 1-based line of `@relation`. */
  readonly relationLine: number;
  readonly attributes: readonly ArffAttribute[];
  /** 1-based line of the `@data` keyword. */
  readonly dataLine: number;
}

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
  let relation: string | undefined;
  let relationLine = 0;
  const attributes: ArffAttribute[] = [];
  const seen = new Map<string, number>();
  let header: ArffHeader | undefined;
  // set once @data is reached
  let labelOf = new Int32Array(0);
  let featureOf = new Int32Array(0);
  let nominalIndex: (Map<string, number> | undefined)[] = [];
  const featureNames: string[] = [];
  let labelNames: string[] = [];
  const X = createCsrBuilder(file === undefined ? {} : { file });
  let Y = createCsrBuilder({ binary: true });
  const xi: number[] = [];
  const xv: number[] = [];
  const yi: number[] = [];
  // entryLine[a]: the last line with a sparse entry for attribute a (a repeat on one line is an error)
  let entryLine = new Int32Array(0);

  for await (const { text, line } of numberedLines(input)) {
    const s = text.trim();
    if (s === "" || s.startsWith("%")) continue;
    if (header === undefined) {
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
        header = { relation, relationLine, attributes, dataLine: line };
        const labels = chooseLabels(header);
        labelOf = new Int32Array(attributes.length).fill(-1);
        featureOf = new Int32Array(attributes.length).fill(-1);
        entryLine = new Int32Array(attributes.length);
        labels.forEach((a, j) => {
          const attr = attributes[a]!;
          if (
            attr.type === "nominal" &&
            !(attr.values?.length === 2 && attr.values[0] === "0" && attr.values[1] === "1")
          ) {
            throw inputError(
              `label attribute ${quote(attr.name)} must be {0,1} or numeric, is {${attr.values?.join(",")}}`,
              file,
              attr.line,
            );
          }
          labelOf[a] = j;
        });
        labelNames = labels.map((a) => attributes[a]!.name);
        nominalIndex = attributes.map((a) =>
          a.type === "nominal" ? new Map(a.values!.map((v, k) => [v, k] as const)) : undefined,
        );
        for (let a = 0; a < attributes.length; a++) {
          if (labelOf[a]! < 0) {
            featureOf[a] = featureNames.length;
            featureNames.push(attributes[a]!.name);
          }
        }
        Y = createCsrBuilder({
          binary: true,
          cols: labelNames.length,
          ...(file === undefined ? {} : { file }),
        });
      } else {
        throw inputError(`unknown header keyword ${quote(s.split(/\s/)[0]!)}`, file, line);
      }
      continue;
    }
    if (s[0] === "@") throw inputError(`header keyword ${quote(s.split(/\s/)[0]!)} after @data`, file, line);

    xi.length = 0;
    xv.length = 0;
    yi.length = 0;
    const put = (a: number, tok: string, quoted: boolean): void => {
      const attr = attributes[a]!;
      if (tok === "?" && !quoted) {
        if (labelOf[a]! >= 0) throw inputError(`label ${quote(attr.name)} is missing ("?")`, file, line);
        return;
      }
      let v: number | undefined;
      if (attr.type === "nominal") {
        v = nominalIndex[a]!.get(tok);
        if (v === undefined) {
          // numeric nominal values written in another form ("1.000000" for {0,1}), as converters do
          const x = parseDecimal(tok);
          if (x !== undefined) v = nominalIndex[a]!.get(String(x));
        }
        if (v === undefined) {
          throw inputError(
            `value ${quote(tok)} of attribute ${quote(attr.name)} is not one of {${attr.values!.join(",")}}`,
            file,
            line,
          );
        }
      } else {
        v = parseDecimal(tok);
        if (v === undefined) {
          throw inputError(
            `value ${quote(tok)} of numeric attribute ${quote(attr.name)} is not a number`,
            file,
            line,
          );
        }
      }
      const j = labelOf[a]!;
      if (j >= 0) {
        if (v !== 0 && v !== 1) {
          throw inputError(
            `label ${quote(attr.name)} has value ${quote(tok)}; labels must be 0 or 1`,
            file,
            line,
          );
        }
        if (v === 1) yi.push(j);
      } else if (v !== 0) {
        xi.push(featureOf[a]!);
        xv.push(v);
      }
    };

    /** Reads the sparse entry `part[from, to)`: `index value`, spaces around allowed. */
    const sparseEntry = (part: string, from: number, to: number): void => {
      const a = skipSpaces(part, from, to);
      let e = to;
      while (e > a && isSpace(part.charCodeAt(e - 1))) e--;
      const sp = tokenEnd(part, a, e);
      if (sp === e)
        throw inputError(`sparse entry ${quote(part.slice(a, e))} is not "index value"`, file, line);
      const idx = scanIndex(part, a, sp);
      if (idx < 0) {
        throw inputError(
          `sparse index ${quote(part.slice(a, sp))} is not a non-negative integer`,
          file,
          line,
        );
      }
      if (idx >= attributes.length) {
        throw inputError(`sparse index ${idx} is out of range [0, ${attributes.length})`, file, line);
      }
      // The value: as `wholeToken` reads it (after spaces and tabs, a quoted string or a bare word
      // up to a space or tab, then nothing but white space); a bare word is cut out in place.
      let v = sp;
      while (v < e && (part.charCodeAt(v) === 32 || part.charCodeAt(v) === 9)) v++;
      let tok: ArffToken | { error: string };
      if (part.charCodeAt(v) === 39 || part.charCodeAt(v) === 34) tok = wholeToken(part.slice(sp, e));
      else {
        let w = v;
        while (w < e && part.charCodeAt(w) !== 32 && part.charCodeAt(w) !== 9) w++;
        tok =
          skipSpaces(part, w, e) === e
            ? { text: part.slice(v, w), quoted: false }
            : { error: `unexpected text after ${JSON.stringify(part.slice(v, w))}` };
      }
      if ("error" in tok)
        throw inputError(`sparse entry ${quote(part.slice(a, e))}: ${tok.error}`, file, line);
      if (tok.text === "" && !tok.quoted)
        throw inputError(`sparse entry ${quote(part.slice(a, e))} has no value`, file, line);
      if (entryLine[idx] === line) throw inputError(`sparse index ${idx} appears twice`, file, line);
      entryLine[idx] = line;
      put(idx, tok.text, tok.quoted);
    };

    if (s[0] === "{") {
      if (!s.endsWith("}")) throw inputError("sparse row does not end with '}'", file, line);
      const close = s.length - 1;
      if (s.indexOf("}") < close || s.lastIndexOf("{") > 0) {
        throw inputError(
          "unexpected brace inside a sparse row (instance weights are not supported)",
          file,
          line,
        );
      }
      if (skipSpaces(s, 1, close) < close) {
        if (!s.includes("'") && !s.includes('"')) {
          // The usual row: its entries are read in place, between the commas.
          for (let from = 1, to = 0; to < close; from = to + 1) {
            const comma = s.indexOf(",", from);
            to = comma < 0 ? close : comma;
            sparseEntry(s, from, to);
          }
        } else {
          const items = splitOutsideQuotes(s.slice(1, close));
          if ("error" in items) throw inputError(items.error, file, line);
          for (const item of items) sparseEntry(item, 0, item.length);
        }
      }
    } else {
      const items = splitArffList(s);
      if ("error" in items) throw inputError(items.error, file, line);
      if (items.length !== attributes.length) {
        throw inputError(
          `dense row has ${items.length} values, the header declares ${attributes.length} attributes`,
          file,
          line,
        );
      }
      for (let a = 0; a < items.length; a++) {
        const item = items[a]!;
        if (item.text === "" && !item.quoted)
          throw inputError(`empty value for attribute ${quote(attributes[a]!.name)}`, file, line);
        put(a, item.text, item.quoted);
      }
    }
    sortRow(xi, xv);
    X.addRow(xi, allOnes(xv) ? undefined : xv, line);
    yi.sort((p, q) => p - q);
    Y.addRow(yi, undefined, line);
  }
  if (header === undefined) {
    throw inputError(
      relation === undefined ? "no @relation: this is not an ARFF file (or it is empty)" : "no @data section",
      file,
    );
  }
  return {
    header,
    X: X.build(featureNames.length),
    Y: Y.build(labelNames.length),
    featureNames,
    labelNames,
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
