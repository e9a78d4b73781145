import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { csrFromRows } from "./csr-from-rows.js";
import { distinctTerms, lowerTwins } from "./distinct-terms.js";
import { labelMatrix } from "./label-matrix.js";
import { toCsc } from "./to-csc.js";
import { trainingSet } from "./training-set.js";

/**
 * A training set whose columns are drawn from a few distinct document sets, so that many columns are
 * twins (same documents) and some have no document at all; values on some entries, which the
 * compacted set drops.
 */
const arbTwinnedSet = fc
  .record({ g: fc.integer({ min: 1, max: 8 }), sets: fc.integer({ min: 1, max: 4 }) })
  .chain(({ g, sets }) =>
    fc.record({
      g: fc.constant(g),
      // Each distinct set: which documents hold the column (an empty set among them, often).
      patterns: fc.array(fc.array(fc.boolean(), { minLength: g, maxLength: g }), {
        minLength: sets,
        maxLength: sets,
      }),
      // Column u takes the pattern of columns[u] (mod the number of sets).
      columns: fc.array(fc.nat(), { minLength: 1, maxLength: 14 }),
      values: fc.boolean(),
    }),
  )
  .map(({ g, patterns, columns, values }) => {
    const r = columns.length;
    const rows = Array.from({ length: g }, (_, i) => {
      const indices = columns.flatMap((c, k) => (patterns[c % patterns.length]![i] ? [k] : []));
      return values ? { indices, values: indices.map((k) => k + 0.5) } : { indices };
    });
    return trainingSet(
      csrFromRows(rows, r),
      labelMatrix(
        Array.from({ length: g }, (_, i) => [i % 2]),
        2,
      ),
    );
  });

/** The documents of every column, as strings (equal strings: same documents). */
const columnKeys = (ts: ReturnType<typeof trainingSet>): string[] =>
  Array.from({ length: ts.Xc.cols }, (_, k) =>
    Array.from(ts.Xc.indices.subarray(ts.Xc.indptr[k], ts.Xc.indptr[k + 1])).join(","),
  );

describe("distinctTerms", () => {
  test.prop([arbTwinnedSet])(
    "keeps the lowest term of every set of documents, in order; maps every term to its kept twin; X and Xc follow, without values",
    (ts) => {
      const keys = columnKeys(ts);
      const all = keys.map((_, k) => k);
      const expected = all.filter((k) => keys.indexOf(keys[k]!) === k);
      const c = distinctTerms(ts);
      if (expected.length === ts.X.cols) {
        expect(c).toBeUndefined();
        return;
      }
      expect(c).toBeDefined();
      expect(Array.from(c!.global)).toEqual(expected);
      expect(Array.from(c!.local)).toEqual(all.map((k) => expected.indexOf(keys.indexOf(keys[k]!))));
      const { X, Xc } = c!.data;
      expect(X.cols).toBe(expected.length);
      expect(X.values).toBeUndefined();
      expect(Xc.values).toBeUndefined();
      for (let i = 0; i < X.rows; i++) {
        const row = Array.from(ts.X.indices.subarray(ts.X.indptr[i], ts.X.indptr[i + 1]));
        const kept = row.filter((k) => expected.includes(k)).map((k) => expected.indexOf(k));
        expect(Array.from(X.indices.subarray(X.indptr[i], X.indptr[i + 1]))).toEqual(kept);
      }
      const transposed = toCsc(X);
      expect(Xc.cols).toBe(expected.length);
      expect(Array.from(Xc.indptr)).toEqual(Array.from(transposed.indptr));
      expect(Array.from(Xc.indices)).toEqual(Array.from(transposed.indices));
      expect(c!.data.Y).toBe(ts.Y);
      expect(c!.data.signs).toBe(ts.signs);
    },
  );

  test.prop([arbTwinnedSet])(
    "asks its rule with what it would drop and copy, and drops nothing when told no",
    (ts) => {
      const keys = columnKeys(ts);
      const kept = keys.map((_, k) => k).filter((k) => keys.indexOf(keys[k]!) === k);
      const keptNonZeros = kept.reduce((n, k) => n + ts.Xc.indptr[k + 1]! - ts.Xc.indptr[k]!, 0);
      const asked: unknown[] = [];
      const c = distinctTerms(ts, (cost) => {
        asked.push(cost);
        return false;
      });
      expect(c).toBeUndefined();
      if (kept.length === ts.X.cols) expect(asked).toEqual([]);
      else
        expect(asked).toEqual([
          {
            dropped: ts.X.cols - kept.length,
            keptNonZeros,
            changedRows: keptNonZeros < ts.X.indices.length ? ts.X.rows : -1,
          },
        ]);
    },
  );

  it("shares X's row pointers and Xc's row ids when only empty terms are dropped", () => {
    // terms 1 and 3 have no document; 0 and 2 differ
    const X = csrFromRows([{ indices: [0] }, { indices: [0, 2] }], 4);
    const ts = trainingSet(X, labelMatrix([[0], []], 1));
    const c = distinctTerms(ts)!;
    expect(Array.from(c.global)).toEqual([0, 1, 2]);
    expect(Array.from(c.local)).toEqual([0, 1, 2, 1]);
    expect(c.data.X.indptr).toBe(ts.X.indptr);
    expect(c.data.Xc.indices).toBe(ts.Xc.indices);
  });
});

describe("lowerTwins", () => {
  test.prop([arbTwinnedSet])("marks exactly the terms whose documents a lower term has", (ts) => {
    const keys = columnKeys(ts);
    expect(Array.from(lowerTwins(ts.Xc))).toEqual(keys.map((key, k) => (keys.indexOf(key) < k ? 1 : 0)));
  });
});
