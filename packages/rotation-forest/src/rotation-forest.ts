import type { Booster, Dataset, FitOptions } from "@textboost/core";
import { defaultBase } from "./default-base.js";
import { fitRotationForest, sequentialMembers } from "./fit-rotation-forest.js";
import type { ForestScaleOptions } from "./forest-scale.js";
import type { ForestSizeOptions } from "./forest-settings.js";
import { MLRF, type RotationForestModel } from "./rotation-forest-model.js";

/** How to configure {@link rotationForest}. */
export interface RotationForestOptions extends ForestSizeOptions, ForestScaleOptions {
  /**
   * The base booster each member trains on its projected data (default {@link defaultBase}:
   * MP-Boost with per-label threshold stumps on histograms; the paper's is `paperBase()`, AdaBoost.MH). Any
   * booster works; the projected data are continuous, so its weak learner must threshold values
   * rather than test presence.
   */
  readonly base?: Booster;
}

/**
 * The multi-label rotation forest, MLRF (Elghazel, Aussem, Gharroudi and Saadaoui 2016, Algorithm 1):
 * each of N members splits the vocabulary at random into K disjoint subsets of about M terms, runs
 * LSI (k dimensions, T = V_k·S_k⁻¹) on a bootstrap sample of 75% of the documents for each subset,
 * arranges the T's into a block-sparse projection R_i in the original term order, and trains the
 * base booster for S rounds on X·R_i. Prediction averages the members' label probabilities
 * (Section 3.2). The sizes default to the paper's (N = 10, M = 100, k = 10, S = 10); the base
 * defaults to MP-Boost, each subset's LSI factorises the tf-idf of its terms (`lsiInput: "tfidf"`)
 * and each member's scores are Platt-scaled per label on the training documents
 * before they are averaged, which cross-validation on the training parts of the reproduction's sets
 * supports (docs/reproduction/mlrf.md). `rotationForest({ ...PAPER_SETTINGS, base: paperBase() })`
 * is the paper's forest.
 *
 * `fit(data, { iterations })` sets N (a forest's rounds are its members); `onIteration` reports each
 * member; `seed` makes the forest reproducible (member i depends on (seed, i) only); `signal` stops
 * between members and between the base booster's rounds. On Node,
 * `parallelRotationForest` of `@textboost/rotation-forest/node` trains members on worker threads,
 * with the same model.
 *
 * @param options - N, M or K, k, the sample fraction, S and the base booster
 * @returns a {@link Booster} resolving to a {@link RotationForestModel}
 * @throws TextboostError (from `fit`) `E_INVALID_ARGUMENT` for N, M, K, k or S below 1, M or K above
 *   the vocabulary size, both M and K; `E_SHAPE` for data that do not fit together
 *
 * @example
 * ```ts
 * import { rotationForest } from "@textboost/rotation-forest";
 * const forest = await rotationForest({ subsetSize: 100, lsiDims: 10 }).fit(dataset, { iterations: 10, seed: 1 });
 * forest.probabilities(testX); // the average of the members' probabilities
 * forest.predict(testX);       // labels with P > ½
 * ```
 */
export function rotationForest(options: RotationForestOptions = {}): Booster<RotationForestModel> {
  const base = options.base ?? defaultBase();
  return {
    name: MLRF,
    fit: async (data: Dataset, fit: FitOptions = {}) =>
      fitRotationForest(data, fit, options, base, sequentialMembers(base)),
  };
}
