import type {
  Dataset,
  FitOptions,
  Hypothesis,
  LabelTotals,
  PairWeights,
  TrainingSet,
  WeakLearner,
} from "@textboost/core";
import {
  createCheckpoint,
  datasetFingerprint,
  isIncrementalLearner,
  isStumpHypothesis,
  TextboostError,
} from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import { labelTotals } from "@textboost/statistics";
import {
  hasPerLabelThresholdSides,
  isThresholdStump,
  perLabelThresholdSides,
  scaledHypothesis,
  sideFactors,
  thresholdFactors,
  thresholdSides,
} from "@textboost/stumps";
import { additiveState, restoreAdditiveState } from "./additive-checkpoint.js";
import { type AdditiveModel, additiveModel } from "./additive-model.js";
import { createPairPasses, type PairPasses } from "./pair-passes.js";
import { driveRounds, startRounds } from "./round-driver.js";

/**
 * How the weights are renormalised after a round:
 * - `"global"`: AdaBoost.MH, equation (1)-(2) of the MP-Boost paper: one Z_s over all pairs.
 * - `"per-label"`: MP-Boost (Section 3): each label j by its own Z_s^j, so every label keeps the
 *   weight mass it started with.
 */
export type Normalization = "global" | "per-label";

/** Options of {@link boostAdditive}. */
export interface BoostAdditiveOptions extends FitOptions {
  readonly algorithm: string;
  readonly learner: WeakLearner;
  readonly normalization: Normalization;
  /** Written into the model file. */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** A prepared training set for `data` (reuse across fits); built when absent. */
  readonly trainingSet?: TrainingSet;
  /**
   * Use the learner's incremental mode when it has one (default true). The model is the same either
   * way; `false` recomputes the statistics from scratch every round (the reference implementation).
   */
  readonly incremental?: boolean;
  /** Incremental mode: full recomputation of the statistics every this many rounds (default 128). */
  readonly refreshEvery?: number;
  /**
   * Run the passes over all (document, label) pairs in WebAssembly SIMD where the engine has it
   * (default true); false runs them as JavaScript loops. The model is the same either way.
   */
  readonly simd?: boolean;
  /**
   * Shrinkage ν in (0, 1] (default 1, no shrinkage): each round adds ν·h_s to the committee and
   * reweights by exp(−y·ν·h_s), where h_s is the learner's choice (see `scaledHypothesis` of
   * `@textboost/stumps`, which says why the loss still never increases). A smaller ν needs more
   * rounds and usually ranks test documents better. Needs a learner whose hypotheses are stumps.
   */
  readonly shrinkage?: number;
  /**
   * A first round given rather than learnt (a linear prior, say: `fitLinearPrior` of
   * `@textboost/linear`): the committee starts as f = h₀, the weights as exp(−y·h₀) normalised, and
   * the learner's rounds correct it (Schapire, Rochery, Rahim and Gupta, "Incorporating prior
   * knowledge into boosting", ICML 2002). It counts as round 1 of `iterations`, is not scaled by
   * the shrinkage, and is saved in the model with the other rounds. Not with checkpoints.
   */
  readonly prior?: Hypothesis;
}

/** What a booster built on {@link boostAdditive} accepts in `fit` besides the usual options. */
export interface AdditiveFitOptions extends FitOptions {
  /** The committee's first round: see {@link BoostAdditiveOptions.prior}. */
  readonly prior?: Hypothesis;
}

/**
 * The boosting loop of Figure 1 of the MP-Boost paper, shared by AdaBoost.MH (global normaliser) and
 * MP-Boost (per-label normalisers). D_1 is uniform over (document, label) pairs; each round asks the
 * learner for h_s, multiplies every weight by exp(−y(i, j)·h_s(d_i, j)) and renormalises.
 *
 * The reported loss is the normalised exponential loss (1/(g·m)) Σ_{i,j} exp(−y(i, j)·f(d_i, j)),
 * which equals Π_s Z_s under global normalisation and bounds the training Hamming loss from above.
 * Under per-label normalisation `z` is the mean over labels of Z_s^j divided by the label's mass
 * (each ≤ 1), and the loss is the mean of the per-label products.
 *
 * Between rounds the loop yields to the event loop about every 20 ms, so an `AbortSignal` fired from a
 * timer or another event stops it.
 */
