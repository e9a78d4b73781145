import type { AbortSignalLike, CsrMatrix, LabelMatrix } from "@textboost/core";
import { createRandom, TextboostError, throwIfAborted } from "@textboost/core";
import { type AffineMap, expLoss, fitExpCalibration } from "./exp-calibration.js";
import { type LinearPriorHypothesis, linearPriorHypothesis } from "./linear-prior.js";
import { fitLinearSvm, type LinearSvmOptions, resolveSvmOptions, svmScore } from "./linear-svm.js";

/** Options of {@link fitLinearPrior}. */
export interface LinearPriorOptions extends Omit<LinearSvmOptions, "c" | "balanced"> {
  /**
   * Weigh each class inversely to its frequency in the SVMs (`true`), not (`false`, the default),
   * or choose per label with the cost (`"choose"`: both are candidates).
   */
  readonly balanced?: boolean | "choose";
  /**
   * The SVMs' costs C to choose from, per label, by the out-of-fold exponential loss after the map
   * (default {@link DEFAULT_PRIOR_C}); one value fixes C. Each in (0, 1e6].
   */
  readonly c?: number | readonly number[];
  /** Parts of the documents for the out-of-fold scores the maps are fitted on (default 3; 2 to 20). */
  readonly folds?: number;
  /** Called after each SVM fitted: `done` of `total` ((folds + 1) × labels). */
  readonly onProgress?: (done: number, total: number) => void;
  /** Stops between two SVMs with `E_ABORTED`. */
  readonly signal?: AbortSignalLike;
}

/** What {@link fitLinearPrior} returns. */
export interface FittedLinearPrior {
  /** The committee's first round. */
  readonly hypothesis: LinearPriorHypothesis;
  /** The affine map of each label's SVM score (fitted on out-of-fold scores). */
  readonly maps: readonly AffineMap[];
  /** The cost C chosen for each label. */
  readonly c: Float64Array;
  /** Whether each label's SVM weighs its classes (1) or not (0). */
  readonly balanced: Uint8Array;
  /** The out-of-fold scores of the chosen C the maps were fitted on (documents × labels, before the maps). */
  readonly outOfFold: Float64Array;
}

/**
 * The most weights (features × labels) a prior may hold: 2^28, 1 GiB of single-precision numbers.
 * Beyond it {@link fitLinearPrior} refuses rather than exhaust the memory.
 */
export const MAX_PRIOR_WEIGHTS = 2 ** 28;

/** The default number of parts of {@link LinearPriorOptions.folds}. */
export const DEFAULT_PRIOR_FOLDS = 3;
/** The costs {@link fitLinearPrior} chooses among by default (scikit-learn's default C = 1 and a decade either side). */
export const DEFAULT_PRIOR_C: readonly number[] = Object.freeze([0.1, 1, 10]);

/**
 * A prior for boosting from one-vs-rest linear SVMs (`fitLinearSvm`), the committee's first round
 * f₀(d, j) = a_j·s_j(d) + b_j:
 *
 * 1. the documents are dealt into `folds` parts (seeded); each part is scored by SVMs fitted on the
 *    other parts, so every training document gets a score from SVMs that never saw it;
 * 2. per label and cost C, a_j and b_j are fitted to those out-of-fold scores under boosting's
 *    exponential loss (`fitExpCalibration`), so f₀ is on the scale of the committee's votes and the
 *    weights exp(−y·f₀) that boosting starts from are those of documents the SVM gets wrong on new
 *    data (the SVMs' scores on their own training documents would be too confident); each label
 *    keeps the C (and, with `balanced: "choose"`, the class weighing) whose mapped out-of-fold
 *    scores have the least loss (the first on a tie);
 * 3. s_j is the SVM of those settings fitted on every document.
 *
 * Boosting then adds rounds that correct the prior (the boosters take it as `prior`).
 *
 * @param X - documents × features (the weights a linear model should see: tf-idf, say)
 * @param Y - documents × labels
 * @param options - the costs to choose from, the SVMs' other options, the parts, progress
 * @returns the round, the maps and the out-of-fold scores
 * @throws TextboostError `E_INVALID_ARGUMENT` on options out of range or more than
 *   {@link MAX_PRIOR_WEIGHTS} weights, `E_SHAPE` when X and Y differ in rows, `E_ABORTED` when the
 *   signal fires
 *
 * @example
 * ```ts
 * import { fitLinearPrior } from "@textboost/linear";
 *
 * const { hypothesis } = fitLinearPrior(data.X, data.Y, { folds: 3 }); // data: a Dataset
 * ```
 */
