import {
  type AdditiveFitOptions,
  type AdditiveModel,
  type BoostAdditiveOptions,
  boostAdditive,
} from "@textboost/boosting";
import type { Booster, Dataset, WeakLearner } from "@textboost/core";
import { presenceStump, type StumpVariant } from "@textboost/stumps";

/** The algorithm tag written into model files. */
export const ADABOOST_MH = "adaboost-mh";

/** How to configure {@link adaBoostMH}. */
export interface AdaBoostMHOptions {
  /** Stump policy when no `learner` is given: `"real"` (default), `"abstaining"` or `"discrete"`. */
  readonly variant?: StumpVariant;
  /** Smoothing ε of the stump votes; default 1/(g·m). */
  readonly epsilon?: number;
  /** Any weak learner (default `presenceStump({ variant, epsilon })`). */
  readonly learner?: WeakLearner;
  /**
   * How the boosting loop computes, not what: `incremental: false` recomputes every statistic every
   * round (the reference implementation, the cost model of the papers' AdaBoost.MH), `simd: false`
   * runs the passes over D as JavaScript loops (see `BoostAdditiveOptions`). The model is the same
   * either way; default both true.
   */
  readonly engine?: Pick<BoostAdditiveOptions, "incremental" | "simd">;
  /** Shrinkage ν in (0, 1] (default 1): each round adds ν·h_s (see `BoostAdditiveOptions.shrinkage`). */
  readonly shrinkage?: number;
}

/**
 * AdaBoost.MH (Schapire and Singer's BoosTexter; Figure 1 and Section 2 of the MP-Boost paper):
 * each round picks one pivot term for all labels, the one minimising the global normaliser Z_s, and
 * reweights every (document, label) pair by equation (1).
 *
 * @param options - stump variant, smoothing, or your own weak learner
 * @returns a {@link Booster} whose `fit(dataset, { iterations, seed, onIteration, signal, preprocessing })`
 *   resolves to an {@link AdditiveModel}
 *
 * @example
 * ```ts
 * import { adaBoostMH } from "@textboost/adaboost-mh";
 * const model = await adaBoostMH({ variant: "real" }).fit(dataset, { iterations: 200 });
 * const scores = model.scores(testX);            // documents x labels
 * const at50 = model.scores(testX, { rounds: 50 }); // the same model at S = 50
 * ```
 */
export function adaBoostMH(options: AdaBoostMHOptions = {}): Booster<AdditiveModel, AdditiveFitOptions> {
  const variant = options.variant ?? "real";
  const learner =
    options.learner ??
    presenceStump({ variant, ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }) });
  // With a custom learner, record only what the caller stated about it (as mpBoost does).
  const settings = {
    ...(options.learner === undefined || options.variant !== undefined ? { variant } : {}),
    ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
  };
  return {
    name: ADABOOST_MH,
    resumable: true,
    fit: (data: Dataset, fit: AdditiveFitOptions = {}) =>
      boostAdditive(data, {
        ...fit,
        ...options.engine,
        algorithm: ADABOOST_MH,
        learner,
        normalization: "global",
        settings,
        ...(options.shrinkage === undefined ? {} : { shrinkage: options.shrinkage }),
      }),
  };
}
