import { fc, test } from "@fast-check/vitest";
import type { DenseMatrix } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { csrFromDense } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { lsiProjection } from "./lsi-projection.js";
import {
  at,
  compose,
  dense,
  frobeniusSq,
  minus,
  multiply,
  orthonormalityError,
  referenceSingularValues,
  withSpectrum,
} from "./test-support/reference.js";
import { type TruncatedSvd, truncatedSvd } from "./truncated-svd.js";
import { type TruncatedSvdMethod, truncatedSvdDefaults } from "./truncated-svd-options.js";

const METHODS: readonly TruncatedSvdMethod[] = ["gram", "exact", "randomized", "lanczos"];

/** The invariants every result must satisfy, whatever the input. */
function expectWellFormed(a: DenseMatrix, svd: TruncatedSvd): void {
  const { k, U, S, V } = svd;
  expect([U.rows, U.cols, V.rows, V.cols, S.length]).toEqual([a.rows, k, a.cols, k, k]);
  for (const x of [...U.data, ...S, ...V.data]) expect(Number.isFinite(x)).toBe(true);
  for (let j = 0; j < k; j++) {
    expect(S[j]!).toBeGreaterThan(0);
    if (j > 0) expect(S[j]!).toBeLessThanOrEqual(S[j - 1]!);
  }
  if (k > 0) {
    expect(orthonormalityError(U)).toBeLessThan(1e-10);
    expect(orthonormalityError(V)).toBeLessThan(1e-10);
  }
  // Sign convention: the largest-magnitude entry of each column of V (first on ties) is positive.
  for (let j = 0; j < k; j++) {
    let best = 0;
    for (let i = 0; i < V.rows; i++) if (Math.abs(at(V, i, j)) > Math.abs(best)) best = at(V, i, j);
    expect(best).toBeGreaterThan(0);
  }
}

/** A·V = U·S, the rows of A projected by V·S⁻¹ give U, and the rank-k error is the spectrum's tail. */
function expectExactFactors(a: DenseMatrix, svd: TruncatedSvd, all: readonly number[], tol: number): void {
  const { k, U, S, V } = svd;
  const s1 = all[0] ?? 0;
  const av = multiply(a, V);
  for (let i = 0; i < a.rows; i++) {
    for (let j = 0; j < k; j++) expect(Math.abs(at(av, i, j) - at(U, i, j) * S[j]!)).toBeLessThan(tol * s1);
  }
  const projected = multiply(a, lsiProjection(svd));
  for (let i = 0; i < projected.data.length; i++) {
    expect(Math.abs(projected.data[i]! - U.data[i]!)).toBeLessThan((tol * s1) / S[k - 1]!);
  }
  const tail = all.slice(k).reduce((s, x) => s + x * x, 0);
  const err = frobeniusSq(minus(a, compose(U, S, V)));
  expect(Math.abs(err - tail)).toBeLessThanOrEqual(tol * s1 * s1);
}

