import { fc } from "@fast-check/vitest";
import type { CsrMatrix, Dataset } from "@textboost/core";
import { csrFromRows, entryValue, labelMatrix } from "@textboost/sparse";
import { expect } from "vitest";

/** Characters for names that stress quoting: spaces, quotes, commas, braces, `%`, `?`, backslash, non-ASCII. */
const TRICKY = [..."abcxyzAZ019 _-.'\",{}%?\\é€&<>"];
const WORD = [..."abcdefghijklmnopqrstuvwxyz0123456789_-"];

/** Options of {@link datasetArbitrary}. */
export interface DatasetArbitraryOptions {
  /** X without values (default false: random finite values, some of them 1). */
  readonly binary?: boolean;
  /** Feature names: `"tricky"` (quotes, spaces, ...), `"word"` (letters and digits), or `"index"` (`"1"`, `"2"`, ... from `indexBase`). */
  readonly featureNames?: "tricky" | "word" | "index";
  /** Label names: as for features, or `"integer"` (distinct non-negative integers in any order). */
  readonly labelNames?: "tricky" | "word" | "integer";
  /** First feature index name for `featureNames: "index"` (default 1). */
  readonly indexBase?: number;
  /** Fewest labels (default 0). */
  readonly minLabels?: number;
  /** Every row has at least one label or one feature. */
  readonly noEmptyRows?: boolean;
  /** Attach random single-word document ids. */
  readonly documentIds?: boolean;
}

function names(kind: "tricky" | "word", n: number): fc.Arbitrary<string[]> {
  const chars = kind === "tricky" ? TRICKY : WORD;
  return fc.uniqueArray(
    fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 6 }).map((a) => a.join("")),
    { minLength: n, maxLength: n },
  );
}

/** A small random multi-label data set (at most 8 rows, 7 features, 5 labels; label and feature names differ). */
export function datasetArbitrary(options: DatasetArbitraryOptions = {}): fc.Arbitrary<Dataset> {
  return fc
    .record({
      rows: fc.integer({ min: 0, max: 8 }),
      cols: fc.integer({ min: 0, max: 7 }),
      labels: fc.integer({ min: options.minLabels ?? 0, max: 5 }),
    })
    .filter(({ rows, cols, labels }) => !options.noEmptyRows || rows === 0 || cols + labels > 0)
    .chain(({ rows, cols, labels }) => {
      const value = fc.oneof(
        fc.constant(1),
        fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).filter((v) => v !== 0),
        fc.integer({ min: -5, max: 5 }).filter((v) => v !== 0),
      );
      const row = fc.record({
        x: fc
          .uniqueArray(fc.integer({ min: 0, max: Math.max(cols - 1, 0) }), { maxLength: cols })
          .chain((idx) =>
            fc.array(value, { minLength: idx.length, maxLength: idx.length }).map((vals) => ({ idx, vals })),
          ),
        y: fc.uniqueArray(fc.integer({ min: 0, max: Math.max(labels - 1, 0) }), { maxLength: labels }),
      });
      const fk = options.featureNames ?? "tricky";
      const lk = options.labelNames ?? "tricky";
      const featureNames =
        fk === "index"
          ? fc.constant(Array.from({ length: cols }, (_, c) => String(c + (options.indexBase ?? 1))))
          : names(fk, cols);
      const labelNames =
        lk === "integer"
          ? fc
              .uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: labels, maxLength: labels })
              .map((a) => a.map(String))
          : names(lk, labels);
      return fc
        .record({
          rows: fc.array(row, { minLength: rows, maxLength: rows }).map((rs) =>
            // with noEmptyRows, an empty row gets label 0 (or feature 0 with value 1 when there is no label)
            options.noEmptyRows && labels + cols > 0
              ? rs.map((r) =>
                  r.x.idx.length > 0 || r.y.length > 0
                    ? r
                    : labels > 0
                      ? { ...r, y: [0] }
                      : { ...r, x: { idx: [0], vals: [1] } },
                )
              : rs,
          ),
          featureNames,
          labelNames,
          ids: options.documentIds
            ? fc.array(
                names("word", 1).map((a) => a[0]!),
                { minLength: rows, maxLength: rows },
              )
            : fc.constant(undefined),
        })
        .filter(({ featureNames: fn, labelNames: ln }) => !ln.some((l) => fn.includes(l)))
        .map(({ rows: rs, featureNames: fn, labelNames: ln, ids }) => {
          const sparse = rs.map((r) => {
            const order = r.x.idx.map((_, k) => k).sort((a, b) => r.x.idx[a]! - r.x.idx[b]!);
            return { indices: order.map((k) => r.x.idx[k]!), values: order.map((k) => r.x.vals[k]!) };
          });
          const X = csrFromRows(
            options.binary ? sparse.map((s) => ({ indices: s.indices })) : sparse,
            cols,
            options.binary ? { binary: true } : {},
          );
          const Y = labelMatrix(
            rs.map((r) => r.y),
            labels,
          );
          const d: Dataset = { X, Y, featureNames: fn, labelNames: ln };
          return ids === undefined ? d : { ...d, documentIds: ids };
        });
    });
}

/** The stored entries of a matrix as `row:col=value` strings (binary entries have value 1), for comparisons. */
export function entries(m: CsrMatrix): string[] {
  const out: string[] = [];
  for (let r = 0; r < m.rows; r++) {
    for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++)
      out.push(`${r}:${m.indices[p]}=${entryValue(m, p)}`);
  }
  return out;
}

/** Asserts that two data sets hold the same matrices (binary and all-ones alike), names and ids. */
export function expectSameDataset(actual: Dataset, expected: Dataset, options: { ids?: boolean } = {}): void {
  expect([actual.X.rows, actual.X.cols, actual.Y.rows, actual.Y.cols]).toEqual([
    expected.X.rows,
    expected.X.cols,
    expected.Y.rows,
    expected.Y.cols,
  ]);
  expect(entries(actual.X)).toEqual(entries(expected.X));
  expect(entries(actual.Y)).toEqual(entries(expected.Y));
  expect(actual.featureNames).toEqual(expected.featureNames);
  expect(actual.labelNames).toEqual(expected.labelNames);
  if (options.ids !== false) expect(actual.documentIds).toEqual(expected.documentIds);
}

/** Builds a data set from plain rows, for expected values written by hand. */
export function datasetOf(
  rows: readonly { x: Record<number, number>; y: readonly number[] }[],
  featureNames: readonly string[],
  labelNames: readonly string[],
  documentIds?: readonly string[],
): Dataset {
  const X = csrFromRows(
    rows.map((r) => {
      const idx = Object.keys(r.x)
        .map(Number)
        .sort((a, b) => a - b);
      return { indices: idx, values: idx.map((i) => r.x[i]!) };
    }),
    featureNames.length,
  );
  const Y = labelMatrix(
    rows.map((r) => r.y),
    labelNames.length,
  );
  const d: Dataset = { X, Y, featureNames, labelNames };
  return documentIds === undefined ? d : { ...d, documentIds };
}