export async function boostAdditive(data: Dataset, options: BoostAdditiveOptions): Promise<AdditiveModel> {
  const iterations = startRounds(data, options);
  const shrinkage = checkShrinkage(options.shrinkage);
  if (options.checkpoint && !(Number.isInteger(options.checkpoint.every) && options.checkpoint.every >= 1)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `checkpoint.every must be an integer >= 1, got ${options.checkpoint.every}`,
    );
  }
  if (options.prior && (options.checkpoint || options.resume)) {
    throw new TextboostError("E_INVALID_ARGUMENT", "a prior round cannot be combined with checkpoints");
  }
  const ts = options.trainingSet ?? trainingSet(data.X, data.Y);
  const g = ts.X.rows;
  const m = ts.Y.cols;
  const learner = options.learner;
  const fingerprint = options.checkpoint || options.resume ? datasetFingerprint(data) : "";
  // What the run depends on besides the data: the caller's options and the loop's own.
  const runOptions = {
    ...options.checkpointRun,
    learner: learner.name,
    normalisation: options.normalization,
    ...(shrinkage === 1 ? {} : { shrinkage }),
  };
  const resumed = options.resume
    ? restoreAdditiveState(options.resume, {
        algorithm: options.algorithm,
        fingerprint,
        run: runOptions,
        learner,
        normalisation: options.normalization,
        iterations,
        pairs: g * m,
        labels: m,
      })
    : undefined;
  // D on shared memory when the learner reads it on other threads (the worker-thread learners).
  const shared = isIncrementalLearner(learner) && learner.sharedWeights === true;
  const passes = createPairPasses(ts.signs, g, m, {
    ...(options.simd === undefined ? {} : { simd: options.simd }),
    ...(shared ? { shared, rooms: learner.weightsRooms ?? 1 } : {}),
  });
  const D: PairWeights = passes.weights;
  if (resumed) D.set(resumed.weights);
  const labelLoss = resumed?.labelLoss ?? new Float64Array(m).fill(1);
  const sums = new Float64Array(m);
  const rounds: Hypothesis[] = resumed?.rounds ?? [];
  const zs: number[] = resumed?.z ?? [];
  const losses: number[] = resumed?.loss ?? [];
  let loss = losses.at(-1) ?? 1;
  const normalisers = new Float64Array(m);
  const inv = new Float64Array(m);
  // The label totals of the current weights, summed while normalising (what `labelTotals` computes).
  let totals: LabelTotals | undefined = resumed ? labelTotals(ts, D) : undefined;
  const saveState = async (done: number) => {
    await options.checkpoint?.save(
      createCheckpoint({
        algorithm: options.algorithm,
        iteration: done,
        fingerprint,
        run: runOptions,
        state: additiveState({
          learner: learner.name,
          normalisation: options.normalization,
          rounds,
          z: zs,
          loss: losses,
          labelLoss,
          weights: D,
        }),
      }),
    );
  };
  let saved = rounds.length;
  const startRun = () =>
    options.incremental !== false && isIncrementalLearner(learner)
      ? learner.startIncremental(
          ts,
          D,
          options.refreshEvery === undefined ? {} : { refreshEvery: options.refreshEvery },
        )
      : undefined;
  // With a prior the learner starts after round 1, from the weights the prior left.
  const prior = options.prior;
  let run = prior ? undefined : startRun();
  await driveRounds(
    {
      iterations,
      first: rounds.length + 1,
      signal: options.signal,
      onIteration: options.onIteration,
      onAbort: async (done) => {
        if (options.checkpoint && saved < done) await saveState(done);
      },
      afterRound: async (s) => {
        if (options.checkpoint && s % options.checkpoint.every === 0 && s < iterations) {
          await saveState(s);
          saved = s;
        }
      },
    },
    (s) => {
      const given = prior !== undefined && s === 1;
      if (prior && s === 2) run = startRun();
      const chosen = given ? prior : run ? run.next(totals) : learner.fit(ts, D);
      const h = given || shrinkage === 1 ? chosen : scaledHypothesis(chosen, shrinkage);
      const factors = given ? undefined : updateFactors(h, m);
      if (run) run.beforeUpdate(h, factors!);
      reweight(ts, passes, h, factors, sums);
      const z = roundNormalisers(options.normalization, sums, normalisers, labelLoss, s);
      loss = options.normalization === "global" ? loss * z : meanOf(labelLoss);
      for (let j = 0; j < m; j++) inv[j] = 1 / normalisers[j]!;
      const positive = new Float64Array(m);
      const negative = new Float64Array(m);
      passes.normalise(inv, positive, negative);
      totals = { positive, negative };
      if (run) run.afterUpdate(factors!, normalisers);
      rounds.push(h);
      zs.push(z);
      losses.push(loss);
      return { loss, z };
    },
  );
  return additiveModel({
    algorithm: options.algorithm,
    labels: data.labelNames,
    features: data.featureNames,
    rounds,
    trace: { z: zs, loss: losses },
    preprocessing: options.preprocessing ?? null,
    settings: {
      learner: options.learner.name,
      // The model file's key keeps its original spelling, so files stay byte-identical.
      normalisation: options.normalization,
      iterations,
      ...(shrinkage === 1 ? {} : { shrinkage }),
      ...options.settings,
    },
  });
}

