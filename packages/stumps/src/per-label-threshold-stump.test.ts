import { test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import {
  arbContinuousData,
  bruteLabelSplitZ,
  bruteSplitZ,
  csrFromDenseRows,
  labelMatrixFromRows,
} from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { perLabelThresholdStump } from "./per-label-threshold-stump.js";

describe.each(["zero", "missing"] as const)("perLabelThresholdStump (absent = %s)", (absent) => {
  test.prop([arbContinuousData])(
    "each label's split has the least Z_j over all features and thresholds; votes never raise Z_j",
    ({ x, y, w }) => {
      const g = x.length;
      const m = y[0]!.length;
      // MP-Boost's weights: each label's column sums to 1/m.
      const weights = Float64Array.from(w);
      for (let j = 0; j < m; j++) {
        let col = 0;
        for (let i = 0; i < g; i++) col += weights[i * m + j]!;
        for (let i = 0; i < g; i++) weights[i * m + j]! /= col * m;
      }
      const X = csrFromDenseRows(x);
      const ts = trainingSet(X, labelMatrixFromRows(y));
      const h = perLabelThresholdStump({ absent }).fit(ts, weights);
      const out = new Float64Array(m);
      for (let j = 0; j < m; j++) {
        const best = bruteSplitZ(x, absent, (k, theta) =>
          bruteLabelSplitZ(x, y, weights, absent, k, theta, j),
        );
        if (best < Number.POSITIVE_INFINITY) {
          const z = bruteLabelSplitZ(x, y, weights, absent, h.features[j]!, h.thresholds[j]!, j);
          expect(z).toBeCloseTo(best, 10);
        } else {
          expect(h.thresholds[j]).toBe(Number.POSITIVE_INFINITY);
        }
        // The smoothed votes' actual per-label normaliser stays within the label's mass 1/m.
        let actual = 0;
        for (let i = 0; i < g; i++) {
          h.vote(X, i, out);
          actual += weights[i * m + j]! * Math.exp(-(y[i]![j] ? 1 : -1) * out[j]!);
        }
        expect(actual).toBeLessThanOrEqual(1 / m + 1e-12);
      }
      const back = perLabelThresholdStump().fromJSON(JSON.parse(JSON.stringify(h.toJSON())));
      const a = new Float64Array(m);
      for (let i = 0; i < g; i++) {
        back.vote(X, i, a);
        h.vote(X, i, out);
        expect(Array.from(a)).toEqual(Array.from(out));
      }
    },
  );
});

describe("perLabelThresholdStump", () => {
  it("gives each label its own feature and threshold", () => {
    // Label 0 follows feature 0 (split at 1.5), label 1 follows feature 1 (split at 0.5).
    const X = csrFromDenseRows([
      [1, -2],
      [2, -2],
      [1, 3],
      [2, 3],
    ]);
    const Y = labelMatrixFromRows([
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ]);
    const h = perLabelThresholdStump().fit(trainingSet(X, Y), new Float64Array(8).fill(1 / 8));
    expect(Array.from(h.features)).toEqual([0, 1]);
    expect(Array.from(h.thresholds)).toEqual([1.5, 0.5]);
    expect(h.below[0]).toBeLessThan(0);
    expect(h.above[0]).toBeGreaterThan(0);
  });

  it("rejects bad JSON and options", () => {
    const ok = { type: "per-label-threshold-stump", features: [0], thresholds: [1], below: [1], above: [2] };
    expect(() => perLabelThresholdStump({ absent: "nan" as "zero" })).toThrow(/absent/);
    expect(() => perLabelThresholdStump().fromJSON({ ...ok, absent: "zero", above: [] })).toThrow(
      /per label/,
    );
    expect(() => perLabelThresholdStump().fromJSON({ ...ok, absent: "x" })).toThrow(/absent/);
    expect(() => perLabelThresholdStump().fromJSON({ ...ok, absent: "zero", features: [-1] })).toThrow(
      /feature ids/,
    );
    expect(() => perLabelThresholdStump().fromJSON({ type: "threshold-stump" })).toThrow(
      /per-label-threshold-stump/,
    );
  });
});
