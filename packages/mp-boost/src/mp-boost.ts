import { type AdditiveFitOptions, type AdditiveModel, boostAdditive } from "@textboost/boosting";
import type { Booster, Dataset, WeakLearner } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { perLabelStump, type StumpVariant } from "@textboost/stumps";

/** The algorithm tag written into model files. */
export const MP_BOOST = "mp-boost";

/** How to configure {@link mpBoost}. */
export interface MPBoostOptions {
  /** Stump policy: `"real"` (default), `"abstaining"` or `"discrete"`. */
  readonly variant?: StumpVariant;
  /** Smoothing ε of the stump votes; default 1/(g·m). */
  readonly epsilon?: number;
  /**
   * Local feature selection (Section 3 of the MP-Boost paper): `localFeatures[j]` lists the term ids
   * category j may pivot on, for example `selectLocalFeatures(X, Y, { measure: "information-gain", size })`
   * from `@textboost/features`. Default: every term for every category.
   */
  readonly localFeatures?: readonly ArrayLike<number>[];
  /**
   * Any weak learner (default `perLabelStump({ variant, epsilon, candidates: localFeatures })`), for
   * example `parallelPerLabelStump({ variant, threads })` from `@textboost/workers/node`. With a
   * learner, `variant` and `epsilon` only label the model file (when given), and `localFeatures` must
   * be passed to the learner instead.
   */
  readonly learner?: WeakLearner;
  /** Shrinkage ν in (0, 1] (default 1): each round adds ν·h_s (see `BoostAdditiveOptions.shrinkage`). */
  readonly shrinkage?: number;
}

/**
 * MP-Boost (Esuli, Fagni and Sebastiani; Algorithm 2 of their paper): AdaBoost.MH in which every round
 * picks, for each category c_j separately, the pivot term minimising Z_s^j (equation (12)), and
 * renormalises each category by its own Z_s^j. The final hypothesis is one committee per category;
 * compression merges rounds per (category, pivot), giving Δ_j distinct pivots for category j.
 *
 * The model is the same {@link AdditiveModel} as AdaBoost.MH's: scores at any S, `explain`,
 * probabilities, and JSON with the text pipeline inside.
 *
 * @example
 * ```ts
 * import { mpBoost } from "@textboost/mp-boost";
 * const model = await mpBoost().fit(dataset, { iterations: 100 });
 * model.distinctPivotsPerLabel(); // Δ_j for each category
 * ```
 */
export function mpBoost(options: MPBoostOptions = {}): Booster<AdditiveModel, AdditiveFitOptions> {
  const variant = options.variant ?? "real";
  if (options.learner && options.localFeatures !== undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "localFeatures configure the default learner; pass them to your learner (candidates) instead",
    );
  }
  const learner =
    options.learner ??
    perLabelStump({
      variant,
      ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
      ...(options.localFeatures === undefined ? {} : { candidates: options.localFeatures }),
    });
  const settings = options.learner
    ? {
        ...(options.variant === undefined ? {} : { variant }),
        ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
      }
    : {
        variant,
        ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
        ...(options.localFeatures === undefined ? {} : { localFeatureSelection: true }),
      };
  return {
    name: MP_BOOST,
    resumable: true,
    fit: (data: Dataset, fit: AdditiveFitOptions = {}) =>
      boostAdditive(data, {
        ...fit,
        algorithm: MP_BOOST,
        learner,
        normalization: "per-label",
        settings,
        ...(options.shrinkage === undefined ? {} : { shrinkage: options.shrinkage }),
      }),
  };
}
