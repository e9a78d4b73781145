import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { arbContinuousData, csrFromDenseRows, labelMatrixFromRows } from "@textboost/testing";
import { describe, expect } from "vitest";
import { scanThresholds } from "./threshold-scan.js";
import { thresholdStump } from "./threshold-stump.js";

describe.each(["zero", "missing"] as const)("scanThresholds (absent = %s)", (absent) => {
  test.prop([arbContinuousData, fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined })])(
    "every candidate carries the brute-force weight sums of its split; maxThresholds B bounds the candidates per feature",
    ({ x, y, w }, maxThresholds) => {
      const g = x.length;
      const m = y[0]!.length;
      const weights = Float64Array.from(w);
      const ts = trainingSet(csrFromDenseRows(x), labelMatrixFromRows(y));
      const perFeature = new Map<number, number[]>();
      const options = maxThresholds === undefined ? { absent } : { absent, maxThresholds };
      scanThresholds(ts, weights, options, (c) => {
        perFeature.set(c.feature, [...(perFeature.get(c.feature) ?? []), c.threshold]);
        for (let j = 0; j < m; j++) {
          const sums = { bP: 0, bT: 0, kP: 0, kT: 0, all: 0 };
          x.forEach((row, i) => {
            const v = row[c.feature]!;
            const wij = weights[i * m + j]!;
            const pos = y[i]![j]!;
            sums.all += wij;
            if (absent === "missing" && v === 0) return;
            sums.kT += wij;
            if (pos) sums.kP += wij;
            if (v <= c.threshold) {
              sums.bT += wij;
              if (pos) sums.bP += wij;
            }
          });
          expect(c.belowPositive[j]).toBeCloseTo(sums.bP, 12);
          expect(c.belowTotal[j]).toBeCloseTo(sums.bT, 12);
          expect(c.knownPositive[j]).toBeCloseTo(sums.kP, 12);
          expect(c.knownTotal[j]).toBeCloseTo(sums.kT, 12);
          expect(c.labelTotal[j]).toBeCloseTo(sums.all, 12);
        }
      });
      for (const [k, thresholds] of perFeature) {
        const values = x.map((r) => r[k]!).filter((v) => absent === "zero" || v !== 0);
        const distinct = [...new Set(values)].sort((a, b) => a - b);
        const every = distinct.slice(1).map((v, t) => (distinct[t]! + v) / 2);
        if (maxThresholds === undefined || maxThresholds >= g) expect(thresholds).toEqual(every);
        else {
          expect(thresholds.length).toBeLessThanOrEqual(maxThresholds);
          for (const t of thresholds) expect(every).toContain(t);
        }
      }
    },
  );

  test.prop([arbContinuousData])(
    "thresholdStump with maxThresholds >= documents is the exact stump",
    ({ x, y, w }) => {
      const total = w.reduce((a, b) => a + b, 0);
      const weights = Float64Array.from(w, (v) => v / total);
      const ts = trainingSet(csrFromDenseRows(x), labelMatrixFromRows(y));
      const exact = thresholdStump({ absent }).fit(ts, weights).toJSON();
      expect(thresholdStump({ absent, maxThresholds: x.length }).fit(ts, weights).toJSON()).toEqual(exact);
    },
  );
});
