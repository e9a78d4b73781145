import { fc, test } from "@fast-check/vitest";
import type { DenseMatrix } from "@textboost/core";
import { probabilities } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { probabilityAverage } from "./average-probabilities.js";

const arbScores = (rows: number, cols: number) =>
  fc
    .array(fc.double({ min: -40, max: 40, noNaN: true }), { minLength: rows * cols, maxLength: rows * cols })
    .map((a): DenseMatrix => ({ rows, cols, data: Float64Array.from(a) }));

const arbMembers = fc
  .record({
    rows: fc.integer({ min: 1, max: 4 }),
    cols: fc.integer({ min: 1, max: 3 }),
    n: fc.integer({ min: 1, max: 5 }),
  })
  .chain(({ rows, cols, n }) => fc.array(arbScores(rows, cols), { minLength: n, maxLength: n }));

describe("probabilityAverage", () => {
  test.prop([arbMembers])(
    "gives the mean of the members' logistic probabilities, and scores on the logit scale",
    (members) => {
      const { rows, cols } = members[0]!;
      const avg = probabilityAverage(rows, cols);
      for (const s of members) avg.add(s);
      const P = avg.probabilities().data;
      const F = avg.scores().data;
      for (let q = 0; q < rows * cols; q++) {
        const mean =
          members.reduce((sum, s) => sum + 1 / (1 + Math.exp(-2 * s.data[q]!)), 0) / members.length;
        // 1 − mean summed on its own: computed as 1 − mean, it loses the digits a confident label's
        // score needs (CI's counterexample: one member scoring 9.287, 1 − mean ≈ 8.6e-9).
        const complement =
          members.reduce((sum, s) => sum + 1 / (1 + Math.exp(2 * s.data[q]!)), 0) / members.length;
        expect(P[q]).toBeCloseTo(mean, 14);
        expect(Number.isFinite(F[q])).toBe(true);
        // The score maps back to the probability through the same link.
        if (mean > 1e-12 && complement > 1e-12)
          expect(F[q]).toBeCloseTo(0.5 * Math.log(mean / complement), 8);
      }
    },
  );

  test.prop([arbScores(3, 2), fc.integer({ min: 1, max: 12 })])(
    "N identical members give that member's probabilities and scores",
    (s, n) => {
      const avg = probabilityAverage(3, 2);
      for (let i = 0; i < n; i++) avg.add(s);
      const own = probabilities(s).data;
      avg.probabilities().data.forEach((p, q) => {
        expect(p).toBeCloseTo(own[q]!, 15);
      });
      avg.scores().data.forEach((f, q) => {
        expect(f).toBeCloseTo(s.data[q]!, 9);
      });
    },
  );

  it("keeps very confident labels finite and in order (saturating beyond |f| ≈ 372)", () => {
    const avg = probabilityAverage(1, 3);
    avg.add({ rows: 1, cols: 3, data: Float64Array.of(400, 30, -1e6) });
    const f = avg.scores().data;
    // e^(−800) underflows: the score saturates near 372 but stays finite and above the others.
    expect(f[0]!).toBeGreaterThan(370);
    expect(f[1]).toBeCloseTo(30, 9);
    expect(Number.isFinite(f[2])).toBe(true);
    expect(f[2]!).toBeLessThan(-300);
    expect(probabilityAverage(1, 1).probabilities().data[0]).toBe(0.5);
  });
});
