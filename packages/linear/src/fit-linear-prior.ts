import type { AbortSignalLike, CsrMatrix, LabelMatrix } from "@textboost/core";
import { createRandom, TextboostError, throwIfAborted } from "@textboost/core";
import { type AffineMap, fitExpCalibration } from "./exp-calibration.js";
import { type LinearPriorHypothesis, linearPriorHypothesis } from "./linear-prior.js";
import { fitLinearSvm, type LinearSvmOptions, resolveSvmOptions } from "./linear-svm.js";

/** Options of {@link fitLinearPrior}. */
export interface LinearPriorOptions extends LinearSvmOptions {
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
  /** The out-of-fold scores the maps were fitted on (documents × labels, before the maps). */
  readonly outOfFold: Float64Array;
}

/** The default number of parts of {@link LinearPriorOptions.folds}. */
export const DEFAULT_PRIOR_FOLDS = 3;

/**
 * A prior for boosting from one-vs-rest linear SVMs (`fitLinearSvm`), the committee's first round
 * f₀(d, j) = a_j·s_j(d) + b_j:
 *
 * 1. the documents are dealt into `folds` parts (seeded); each part is scored by SVMs fitted on the
 *    other parts, so every training document gets a score from SVMs that never saw it;
 * 2. per label, a_j and b_j are fitted to those out-of-fold scores under boosting's exponential loss
 *    (`fitExpCalibration`), so f₀ is on the scale of the committee's votes and the weights
 *    exp(−y·f₀) that boosting starts from are those of documents the SVM gets wrong on new data
 *    (the SVMs' scores on their own training documents would be too confident);
 * 3. s_j is the SVM fitted on every document.
 *
 * Boosting then adds rounds that correct the prior (the boosters take it as `prior`).
 *
 * @param X - documents × features (the weights a linear model should see: tf-idf, say)
 * @param Y - documents × labels
 * @param options - the SVMs' options, the parts, progress
 * @returns the round, the maps and the out-of-fold scores
 * @throws TextboostError `E_INVALID_ARGUMENT` on options out of range, `E_SHAPE` when X and Y differ
 *   in rows, `E_ABORTED` when the signal fires
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
  const svmOptions = resolveSvmOptions(options);
  const folds = options.folds ?? DEFAULT_PRIOR_FOLDS;
  if (!(Number.isInteger(folds) && folds >= 2 && folds <= 20)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `folds must be an integer in [2, 20], got ${folds}`);
  }
  if (X.rows !== Y.rows) {
    throw new TextboostError("E_SHAPE", `X has ${X.rows} rows but Y has ${Y.rows}`);
  }
  const g = X.rows;
  const m = Y.cols;
  if (g < folds) {
    throw new TextboostError("E_INVALID_ARGUMENT", `${g} documents cannot make ${folds} parts`);
  }
  const positive = classesOf(Y);
  const part = dealParts(g, folds, svmOptions.seed);
  const total = (folds + 1) * m;
  let done = 0;
  const step = () => {
    throwIfAborted(options.signal);
    options.onProgress?.(++done, total);
  };
  const outOfFold = new Float64Array(g * m);
  for (let f = 0; f < folds; f++) {
    const inside = Int32Array.from(rowsWhere(part, (p) => p !== f));
    const outside = rowsWhere(part, (p) => p === f);
    for (let j = 0; j < m; j++) {
      throwIfAborted(options.signal);
      const svm = fitLinearSvm(X, positive[j]!, svmOptions, inside);
      for (const i of outside) outOfFold[i * m + j] = rowScore(X, i, svm.weights, svm.bias);
      step();
    }
  }
  const column = new Float64Array(g);
  const maps: AffineMap[] = [];
  const bias = new Float64Array(m);
  const weights = new Float32Array(X.cols * m);
  for (let j = 0; j < m; j++) {
    for (let i = 0; i < g; i++) column[i] = outOfFold[i * m + j]!;
    const map = fitExpCalibration(column, positive[j]!);
    maps.push(map);
    throwIfAborted(options.signal);
    const svm = fitLinearSvm(X, positive[j]!, svmOptions);
    bias[j] = map.scale * svm.bias + map.shift;
    for (let k = 0; k < X.cols; k++) weights[k * m + j] = map.scale * svm.weights[k]!;
    step();
  }
  return { hypothesis: linearPriorHypothesis(bias, weights), maps, outOfFold };
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

function rowScore(X: CsrMatrix, i: number, w: Float64Array, b: number): number {
  let s = b;
  for (let p = X.indptr[i]!, e = X.indptr[i + 1]!; p < e; p++)
    s += w[X.indices[p]!]! * (X.values ? X.values[p]! : 1);
  return s;
}