describe("truncatedSvd on matrices with a known spectrum", () => {
  it("a 4-fold and a 2-fold singular value above a full-rank tail: every copy, σ to 1e-8", () => {
    const tail = Array.from({ length: 40 }, (_, i) => 0.5 * 0.8 ** i);
    const s = [5, 5, 5, 5, 3, 3, ...tail];
    const a = withSpectrum(300, 200, s, 21);
    for (const method of ["gram", "exact", "lanczos"] as const) {
      const svd = truncatedSvd(a, { k: 6, method });
      expect(svd.k).toBe(6);
      for (let j = 0; j < 6; j++) expect(Math.abs(svd.S[j]! - s[j]!) / s[j]!).toBeLessThan(1e-8);
      expectWellFormed(a, svd);
      expectExactFactors(a, svd, s, 1e-7);
    }
  });

  const spectrum = [50, 20, 10, 5, 2.5, 1, 0.5, 0.25, 0.1, 0.05, 0.02, 0.01];
  for (const method of METHODS) {
    for (const [m, n] of [
      [40, 30],
      [30, 40],
      [60, 12],
    ] as const) {
      it(`${method}, ${m} x ${n}, k = 4: σ to 1e-8 relative, orthonormal factors, tail error`, () => {
        const a = withSpectrum(m, n, spectrum, m * 100 + n);
        const svd = truncatedSvd(a, { k: 4, method, powerIterations: 8 });
        expect(svd.k).toBe(4);
        for (let j = 0; j < 4; j++)
          expect(Math.abs(svd.S[j]! - spectrum[j]!) / spectrum[j]!).toBeLessThan(1e-8);
        expectWellFormed(a, svd);
        expectExactFactors(a, svd, spectrum, method === "exact" ? 1e-10 : 1e-7);
      });
    }
  }

  it("gram refines with Rayleigh–Ritz past its conditioning limit: σ to 1e-8 relative down to σ₁/5000", () => {
    const a = withSpectrum(60, 12, spectrum, 6012);
    const svd = truncatedSvd(a, { k: 12, method: "gram" });
    expect(svd.k).toBe(12);
    for (let j = 0; j < 12; j++) expect(Math.abs(svd.S[j]! - spectrum[j]!) / spectrum[j]!).toBeLessThan(1e-8);
    expectWellFormed(a, svd);
  });

  it("randomized finds a rank-r matrix exactly when r ≤ k + oversampling", () => {
    const s = [9, 7, 7, 3, 1];
    const a = withSpectrum(200, 150, s, 3);
    const svd = truncatedSvd(a, { k: 8, method: "randomized", powerIterations: 0 });
    expect(svd.k).toBe(5);
    for (let j = 0; j < 5; j++) expect(Math.abs(svd.S[j]! - s[j]!) / s[j]!).toBeLessThan(1e-12);
    expectWellFormed(a, svd);
    expectExactFactors(a, svd, s, 1e-12);
  });

  it("repeated singular values keep their multiplicity", () => {
    const s = [4, 4, 4, 1, 1];
    for (const method of METHODS) {
      const a = withSpectrum(50, 60, s, 11);
      const svd = truncatedSvd(a, { k: 5, method });
      expect(svd.k).toBe(5);
      for (let j = 0; j < 5; j++) expect(Math.abs(svd.S[j]! - s[j]!)).toBeLessThan(1e-12);
      expectWellFormed(a, svd);
    }
  });
});

const arbMatrix = fc
  .record({ rows: fc.integer({ min: 0, max: 9 }), cols: fc.integer({ min: 0, max: 9 }) })
  .chain(({ rows, cols }) =>
    fc
      .array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: -5, max: 5 })), {
        minLength: rows * cols,
        maxLength: rows * cols,
      })
      .map((values) => dense(rows, cols, values)),
  );

