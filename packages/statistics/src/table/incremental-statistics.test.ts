import { fc, test } from "@fast-check/vitest";
import type { TrainingSet } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import { arbDataset, reweightByPivots } from "@textboost/testing";
import { describe, expect } from "vitest";
import { exactStatistic } from "../test-support/exact-statistic.js";
import { createLabelScratch, updateLabel } from "../update/label-update.js";
import { createStaleSlots } from "../update/stale-slots.js";
import type { UpdateRunner } from "../update/update-runner.js";
import { STATISTIC_TOLERANCE } from "./error-estimate.js";
import { createIncrementalStatistics, type IncrementalStatistics } from "./incremental-statistics.js";
import type { StatisticsLayout } from "./statistics-table.js";

/**
 * One simulated round: random pivots (shared or per label) and random factors f(j, b, x) over a wide
 * range, so that some entries cancel by orders of magnitude (f1 << f0), as strong votes make them.
 */
const arbRounds = (terms: number, labels: number, shared: boolean) =>
  fc
    .array(
      fc.record({
        pivots: fc.array(fc.nat({ max: terms - 1 }), { minLength: labels, maxLength: labels }),
        logFactors: fc.array(fc.double({ min: -12, max: 12, noNaN: true }), {
          minLength: 4 * labels,
          maxLength: 4 * labels,
        }),
      }),
      { minLength: 1, maxLength: 25 },
    )
    .map((rounds) =>
      rounds.map((r) => ({
        pivots: Int32Array.from(shared ? r.pivots.map(() => r.pivots[0]!) : r.pivots),
        factors: Float64Array.from(r.logFactors, Math.exp),
      })),
    );

const arbCase = (shared: boolean) =>
  arbDataset({ rows: { min: 1, max: 20 }, features: { min: 1, max: 8 }, labels: { min: 1, max: 4 } }).chain(
    (data) => fc.tuple(fc.constant(data), arbRounds(data.X.cols, data.Y.cols, shared)),
  );

/** One simulated boosting round on D: the pivots' factors, per-label normalisation, and the statistics' two calls. */
function playRound(
  ts: TrainingSet,
  D: Float64Array,
  stats: IncrementalStatistics,
  pivots: Int32Array,
  factors: Float64Array,
): void {
  stats.beforeUpdate(pivots, factors);
  const normalisers = new Float64Array(ts.Y.cols);
  reweightByPivots(ts, D, { pivots, factors }, normalisers);
  stats.afterUpdate(factors, normalisers);
}

/** Every entry of the table within ten times the tolerance of its brute-force value (the brute force and the lazy scale round too). */
function expectExact(ts: TrainingSet, D: Float64Array, stats: IncrementalStatistics): void {
  const m = ts.Y.cols;
  const { values, scale, termStride, labelStride } = stats.table;
  for (let k = 0; k < ts.X.cols; k++) {
    for (let j = 0; j < m; j++) {
      for (let bit = 0; bit < 2; bit++) {
        const kept = scale[bit * m + j]! * values[k * termStride + j * labelStride + bit]!;
        const exact = exactStatistic(ts, D, k, j, bit);
        expect(Math.abs(kept - exact)).toBeLessThanOrEqual(10 * STATISTIC_TOLERANCE * exact);
      }
    }
  }
}

describe.each<[StatisticsLayout, boolean]>([
  ["term-major", true],
  ["term-major", false],
  ["label-major", true],
  ["label-major", false],
])("incremental statistics, %s table, shared pivot %s", (layout, shared) => {
  test.prop([arbCase(shared)], { numRuns: 60 })(
    "every entry stays within the tolerance of its exact value, round after round, without a refresh",
    ([data, rounds]) => {
      const ts = trainingSet(data.X, data.Y);
      const g = ts.X.rows;
      const m = ts.Y.cols;
      const D = new Float64Array(g * m).fill(1 / (g * m));
      const stats = createIncrementalStatistics(ts, D, { layout, refreshEvery: 1000 });
      for (const { pivots, factors } of rounds) {
        playRound(ts, D, stats, pivots, factors);
        expectExact(ts, D, stats);
      }
      expect(stats.refreshes).toBe(1);
    },
  );
});

describe("a label runner", () => {
  test.prop([arbCase(false)], { numRuns: 30 })(
    "that drops the stale slots and reports -1 makes the statistics recompute everything",
    ([data, rounds]) => {
      const ts = trainingSet(data.X, data.Y);
      const g = ts.X.rows;
      const m = ts.Y.cols;
      const D = new Float64Array(g * m).fill(1 / (g * m));
      let runs = 0;
      const runner: UpdateRunner = {
        allocate: {
          float64: (n) => new Float64Array(n),
          int32: (n) => new Int32Array(n),
          uint8: (n) => new Uint8Array(n),
          uint16: (n) => new Uint16Array(n),
        },
        runLabels(labels, pivots, state, stale) {
          runs++;
          const scratch = createLabelScratch(state.terms);
          for (const j of labels) updateLabel(state, scratch, pivots[j]!, j, createStaleSlots());
          stale.add(-1);
        },
      };
      const stats = createIncrementalStatistics(ts, D, {
        layout: "label-major",
        refreshEvery: 1000,
        updateRunner: runner,
      });
      for (const { pivots, factors } of rounds) {
        playRound(ts, D, stats, pivots, factors);
        expectExact(ts, D, stats);
      }
      // Every round that ran labels through the runner ended in a full recomputation.
      expect(stats.refreshes).toBe(1 + runs);
    },
  );
});
