import { fc, test } from "@fast-check/vitest";
import { labelMatrix } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { f1OptimalThresholds } from "./f1-optimal-thresholds.js";
import { bestBruteF1, bruteF1, scoredCase, scoresOf, truthOf } from "./test-support/cases.js";

describe("f1OptimalThresholds", () => {
  it("the documented example", () => {
    const Y = labelMatrix([[0], [], [0], []], 1);
    const scores = { rows: 4, cols: 1, data: Float64Array.of(0.9, 0.5, -0.2, -1) };
    expect(Array.from(f1OptimalThresholds(Y, scores))).toEqual([-0.6]);
  });

  test.prop([scoredCase(), fc.integer({ min: -2, max: 2 })])(
    "each label's threshold gives the best F1 of every possible cut point (brute force)",
    (c, fallback) => {
      const t = f1OptimalThresholds(truthOf(c), scoresOf(c), { fallback });
      for (let j = 0; j < c.m; j++) {
        const truth = c.truth.map((r) => r[j]!);
        const column = c.scores.map((r) => r[j]!);
        const best = bestBruteF1(truth, column);
        const mine = bruteF1(
          truth,
          column.map((s) => s > t[j]!),
        );
        expect(Number.isFinite(t[j])).toBe(true);
        expect(mine).toBeCloseTo(best, 12);
        if (!truth.some(Boolean)) expect(t[j]).toBeGreaterThanOrEqual(fallback);
      }
    },
  );

  test.prop([scoredCase(), fc.constantFrom(0.1, 0.3, 0.5, 0.9), fc.integer({ min: -2, max: 2 })])(
    "with minF1 (Yang's fbr), a label whose best F1 is below it keeps the fallback; the others their best cut",
    (c, minF1, fallback) => {
      const t = f1OptimalThresholds(truthOf(c), scoresOf(c), { fallback, minF1 });
      const plain = f1OptimalThresholds(truthOf(c), scoresOf(c), { fallback });
      for (let j = 0; j < c.m; j++) {
        const truth = c.truth.map((r) => r[j]!);
        const column = c.scores.map((r) => r[j]!);
        const best = bestBruteF1(truth, column);
        if (truth.some(Boolean) && best < minF1) expect(t[j]).toBe(fallback);
        else expect(t[j]).toBe(plain[j]);
      }
    },
  );

  test.prop([scoredCase(1)])("ties go to the highest threshold: no higher cut point is as good", (c) => {
    const t = f1OptimalThresholds(truthOf(c), scoresOf(c));
    for (let j = 0; j < c.m; j++) {
      const truth = c.truth.map((r) => r[j]!);
      if (!truth.some(Boolean)) continue;
      const column = c.scores.map((r) => r[j]!);
      const mine = bruteF1(
        truth,
        column.map((s) => s > t[j]!),
      );
      for (const u of column.filter((s) => s > t[j]!)) {
        expect(
          bruteF1(
            truth,
            column.map((s) => s > u),
          ),
        ).toBeLessThan(mine);
      }
    }
  });

  it("rejects scores of another shape or not finite", () => {
    const Y = labelMatrix([[0]], 1);
    expect(() => f1OptimalThresholds(Y, { rows: 1, cols: 2, data: Float64Array.of(1, 2) })).toThrow(/1 x 1/);
    expect(() => f1OptimalThresholds(Y, { rows: 1, cols: 1, data: Float64Array.of(Number.NaN) })).toThrow(
      /NaN/,
    );
  });
});
