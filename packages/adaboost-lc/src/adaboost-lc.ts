import { driveRounds, startRounds } from "@textboost/boosting";
import type { Booster, Cover, Dataset, DenseMatrix, FitOptions } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { compileCover, coveringLossWeights, oneThreadPairLoss, type PairLoss } from "@textboost/covers";
import { trainingSet } from "@textboost/sparse";
import { type BestTermsScan, simdTermSums } from "@textboost/statistics";
import { type AdaBoostLCModel, adaBoostLCModel } from "./adaboost-lc-model.js";
import { addScores, compileAlpha } from "./alpha.js";
import {
  createHypothesisSpace,
  type HypothesisKind,
  hypothesisCount,
  rowFactors,
} from "./hypothesis-space.js";
import { hypothesisStatistics } from "./hypothesis-statistics.js";
import { createIncrementalRounds, incrementalApplies } from "./incremental-rounds.js";
import { createChooser, type RoundUpdate } from "./round-update.js";
import {
  defaultNormalization,
  resolveTemplates,
  TEMPLATE_NORMALIZATIONS,
  type TemplateNormalization,
  type TemplateSpec,
} from "./templates.js";
import { distinctTermsApply, fitTermSpace } from "./term-space.js";

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
   * (document, label) pair, ε_t = smoothing · (1/(m·k)) Σ_{i,l} c_i Q_t(i, l) (default 1). 0 takes the
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
}

/** What {@link AdaBoostLCFitOptions.onRound} receives after each round. */
export interface AdaBoostLCRound {
  readonly iteration: number;
  readonly iterations: number;
  /** L(f_{t−1}, S, A). */
  readonly previousLoss: number;
  /** L(f_t, S, A). */
  readonly loss: number;
  /** Theorem 3.1's bound on the decrease (1/|S|) Σ_l max_b Σ_j b^j (√W⁺ − √W⁻)². */
  readonly theoremBound: number;
  /** Eq. (8)'s bound on the decrease for the (smoothed) d taken. */
  readonly guaranteedDecrease: number;
  /** The increments of this round. */
  readonly update: RoundUpdate;
  /** f_t on the training documents: a live view, valid during the call only (copy what you keep). */
  readonly trainingScores: DenseMatrix;
}

/** Fit options of AdaBoost.LC: the common ones plus a per-round hook with the training scores. */
export interface AdaBoostLCFitOptions extends FitOptions {
  /** Called after every round (after `onIteration`), e.g. to record training covering errors (the paper's Figure 3). */
  readonly onRound?: (round: AdaBoostLCRound) => void;
}

