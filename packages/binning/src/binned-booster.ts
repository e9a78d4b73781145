import type { Booster, Dataset, FitOptions, Model, ModelEnvelope } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { checkBins, DEFAULT_BINS } from "./bin-count.js";
import { binnedModel } from "./binned-model.js";
import { type Binning, fitBinning } from "./binning.js";
import { derivedFeatureNames } from "./derived-feature-names.js";
import { expandMatrix } from "./expand-matrix.js";
import { unbinModel } from "./unbin-model.js";

/** Options of {@link binnedBooster}. */
export interface BinnedBoosterOptions<M extends Model> {
  /** At most this many bins per sign and feature: a whole number in [1, 1024] (default {@link DEFAULT_BINS}). */
  readonly bins?: number;
  /**
   * What `fit` returns: `"thresholds"` (default), the model file of `inner`'s algorithm with its
   * presence stumps mapped back to threshold stumps ({@link unbinModel}, read by `load`); or
   * `"binning"`, the model trained on the expansion kept with the binning ({@link binnedModel}), for
   * boosters whose hypotheses are not stumps (AdaBoost.LC).
   */
  readonly output?: "thresholds" | "binning";
  /** The loader of the booster's model files (`loadAdaBoostMH`, `loadMPBoost`, ...); needed for `"thresholds"`. */
  readonly load?: (json: unknown) => M;
  /** Called with the binning of each fit, before training (benchmarks, diagnostics). */
  readonly onBinning?: (binning: Binning, expanded: Dataset) => void;
}

/**
 * Threshold stumps on real-valued features through a presence-stump booster: `fit` cuts each
 * feature of the training matrix into quantile bins ({@link fitBinning}), trains `inner` on the
 * binary expansion ({@link expandMatrix}; its statistics table, incremental update, WebAssembly
 * kernels and worker threads as they are), and maps the trained model back onto the original
 * features ({@link unbinModel}), so the model is an ordinary model file of `inner`'s algorithm with
 * threshold stumps (scores, predict, explain unchanged). The same data and options give the same
 * model whatever the number of threads `inner` uses.
 *
 * Edge cases: a binary matrix trains exactly as `inner` on it (one derived feature per column);
 * stored NaN or infinite values are `E_NUMERIC`; with `output: "thresholds"` `inner` must produce
 * presence stumps in a model with `rounds` (AdaBoost.MH, MP-Boost; TreeBoost.MH and the forest take
 * a binned booster as their base instead); AdaBoost.LC takes `output: "binning"`. Checkpoints of the fit hold the model on the
 * expansion, which a resumed fit (same data, same bins) rebuilds identically.
 *
 * @param inner - a booster of presence stumps (`adaBoostMH()`, `mpBoost()`, with any learner of
 *   presence stumps: table, streamed, worker threads)
 * @param options - bins and the loader
 * @returns a booster with `inner`'s name
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad `bins` or `output`, or no `load` for
 *   `"thresholds"` (at creation)
 *
 * @example
 * ```ts
 * const booster = binnedBooster(adaBoostMH(), { bins: 8, load: (json) => loadAdaBoostMH(json) });
 * const model = await booster.fit(dataset, { iterations: 100 }); // threshold stumps on dataset's features
 * ```
 */
export function binnedBooster<M extends Model>(inner: Booster, options: BinnedBoosterOptions<M>): Booster<M> {
  const bins = checkBins(options.bins ?? DEFAULT_BINS, "bins");
  const output = options.output ?? "thresholds";
  const load = options.load;
  if (output !== "binning" && output !== "thresholds") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `output must be "thresholds" or "binning", got ${String(output)}`,
    );
  }
  if (output === "thresholds" && load === undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      'binnedBooster needs "load" (the model loader) for output "thresholds"',
    );
  }
  return {
    name: inner.name,
    ...(inner.resumable === undefined ? {} : { resumable: inner.resumable }),
    async fit(data: Dataset, fitOptions?: FitOptions): Promise<M> {
      const binning = fitBinning(data.X, bins);
      const expanded: Dataset = {
        ...data,
        X: expandMatrix(data.X, binning),
        featureNames: derivedFeatureNames(binning, data.featureNames),
      };
      options.onBinning?.(binning, expanded);
      const model = await inner.fit(expanded, fitOptions);
      if (output === "binning") return binnedModel(model, binning, data.featureNames) as M;
      return load!(unbinModel(model.toJSON() as ModelEnvelope, binning, data.featureNames));
    },
  };
}
