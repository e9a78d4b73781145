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

  test.prop([
    fc.array(
      fc.tuple(
        fc.nat({ max: 3 }),
        fc.double({ noNaN: true, min: -1e9, max: 1e9 }).map((x) => x + 0),
      ),
      { maxLength: 30 },
    ),
  ])(
    "four slots each hold the least of what it was lowered with; a reset sets them all to +∞",
    (lowerings) => {
      const least = sharedLeast(4);
      for (const [at, x] of lowerings) lowerLeast(least, x, at);
      for (let at = 0; at < 4; at++) {
        const mine = lowerings.filter(([a]) => a === at).map(([, x]) => x);
        expect(readLeast(least, at)).toBe(Math.min(Number.POSITIVE_INFINITY, ...mine));
      }
      resetLeast(least);
      for (let at = 0; at < 4; at++) expect(readLeast(least, at)).toBe(Number.POSITIVE_INFINITY);
    },
  );
});
