import { fc, test } from "@fast-check/vitest";
import type { DenseMatrix } from "@textboost/core";
import { evaluate, MEASURE_NAMES, type MeasureName, measureGoal } from "@textboost/metrics";
import { labelMatrix } from "@textboost/sparse";
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
      // per-label-f1 without minF1 stands for Yang's fbr in 0, 0.1, ..., 0.5: the best of them at each S
      const fbrs = spec.kind === "per-label-f1" ? [0, 0.1, 0.2, 0.3, 0.4, 0.5] : [undefined];
      const better = (a: number | null, b: number | null) =>
        b === null || (a !== null && (measureGoal(measure) === "max" ? a > b : a < b));
      const tuned = [1, 2, 3, 4].map((S) => {
        const scores = scoresAt(S);
        let here: { value: number | null; minF1: number | undefined } | undefined;
        for (const minF1 of fbrs) {
          const t = tuneThresholding(minF1 === undefined ? spec : { kind: "per-label-f1", minF1 }, Y, scores);
          const value = evaluate(Y, scores, { predictions: applyThresholding(scores, t) })[measure];
          if (here === undefined || better(value, here.value)) here = { value, minF1 };
        }
        return here!;
      });
      const values = tuned.map((t) => t.value);
      expect(choice.curve).toEqual(values.map((value, k) => ({ rounds: k + 1, value })));
      const defined = values.filter((v): v is number => v !== null);
      if (defined.length === 0) {
        expect(choice.rounds).toBe(4);
      } else {
        const best = measureGoal(measure) === "max" ? Math.max(...defined) : Math.min(...defined);
        expect(choice.rounds).toBe(values.indexOf(best) + 1);
        expect(choice.value).toBe(best);
      }
      expect(choice.thresholding).toEqual(tuneThresholding(choice.spec, Y, scoresAt(choice.rounds)));
      expect(choice.spec).toEqual(
        spec.kind === "per-label-f1"
          ? { kind: "per-label-f1", minF1: tuned[choice.rounds - 1]!.minF1 }
          : spec,
      );
    },
  );

  it("per-label-f1 lets a label with a hopeless best F1 fall back to 0 when that is better (Yang's fbr)", () => {
    // label 0 is learnt; label 1's one positive scores lowest, so its best cut predicts all 10 (F1 2/11)
    const Y = labelMatrix(
      Array.from({ length: 10 }, (_, i) => (i < 5 ? [0] : i === 9 ? [1] : [])),
      2,
    );
    const data = Float64Array.from(
      Array.from({ length: 10 }, (_, i) => [i < 5 ? 2 : -2, i === 9 ? -1 : -0.5 + i / 100]).flat(),
    );
    const choice = chooseRounds({
      rounds: [1],
      scoresAt: () => ({ rows: 10, cols: 2, data }),
      Y,
      thresholding: { kind: "per-label-f1" },
    });
    expect(choice.spec).toEqual({ kind: "per-label-f1", minF1: 0.2 }); // 2/11 < 0.2: label 1 keeps 0
    expect(choice.value).toBeCloseTo(10 / 11, 12);
    expect(choice.thresholding.kind === "per-label" && choice.thresholding.thresholds[1]).toBe(0);
  });

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
