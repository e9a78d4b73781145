import type { Dataset, PairWeights, TrainingSet } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import type fc from "fast-check";
import { type ArbDatasetOptions, arbDataset } from "./dataset.js";
import { arbPairWeights } from "./pair-weights.js";

/**
 * What a weak learner sees in one boosting round: a {@link TrainingSet} (X, its CSC form, Y and the
 * signs) built from an {@link arbDataset} set, with a distribution over its (document, label) pairs.
 */
export interface WeakLearnerInput {
  readonly dataset: Dataset;
  readonly data: TrainingSet;
  readonly weights: PairWeights;
}

/**
 * Training sets with weights, for testing weak learners: every set has at least one document,
 * feature and label; degenerate sets (empty documents, labels with no positive) occur with the
 * default `kind: "any"`.
 *
 * @param options - as for {@link arbDataset}
 * @returns an arbitrary of {@link WeakLearnerInput}
 *
 * @example
 * ```ts
 * test.prop([arbWeakLearnerInput()])("votes are finite", ({ data, weights }) => {
 *   const h = myLearner.fit(data, weights);
 * });
 * ```
 */
export function arbWeakLearnerInput(options: ArbDatasetOptions = {}): fc.Arbitrary<WeakLearnerInput> {
  return arbDataset(options).chain((dataset) =>
    arbPairWeights(dataset.X.rows, dataset.Y.cols).map((weights) => ({
      dataset,
      data: trainingSet(dataset.X, dataset.Y),
      weights,
    })),
  );
}
