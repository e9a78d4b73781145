import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { bestRound, CURVE_MEASURES } from "./best-rounds.js";

const points = fc.array(
  fc.record({
    iterations: fc.integer({ min: 0, max: 1000 }),
    microF1: fc.double({ min: 0, max: 1, noNaN: true }),
    macroF1: fc.double({ min: 0, max: 1, noNaN: true }),
    rankingLoss: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
  }),
  { maxLength: 12 },
);

describe("bestRound", () => {
  test.prop([
    points,
    fc.constantFrom(...CURVE_MEASURES.filter((m) => ["microF1", "macroF1", "rankingLoss"].includes(m.key))),
  ])(
    "is a point's value, no point is better, and no point with that value has a smaller S",
    (ps, measure) => {
      const best = bestRound(ps, measure);
      const valued = ps.flatMap((p) => {
        const v = (p as Record<string, unknown>)[measure.key];
        return typeof v === "number" ? [{ v, s: p.iterations }] : [];
      });
      if (valued.length === 0) {
        expect(best).toBeUndefined();
        return;
      }
      expect(best).toBeDefined();
      expect(valued.some((x) => x.v === best!.value && x.s === best!.iterations)).toBe(true);
      for (const x of valued) {
        if (measure.higherIsBetter) expect(x.v).toBeLessThanOrEqual(best!.value);
        else expect(x.v).toBeGreaterThanOrEqual(best!.value);
        if (x.v === best!.value) expect(x.s).toBeGreaterThanOrEqual(best!.iterations);
      }
    },
  );

  test.prop([fc.integer({ min: 1, max: 100 })])("takes the smaller loss, not the larger", (s) => {
    const hamming = CURVE_MEASURES.find((m) => m.key === "hammingLoss")!;
    const ps = [
      { iterations: s, microF1: 0, macroF1: 0, hammingLoss: 0.2 },
      { iterations: s + 1, microF1: 0, macroF1: 0, hammingLoss: 0.1 },
      { iterations: s + 2, microF1: 0, macroF1: 0, hammingLoss: 0.3 },
    ];
    expect(bestRound(ps, hamming)).toEqual({ value: 0.1, iterations: s + 1 });
  });
});
