import type { Dataset, TrainingSet } from "@textboost/core";
import fc from "fast-check";
import { arbDataset } from "./dataset.js";
import type { SizeOption } from "./size.js";

/** One round of the incremental statistics' update: every label's pivot and the round's factors. */
export interface PivotRound {
  /** `pivots[j]`: label j's pivot term. */
  readonly pivots: Int32Array;
  /** f(j, b, x) at `[(x · 2 + b) · m + j]`: x = 1 when the document has label j's pivot, b = 1 for y = +1. */
  readonly factors: Float64Array;
}

/** Options of {@link arbPivotRounds}. */
export interface ArbPivotRoundsOptions {
  /** Labels of the data set (default 1 to 9). */
  readonly labels?: SizeOption;
}

/**
 * A small data set (1–24 documents, 1–9 terms) and 1–12 rounds of pivots and factors for the
 * incremental statistics: the pivot shared by every label (AdaBoost.MH; `shared`) or one a label
 * (MP-Boost), and factors e^u for u in [−12, 12], so that entries cancel and go stale.
 *
 * @param options - the number of labels
 * @returns the data set and the rounds
 *
 * @example
 * ```ts
 * test.prop([arbPivotRounds({ labels: { min: 2, max: 9 } })])("...", ({ data, rounds }) => {
 *   // rounds[0].pivots.length === data.Y.cols
 * });
 * ```
 */
export function arbPivotRounds(
  options: ArbPivotRoundsOptions = {},
): fc.Arbitrary<{ data: Dataset; shared: boolean; rounds: PivotRound[] }> {
  return fc
    .record({
      data: arbDataset({
        rows: { min: 1, max: 24 },
        features: { min: 1, max: 9 },
        labels: options.labels ?? { min: 1, max: 9 },
      }),
      shared: fc.boolean(),
    })
    .chain(({ data, shared }) =>
      fc.record({
        data: fc.constant(data),
        shared: fc.constant(shared),
        rounds: fc.array(
          fc.record({
            pivots: fc
              .array(fc.nat({ max: data.X.cols - 1 }), { minLength: data.Y.cols, maxLength: data.Y.cols })
              .map((p) => Int32Array.from(shared ? p.map(() => p[0]!) : p)),
            factors: fc
              .array(fc.double({ min: -12, max: 12, noNaN: true }), {
                minLength: 4 * data.Y.cols,
                maxLength: 4 * data.Y.cols,
              })
              .map((f) => Float64Array.from(f, Math.exp)),
          }),
          { minLength: 1, maxLength: 12 },
        ),
      }),
    );
}

/**
 * What the boosting loop does to D between the statistics' `beforeUpdate` and `afterUpdate`, the
 * plain way: every weight multiplied by its factor of `round` (by whether its document has its
 * label's pivot, and by its sign), then each label divided by its sum, which goes to `normalisers`.
 *
 * @param ts - the training set
 * @param D - the weights, updated in place
 * @param round - the round's pivots and factors
 * @param normalisers - receives each label's sum before the division
 */
export function reweightByPivots(
  ts: TrainingSet,
  D: Float64Array,
  round: PivotRound,
  normalisers: Float64Array,
): void {
  const g = ts.X.rows;
  const m = ts.Y.cols;
  const { pivots, factors } = round;
  normalisers.fill(0);
  for (let i = 0; i < g; i++)
    for (let j = 0; j < m; j++) {
      let present = 0;
      for (let p = ts.X.indptr[i]!; p < ts.X.indptr[i + 1]!; p++)
        if (ts.X.indices[p] === pivots[j]) present = 1;
      const at = i * m + j;
      D[at]! *= factors[(present * 2 + (ts.signs[at]! > 0 ? 1 : 0)) * m + j]!;
      normalisers[j]! += D[at]!;
    }
  for (let at = 0; at < g * m; at++) D[at]! /= normalisers[at % m]!;
}

/** What {@link playPivotRounds} drives: incremental statistics' two calls around the reweighting. */
export interface PivotRoundReceiver {
  beforeUpdate(pivots: Int32Array, factors: Float64Array): void;
  afterUpdate(factors: Float64Array, normalisers: Float64Array): void;
}

/**
 * Plays `rounds` as the boosting loop would on each of `runs`: the statistics' `beforeUpdate`, the
 * plain reweighting of that run's own D ({@link reweightByPivots}), then `afterUpdate`. The runs are
 * played round by round, side by side, so that tests compare them.
 *
 * @param ts - the training set
 * @param rounds - the rounds
 * @param runs - each run's statistics and its D (updated in place)
 */
export function playPivotRounds(
  ts: TrainingSet,
  rounds: readonly PivotRound[],
  runs: readonly { readonly stats: PivotRoundReceiver; readonly weights: Float64Array }[],
): void {
  const normalisers = new Float64Array(ts.Y.cols);
  for (const round of rounds)
    for (const { stats, weights } of runs) {
      stats.beforeUpdate(round.pivots, round.factors);
      reweightByPivots(ts, weights, round, normalisers);
      stats.afterUpdate(round.factors, normalisers);
    }
}