describe("truncatedSvd against the Jacobi eigenvalues of AᵀA", () => {
  test.prop([arbMatrix, fc.integer({ min: 1, max: 10 }), fc.constantFrom(...METHODS)], { numRuns: 150 })(
    "singular values, factors and the tail of the spectrum agree",
    (a, k, method) => {
      const ref = referenceSingularValues(a);
      const svd = truncatedSvd(a, { k, method });
      expectWellFormed(a, svd);
      const s1 = ref[0] ?? 0;
      const nonzero = ref.filter((x) => x > 1e-6 * s1).length;
      if (method === "exact" || method === "gram" || k + 10 >= Math.min(a.rows, a.cols)) {
        // Exact (randomized is exact too when k + oversampling covers the smaller side; gram answers
        // from the Gram matrix only within its conditioning limit, and refines like exact beyond).
        expect(svd.k).toBe(Math.min(k, nonzero));
        for (let j = 0; j < svd.k; j++) expect(Math.abs(svd.S[j]! - ref[j]!)).toBeLessThan(1e-8 * s1);
        expectExactFactors(a, svd, ref, 1e-8);
      }
    },
  );

  const arbLarger = fc
    .record({ rows: fc.integer({ min: 12, max: 40 }), cols: fc.integer({ min: 12, max: 40 }) })
    .chain(({ rows, cols }) =>
      fc
        .array(fc.oneof(fc.constant(0), fc.constant(0), fc.constant(0), fc.integer({ min: -5, max: 5 })), {
          minLength: rows * cols,
          maxLength: rows * cols,
        })
        .map((values) => dense(rows, cols, values)),
    );
  test.prop(
    [
      arbLarger,
      fc.integer({ min: 1, max: 5 }),
      fc.constantFrom("randomized", "lanczos") as fc.Arbitrary<TruncatedSvdMethod>,
      fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 1, max: 12 }),
    ],
    { numRuns: 80 },
  )(
    "approximate runs (few iterations or steps) stay well formed and never exceed the true σ (Ritz interlacing)",
    (a, k, method, oversampling, powerIterations, lanczosMaxSteps) => {
      const svd = truncatedSvd(a, { k, method, oversampling, powerIterations, lanczosMaxSteps });
      expectWellFormed(a, svd);
      const ref = referenceSingularValues(a);
      for (let j = 0; j < svd.k; j++) expect(svd.S[j]!).toBeLessThanOrEqual(ref[j]! + 1e-9 * ref[0]!);
    },
  );

  test.prop([arbMatrix, fc.integer({ min: 1, max: 10 }), fc.constantFrom("exact", "gram" as const)], {
    numRuns: 60,
  })("CSR and dense input give the same decomposition", (a, k, method) => {
    const fromDense = truncatedSvd(a, { k, method });
    const fromCsr = truncatedSvd(csrFromDense(a), { k, method });
    expect(fromCsr).toEqual(fromDense);
  });
});

describe("leftVectors: false", () => {
  test.prop([arbMatrix, fc.integer({ min: 1, max: 10 }), fc.constantFrom("auto" as const, ...METHODS)], {
    numRuns: 150,
  })("gives the same k, S and V bit for bit, and U with no column", (a, k, method) => {
    const both = truncatedSvd(a, { k, method, seed: 5 });
    const right = truncatedSvd(a, { k, method, seed: 5, leftVectors: false });
    expect([right.k, right.U.rows, right.U.cols, right.U.data.length]).toEqual([both.k, a.rows, 0, 0]);
    expect(Array.from(right.S)).toEqual(Array.from(both.S));
    expect(right.V).toEqual(both.V);
  });
});

