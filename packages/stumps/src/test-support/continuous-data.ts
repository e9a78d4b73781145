import { fc } from "@fast-check/vitest";
import type { CsrMatrix } from "@textboost/core";

/** Dense rows (0 = not stored) -> CSR with values. */
export function csr(rows: number[][]): CsrMatrix {
  const indptr = new Int32Array(rows.length + 1);
  const indices: number[] = [];
  const values: number[] = [];
  rows.forEach((r, i) => {
    r.forEach((v, c) => {
      if (v !== 0) {
        indices.push(c);
        values.push(v);
      }
    });
    indptr[i + 1] = indices.length;
  });
  return {
    format: "csr",
    rows: rows.length,
    cols: rows[0]!.length,
    indptr,
    indices: Int32Array.from(indices),
    values: Float64Array.from(values),
  };
}

/** Boolean rows -> a binary label matrix (no values). */
export function labelRows(rows: boolean[][]): CsrMatrix {
  const { values: _, ...binary } = csr(rows.map((r) => r.map(Number)));
  return binary;
}

/** Small continuous data: x (documents x features, 0 = not stored), y (documents x labels), raw weights. */
export const arbContinuous = fc
  .record({
    g: fc.integer({ min: 2, max: 10 }),
    r: fc.integer({ min: 1, max: 4 }),
    m: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ g, r, m }) =>
    fc.record({
      x: fc.array(
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: -3, max: 3 })), { minLength: r, maxLength: r }),
        { minLength: g, maxLength: g },
      ),
      y: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: g, maxLength: g }),
      w: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: g * m, maxLength: g * m }),
    }),
  );

/**
 * Brute force Z_j of the split "x_k <= theta" for label j: documents missing the feature (value 0
 * when absent means missing) add their weight, the others 2(√(W₊W₋) below + above).
 */
export function labelSplitZ(
  x: number[][],
  y: boolean[][],
  w: Float64Array,
  absent: "zero" | "missing",
  k: number,
  theta: number,
  j: number,
): number {
  const m = y[0]!.length;
  const W = [0, 0, 0, 0];
  let z = 0;
  x.forEach((row, i) => {
    const v = row[k]!;
    if (absent === "missing" && v === 0) z += w[i * m + j]!;
    else W[(v <= theta ? 0 : 2) + (y[i]![j] ? 1 : 0)]! += w[i * m + j]!;
  });
  return z + 2 * (Math.sqrt(W[0]! * W[1]!) + Math.sqrt(W[2]! * W[3]!));
}

/**
 * Brute force over every feature and every midpoint between consecutive distinct values (0 included
 * when absent is zero): the least `score(k, theta)`, +Infinity when no feature has two values.
 */
export function bruteSplitZ(
  x: number[][],
  absent: "zero" | "missing",
  score: (k: number, theta: number) => number,
): number {
  let best = Number.POSITIVE_INFINITY;
  for (let k = 0; k < x[0]!.length; k++) {
    const vals = x.map((r) => r[k]!).filter((v) => absent === "zero" || v !== 0);
    const distinct = [...new Set(vals)].sort((a, b) => a - b);
    for (let t = 0; t + 1 < distinct.length; t++) {
      best = Math.min(best, score(k, (distinct[t]! + distinct[t + 1]!) / 2));
    }
  }
  return best;
}

/**
 * g dense rows of r values each, as histogram bins meet them: 0 (not stored), small integers (ties)
 * and doubles in [−2, 2].
 */
export function arbDenseRows(g: number, r: number): fc.Arbitrary<number[][]> {
  const value = fc.oneof(
    fc.constant(0),
    fc.integer({ min: -3, max: 3 }),
    fc.double({ min: -2, max: 2, noNaN: true }),
  );
  return fc.array(fc.array(value, { minLength: r, maxLength: r }), { minLength: g, maxLength: g });
}
