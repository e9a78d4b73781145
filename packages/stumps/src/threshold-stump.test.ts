import { fc, test } from "@fast-check/vitest";
import type { CsrMatrix } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { thresholdStump } from "./threshold-stump.js";
import { trainingSet } from "./training-set.js";

/** Dense rows (0 = not stored) -> CSR with values. */
function csr(rows: number[][]): CsrMatrix {
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

const arbContinuous = fc
  .record({
    g: fc.integer({ min: 2, max: 10 }),
    r: fc.integer({ min: 1, max: 4 }),
    m: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ g, r, m }) =>
    fc.record({
      x: fc.array(
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: -3, max: 3 })), { minLength: r, maxLength: r }),
        {
          minLength: g,
          maxLength: g,
        },
      ),
      y: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: g, maxLength: g }),
      w: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: g * m, maxLength: g * m }),
    }),
  );

/** Brute force: every feature, every midpoint between consecutive distinct values (0 included when absent is zero). */
function bruteBest(x: number[][], y: boolean[][], w: Float64Array, absent: "zero" | "missing"): number {
  const g = x.length;
  const m = y[0]!.length;
  let best = Number.POSITIVE_INFINITY;
  for (let k = 0; k < x[0]!.length; k++) {
    const vals = x.map((r) => r[k]!).filter((v) => absent === "zero" || v !== 0);
    const distinct = [...new Set(vals)].sort((a, b) => a - b);
    for (let t = 0; t + 1 < distinct.length; t++) {
      const theta = (distinct[t]! + distinct[t + 1]!) / 2;
      let z = 0;
      for (let j = 0; j < m; j++) {
        const W = [0, 0, 0, 0];
        for (let i = 0; i < g; i++) {
          const v = x[i]![k]!;
          if (absent === "missing" && v === 0) {
            z += w[i * m + j]!;
            continue;
          }
          W[(v <= theta ? 0 : 2) + (y[i]![j] ? 1 : 0)]! += w[i * m + j]!;
        }
        z += 2 * (Math.sqrt(W[0]! * W[1]!) + Math.sqrt(W[2]! * W[3]!));
      }
      best = Math.min(best, z);
    }
  }
  return best;
}

describe.each(["zero", "missing"] as const)("thresholdStump (absent = %s)", (absent) => {
  test.prop([arbContinuous])(
    "finds the least Z over all features and thresholds, and votes accordingly",
    ({ x, y, w }) => {
      const total = w.reduce((a, b) => a + b, 0);
      const weights = Float64Array.from(w, (v) => v / total);
      const X = csr(x);
      const Y = csr(y.map((r) => r.map((b) => (b ? 1 : 0))));
      const ts = trainingSet(X, { ...Y, values: undefined } as unknown as CsrMatrix);
      const h = thresholdStump({ absent }).fit(ts, weights);
      const best = bruteBest(x, y, weights, absent);
      const g = x.length;
      const m = y[0]!.length;
      // The chosen stump's own criterion, recomputed from its split.
      let z = 0;
      for (let j = 0; j < m; j++) {
        const W = [0, 0, 0, 0];
        for (let i = 0; i < g; i++) {
          const v = x[i]![h.feature]!;
          if (absent === "missing" && v === 0) {
            z += weights[i * m + j]!;
            continue;
          }
          W[(v <= h.threshold ? 0 : 2) + (y[i]![j] ? 1 : 0)]! += weights[i * m + j]!;
        }
        z += 2 * (Math.sqrt(W[0]! * W[1]!) + Math.sqrt(W[2]! * W[3]!));
      }
      if (best < Number.POSITIVE_INFINITY) expect(z).toBeCloseTo(best, 10);
      // The actual normaliser of the smoothed votes never exceeds 1.
      const out = new Float64Array(m);
      let actual = 0;
      for (let i = 0; i < g; i++) {
        h.vote(X, i, out);
        for (let j = 0; j < m; j++) actual += weights[i * m + j]! * Math.exp(-(y[i]![j] ? 1 : -1) * out[j]!);
      }
      expect(actual).toBeLessThanOrEqual(1 + 1e-12);
      const back = thresholdStump().fromJSON(JSON.parse(JSON.stringify(h.toJSON())));
      for (let i = 0; i < g; i++) {
        const a = new Float64Array(m);
        back.vote(X, i, a);
        h.vote(X, i, out);
        expect(Array.from(a)).toEqual(Array.from(out));
      }
    },
  );
});

describe("thresholdStump", () => {
  it("abstains on missing features", () => {
    const X = csr([[0], [2], [5]]);
    const Y: CsrMatrix = {
      format: "csr",
      rows: 3,
      cols: 1,
      indptr: Int32Array.from([0, 0, 1, 1]),
      indices: Int32Array.from([0]),
    };
    const h = thresholdStump({ absent: "missing" }).fit(trainingSet(X, Y), new Float64Array(3).fill(1 / 3));
    const out = new Float64Array(1).fill(9);
    h.vote(X, 0, out);
    expect(out[0]).toBe(0);
    expect(h.threshold).toBe(3.5);
  });

  it("rejects bad JSON and options", () => {
    expect(() => thresholdStump({ absent: "nan" as "zero" })).toThrow(/absent/);
    expect(() =>
      thresholdStump().fromJSON({
        type: "threshold-stump",
        feature: 0,
        threshold: 1,
        below: [1],
        above: [],
        absent: "zero",
      }),
    ).toThrow(/length/);
    expect(() => thresholdStump().fromJSON({ type: "stump" })).toThrow(/threshold-stump/);
  });
});
