import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { lowerLeast, readLeast, resetLeast, sharedLeast } from "./shared-least.js";

describe("sharedLeast", () => {
  test.prop([fc.array(fc.double({ noNaN: true }), { maxLength: 30 })])(
    "holds the least of what it was lowered with (−0 below +0), +∞ for none; NaN changes nothing",
    (xs) => {
      const least = sharedLeast();
      for (const x of xs) lowerLeast(least, x);
      const below = (b: number, a: number) => b < a || (Object.is(b, -0) && Object.is(a, 0));
      const expected = xs.reduce((a, b) => (below(b, a) ? b : a), Number.POSITIVE_INFINITY);
      expect(readLeast(least)).toBe(expected);
      lowerLeast(least, Number.NaN);
      expect(readLeast(least)).toBe(expected);
      resetLeast(least);
      expect(readLeast(least)).toBe(Number.POSITIVE_INFINITY);
    },
  );
});
