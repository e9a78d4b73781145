import type { Dataset } from "@textboost/core";
import { createCsrBuilder } from "@textboost/sparse";
import type { ArffAttribute, ArffHeader } from "./arff-header.js";
import { type ArffToken, splitArffList, splitOutsideQuotes, wholeToken } from "./arff-tokens.js";
import { inputError, quote } from "./input-error.js";
import { parseDecimal } from "./parse-number.js";
import { isSpace, scanIndex, skipSpaces, tokenEnd } from "./scan-tokens.js";
import { allOnes, sortRow } from "./sort-row.js";

/** Reads the rows after `@data` into X and Y (see `parseArffDataset`). */
export interface ArffRowReader {
  /** Reads one data row (trimmed, not blank, not a comment) on 1-based line `line`. */
  read(s: string, line: number): void;
  /** The data set of the rows read. */
  build(): Dataset & { header: ArffHeader };
}

/** Where each attribute goes: label column, feature column, and the value indices of nominal ones. */
interface ArffColumns {
  /** Label column of each attribute, -1 for features. */
  readonly labelOf: Int32Array;
  /** Feature column of each attribute, -1 for labels. */
  readonly featureOf: Int32Array;
  readonly nominalIndex: readonly (Map<string, number> | undefined)[];
  readonly featureNames: string[];
  readonly labelNames: string[];
}

/**
 * The columns of a header whose label attributes are `labels` (in label column order): every other
 * attribute is a feature, in attribute order.
 *
 * @throws TextboostError `E_PARSE` for a nominal label attribute that is not `{0,1}`
 */
function arffColumns(header: ArffHeader, labels: readonly number[], file: string | undefined): ArffColumns {
  const { attributes } = header;
  const labelOf = new Int32Array(attributes.length).fill(-1);
  const featureOf = new Int32Array(attributes.length).fill(-1);
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
  const labelNames = labels.map((a) => attributes[a]!.name);
  const nominalIndex = attributes.map((a) =>
    a.type === "nominal" ? new Map(a.values!.map((v, k) => [v, k] as const)) : undefined,
  );
  const featureNames: string[] = [];
  for (let a = 0; a < attributes.length; a++) {
    if (labelOf[a]! < 0) {
      featureOf[a] = featureNames.length;
      featureNames.push(attributes[a]!.name);
    }
  }
  return { labelOf, featureOf, nominalIndex, featureNames, labelNames };
}

/**
 * The value of `tok` for an attribute: the index of a nominal value (a number written in another form,
 * `1.000000` for `{0,1}`, matches), else the number.
 */
function attributeValue(
  attr: ArffAttribute,
  nominal: Map<string, number> | undefined,
  tok: string,
  file: string | undefined,
  line: number,
): number {
  let v: number | undefined;
  if (attr.type === "nominal") {
    v = nominal!.get(tok);
    if (v === undefined) {
      // numeric nominal values written in another form ("1.000000" for {0,1}), as converters do
      const x = parseDecimal(tok);
      if (x !== undefined) v = nominal!.get(String(x));
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
  return v;
}

/**
 * The sparse entry `part[from, to)`, `index value` with spaces around allowed: the attribute index
 * (checked against `attributes`) and the value token.
 */
function sparseEntryParts(
  part: string,
  from: number,
  to: number,
  attributes: number,
  file: string | undefined,
  line: number,
): { index: number; tok: ArffToken } {
  const a = skipSpaces(part, from, to);
  let e = to;
  while (e > a && isSpace(part.charCodeAt(e - 1))) e--;
  const sp = tokenEnd(part, a, e);
  if (sp === e) throw inputError(`sparse entry ${quote(part.slice(a, e))} is not "index value"`, file, line);
  const idx = scanIndex(part, a, sp);
  if (idx < 0) {
    throw inputError(`sparse index ${quote(part.slice(a, sp))} is not a non-negative integer`, file, line);
  }
  if (idx >= attributes) {
    throw inputError(`sparse index ${idx} is out of range [0, ${attributes})`, file, line);
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
  if ("error" in tok) throw inputError(`sparse entry ${quote(part.slice(a, e))}: ${tok.error}`, file, line);
  if (tok.text === "" && !tok.quoted)
    throw inputError(`sparse entry ${quote(part.slice(a, e))} has no value`, file, line);
  return { index: idx, tok };
}

/**
 * The reader of an ARFF file's rows, sparse (`{index value, ...}`) or dense, once its header is read
 * and its label attributes chosen (`labels`, in label column order).
 */
export function arffRowReader(
  header: ArffHeader,
  labels: readonly number[],
  file: string | undefined,
): ArffRowReader {
  const { attributes } = header;
  const { labelOf, featureOf, nominalIndex, featureNames, labelNames } = arffColumns(header, labels, file);
  const X = createCsrBuilder(file === undefined ? {} : { file });
  const Y = createCsrBuilder({
    binary: true,
    cols: labelNames.length,
    ...(file === undefined ? {} : { file }),
  });
  const xi: number[] = [];
  const xv: number[] = [];
  const yi: number[] = [];
  // entryLine[a]: the last line with a sparse entry for attribute a (a repeat on one line is an error)
  const entryLine = new Int32Array(attributes.length);
  let line = 0;

  const put = (a: number, tok: string, quoted: boolean): void => {
    const attr = attributes[a]!;
    if (tok === "?" && !quoted) {
      if (labelOf[a]! >= 0) throw inputError(`label ${quote(attr.name)} is missing ("?")`, file, line);
      return;
    }
    const v = attributeValue(attr, nominalIndex[a], tok, file, line);
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

  const sparseEntry = (part: string, from: number, to: number): void => {
    const { index, tok } = sparseEntryParts(part, from, to, attributes.length, file, line);
    if (entryLine[index] === line) throw inputError(`sparse index ${index} appears twice`, file, line);
    entryLine[index] = line;
    put(index, tok.text, tok.quoted);
  };

  const sparseRow = (s: string): void => {
    if (!s.endsWith("}")) throw inputError("sparse row does not end with '}'", file, line);
    const close = s.length - 1;
    if (s.indexOf("}") < close || s.lastIndexOf("{") > 0) {
      throw inputError(
        "unexpected brace inside a sparse row (instance weights are not supported)",
        file,
        line,
      );
    }
    if (skipSpaces(s, 1, close) >= close) return;
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
  };

  const denseRow = (s: string): void => {
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
  };

  return {
    read(s, at) {
      line = at;
      xi.length = 0;
      xv.length = 0;
      yi.length = 0;
      if (s[0] === "{") sparseRow(s);
      else denseRow(s);
      sortRow(xi, xv);
      X.addRow(xi, allOnes(xv) ? undefined : xv, line);
      yi.sort((p, q) => p - q);
      Y.addRow(yi, undefined, line);
    },
    build: () => ({
      header,
      X: X.build(featureNames.length),
      Y: Y.build(labelNames.length),
      featureNames,
      labelNames,
    }),
  };
}
