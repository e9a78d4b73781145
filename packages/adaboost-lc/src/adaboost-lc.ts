import { driveRounds, startRounds } from "@textboost/boosting";
import type { Booster, Cover, Dataset, FitOptions } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { PairLoss } from "@textboost/covers";
import type { BestTermsScan } from "@textboost/statistics";
import {
  type AdaBoostLCRound,
  fitModelParts,
  type LcSettings,
  playRound,
  startFit,
} from "./adaboost-lc-fit.js";
import { type AdaBoostLCModel, adaBoostLCModel } from "./adaboost-lc-model.js";
import type { HypothesisKind } from "./hypothesis-space.js";
import {
  defaultNormalization,
  TEMPLATE_NORMALIZATIONS,
  type TemplateNormalization,
  type TemplateSpec,
} from "./templates.js";
import { distinctTermsApply } from "./term-space.js";

/** The algorithm tag written into model files. */
export const ADABOOST_LC = "adaboost-lc";

/** How to configure {@link adaBoostLC}. */
export interface AdaBoostLCOptions {
  /** The label cover 𝒜 whose covering loss is minimised (`@textboost/covers`). */
  readonly cover: Cover;
  /** The template set 𝓑 (default `"sequential"`). */
  readonly templates?: TemplateSpec;
  /** The base hypotheses (default `"presence"`). */
  readonly hypotheses?: HypothesisKind;
  /** How eq. (6) is enforced for templates of several hypotheses (default: `"none"` for sequential, `"rows"` for parallel, `"template"` for blocks). */
  readonly normalization?: TemplateNormalization;
  /** Add the constant hypothesis h(x) = 1 (id = number of features), a per-label bias (default false, as in the paper). */
  readonly bias?: boolean;
  /**
   * Smoothing of d = ½ ln((W⁺ + ε)/(W⁻ + ε)), as a multiple of the round's mean weight per
   * (document, label) pair, ε_t = smoothing · (1/(g·m)) Σ_{i,j} c_i Q_t(i, j) (default 1). 0 takes the
   * paper's unsmoothed d, which is infinite when W⁺ or W⁻ is 0: fitting then fails with `E_NUMERIC`.
   */
  readonly smoothing?: number;
  /** Keep every round's increments, so the model scores at any round count (default true). */
  readonly keepRounds?: boolean;
  /**
   * Keep the statistics across rounds where that applies (presence hypotheses, sequential templates,
   * no bias, no row normalisation; see `incrementalApplies`) instead of rescanning all nnz × labels
   * pairs every round (default true). The model is the same bit for bit either way; `false` runs the
   * from-scratch reference.
   */
  readonly incremental?: boolean;
  /**
   * Runs the from-scratch scan of incremental rounds elsewhere, e.g. on worker threads
   * (`parallelBestTerms({ threads })` of `@textboost/workers/node`); the model is the same bit for
   * bit. Used where incremental statistics apply; default: this thread.
   */
  readonly scan?: BestTermsScan;
  /**
   * Recomputes the covering loss of incremental rounds' changed (document, label) pairs elsewhere,
   * e.g. on worker threads (`parallelPairLoss({ threads })` of `@textboost/workers/node`, with the
   * scan on the same pool: the threads write Q where the scan keeps it); the model is the same bit for
   * bit. Used where incremental statistics apply (the changed pairs with a cover of one label an
   * element, Hamming; else the changed documents' whole rows); default: this thread.
   */
  readonly pairLoss?: PairLoss;
  /**
   * Choose among one term per set of documents where that applies (presence or stump hypotheses,
   * sequential templates, no row normalisation; see `distinctTermsApply`): terms with the same
   * documents have the same statistics, and only the lowest of them can be chosen (default true).
   * The model is the same bit for bit either way; `false` keeps every term.
   */
  readonly distinctTerms?: boolean;
  /**
   * Told, during each round, how many base hypotheses it has scored out of how many (every few
   * hundred, and at the end of the round): a round over many terms and labels can take long, and a
   * caller can show it is alive. Incremental rounds (see `incremental`) take their statistics from a
   * scan of their own or from the table and visit only the candidates: they report at their end. The
   * caller decides how often to print. The model does not depend on it.
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/** What {@link AdaBoostLCFitOptions.onRound} receives after each round. */
export type { AdaBoostLCRound };

/** Fit options of AdaBoost.LC: the common ones plus a per-round hook with the training scores. */
export interface AdaBoostLCFitOptions extends FitOptions {
  /** Called after every round (after `onIteration`), e.g. to record training covering errors (the paper's Figure 3). */
  readonly onRound?: (round: AdaBoostLCRound) => void;
}

/**
 * AdaBoost.LC (Amit, Dekel and Singer 2007, Figure 2): boosting for a label cover. Each round computes
 * the weights q_t(i, s, j) of every document, cover element and label from the covering loss, the
 * success and failure weights W⁺_{k,j}, W⁻_{k,j} of every base hypothesis (through the statistics
 * kernel of `@textboost/statistics`, with Q(i, j) = Σ_s q(i, s, j) in place of AdaBoost.MH's D), picks
 * for each label the template b maximising Σ_k b^k (√W⁺ − √W⁻)² and adds b^k d_{k,j} to α(k, j).
 * Theorem 3.1: each round lowers the covering loss by at least (1/|S|) Σ_j max_b Σ_k b^k (√W⁺ − √W⁻)².
 *
 * The `IterationEvent` reports `loss` = L(f_t, S, A) (the covering loss averaged over documents) and
 * `z` = L(f_t)/L(f_{t−1}) ≤ 1. Fitting is deterministic (no random choice; `seed` is not used).
 *
 * @param options - the cover, templates, hypotheses, normalisation, bias, smoothing
 * @returns a {@link Booster} whose `fit(dataset, { iterations, onIteration, onRound, signal, preprocessing })`
 *   resolves to an {@link AdaBoostLCModel}
 * @throws TextboostError from `fit`: `E_INVALID_ARGUMENT` (bad options, or a template that breaks eq. (6)
 *   under normalisation `"none"`), `E_SHAPE` (data), `E_NUMERIC` (unsmoothed infinite step), `E_ABORTED`
 *
 * @example
 * ```ts
 * import { adaBoostLC } from "@textboost/adaboost-lc";
 * import { weightedPositiveCover } from "@textboost/covers";
 * const booster = adaBoostLC({ cover: weightedPositiveCover(6), templates: "parallel", hypotheses: "scaled" });
 * const model = await booster.fit(dataset, { iterations: 50 });
 * model.scores(testX);               // documents x labels
 * model.scores(testX, { rounds: 10 }); // the same model after 10 rounds
 * ```
 */
export function adaBoostLC(options: AdaBoostLCOptions): Booster<AdaBoostLCModel, AdaBoostLCFitOptions> {
  const cover = options?.cover;
  if (!cover || typeof cover.elements !== "function" || typeof cover.name !== "string") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "adaBoostLC needs a cover: adaBoostLC({ cover: hammingCover() })",
    );
  }
  const templates = options.templates ?? "sequential";
  const kind = options.hypotheses ?? "presence";
  const normalization = options.normalization ?? defaultNormalization(templates);
  if (!TEMPLATE_NORMALIZATIONS.includes(normalization)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `normalization must be one of ${TEMPLATE_NORMALIZATIONS.join(", ")}, got ${JSON.stringify(normalization)}`,
    );
  }
  const smoothing = options.smoothing ?? 1;
  if (!Number.isFinite(smoothing) || smoothing < 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `smoothing must be a finite number >= 0, got ${smoothing}`,
    );
  }
  const settings: LcSettings = {
    cover,
    templates,
    kind,
    normalization,
    smoothing,
    bias: options.bias ?? false,
    keepRounds: options.keepRounds ?? true,
    allowIncremental: options.incremental ?? true,
    compact: (options.distinctTerms ?? true) && distinctTermsApply(kind, normalization === "rows", templates),
    scan: options.scan,
    pairLoss: options.pairLoss,
    onProgress: options.onProgress,
  };
  return {
    name: ADABOOST_LC,
    fit: async (data: Dataset, fit: AdaBoostLCFitOptions = {}): Promise<AdaBoostLCModel> => {
      const iterations = startRounds(data, fit);
      const run = startFit(settings, data, iterations);
      let lastRound: AdaBoostLCRound | undefined;
      await driveRounds(
        {
          iterations,
          signal: fit.signal,
          onIteration: fit.onIteration,
          afterRound: () => {
            if (lastRound) fit.onRound?.(lastRound);
          },
        },
        (t) => {
          lastRound = playRound(run, t);
          const { previousLoss, loss } = lastRound;
          return { loss, z: previousLoss > 0 ? loss / previousLoss : 1 };
        },
      );
      return adaBoostLCModel({
        algorithm: ADABOOST_LC,
        ...fitModelParts(run, data, fit.preprocessing ?? null),
      });
    },
  };
}