export function fitLinearPrior(
  X: CsrMatrix,
  Y: LabelMatrix,
  options: LinearPriorOptions = {},
): FittedLinearPrior {
  const grid = typeof options.c === "number" ? [options.c] : [...(options.c ?? DEFAULT_PRIOR_C)];
  if (grid.length === 0 || grid.length > 20) {
    throw new TextboostError("E_INVALID_ARGUMENT", `c must hold 1 to 20 costs, got ${grid.length}`);
  }
  const weighings = options.balanced === "choose" ? [false, true] : [options.balanced === true];
  // The candidate settings of each label's SVM: every weighing with every cost.
  const svmOptions = weighings.flatMap((balanced) =>
    grid.map((c) => resolveSvmOptions({ ...options, c, balanced })),
  );
  const seed = svmOptions[0]!.seed;
  const folds = options.folds ?? DEFAULT_PRIOR_FOLDS;
  if (!(Number.isInteger(folds) && folds >= 2 && folds <= 20)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `folds must be an integer in [2, 20], got ${folds}`);
  }
  if (X.rows !== Y.rows) {
    throw new TextboostError("E_SHAPE", `X has ${X.rows} rows but Y has ${Y.rows}`);
  }
  const g = X.rows;
  const m = Y.cols;
  if (X.cols * m > MAX_PRIOR_WEIGHTS) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `a linear prior over ${X.cols} features and ${m} labels would hold ${X.cols * m} weights, more than ${MAX_PRIOR_WEIGHTS}; keep fewer features (select features first)`,
    );
  }
  if (g < folds) {
    throw new TextboostError("E_INVALID_ARGUMENT", `${g} documents cannot make ${folds} parts`);
  }
  const positive = classesOf(Y);
  const part = dealParts(g, folds, seed);
  const total = (folds * svmOptions.length + 1) * m;
  let done = 0;
  const step = () => {
    throwIfAborted(options.signal);
    options.onProgress?.(++done, total);
  };
  const inside = Array.from({ length: folds }, (_, f) => Int32Array.from(rowsWhere(part, (p) => p !== f)));
  const outside = Array.from({ length: folds }, (_, f) => rowsWhere(part, (p) => p === f));
  // One label at a time: the out-of-fold scores of each candidate setting for that label.
  const columns = svmOptions.map(() => new Float64Array(g));
  const maps: AffineMap[] = [];
  const chosen = new Float64Array(m);
  const balanced = new Uint8Array(m);
  const outOfFold = new Float64Array(g * m);
  const bias = new Float64Array(m);
  const weights = new Float32Array(X.cols * m);
  for (let j = 0; j < m; j++) {
    let best = { q: 0, map: { scale: 0, shift: 0 }, loss: Infinity };
    for (let q = 0; q < svmOptions.length; q++) {
      const column = columns[q]!;
      for (let f = 0; f < folds; f++) {
        throwIfAborted(options.signal);
        const svm = fitLinearSvm(X, positive[j]!, svmOptions[q], inside[f]);
        for (const i of outside[f]!) column[i] = svmScore(X, i, svm.weights, svm.bias);
        step();
      }
      const map = fitExpCalibration(column, positive[j]!);
      const loss = expLoss(column, positive[j]!, map);
      if (loss < best.loss) best = { q, map, loss };
    }
    const map = best.map;
    maps.push(map);
    chosen[j] = svmOptions[best.q]!.c;
    balanced[j] = svmOptions[best.q]!.balanced ? 1 : 0;
    const column = columns[best.q]!;
    for (let i = 0; i < g; i++) outOfFold[i * m + j] = column[i]!;
    throwIfAborted(options.signal);
    const svm = fitLinearSvm(X, positive[j]!, svmOptions[best.q]);
    bias[j] = map.scale * svm.bias + map.shift;
    for (let k = 0; k < X.cols; k++) weights[k * m + j] = map.scale * svm.weights[k]!;
    step();
  }
  return { hypothesis: linearPriorHypothesis(bias, weights), maps, c: chosen, balanced, outOfFold };
}

/** One 0/1 array per label: whether each document has it. */
function classesOf(Y: LabelMatrix): Uint8Array[] {
  const out = Array.from({ length: Y.cols }, () => new Uint8Array(Y.rows));
  for (let i = 0; i < Y.rows; i++) {
    for (let p = Y.indptr[i]!, e = Y.indptr[i + 1]!; p < e; p++) out[Y.indices[p]!]![i] = 1;
  }
  return out;
}

/** The part of each document: a seeded shuffle dealt round-robin, so the parts differ in size by at most one. */
function dealParts(g: number, folds: number, seed: number): Int32Array {
  const order = Int32Array.from({ length: g }, (_, i) => i);
  const random = createRandom(seed);
  for (let q = g - 1; q > 0; q--) {
    const r = random.int(q + 1);
    const t = order[q]!;
    order[q] = order[r]!;
    order[r] = t;
  }
  const part = new Int32Array(g);
  for (let q = 0; q < g; q++) part[order[q]!] = q % folds;
  return part;
}

function rowsWhere(part: Int32Array, keep: (p: number) => boolean): number[] {
  const rows: number[] = [];
  for (let i = 0; i < part.length; i++) if (keep(part[i]!)) rows.push(i);
  return rows;
}
