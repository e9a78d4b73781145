import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { curveSizes } from "./curve-sizes.js";

describe("curveSizes", () => {
  it("steps 1, 2, 5 per decade and ends at the length", () => {
    expect(curveSizes(300)).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 300]);
    expect(curveSizes(100)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(curveSizes(1)).toEqual([1]);
    expect(curveSizes(0)).toEqual([0]);
  });

  test.prop([fc.integer({ min: 1, max: 1e7 })])(
    "is strictly increasing, within [1, length], ending at length",
    (n) => {
      const s = curveSizes(n);
      expect(s.at(-1)).toBe(n);
      for (let i = 1; i < s.length; i++) expect(s[i]!).toBeGreaterThan(s[i - 1]!);
      expect(s[0]).toBe(1);
      expect(s.length).toBeLessThanOrEqual(3 * Math.ceil(Math.log10(n + 1)) + 1);
    },
  );
});
