import { fc, test } from "@fast-check/vitest";
import type { DenseMatrix } from "@textboost/core";
import { evaluate, MEASURE_NAMES, type MeasureName, measureGoal } from "@textboost/metrics";
import { describe, expect, it } from "vitest";
import { candidateRounds, chooseRounds } from "./choose-rounds.js";
import { scoredCase, scoresOf, truthOf } from "./test-support/cases.js";
import { applyThresholding } from "./thresholding.js";
import { tuneThresholding } from "./tune-thresholding.js";

describe("chooseRounds", () => {
  test.prop([
    scoredCase(1).chain((c) =>
      fc.tuple(
        fc.constant(c),
        // the scores "after S rounds" for S = 1..4: the case's scores plus a different shift per S
        fc.array(fc.array(fc.integer({ min: -2, max: 2 }), { minLength: c.n * c.m, maxLength: c.n * c.m }), {
          minLength: 4,
          maxLength: 4,
        }),
      ),
    ),
    fc.constantFrom<MeasureName>(...MEASURE_NAMES),
    fc.constantFrom(
      { kind: "fixed", threshold: 0 } as const,
      { kind: "per-label-f1" } as const,
      { kind: "rcut", k: 1 } as const,
    ),
  ])(
    "picks the best S for the measure, ties to the smallest S (brute force)",
    ([c, shifts], measure, spec) => {
      const Y = truthOf(c);
      const base = scoresOf(c);
      const scoresAt = (S: number): DenseMatrix => ({
        ...base,
        data: base.data.map((v, p) => v + shifts[S - 1]![p]!),
      });
      const choice = chooseRounds({ rounds: [4, 2, 3, 1, 2], scoresAt, Y, thresholding: spec, measure });
      const values = [1, 2, 3, 4].map((S) => {
        const scores = scoresAt(S);
        const t = tuneThresholding(spec, Y, scores);
        return evaluate(Y, scores, { predictions: applyThresholding(scores, t) })[measure];
      });
      expect(choice.curve).toEqual(values.map((value, k) => ({ rounds: k + 1, value })));
      const defined = values.filter((v): v is number => v !== null);
      if (defined.length === 0) {
        expect(choice.rounds).toBe(4);
      } else {
        const best = measureGoal(measure) === "max" ? Math.max(...defined) : Math.min(...defined);
        expect(choice.rounds).toBe(values.indexOf(best) + 1);
        expect(choice.value).toBe(best);
      }
      expect(choice.thresholding).toEqual(tuneThresholding(spec, Y, scoresAt(choice.rounds)));
    },
  );

  it("rejects no candidates, a bad S and an unknown measure", () => {
    const Y = {
      format: "csr",
      rows: 1,
      cols: 1,
      indptr: Int32Array.of(0, 1),
      indices: Int32Array.of(0),
    } as const;
    const scoresAt = () => ({ rows: 1, cols: 1, data: Float64Array.of(1) });
    expect(() => chooseRounds({ rounds: [], scoresAt, Y })).toThrow(/no candidate/);
    expect(() => chooseRounds({ rounds: [1.5], scoresAt, Y })).toThrow(/whole numbers/);
    expect(() => chooseRounds({ rounds: [1], scoresAt, Y, measure: "accuracy" as "microF1" })).toThrow(
      /unknown measure/,
    );
  });
});

describe("candidateRounds", () => {
  it("the documented examples", () => {
    expect(candidateRounds(5)).toEqual([1, 2, 3, 4, 5]);
    expect(candidateRounds(200, 4)).toEqual([50, 100, 150, 200]);
    expect(candidateRounds(0)).toEqual([]);
  });

  test.prop([fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 80 })])(
    "ascending, distinct, within [1, S], at most count of them, ending at S",
    (S, count) => {
      const c = candidateRounds(S, count);
      expect(c.length).toBeLessThanOrEqual(count);
      expect(c.at(-1)).toBe(S);
      for (let k = 0; k < c.length; k++) {
        expect(c[k]! >= 1 && c[k]! <= S).toBe(true);
        if (k > 0) expect(c[k]!).toBeGreaterThan(c[k - 1]!);
      }
      if (S <= count) expect(c.length).toBe(S);
    },
  );
});
