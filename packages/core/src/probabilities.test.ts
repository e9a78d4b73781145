import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { probabilities } from "./probabilities.js";

test.prop([fc.array(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1 })])(
  "maps scores into [0, 1], monotonically, with 0 -> 1/2 and p(f) + p(-f) = 1",
  (scores) => {
    const n = scores.length;
    const p = probabilities({ rows: 1, cols: n, data: Float64Array.from(scores) }).data;
    const q = probabilities({ rows: 1, cols: n, data: Float64Array.from(scores, (s) => -s) }).data;
    for (let i = 0; i < n; i++) {
      expect(p[i]).toBeGreaterThanOrEqual(0);
      expect(p[i]).toBeLessThanOrEqual(1);
      expect(p[i]! + q[i]!).toBeCloseTo(1, 12);
      if (scores[i] === 0) expect(p[i]).toBe(0.5);
      for (let k = 0; k < n; k++) if (scores[i]! < scores[k]!) expect(p[i]).toBeLessThanOrEqual(p[k]!);
    }
  },
);
