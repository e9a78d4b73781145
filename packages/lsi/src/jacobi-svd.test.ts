import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { jacobiSvd } from "./jacobi-svd.js";
import { compose, dense, orthonormalityError, referenceSingularValues } from "./test-support/reference.js";

const arbSquare = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc
    .array(fc.oneof(fc.constant(0), fc.integer({ min: -9, max: 9 })), {
      minLength: n * n,
      maxLength: n * n,
    })
    .map((v) => dense(n, n, v)),
);

test.prop([arbSquare], { numRuns: 200 })(
  "σ² descending and equal to the reference, v orthogonal, u·diag(σ)·vᵀ = a",
  (a) => {
    const { u, s, v } = jacobiSvd(a);
    const ref = referenceSingularValues(a);
    const s1 = ref[0]!;
    for (let j = 0; j < s.length; j++) {
      // Squares: the reference squares the matrix, so its zero singular values are only ~√ε·σ₁.
      expect(Math.abs(s[j]! ** 2 - ref[j]! ** 2)).toBeLessThanOrEqual(1e-12 * s1 * s1);
      if (j > 0) expect(s[j]!).toBeLessThanOrEqual(s[j - 1]!);
    }
    expect(orthonormalityError(v)).toBeLessThan(1e-12);
    const back = compose(u, s, v);
    for (let i = 0; i < a.data.length; i++)
      expect(Math.abs(back.data[i]! - a.data[i]!)).toBeLessThan(1e-11 * (1 + s1));
  },
);
