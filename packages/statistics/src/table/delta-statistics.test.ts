import { fc, test } from "@fast-check/vitest";
import type { TrainingSet } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import { arbDataset } from "@textboost/testing";
import { describe, expect } from "vitest";
import { scanTermStatistics } from "../scan/scan-term-statistics.js";
import { exactStatistic } from "../test-support/exact-statistic.js";
import { createDeltaStatistics, type DeltaStatistics } from "./delta-statistics.js";
import { STATISTIC_TOLERANCE } from "./error-estimate.js";

/** Every entry within ten times the tolerance of its brute-force value (the brute force rounds too). */
function expectClose(ts: TrainingSet, D: Float64Array, stats: DeltaStatistics): void {
  const { values, labelStride } = stats.table;
  for (let j = 0; j < ts.Y.cols; j++) {
    for (let k = 0; k < ts.X.cols; k++) {
      const both = exactStatistic(ts, D, k, j, 0) + exactStatistic(ts, D, k, j, 1);
      for (let bit = 0; bit < 2; bit++) {
        const exact = exactStatistic(ts, D, k, j, bit);
        const got = values[j * labelStride + 2 * k + bit]!;
        expect(Math.abs(got - exact)).toBeLessThanOrEqual(10 * STATISTIC_TOLERANCE * both + 1e-300);
      }
    }
  }
}

/**
 * Rounds of changes: each changes the weights of some (document, label) pairs by factors over a wide
 * range (so that entries cancel by orders of magnitude, as a strong step makes them).
 */
const arbCase = arbDataset({
  rows: { min: 1, max: 20 },
  features: { min: 1, max: 8 },
  labels: { min: 1, max: 4 },
}).chain((data) =>
  fc.tuple(
    fc.constant(data),
    fc.array(
      fc.array(
        fc.record({
          at: fc.nat({ max: data.X.rows * data.Y.cols - 1 }),
          logFactor: fc.double({ min: -12, max: 12, noNaN: true }),
        }),
        { minLength: 1, maxLength: 30 },
      ),
      { minLength: 1, maxLength: 20 },
    ),
    fc.boolean(),
  ),
);

describe("createDeltaStatistics", () => {
  test.prop([arbCase], { numRuns: 60 })(
    "after any changes, every entry is within the tolerance of the brute-force sum",
    ([data, rounds, fillByScan]) => {
      const ts = trainingSet(data.X, data.Y);
      const m = ts.Y.cols;
      const D = new Float64Array(ts.X.rows * m).fill(1);
      const stats = createDeltaStatistics(ts, D);
      if (fillByScan) {
        scanTermStatistics(ts, D, (k, positive, negative) =>
          stats.recordTerm(k, positive, negative, ts.Xc.indptr[k + 1]! - ts.Xc.indptr[k]!),
        );
        stats.finishUpdate();
      } else stats.refresh();
      expectClose(ts, D, stats);
      for (const changes of rounds) {
        // The last change of each pair wins; the deltas go label by label.
        const next = new Map<number, number>();
        for (const { at, logFactor } of changes) next.set(at, D[at]! * Math.exp(logFactor));
        const byLabel = Array.from({ length: m }, () => ({
          documents: [] as number[],
          deltas: [] as number[],
        }));
        for (const [at, value] of next) {
          byLabel[at % m]!.documents.push(Math.floor(at / m));
          byLabel[at % m]!.deltas.push(value - D[at]!);
          D[at] = value;
        }
        byLabel.forEach(({ documents, deltas }, j) => {
          stats.addLabelDeltas(j, Int32Array.from(documents), Float64Array.from(deltas), documents.length);
        });
        stats.finishUpdate();
        expectClose(ts, D, stats);
      }
    },
  );

  test.prop([arbCase], { numRuns: 30 })("recording a scan gives the positive side bit for bit", ([data]) => {
    const ts = trainingSet(data.X, data.Y);
    const D = Float64Array.from({ length: ts.X.rows * ts.Y.cols }, (_, i) => 1 / (1 + i));
    const stats = createDeltaStatistics(ts, D);
    const positives: number[] = [];
    scanTermStatistics(ts, D, (k, positive, negative) => {
      stats.recordTerm(k, positive, negative, ts.Xc.indptr[k + 1]! - ts.Xc.indptr[k]!);
      for (let j = 0; j < ts.Y.cols; j++) positives[j * ts.X.cols + k] = positive[j]!;
    });
    stats.finishUpdate();
    const { values, labelStride } = stats.table;
    for (let j = 0; j < ts.Y.cols; j++) {
      for (let k = 0; k < ts.X.cols; k++)
        expect(values[j * labelStride + 2 * k + 1]).toBe(positives[j * ts.X.cols + k]);
    }
  });
});
