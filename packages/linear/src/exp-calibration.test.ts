import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expLoss, fitExpCalibration } from "./exp-calibration.js";

const arbScored = fc
  .array(fc.tuple(fc.double({ min: -5, max: 5, noNaN: true }), fc.boolean()), { minLength: 1, maxLength: 40 })
  .map((pairs) => ({ scores: pairs.map(([s]) => s), positive: pairs.map(([, p]) => (p ? 1 : 0)) }));

describe("fitExpCalibration", () => {
  test.prop([
    arbScored,
    fc.double({ min: -0.5, max: 0.5, noNaN: true }),
    fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  ])(
    "finds the minimum of the smoothed exponential loss: no other (a, b) is lower",
    ({ scores, positive }, da, db) => {
      const map = fitExpCalibration(scores, positive);
      const best = expLoss(scores, positive, map);
      const other = expLoss(scores, positive, { scale: map.scale + da, shift: map.shift + db });
      expect(best).toBeLessThanOrEqual(other * (1 + 1e-9));
    },
  );

  test.prop([arbScored])(
    "is finite, and lower than the loss of the identity map or of no map",
    ({ scores, positive }) => {
      const map = fitExpCalibration(scores, positive);
      expect(Number.isFinite(map.scale) && Number.isFinite(map.shift)).toBe(true);
      const best = expLoss(scores, positive, map);
      expect(best).toBeLessThanOrEqual(expLoss(scores, positive, { scale: 0, shift: 0 }) * (1 + 1e-12));
      expect(best).toBeLessThanOrEqual(expLoss(scores, positive, { scale: 1, shift: 0 }) * (1 + 1e-12));
    },
  );

  it("turns scores that rank the positives first into an increasing map", () => {
    const scores = [-2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2, -0.2, 0.3];
    const positive = [0, 0, 0, 0, 1, 1, 1, 1, 1, 0];
    expect(fitExpCalibration(scores, positive).scale).toBeGreaterThan(0);
  });

  it("keeps the shift finite for a class without a positive", () => {
    const map = fitExpCalibration([-1, -1, -1, -1], [0, 0, 0, 0]);
    expect(Number.isFinite(map.shift)).toBe(true);
    expect(map.scale + map.shift * 0).toBeGreaterThanOrEqual(0);
  });
});
