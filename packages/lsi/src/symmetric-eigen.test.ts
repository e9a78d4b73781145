import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { symmetricEigen } from "./symmetric-eigen.js";
import {
  at,
  compose,
  dense,
  multiply,
  orthonormalityError,
  symmetricEigenvalues,
  transposeOf,
} from "./test-support/reference.js";

const arbSymmetric = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc
    .array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: -9, max: 9 })), {
      minLength: n * n,
      maxLength: n * n,
    })
    .map((v) => {
      const a = dense(n, n, v);
      return multiply(transposeOf(a), a); // symmetric, positive semi-definite, often singular
    }),
);

const arbIndefinite = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc.array(fc.integer({ min: -9, max: 9 }), { minLength: n * n, maxLength: n * n }).map((v) => {
    const a = dense(n, n, v);
    const t = transposeOf(a);
    return dense(
      n,
      n,
      a.data.map((x, i) => x + t.data[i]!),
    );
  }),
);

describe("symmetricEigen", () => {
  test.prop([fc.oneof(arbSymmetric, arbIndefinite)], { numRuns: 300 })(
    "eigenvalues match the two-sided Jacobi reference, Z orthogonal, Z·diag(λ)·Zᵀ = G",
    (g) => {
      const { values, vectors } = symmetricEigen(g);
      const ref = symmetricEigenvalues(g);
      const norm = Math.max(1, ...ref.map(Math.abs));
      for (let j = 0; j < values.length; j++) {
        expect(Math.abs(values[j]! - ref[j]!)).toBeLessThan(1e-11 * norm);
        if (j > 0) expect(values[j]!).toBeLessThanOrEqual(values[j - 1]!);
      }
      expect(orthonormalityError(vectors)).toBeLessThan(1e-12);
      const back = compose(vectors, values, vectors);
      for (let i = 0; i < g.data.length; i++)
        expect(Math.abs(back.data[i]! - g.data[i]!)).toBeLessThan(1e-11 * norm);
    },
  );

  test.prop([fc.oneof(arbSymmetric, arbIndefinite), fc.integer({ min: 0, max: 12 })], { numRuns: 300 })(
    "the count largest pairs only: the same eigenvalues, orthonormal vectors, G·z = λ·z",
    (g, wanted) => {
      const n = g.rows;
      const count = Math.min(wanted, n);
      const all = symmetricEigen(g);
      const { values, vectors } = symmetricEigen(g, count);
      expect([values.length, vectors.rows, vectors.cols]).toEqual([count, n, count]);
      expect(Array.from(values)).toEqual(Array.from(all.values.subarray(0, count)));
      const norm = Math.max(1, ...Array.from(all.values, Math.abs));
      if (count > 0) expect(orthonormalityError(vectors)).toBeLessThan(1e-12);
      const gz = multiply(g, vectors);
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < count; j++) {
          expect(Math.abs(at(gz, i, j) - values[j]! * at(vectors, i, j))).toBeLessThan(1e-11 * norm);
        }
      }
    },
  );

  it("handles the already diagonal, 1 x 1 and 0 x 0 cases", () => {
    expect(Array.from(symmetricEigen(dense(3, 3, [1, 0, 0, 0, 5, 0, 0, 0, 3])).values)).toEqual([5, 3, 1]);
    const one = symmetricEigen(dense(1, 1, [-2]));
    expect([one.values[0], at(one.vectors, 0, 0)]).toEqual([-2, 1]);
    expect(symmetricEigen(dense(0, 0, [])).values.length).toBe(0);
  });

  it("the largest pairs of a 90 x 90 matrix with a repeated top eigenvalue, and of the zero matrix", () => {
    const n = 90;
    const lambda = Array.from({ length: n }, (_, i) => (i < 3 ? 5 : i < 6 ? 5 - 1e-9 : 1 / (i + 1)));
    const q = orthonormal(n);
    const g = compose(q, lambda, q);
    const { values, vectors } = symmetricEigen(g, 10);
    expect(orthonormalityError(vectors)).toBeLessThan(1e-12);
    const gz = multiply(g, vectors);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < 10; j++)
        expect(Math.abs(at(gz, i, j) - values[j]! * at(vectors, i, j))).toBeLessThan(1e-12 * 5);
    const zero = symmetricEigen(dense(4, 4, new Array(16).fill(0)), 2);
    expect(Array.from(zero.values)).toEqual([0, 0]);
    expect(orthonormalityError(zero.vectors)).toBe(0);
  });

  it("a large graded matrix (eigenvalues 2^0 … 2^-60) and repeated eigenvalues", () => {
    const n = 40;
    const lambda = Array.from({ length: n }, (_, i) => (i % 3 === 0 ? 1 : 2 ** -(i * 1.5)));
    const { data } = compose(
      // a random orthogonal basis from the QR of a fixed matrix, through the reference Gram-Schmidt
      ...((): [ReturnType<typeof dense>, number[], ReturnType<typeof dense>] => {
        const q = orthonormal(n);
        return [q, lambda, q];
      })(),
    );
    const { values } = symmetricEigen(dense(n, n, data));
    const sorted = [...lambda].sort((a, b) => b - a);
    for (let j = 0; j < n; j++) expect(Math.abs(values[j]! - sorted[j]!)).toBeLessThan(1e-14);
  });
});

function orthonormal(n: number) {
  // Deterministic orthogonal matrix: a product of plane rotations.
  const q = dense(
    n,
    n,
    Array.from({ length: n * n }, (_, i) => (i % (n + 1) === 0 ? 1 : 0)),
  );
  for (let k = 0; k < 3 * n; k++) {
    const i = k % n;
    const j = (k * 7 + 3) % n;
    if (i === j) continue;
    const c = Math.cos(k + 1);
    const s = Math.sin(k + 1);
    for (let r = 0; r < n; r++) {
      const a = q.data[r * n + i]!;
      const b = q.data[r * n + j]!;
      q.data[r * n + i] = c * a - s * b;
      q.data[r * n + j] = s * a + c * b;
    }
  }
  return q;
}
