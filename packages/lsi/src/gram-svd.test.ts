import { describe, expect, it } from "vitest";
import { GRAM_CONDITION_LIMIT, gramSvd } from "./gram-svd.js";
import { linearOperator } from "./linear-operator.js";
import { symmetricEigen } from "./symmetric-eigen.js";
import { withSpectrum } from "./test-support/reference.js";

describe("gramSvd", () => {
  const spectrum = [40, 10, 3, 1, 0.02, 0.01];
  const { op } = linearOperator(withSpectrum(50, 6, spectrum, 7));
  const eigen = symmetricEigen(op.columnGram());

  it("reads σ = √λ and V off the Gram matrix, with U = A·V·Σ⁻¹ orthonormal", () => {
    const svd = gramSvd(op, eigen, 4, 1e-10)!;
    expect(svd.s.length).toBe(4);
    for (let j = 0; j < 4; j++) expect(Math.abs(svd.s[j]! - spectrum[j]!) / spectrum[j]!).toBeLessThan(1e-10);
    for (let a = 0; a < 4; a++) {
      for (let b = 0; b < 4; b++) {
        let dot = 0;
        for (let i = 0; i < svd.u.rows; i++) dot += svd.u.data[i * 4 + a]! * svd.u.data[i * 4 + b]!;
        expect(dot).toBeCloseTo(a === b ? 1 : 0, 10);
      }
    }
  });

  it(`declines when a kept σ is below ${GRAM_CONDITION_LIMIT}·σ₁, and drops what the tolerance drops`, () => {
    expect(gramSvd(op, eigen, 5, 1e-10)).toBeUndefined();
    expect(gramSvd(op, eigen, 6, 0.01)?.s.length).toBe(4);
  });
});
