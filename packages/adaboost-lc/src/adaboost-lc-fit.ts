import type { Cover, Dataset, DenseMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import {
  type CompiledCover,
  compileCover,
  coveringLossWeights,
  oneThreadPairLoss,
  type PairLoss,
} from "@textboost/covers";
import { trainingSet } from "@textboost/sparse";
import { type BestTermsScan, simdTermSums } from "@textboost/statistics";
import type { AdaBoostLCModelParts } from "./adaboost-lc-model.js";
import { addScores, compileAlpha } from "./alpha.js";
import {
  createHypothesisSpace,
  type HypothesisKind,
  type HypothesisSpace,
  hypothesisCount,
  rowFactors,
} from "./hypothesis-space.js";
import { type HypothesisStatisticsVisitor, hypothesisStatistics } from "./hypothesis-statistics.js";
import { createIncrementalRounds, type IncrementalRounds, incrementalApplies } from "./incremental-rounds.js";
import { createChooser, type RoundUpdate } from "./round-update.js";
import {
  type ResolvedTemplates,
  resolveTemplates,
  type TemplateNormalization,
  type TemplateSpec,
} from "./templates.js";
import { fitTermSpace } from "./term-space.js";

/** What `adaBoostLC` receives after each round (`AdaBoostLCFitOptions.onRound`). */
export interface AdaBoostLCRound {
  readonly iteration: number;
  readonly iterations: number;
  /** L(f_{t−1}, S, A). */
  readonly previousLoss: number;
  /** L(f_t, S, A). */
  readonly loss: number;
  /** Theorem 3.1's bound on the decrease (1/|S|) Σ_j max_b Σ_k b^k (√W⁺ − √W⁻)². */
  readonly theoremBound: number;
  /** Eq. (8)'s bound on the decrease for the (smoothed) d taken. */
  readonly guaranteedDecrease: number;
  /** The increments of this round. */
  readonly update: RoundUpdate;
  /** f_t on the training documents: a live view, valid during the call only (copy what you keep). */
  readonly trainingScores: DenseMatrix;
}

/** `adaBoostLC`'s options, checked and with their defaults. */
export interface LcSettings {
  readonly cover: Cover;
  readonly templates: TemplateSpec;
  readonly kind: HypothesisKind;
  readonly normalization: TemplateNormalization;
  readonly smoothing: number;
  readonly bias: boolean;
  readonly keepRounds: boolean;
  readonly allowIncremental: boolean;
  /** Rounds on one term per set of documents (`fitTermSpace`). */
  readonly compact: boolean;
  readonly scan: BestTermsScan | undefined;
  readonly pairLoss: PairLoss | undefined;
  /** Told how many hypotheses a round has scored, out of how many (`AdaBoostLCOptions.onProgress`). */
  readonly onProgress?: ((done: number, total: number) => void) | undefined;
}

/** How many hypotheses a round scores between two `onProgress` calls. */
const PROGRESS_EVERY = 256;

/** One fit's state: the training set and hypotheses it runs on, f, Q, the loss and what it keeps. */
export interface LcFit {
  readonly settings: LcSettings;
  readonly iterations: number;
  /** The model's hypotheses (the caller's term ids). */
  readonly modelSpace: HypothesisSpace;
  /** The rounds' hypotheses, over `ts` (one term per set of documents when `compact`). */
  readonly space: HypothesisSpace;
  readonly ts: ReturnType<typeof fitTermSpace>["data"];
  /** Maps a round's update over `ts` back to the caller's term ids. */
  readonly globalUpdate: (update: RoundUpdate) => RoundUpdate;
  /** Documents (the AdaBoost.LC paper's m; docs/architecture.md, "Sizes: the letters"). */
  readonly g: number;
  /** Labels (the paper's k). */
  readonly m: number;
  /** The row factors c_i. */
  readonly c: Float64Array;
  readonly resolved: ResolvedTemplates;
  readonly compiled: CompiledCover;
  readonly F: Float64Array;
  readonly scores: DenseMatrix;
  readonly Q: Float64Array;
  readonly scratch: Float64Array | undefined;
  readonly buffers: { d?: Float64Array };
  readonly incremental: IncrementalRounds | undefined;
  loss: number;
  readonly initialLoss: number;
  readonly updates: RoundUpdate[];
  readonly running: RunningAlpha;
  readonly losses: number[];
  readonly bounds: number[];
  readonly guaranteed: number[];
}

/**
 * Starts a fit: the term space, the hypotheses, the cover compiled where the loss is recomputed, f,
 * Q where the scans read it, the incremental rounds when they apply, and the initial loss.
 *
 * @param settings - the booster's settings
 * @param data - the training data
 * @param iterations - the rounds to run
 * @returns the fit before its first round
 *
 * @example
 * ```ts no-run
 * declare const settings: LcSettings;
 * const run = startFit(settings, dataset, 100);
 * run.loss; // the covering loss of f = 0
 * ```
 */
export function startFit(settings: LcSettings, data: Dataset, iterations: number): LcFit {
  const { kind, bias, normalization, templates } = settings;
  // The model's hypotheses are those of the caller's term ids; the rounds run on `ts`, which may
  // keep one term per set of documents (fitTermSpace), and their updates are mapped back.
  const spaceOptions = { bias, normalizeRows: normalization === "rows" };
  const modelSpace = createHypothesisSpace(data.X, kind, spaceOptions);
  const { data: ts, globalUpdate } = fitTermSpace(trainingSet(data.X, data.Y), settings.compact);
  const space = ts.X === data.X ? modelSpace : createHypothesisSpace(ts.X, kind, spaceOptions);
  const g = ts.X.rows;
  const m = ts.Y.cols;
  const c = rowFactors(space, ts.X);
  const resolved = resolveTemplates(templates, normalization, space, ts.X, c);
  const useIncremental = settings.allowIncremental && incrementalApplies(space, resolved);
  // The incremental rounds keep f where their covering loss is recomputed (shared memory when
  // worker threads do it), and the cover is compiled where that runner wants it.
  const pairLoss = useIncremental ? (settings.pairLoss ?? oneThreadPairLoss) : undefined;
  const compiledHere = compileCover(settings.cover, ts.Y, pairLoss?.arrays);
  const pairs = pairLoss?.(compiledHere);
  // The runner's cover from here on (the same one, or its copy where the threads read it).
  const compiled = pairs?.cover ?? compiledHere;
  const F = pairs?.scores ?? new Float64Array(g * m);
  const scores: DenseMatrix = { rows: g, cols: m, data: F };
  const scanner = useIncremental ? settings.scan?.(ts) : undefined;
  // Q where the scans read it: the worker threads' shared memory, else, when the SIMD scan sums Q
  // itself (presence or stump hypotheses without row factors, which would scan c · Q instead), its
  // memory, so a round copies nothing; else an array of its own.
  const scansQ = kind !== "scaled" && !space.normalizeRows;
  const Q = scanner
    ? scanner.weights
    : ((scansQ ? simdTermSums(ts)?.weights : undefined) ?? new Float64Array(g * m));
  const scratch = space.normalizeRows ? new Float64Array(g * m) : undefined;
  const incremental = pairs ? createIncrementalRounds(ts, compiled, pairs, Q, scanner) : undefined;
  const loss = incremental ? incremental.loss : coveringLossWeights(compiled, scores, Q).loss;
  return {
    settings,
    iterations,
    modelSpace,
    space,
    ts,
    globalUpdate,
    g,
    m,
    c,
    resolved,
    compiled,
    F,
    scores,
    Q,
    scratch,
    buffers: {},
    incremental,
    loss,
    initialLoss: loss,
    updates: [],
    running: runningAlpha(hypothesisCount(modelSpace), m),
    losses: [],
    bounds: [],
    guaranteed: [],
  };
}

/**
 * Round t of Figure 2: the smoothing's ε, each label's template chosen from the statistics of Q,
 * f updated, Q and the loss recomputed, the round kept.
 *
 * @param run - the fit
 * @param t - the round, from 1
 * @returns what `onRound` receives
 * @throws TextboostError `E_NUMERIC` when the covering loss is not finite
 *
 * @example
 * ```ts no-run
 * declare const run: LcFit;
 * for (let t = 1; t <= run.iterations; t++) playRound(run, t).loss;
 * ```
 */
export function playRound(run: LcFit, t: number): AdaBoostLCRound {
  const { g, m, Q, c, incremental, settings } = run;
  const { smoothing } = settings;
  // Σ_i c_i Σ_j Q(i, j), for the smoothing alone (the incremental rounds sum it with the loss).
  let mass = 0;
  if (smoothing > 0 && incremental) mass = incremental.mass;
  else if (smoothing > 0) {
    for (let i = 0, base = 0; i < g; i++, base += m) {
      let row = 0;
      for (let j = 0; j < m; j++) row += Q[base + j]!;
      mass += c[i]! * row;
    }
  }
  // With smoothing on, ε stays > 0 even when the weights underflow, so d stays finite.
  const epsilon = smoothing > 0 ? Math.max((smoothing * mass) / (g * m), Number.MIN_VALUE) : 0;
  const count = hypothesisCount(run.space);
  const chooser = createChooser(run.resolved, m, count, epsilon, run.buffers);
  const progress = withProgress(chooser.visit, count, settings.onProgress);
  if (incremental) incremental.visitCandidates(progress.visit);
  else hypothesisStatistics(run.ts, run.space, c, Q, progress.visit, run.scratch);
  progress.finish();
  const update = chooser.finish();
  const previousLoss = run.loss;
  if (incremental) {
    // The incremental rounds add the round by its terms' documents, on the pass that recomputes
    // the changed pairs (the same bits as the reference's addScores).
    run.loss = incremental.rescore(update);
  } else {
    if (update.deltas.length > 0)
      addScores(run.ts.X, run.space, compileAlpha([update], 1, run.space, m), m, run.F, c);
    run.loss = coveringLossWeights(run.compiled, run.scores, Q).loss;
  }
  const { loss } = run;
  if (!Number.isFinite(loss)) {
    throw new TextboostError("E_NUMERIC", `round ${t}: the covering loss is ${loss}`);
  }
  const round: RoundUpdate = run.globalUpdate({
    hypotheses: update.hypotheses,
    labels: update.labels,
    deltas: update.deltas,
    templates: update.templates,
  });
  if (settings.keepRounds) run.updates.push(round);
  else run.running.add(round);
  run.losses.push(loss);
  run.bounds.push(update.theoremBound / g);
  run.guaranteed.push(update.guaranteedDecrease / g);
  return {
    iteration: t,
    iterations: run.iterations,
    previousLoss,
    loss,
    theoremBound: update.theoremBound / g,
    guaranteedDecrease: update.guaranteedDecrease / g,
    update: round,
    trainingScores: run.scores,
  };
}

/**
 * `visit`, telling `onProgress` every {@link PROGRESS_EVERY} hypotheses how many it has seen out of
 * `total`, and at `finish` that the round is through all of them (an incremental round visits only
 * its candidates: the scan or the table it takes them from covers the others, without a visit).
 */
function withProgress(
  visit: HypothesisStatisticsVisitor,
  total: number,
  onProgress: ((done: number, total: number) => void) | undefined,
): { visit: HypothesisStatisticsVisitor; finish(): void } {
  if (onProgress === undefined) return { visit, finish() {} };
  let seen = 0;
  return {
    visit: (k, plus, minus) => {
      if (++seen % PROGRESS_EVERY === 0) onProgress(seen, total);
      visit(k, plus, minus);
    },
    finish: () => onProgress(total, total),
  };
}

/**
 * The model's parts after the last round: the trace, the settings written into the model file, and
 * every round (or the final α).
 *
 * @param run - the fit, after its rounds
 * @param data - the training data (label and feature names)
 * @param preprocessing - what the caller records of its preprocessing
 * @returns the parts of `adaBoostLCModel` but the algorithm
 *
 * @example
 * ```ts no-run
 * declare const run: LcFit;
 * const model = adaBoostLCModel({ algorithm: "adaboost-lc", ...fitModelParts(run, dataset, null) });
 * ```
 */
export function fitModelParts(
  run: LcFit,
  data: Dataset,
  preprocessing: unknown,
): Omit<AdaBoostLCModelParts, "algorithm"> {
  const { settings, iterations } = run;
  const { templates } = settings;
  const trace = {
    initialLoss: run.initialLoss,
    loss: run.losses,
    theoremBound: run.bounds,
    guaranteedDecrease: run.guaranteed,
  };
  const written = {
    cover: settings.cover.name,
    templates: typeof templates === "string" ? templates : "blocks",
    ...(typeof templates === "string" ? {} : { blocks: templates.map((b) => [...b]) }),
    hypotheses: settings.kind,
    normalization: settings.normalization,
    bias: settings.bias,
    smoothing: settings.smoothing,
    iterations,
  };
  const common = {
    labels: data.labelNames,
    features: data.featureNames,
    cover: settings.cover.name,
    space: run.modelSpace,
    length: iterations,
    trace,
    settings: written,
    preprocessing,
  };
  return settings.keepRounds
    ? { ...common, rounds: run.updates }
    : { ...common, final: run.running.toUpdate() };
}

/** α summed round by round when the rounds are not kept ({@link runningAlpha}). */
interface RunningAlpha {
  add(u: RoundUpdate): void;
  toUpdate(): RoundUpdate;
}

/**
 * α accumulated round by round when the rounds are not kept: one row of m weights per hypothesis that
 * some round updated, summed in round order (so the final scores equal those of a model that kept
 * every round, bit for bit).
 */
function runningAlpha(H: number, m: number): RunningAlpha {
  const rows: (Float64Array | undefined)[] = new Array(H);
  return {
    add(u: RoundUpdate): void {
      for (let p = 0; p < u.hypotheses.length; p++) {
        const k = u.hypotheses[p]!;
        let row = rows[k];
        if (!row) rows[k] = row = new Float64Array(m);
        row[u.labels[p]!]! += u.deltas[p]!;
      }
    },
    toUpdate(): RoundUpdate {
      const hs: number[] = [];
      const ls: number[] = [];
      const ds: number[] = [];
      rows.forEach((row, k) => {
        if (!row) return;
        row.forEach((v, j) => {
          if (v === 0) return;
          hs.push(k);
          ls.push(j);
          ds.push(v);
        });
      });
      return {
        hypotheses: Int32Array.from(hs),
        labels: Int32Array.from(ls),
        deltas: Float64Array.from(ds),
        templates: new Int32Array(m).fill(-1),
      };
    },
  };
}
