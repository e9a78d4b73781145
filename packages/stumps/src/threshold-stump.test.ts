import { test } from "@fast-check/vitest";
import type { CsrMatrix } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import {
  arbContinuousData,
  bruteLabelSplitZ,
  bruteSplitZ,
  csrFromDenseRows,
  labelMatrixFromRows,
} from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { thresholdStump } from "./threshold-stump.js";

describe.each(["zero", "missing"] as const)("thresholdStump (absent = %s)", (absent) => {
  test.prop([arbContinuousData])(
    "finds the least Z over all features and thresholds, and votes accordingly",
    ({ x, y, w }) => {
      const total = w.reduce((a, b) => a + b, 0);
      const weights = Float64Array.from(w, (v) => v / total);
      const X = csrFromDenseRows(x);
      const ts = trainingSet(X, labelMatrixFromRows(y));
      const h = thresholdStump({ absent }).fit(ts, weights);
      const g = x.length;
      const m = y[0]!.length;
      const zOf = (k: number, theta: number) => {
        let z = 0;
        for (let j = 0; j < m; j++) z += bruteLabelSplitZ(x, y, weights, absent, k, theta, j);
        return z;
      };
      const best = bruteSplitZ(x, absent, zOf);
      // The chosen stump's own criterion, recomputed from its split.
      const z = zOf(h.feature, h.threshold);
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
    const X = csrFromDenseRows([[0], [2], [5]]);
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
    for (const bad of [0, 1.5, Number.NaN])
      expect(() => thresholdStump({ maxThresholds: bad })).toThrow(/maxThresholds/);
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
