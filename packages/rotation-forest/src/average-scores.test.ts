import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { memberAverage, scoreAverage } from "./average-scores.js";

const matrices = fc.integer({ min: 1, max: 4 }).chain((members) =>
  fc.array(fc.array(fc.double({ min: -20, max: 20, noNaN: true }), { minLength: 6, maxLength: 6 }), {
    minLength: members,
    maxLength: members,
  }),
);

describe("scoreAverage", () => {
  test.prop([matrices])("scores are the mean of the members' scores; probabilities their logistic", (ms) => {
    const avg = scoreAverage(2, 3);
    for (const m of ms) avg.add({ rows: 2, cols: 3, data: Float64Array.from(m) });
    const s = avg.scores().data;
    const p = avg.probabilities().data;
    for (let i = 0; i < 6; i++) {
      const mean = ms.reduce((t, m) => t + m[i]!, 0) / ms.length;
      expect(s[i]).toBeCloseTo(mean, 9);
      expect(p[i]).toBeGreaterThanOrEqual(0);
      expect(p[i]).toBeLessThanOrEqual(1);
      expect(p[i]).toBeCloseTo(1 / (1 + Math.exp(-2 * mean)), 9);
    }
  });

  test.prop([matrices])("memberAverage picks the mean of probabilities or of scores", (ms) => {
    const a = memberAverage("probabilities", 2, 3);
    const b = memberAverage("scores", 2, 3);
    for (const m of ms) {
      a.add({ rows: 2, cols: 3, data: Float64Array.from(m) });
      b.add({ rows: 2, cols: 3, data: Float64Array.from(m) });
    }
    for (let i = 0; i < 6; i++) {
      const meanP = ms.reduce((t, m) => t + 1 / (1 + Math.exp(-2 * m[i]!)), 0) / ms.length;
      expect(a.probabilities().data[i]).toBeCloseTo(meanP, 9);
    }
    expect(b.count).toBe(ms.length);
  });
});
