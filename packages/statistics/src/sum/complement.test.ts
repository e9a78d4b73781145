import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { COMPLEMENT_RESOLUTION, complement, resolved } from "./complement.js";

describe("complement", () => {
  test.prop([fc.double({ min: 1e-6, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })])(
    "is total − part above the subtraction's resolution, else exactly 0",
    (total, share) => {
      const part = total * share;
      const d = total - part;
      expect(complement(total, part)).toBe(d > COMPLEMENT_RESOLUTION * total ? d : 0);
      expect(complement(total, part)).toBeGreaterThanOrEqual(0);
    },
  );

  it("floors a rounding residue to 0 and keeps a real weight", () => {
    expect(complement(0.3, 0.1 + 0.2)).toBe(0);
    expect(complement(1, 0.25)).toBe(0.75);
  });
});

describe("resolved", () => {
  it("keeps a part above the resolution of its total and zeroes one below", () => {
    expect(resolved(0.5, 0.5)).toBe(0.5);
    expect(resolved(1e-17, 1e-3)).toBe(0);
  });
});