describe("edge cases: fewer dimensions, never NaN", () => {
  const cases: [string, DenseMatrix, number][] = [
    ["empty: 0 rows", dense(0, 5, []), 0],
    ["empty: 0 columns", dense(4, 0, []), 0],
    ["0 x 0", dense(0, 0, []), 0],
    ["all zero", dense(6, 4, new Array(24).fill(0)), 0],
    ["1 x 1", dense(1, 1, [-3]), 1],
    ["1 x 1 zero", dense(1, 1, [0]), 0],
    ["one row", dense(1, 5, [1, 0, 2, 0, 3]), 1],
    ["one column", dense(5, 1, [1, 0, 2, 0, 3]), 1],
    ["zero columns", dense(3, 4, [1, 0, 3, 0, 2, 0, 1, 0, 0, 0, 0, 0]), 2],
    ["duplicated columns", dense(3, 4, [1, 1, 2, 2, 3, 3, 0, 0, 1, 1, 1, 1]), 2],
    ["rank one", dense(3, 3, [1, 2, 3, 2, 4, 6, -1, -2, -3]), 1],
  ];
  for (const [name, a, rank] of cases) {
    for (const method of ["auto", ...METHODS] as const) {
      it(`${name} (${method})`, () => {
        const svd = truncatedSvd(a, { k: 10, method });
        expect(svd.k).toBe(rank);
        expectWellFormed(a, svd);
        const ref = referenceSingularValues(a);
        if (rank > 0) expectExactFactors(a, svd, ref, 1e-10);
        const t = lsiProjection(svd);
        expect([t.rows, t.cols]).toEqual([a.cols, rank]);
        for (const x of t.data) expect(Number.isFinite(x)).toBe(true);
      });
    }
  }

  it("a binary CSR block with fewer documents than k, zero and duplicated terms", () => {
    const a = dense(3, 6, [1, 1, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0]);
    const svd = truncatedSvd(csrFromDense(a, { binary: true }), { k: 10 });
    expect(svd.k).toBe(3);
    expectWellFormed(a, svd);
    expectExactFactors(a, svd, referenceSingularValues(a), 1e-10);
  });

  it("tiny and huge magnitudes are rescaled, not lost or overflowed", () => {
    const cases = [1e-300, 1e-310, 1e250, 1e300].flatMap((scale) => METHODS.map((m) => [scale, m] as const));
    for (const [scale, method] of cases) {
      const base = [3, 1, 0, 2, 0, 1];
      const a = dense(
        3,
        2,
        base.map((x) => x * scale),
      );
      const svd = truncatedSvd(a, { k: 2, method });
      const ref = referenceSingularValues(dense(3, 2, base));
      expect(svd.k).toBe(2);
      for (let j = 0; j < 2; j++) expect(Math.abs(svd.S[j]! / scale - ref[j]!)).toBeLessThan(1e-6 * ref[0]!);
      expect(orthonormalityError(svd.U)).toBeLessThan(1e-10);
    }
  });

  it("singular values below the relative tolerance are dropped", () => {
    const a = withSpectrum(20, 10, [1, 1e-3, 1e-9], 5);
    expect(truncatedSvd(a, { k: 3 }).k).toBe(3);
    expect(truncatedSvd(a, { k: 3, tolerance: 1e-6 }).k).toBe(2);
  });
});

describe("determinism", () => {
  const a = withSpectrum(120, 80, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 7);
  it("lanczos: the same seed gives the same bits", () => {
    const one = truncatedSvd(a, { k: 4, method: "lanczos", seed: 3 });
    expect(truncatedSvd(a, { k: 4, method: "lanczos", seed: 3 })).toEqual(one);
    expectWellFormed(a, one);
  });
  it("the same seed gives the same bits; another seed the same subspace", () => {
    const one = truncatedSvd(a, {
      k: 3,
      method: "randomized",
      seed: 42,
      powerIterations: 1,
      oversampling: 2,
    });
    const two = truncatedSvd(a, {
      k: 3,
      method: "randomized",
      seed: 42,
      powerIterations: 1,
      oversampling: 2,
    });
    expect(two).toEqual(one);
    const other = truncatedSvd(a, {
      k: 3,
      method: "randomized",
      seed: 43,
      powerIterations: 1,
      oversampling: 2,
    });
    expect(other.S).not.toEqual(one.S);
    expectWellFormed(a, other);
  });
});

