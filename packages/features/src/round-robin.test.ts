import { fc, test } from "@fast-check/vitest";
import type { DenseMatrix } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { pooledTopTerms, roundRobin } from "./round-robin.js";
import { refRoundRobin, rowsOf } from "./test-support/reference.js";

/** labels x terms scores with many ties (small integers). */
const arbScores = fc
  .record({ labels: fc.integer({ min: 1, max: 5 }), terms: fc.integer({ min: 1, max: 12 }) })
  .chain(({ labels, terms }) =>
    fc
      .array(fc.integer({ min: -2, max: 4 }), { minLength: labels * terms, maxLength: labels * terms })
      .map((v): DenseMatrix => ({ rows: labels, cols: terms, data: Float64Array.from(v) })),
  );

describe("roundRobin", () => {
  test.prop([arbScores, fc.integer({ min: 1, max: 20 })])("matches a naive round robin", (scores, size) => {
    const got = roundRobin(scores, size);
    const ref = refRoundRobin(rowsOf(scores.data, scores.rows, scores.cols), size);
    expect(Array.from(got.columns)).toEqual(ref.columns);
    expect(Array.from(got.labels)).toEqual(ref.labels);
  });

  test.prop([
    fc
      .record({ labels: fc.integer({ min: 1, max: 4 }), terms: fc.integer({ min: 20, max: 60 }) })
      .chain(({ labels, terms }) =>
        fc
          .array(fc.integer({ min: 0, max: 5 }), { minLength: labels * terms, maxLength: labels * terms })
          .map((v): DenseMatrix => ({ rows: labels, cols: terms, data: Float64Array.from(v) })),
      ),
    fc.integer({ min: 1, max: 8 }),
  ])("matches a naive round robin with many terms and a small size", (scores, size) => {
    const got = roundRobin(scores, size);
    const ref = refRoundRobin(rowsOf(scores.data, scores.rows, scores.cols), size);
    expect(Array.from(got.columns)).toEqual(ref.columns);
  });

  test.prop([arbScores, fc.integer({ min: 1, max: 20 })])(
    "takes exactly min(size, terms) distinct terms, and is deterministic",
    (scores, size) => {
      const got = roundRobin(scores, size);
      expect(got.columns.length).toBe(Math.min(size, scores.cols));
      expect(new Set(got.columns).size).toBe(got.columns.length);
      expect(roundRobin({ ...scores, data: scores.data.slice() }, size)).toEqual(got);
    },
  );

  test.prop([arbScores])(
    "includes every label's top-1 term when size ≥ labels and the tops differ",
    (scores) => {
      const rows = rowsOf(scores.data, scores.rows, scores.cols);
      const tops = rows.map((row) => row.indexOf(Math.max(...row)));
      if (new Set(tops).size !== tops.length) return;
      const columns = Array.from(roundRobin(scores, scores.rows).columns);
      expect(columns).toEqual(tops);
    },
  );

  it("follows the documented example", () => {
    const scores = { rows: 2, cols: 4, data: new Float64Array([4, 3, 2, 1, 4, 1, 2, 3]) };
    const got = roundRobin(scores, 3);
    expect(Array.from(got.columns)).toEqual([0, 3, 1]);
    expect(Array.from(got.labels)).toEqual([0, 1, 0]);
  });

  it("lets labels with prior 0 or 1 skip their turns, unless all have such priors", () => {
    // label 0 is degenerate; its ranking would start with term 3
    const scores = { rows: 2, cols: 4, data: new Float64Array([0, 0, 0, 9, 1, 4, 3, 2]) };
    expect(Array.from(roundRobin(scores, 2, [0, 0.5]).columns)).toEqual([1, 2]);
    expect(Array.from(roundRobin(scores, 2, [1, 0.5]).columns)).toEqual([1, 2]);
    expect(Array.from(roundRobin(scores, 2, [0, 1]).columns)).toEqual([3, 1]);
    expect(Array.from(roundRobin(scores, 2).columns)).toEqual([3, 1]);
  });

  it.each([
    [0, undefined, "E_INVALID_ARGUMENT"],
    [2, [0.5], "E_SHAPE"],
    [2, [0.5, 2], "E_INVALID_ARGUMENT"],
  ])("rejects size %s / priors %j with %s", (size, priors, code) => {
    const scores = { rows: 2, cols: 2, data: new Float64Array(4) };
    try {
      roundRobin(scores, size, priors);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, code as "E_SHAPE")).toBe(true);
    }
  });

  it("rejects no labels and non-finite scores", () => {
    expect(() => roundRobin({ rows: 0, cols: 3, data: new Float64Array(0) }, 1)).toThrow(/no labels/);
    expect(() =>
      roundRobin({ rows: 1, cols: 1, data: Float64Array.of(Number.POSITIVE_INFINITY) }, 1),
    ).toThrow(/E_NUMERIC/);
  });
});

describe("pooledTopTerms", () => {
  test.prop([arbScores, fc.integer({ min: 1, max: 6 })])(
    "is the ascending union of every label's top v, at most v·m terms",
    (scores, v) => {
      const rows = rowsOf(scores.data, scores.rows, scores.cols);
      const union = new Set<number>();
      for (const row of rows) {
        const order = [...row.keys()].sort((x, y) => row[y]! - row[x]! || x - y);
        for (const k of order.slice(0, v)) union.add(k);
      }
      const got = Array.from(pooledTopTerms(scores, v));
      expect(got).toEqual([...union].sort((x, y) => x - y));
      expect(got.length).toBeLessThanOrEqual(v * scores.rows);
    },
  );

  it("follows the documented example and skips degenerate labels", () => {
    const scores = { rows: 2, cols: 4, data: new Float64Array([4, 3, 2, 1, 4, 1, 2, 3]) };
    expect(Array.from(pooledTopTerms(scores, 2))).toEqual([0, 1, 3]);
    expect(Array.from(pooledTopTerms(scores, 2, [0.3, 0]))).toEqual([0, 1]);
    expect(() => pooledTopTerms(scores, 0)).toThrow(/v must be an integer/);
  });
});