/**
 * The normalisers of round `s` from the new weights' label sums: one Z = Σ_j sums[j] for every label
 * (global), or Z_j = sums[j] / (1/m) for each label j, each label's weight share being 1/m
 * (per-label; `labelLoss[j]` is multiplied by Z_j). Returns Z, or under per-label normalisation the
 * mean of the Z_j.
 *
 * @throws TextboostError `E_NUMERIC` when a normaliser is not a finite positive number
 */
function roundNormalisers(
  normalization: Normalization,
  sums: Float64Array,
  normalisers: Float64Array,
  labelLoss: Float64Array,
  s: number,
): number {
  const m = sums.length;
  let z = 0;
  if (normalization === "global") {
    for (let j = 0; j < m; j++) z += sums[j]!;
    checkFinite(z, s);
    normalisers.fill(z);
    return z;
  }
  const mass = 1 / m; // each label's share of the weight
  for (let j = 0; j < m; j++) {
    const zj = sums[j]! / mass;
    checkFinite(zj, s);
    normalisers[j] = zj;
    labelLoss[j]! *= zj;
    z += zj / m;
  }
  return z;
}

/** The mean of an array's entries, summed in index order. */
function meanOf(a: Float64Array): number {
  let total = 0;
  for (let j = 0; j < a.length; j++) total += a[j]! / a.length;
  return total;
}

/** The per-side weight factors of a stump round (what the incremental update and reweighting use); none for other hypotheses. */
function updateFactors(h: Hypothesis, m: number) {
  if (isStumpHypothesis(h)) return sideFactors(h.absent, h.present, m);
  if (hasPerLabelThresholdSides(h)) return sideFactors(h.below, h.above, m);
  return isThresholdStump(h) ? thresholdFactors(h, m) : undefined;
}

/** The shrinkage option, checked: a number in (0, 1]; 1 when absent. */
function checkShrinkage(shrinkage: number | undefined): number {
  if (shrinkage === undefined) return 1;
  if (!(typeof shrinkage === "number" && shrinkage > 0 && shrinkage <= 1)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `shrinkage must be a number in (0, 1], got ${shrinkage}`);
  }
  return shrinkage;
}

function checkFinite(z: number, s: number): void {
  if (!Number.isFinite(z) || z <= 0) {
    throw new TextboostError(
      "E_NUMERIC",
      `round ${s}: the normaliser Z is ${z}; the weak hypothesis' votes are not finite`,
    );
  }
}

/**
 * The reweighting step of a boosting loop on `ts`: D(i, j) *= exp(−y(i, j)·h(d_i, j)) for every pair;
 * `sums[j]` receives Σ_i of the new weights. Stumps and threshold stumps take the fast path of the
 * {@link PairPasses}: the exponentials are computed once per label (`factor`) and the pivot's
 * documents (the threshold's sides) come from the inverted index; any other hypothesis votes
 * document by document.
 */
function reweight(
  ts: TrainingSet,
  passes: PairPasses,
  h: Hypothesis,
  factor: Float64Array | undefined,
  sums: Float64Array,
): void {
  const g = ts.X.rows;
  const m = ts.Y.cols;
  if (factor && (isStumpHypothesis(h) || isThresholdStump(h) || hasPerLabelThresholdSides(h))) {
    // One side bit a document (the pivot is shared, or a threshold's side), or one a pair for
    // per-label pivots or thresholds: present[i * m + j] when document i contains label j's pivot
    // (is above label j's threshold).
    const perPair = h.type === "per-label-stump" || h.type === "per-label-threshold-stump";
    const present = passes.sides(perPair);
    const { indptr: cPtr, indices: cIdx } = ts.Xc;
    if (isThresholdStump(h)) thresholdSides(ts.Xc, h, present);
    else if (hasPerLabelThresholdSides(h)) perLabelThresholdSides(ts.Xc, h, present);
    else if (h.type === "stump") {
      for (let p = cPtr[h.term]!, e = cPtr[h.term + 1]!; p < e; p++) present[cIdx[p]!] = 1;
    } else {
      for (let j = 0; j < m; j++) {
        const k = h.terms[j]!;
        for (let p = cPtr[k]!, e = cPtr[k + 1]!; p < e; p++) present[cIdx[p]! * m + j] = 1;
      }
    }
    passes.reweight(factor, perPair, sums);
    return;
  }
  const D = passes.weights;
  const { signs } = ts;
  const vote = new Float64Array(m);
  sums.fill(0);
  for (let i = 0, base = 0; i < g; i++, base += m) {
    h.vote(ts.X, i, vote);
    for (let j = 0; j < m; j++) {
      const v = vote[j]!;
      if (!Number.isFinite(v)) {
        throw new TextboostError("E_NUMERIC", `weak hypothesis "${h.type}" voted ${v} for label ${j}`, {
          row: i,
        });
      }
      const w = D[base + j]! * Math.exp(-signs[base + j]! * v);
      D[base + j] = w;
      sums[j]! += w;
    }
  }
}