describe("bad options", () => {
  const a = dense(2, 2, [1, 0, 0, 1]);
  const bad: [string, object][] = [
    ["k = 0", { k: 0 }],
    ["k not an integer", { k: 1.5 }],
    ["k NaN", { k: Number.NaN }],
    ["k missing", {}],
    ["negative oversampling", { k: 1, oversampling: -1 }],
    ["fractional power iterations", { k: 1, powerIterations: 0.5 }],
    ["tolerance 1", { k: 1, tolerance: 1 }],
    ["tolerance NaN", { k: 1, tolerance: Number.NaN }],
    ["unknown method", { k: 1, method: "arpack" }],
    ["lanczosMaxSteps 0", { k: 1, lanczosMaxSteps: 0 }],
    ["infinite seed", { k: 1, seed: Number.POSITIVE_INFINITY }],
    ["leftVectors not a boolean", { k: 1, leftVectors: "no" }],
  ];
  for (const [name, options] of bad) {
    it(`${name}: E_INVALID_ARGUMENT`, () => {
      expect(() => truncatedSvd(a, options as never)).toThrow(
        expect.objectContaining({ code: "E_INVALID_ARGUMENT" }),
      );
    });
  }
  it("a NaN entry is E_NUMERIC naming the row; a wrong data length is E_SHAPE", () => {
    let caught: unknown;
    try {
      truncatedSvd(dense(2, 2, [1, 0, Number.NaN, 1]), { k: 1 });
    } catch (e) {
      caught = e;
    }
    expect(isTextboostError(caught, "E_NUMERIC")).toBe(true);
    expect((caught as { row: number }).row).toBe(1);
    expect(() => truncatedSvd({ rows: 2, cols: 2, data: new Float64Array(3) }, { k: 1 })).toThrow(
      expect.objectContaining({ code: "E_SHAPE" }),
    );
    expect(() =>
      truncatedSvd(
        { format: "csr", rows: 1, cols: 1, indptr: new Int32Array([0, 1]), indices: new Int32Array([3]) },
        { k: 1 },
      ),
    ).toThrow(expect.objectContaining({ code: "E_SHAPE" }));
  });
});

describe("the documented examples", () => {
  it("truncatedSvd of diag(3, 2) at k = 1", () => {
    const { k, S, V } = truncatedSvd({ rows: 2, cols: 2, data: new Float64Array([3, 0, 0, 2]) }, { k: 1 });
    expect(k).toBe(1);
    expect(S).toEqual(new Float64Array([3]));
    expect(V.data).toEqual(new Float64Array([1, 0]));
  });
  it("truncatedSvdDefaults", () => {
    expect(truncatedSvdDefaults.powerIterations).toBe(5);
  });
});

describe("truncatedSvd on subnormal values (found by the rotation forest's properties)", () => {
  const j = {
    rows: 9,
    cols: 8,
    indptr: [0, 5, 9, 9, 13, 15, 18, 19, 22, 24],
    indices: [0, 1, 4, 6, 7, 0, 3, 6, 7, 0, 3, 6, 7, 0, 4, 1, 4, 7, 7, 1, 2, 4, 0, 6],
    values: [
      9.999999999999977, -2.308659079569916e-162, -8e-323, -8.829110626140432e-188, 3.13259637134092e-93,
      8.881069216716266e-182, 3.3957409723516426e-231, 1.1447685632731431e-57, 9.999999999999988,
      8.881069216716266e-182, 3.3957409723516426e-231, 1.1447685632731431e-57, 9.999999999999988, 7.4e-323,
      3.940210576570208e-27, 2.7048394760378e-249, -8.846832951763692e-283, 3.2037328559925606e-286, 1.5e-323,
      -9.999999999999982, -2.8958349835176795e-188, 1.2714157565319599e-23, -3.2219411671434484e-181,
      -5.669322058864544e-50,
    ],
  };
  const A = {
    format: "csr" as const,
    rows: j.rows,
    cols: j.cols,
    indptr: Int32Array.from(j.indptr),
    indices: Int32Array.from(j.indices),
    values: Float64Array.from(j.values),
  };

  it("the exact method returns (it looped forever on a NaN in its tridiagonal QR) and agrees with Lanczos", () => {
    const exact = truncatedSvd(A, { k: 4, seed: 463430396, method: "exact" });
    const lanczos = truncatedSvd(A, { k: 4, seed: 463430396, method: "lanczos" });
    expect(exact.k).toBe(lanczos.k);
    for (let i = 0; i < exact.k; i++) expect(exact.S[i]!).toBeCloseTo(lanczos.S[i]!, 8);
    expect(Array.from(lsiProjection(exact).data).every(Number.isFinite)).toBe(true);
  });
});