/**
 * AdaBoost.LC (Amit, Dekel and Singer 2007, Figure 2): boosting for a label cover. Each round computes
 * the weights q_t(i, s, l) of every document, cover element and label from the covering loss, the
 * success and failure weights W⁺_{j,l}, W⁻_{j,l} of every base hypothesis (through the statistics
 * kernel of `@textboost/statistics`, with Q(i, l) = Σ_s q(i, s, l) in place of AdaBoost.MH's D), picks
 * for each label the template b maximising Σ_j b^j (√W⁺ − √W⁻)² and adds b^j d_{j,l} to α(j, l).
 * Theorem 3.1: each round lowers the covering loss by at least (1/|S|) Σ_l max_b Σ_j b^j (√W⁺ − √W⁻)².
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
  const bias = options.bias ?? false;
  const keepRounds = options.keepRounds ?? true;
  const allowIncremental = options.incremental ?? true;
  const compact =
    (options.distinctTerms ?? true) && distinctTermsApply(kind, normalization === "rows", templates);
  return {
    name: ADABOOST_LC,
    fit: async (data: Dataset, fit: AdaBoostLCFitOptions = {}): Promise<AdaBoostLCModel> => {
      const iterations = startRounds(data, fit);
      // The model's hypotheses are those of the caller's term ids; the rounds run on `ts`, which may
      // keep one term per set of documents (fitTermSpace), and their updates are mapped back.
      const spaceOptions = { bias, normalizeRows: normalization === "rows" };
      const modelSpace = createHypothesisSpace(data.X, kind, spaceOptions);
      const { data: ts, globalUpdate } = fitTermSpace(trainingSet(data.X, data.Y), compact);
      const space = ts.X === data.X ? modelSpace : createHypothesisSpace(ts.X, kind, spaceOptions);
      const m = ts.X.rows;
      const k = ts.Y.cols;
      const c = rowFactors(space, ts.X);
      const resolved = resolveTemplates(templates, normalization, space, ts.X, c);
      const useIncremental = allowIncremental && incrementalApplies(space, resolved);
      // The incremental rounds keep f where their covering loss is recomputed (shared memory when
      // worker threads do it), and the cover is compiled where that runner wants it.
      const pairLoss = useIncremental ? (options.pairLoss ?? oneThreadPairLoss) : undefined;
      const compiledHere = compileCover(cover, ts.Y, pairLoss?.arrays);
      const pairs = pairLoss?.(compiledHere);
      // The runner's cover from here on (the same one, or its copy where the threads read it).
      const compiled = pairs?.cover ?? compiledHere;
      const F = pairs?.scores ?? new Float64Array(m * k);
      const scores: DenseMatrix = { rows: m, cols: k, data: F };
      const scanner = useIncremental ? options.scan?.(ts) : undefined;
      // Q where the scans read it: the worker threads' shared memory, else, when the SIMD scan sums Q
      // itself (presence or stump hypotheses without row factors, which would scan c · Q instead), its
      // memory, so a round copies nothing; else an array of its own.
      const scansQ = kind !== "scaled" && !space.normalizeRows;
      const Q = scanner
        ? scanner.weights
        : ((scansQ ? simdTermSums(ts)?.weights : undefined) ?? new Float64Array(m * k));
      const scratch = space.normalizeRows ? new Float64Array(m * k) : undefined;
      const buffers: { d?: Float64Array } = {};
      const incremental = pairs ? createIncrementalRounds(ts, compiled, pairs, Q, scanner) : undefined;
      let loss = incremental ? incremental.loss : coveringLossWeights(compiled, scores, Q).loss;
      const initialLoss = loss;
      const updates: RoundUpdate[] = [];
      const running = runningAlpha(hypothesisCount(modelSpace), k);
      const losses: number[] = [];
      const bounds: number[] = [];
      const guaranteed: number[] = [];
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
          // Σ_i c_i Σ_l Q(i, l), for the smoothing alone (the incremental rounds sum it with the loss).
          let mass = 0;
          if (smoothing > 0 && incremental) mass = incremental.mass;
          else if (smoothing > 0) {
            for (let i = 0, base = 0; i < m; i++, base += k) {
              let row = 0;
              for (let l = 0; l < k; l++) row += Q[base + l]!;
              mass += c[i]! * row;
            }
          }
          // With smoothing on, ε stays > 0 even when the weights underflow, so d stays finite.
          const epsilon = smoothing > 0 ? Math.max((smoothing * mass) / (m * k), Number.MIN_VALUE) : 0;
          const chooser = createChooser(resolved, k, hypothesisCount(space), epsilon, buffers);
          if (incremental) incremental.visitCandidates(chooser.visit);
          else hypothesisStatistics(ts, space, c, Q, chooser.visit, scratch);
          const update = chooser.finish();
          const previousLoss = loss;
          if (incremental) {
            // The incremental rounds add the round by its terms' documents, on the pass that
            // recomputes the changed pairs (the same bits as the reference's addScores).
            loss = incremental.rescore(update);
          } else {
            if (update.deltas.length > 0)
              addScores(ts.X, space, compileAlpha([update], 1, space, k), k, F, c);
            loss = coveringLossWeights(compiled, scores, Q).loss;
          }
          if (!Number.isFinite(loss)) {
            throw new TextboostError("E_NUMERIC", `round ${t}: the covering loss is ${loss}`);
          }
          const round: RoundUpdate = globalUpdate({
            hypotheses: update.hypotheses,
            labels: update.labels,
            deltas: update.deltas,
            templates: update.templates,
          });
          if (keepRounds) updates.push(round);
          else running.add(round);
          losses.push(loss);
          bounds.push(update.theoremBound / m);
          guaranteed.push(update.guaranteedDecrease / m);
          lastRound = {
            iteration: t,
            iterations,
            previousLoss,
            loss,
            theoremBound: update.theoremBound / m,
            guaranteedDecrease: update.guaranteedDecrease / m,
            update: round,
            trainingScores: scores,
          };
          return { loss, z: previousLoss > 0 ? loss / previousLoss : 1 };
        },
      );
      const trace = { initialLoss, loss: losses, theoremBound: bounds, guaranteedDecrease: guaranteed };
      const settings = {
        cover: cover.name,
        templates: typeof templates === "string" ? templates : "blocks",
        ...(typeof templates === "string" ? {} : { blocks: templates.map((b) => [...b]) }),
        hypotheses: kind,
        normalization,
        bias,
        smoothing,
        iterations,
      };
      const common = {
        algorithm: ADABOOST_LC,
        labels: data.labelNames,
        features: data.featureNames,
        cover: cover.name,
        space: modelSpace,
        length: iterations,
        trace,
        settings,
        preprocessing: fit.preprocessing ?? null,
      };
      if (keepRounds) return adaBoostLCModel({ ...common, rounds: updates });
      return adaBoostLCModel({ ...common, final: running.toUpdate() });
    },
  };
}

/**
 * α accumulated round by round when the rounds are not kept: one row of k weights per hypothesis that
 * some round updated, summed in round order (so the final scores equal those of a model that kept
 * every round, bit for bit).
 */
function runningAlpha(H: number, k: number) {
  const rows: (Float64Array | undefined)[] = new Array(H);
  return {
    add(u: RoundUpdate): void {
      for (let p = 0; p < u.hypotheses.length; p++) {
        const j = u.hypotheses[p]!;
        let row = rows[j];
        if (!row) rows[j] = row = new Float64Array(k);
        row[u.labels[p]!]! += u.deltas[p]!;
      }
    },
    toUpdate(): RoundUpdate {
      const hs: number[] = [];
      const ls: number[] = [];
      const ds: number[] = [];
      rows.forEach((row, j) => {
        if (!row) return;
        row.forEach((v, l) => {
          if (v === 0) return;
          hs.push(j);
          ls.push(l);
          ds.push(v);
        });
      });
      return {
        hypotheses: Int32Array.from(hs),
        labels: Int32Array.from(ls),
        deltas: Float64Array.from(ds),
        templates: new Int32Array(k).fill(-1),
      };
    },
  };
}
