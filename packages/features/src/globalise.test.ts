import { fc, test } from "@fast-check/vitest";
import type { DenseMatrix } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { type GlobalisationPolicy, globalise } from "./globalise.js";
import { rankTerms } from "./rank-terms.js";
import { roundRobin } from "./round-robin.js";
import { close, rowsOf } from "./test-support/reference.js";

const arbScores = fc
  .record({ labels: fc.integer({ min: 1, max: 5 }), terms: fc.integer({ min: 1, max: 12 }) })
  .chain(({ labels, terms }) =>
    fc.record({
      scores: fc
        .array(fc.double({ min: -10, max: 10, noNaN: true }), {
          minLength: labels * terms,
          maxLength: labels * terms,
        })
        .map((v): DenseMatrix => ({ rows: labels, cols: terms, data: Float64Array.from(v) })),
      priors: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: labels, maxLength: labels }),
    }),
  );

describe("globalise", () => {
  test.prop([arbScores])(
    "max, average and weighted average match per-term column reductions",
    ({ scores, priors }) => {
      const rows = rowsOf(scores.data, scores.rows, scores.cols);
      const max = globalise(scores, "max");
      const avg = globalise(scores, "average");
      const wavg = globalise(scores, "weighted-average", priors);
      for (let k = 0; k < scores.cols; k++) {
        const column = rows.map((row) => row[k]!);
        expect(max[k]).toBe(Math.max(...column));
        expect(close(avg[k]!, column.reduce((s, v) => s + v, 0) / column.length)).toBe(true);
        expect(
          close(
            wavg[k]!,
            column.reduce((s, v, j) => s + priors[j]! * v, 0),
          ),
        ).toBe(true);
      }
    },
  );

  test.prop([arbScores])("ranking the round-robin values reproduces roundRobin's order", ({ scores }) => {
    const g = globalise(scores, "round-robin");
    expect(Array.from(rankTerms(g, scores.cols))).toEqual(
      Array.from(roundRobin(scores, scores.cols).columns),
    );
    expect(Array.from(g).sort((x, y) => x - y)).toEqual(Array.from({ length: scores.cols }, (_, i) => i + 1));
  });

  it("takes +0 as the maximum of −0 and +0, whichever label comes first (fast-check's seed 1338561664)", () => {
    const max = globalise({ rows: 2, cols: 2, data: Float64Array.of(-0, 0, 0, -0) }, "max");
    expect([Object.is(max[0], 0), Object.is(max[1], 0)]).toEqual([true, true]);
  });

  it("follows the documented example", () => {
    const scores = { rows: 2, cols: 3, data: new Float64Array([1, 0, 4, 3, 2, 0]) };
    expect(Array.from(globalise(scores, "max"))).toEqual([3, 2, 4]);
    expect(Array.from(globalise(scores, "average"))).toEqual([2, 1, 2]);
    expect(Array.from(globalise(scores, "weighted-average", [0.5, 0.25]))).toEqual([1.25, 0.5, 2]);
    expect(Array.from(globalise(scores, "round-robin"))).toEqual([2, 1, 3]);
  });

  it.each([
    ["weighted-average", undefined, "E_INVALID_ARGUMENT", /needs priors/],
    ["weighted-average", [0.5], "E_SHAPE", /priors has length 1/],
    ["weighted-average", [0.5, -0.1], "E_INVALID_ARGUMENT", /prior of label 1/],
    ["median", undefined, "E_INVALID_ARGUMENT", /unknown globalisation policy "median"/],
  ])("rejects %s with priors %j (%s)", (policy, priors, code, message) => {
    const scores = { rows: 2, cols: 3, data: new Float64Array(6) };
    try {
      globalise(scores, policy as GlobalisationPolicy, priors);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, code as "E_SHAPE")).toBe(true);
      expect(String(e)).toMatch(message);
    }
  });

  it("rejects bad shapes, no labels and non-finite scores; overflow is E_NUMERIC", () => {
    expect(() => globalise({ rows: 2, cols: 2, data: new Float64Array(3) }, "max")).toThrow(/E_SHAPE/);
    expect(() => globalise({ rows: 0, cols: 2, data: new Float64Array(0) }, "max")).toThrow(/no labels/);
    expect(() => globalise({ rows: 1, cols: 1, data: Float64Array.of(Number.NaN) }, "max")).toThrow(
      /E_NUMERIC/,
    );
    const huge = { rows: 2, cols: 1, data: Float64Array.of(Number.MAX_VALUE, Number.MAX_VALUE) };
    expect(Array.from(globalise(huge, "average"))).toEqual([Number.MAX_VALUE]);
    expect(() => globalise(huge, "weighted-average", [1, 1])).toThrow(/overflows/);
  });
});
