import type { CsrMatrix } from "@textboost/core";
import { createRandom, TextboostError } from "@textboost/core";

/** Options of {@link fitLinearSvm}. */
export interface LinearSvmOptions {
  /** The cost C of a margin violation (default 1, scikit-learn's `LinearSVC` default); > 0. */
  readonly c?: number;
  /**
   * Weigh each class inversely to its frequency (scikit-learn's `class_weight="balanced"`): C₊ =
   * C·g/(2·positives), C₋ = C·g/(2·negatives). Default false.
   */
  readonly balanced?: boolean;
  /** Stop when the projected gradients span less than this (default 0.1, liblinear's). */
  readonly tolerance?: number;
  /** At most this many passes over the documents (default 1000). */
  readonly maxEpochs?: number;
  /** Seed of the order in which each pass visits the documents (default 0). */
  readonly seed?: number;
}

/** One binary linear SVM: score(d) = Σ_k w_k·x_k(d) + bias. */
export interface LinearSvm {
  /** One weight per feature column. */
  readonly weights: Float64Array;
  readonly bias: number;
  /** Passes over the documents it took. */
  readonly epochs: number;
}

/** The checked options of {@link fitLinearSvm}, with their defaults. */
export interface ResolvedSvmOptions {
  readonly c: number;
  readonly balanced: boolean;
  readonly tolerance: number;
  readonly maxEpochs: number;
  readonly seed: number;
}

/**
 * Checks the options of {@link fitLinearSvm} and fills in the defaults.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` naming an option out of its range
 */
export function resolveSvmOptions(options: LinearSvmOptions = {}): ResolvedSvmOptions {
  const c = options.c ?? 1;
  const tolerance = options.tolerance ?? 0.1;
  const maxEpochs = options.maxEpochs ?? 1000;
  const seed = options.seed ?? 0;
  const bad = (what: string): never => {
    throw new TextboostError("E_INVALID_ARGUMENT", what);
  };
  if (!(Number.isFinite(c) && c > 0 && c <= 1e6)) bad(`c must be a number in (0, 1e6], got ${c}`);
  if (!(Number.isFinite(tolerance) && tolerance > 0)) bad(`tolerance must be a number > 0, got ${tolerance}`);
  if (!(Number.isInteger(maxEpochs) && maxEpochs >= 1 && maxEpochs <= 100_000))
    bad(`maxEpochs must be an integer in [1, 100000], got ${maxEpochs}`);
  if (!Number.isFinite(seed)) bad(`seed must be a finite number, got ${seed}`);
  return { c, balanced: options.balanced === true, tolerance, maxEpochs, seed };
}

/**
 * The costs of a margin violation of a positive and of a negative document: C for both, or with
 * `balanced` C·g/(2·positives) and C·g/(2·negatives) (C for a class with no document).
 */
function classCosts(o: ResolvedSvmOptions, positives: number, g: number): { cPos: number; cNeg: number } {
  return {
    cPos: o.balanced && positives > 0 ? (o.c * g) / (2 * positives) : o.c,
    cNeg: o.balanced && positives < g ? (o.c * g) / (2 * (g - positives)) : o.c,
  };
}

/**
 * Fits an L2-regularised, squared-hinge-loss linear SVM (what scikit-learn's `LinearSVC` fits by
 * default) by dual coordinate descent (Hsieh, Chang, Lin, Keerthi and Sundararajan, ICML 2008): it
 * minimises ½‖w‖² + ½b² + Σ_i C_i·max(0, 1 − y_i(w·x_i + b))², the bias b regularised like a weight
 * of a constant feature 1 (liblinear's and scikit-learn's convention). Each step solves the dual in
 * one α_i exactly; a pass visits the documents in a seeded random order; it stops when the projected
 * gradients of a pass span less than `tolerance`, or after `maxEpochs` passes.
 *
 * @param X - documents × features
 * @param positive - `positive[i]` is 1 when document i is in the class
 * @param options - C, balancing, tolerance, passes, seed
 * @param rows - the documents to fit on (default every row of X)
 * @returns the weights and bias
 * @throws TextboostError `E_INVALID_ARGUMENT` on options out of range, `E_SHAPE` when `positive`
 *   does not have one entry per row of X or `rows` names a row outside X
 *
 * @example
 * ```ts
 * import { fitLinearSvm } from "@textboost/linear";
 *
 * // X: documents × features (CSR); here every other document is in the class
 * const svm = fitLinearSvm(X, Uint8Array.from({ length: X.rows }, (_, i) => i % 2), { c: 1 });
 * ```
 */
export function fitLinearSvm(
  X: CsrMatrix,
  positive: ArrayLike<number>,
  options: LinearSvmOptions = {},
  rows?: Int32Array,
): LinearSvm {
  const o = resolveSvmOptions(options);
  if (positive.length !== X.rows) {
    throw new TextboostError("E_SHAPE", `${positive.length} classes given for ${X.rows} documents`);
  }
  const order = rows ?? Int32Array.from({ length: X.rows }, (_, i) => i);
  for (const i of order) {
    if (!(i >= 0 && i < X.rows))
      throw new TextboostError("E_SHAPE", `row ${i} is outside the ${X.rows} documents`);
  }
  const g = order.length;
  const { indptr, indices, values } = X;
  let positives = 0;
  for (let q = 0; q < g; q++) if (positive[order[q]!]) positives++;
  const { cPos, cNeg } = classCosts(o, positives, g);
  // Diagonal of the dual's Hessian: ‖x_i‖² + 1 (the bias) + 1/(2·C_i).
  const y = new Int8Array(g);
  const diag = new Float64Array(g);
  const shift = new Float64Array(g);
  for (let q = 0; q < g; q++) {
    const i = order[q]!;
    y[q] = positive[i] ? 1 : -1;
    shift[q] = 1 / (2 * (y[q] === 1 ? cPos : cNeg));
    let norm = 1;
    for (let p = indptr[i]!, e = indptr[i + 1]!; p < e; p++) {
      const v = values ? values[p]! : 1;
      norm += v * v;
    }
    diag[q] = norm + shift[q]!;
  }
  const w = new Float64Array(X.cols);
  let b = 0;
  const alpha = new Float64Array(g);
  const visit = Int32Array.from({ length: g }, (_, q) => q);
  const random = createRandom(o.seed);
  let epochs = 0;
  while (epochs < o.maxEpochs) {
    epochs++;
    for (let q = g - 1; q > 0; q--) {
      const r = random.int(q + 1);
      const t = visit[q]!;
      visit[q] = visit[r]!;
      visit[r] = t;
    }
    let high = -Infinity;
    let low = Infinity;
    for (let v = 0; v < g; v++) {
      const q = visit[v]!;
      const i = order[q]!;
      const start = indptr[i]!;
      const end = indptr[i + 1]!;
      let score = b;
      for (let p = start; p < end; p++) score += w[indices[p]!]! * (values ? values[p]! : 1);
      const yq = y[q]!;
      const gradient = yq * score - 1 + shift[q]! * alpha[q]!;
      const projected = alpha[q] === 0 ? Math.min(gradient, 0) : gradient;
      if (projected > high) high = projected;
      if (projected < low) low = projected;
      if (projected === 0) continue;
      const before = alpha[q]!;
      const after = Math.max(before - gradient / diag[q]!, 0);
      alpha[q] = after;
      const step = (after - before) * yq;
      if (step === 0) continue;
      for (let p = start; p < end; p++) w[indices[p]!]! += step * (values ? values[p]! : 1);
      b += step;
    }
    if (high - low < o.tolerance) break;
  }
  return { weights: w, bias: b, epochs };
}

/**
 * The primal objective that {@link fitLinearSvm} minimises, ½‖w‖² + ½b² + Σ_i C_i·max(0, 1 −
 * y_i(w·x_i + b))², at given weights and bias: for tests and diagnostics.
 *
 * @param X - the documents
 * @param positive - `positive[i]` is 1 when document i is in the class
 * @param weights - one per feature column
 * @param bias - the bias b
 * @param options - C and balancing, as given to {@link fitLinearSvm}
 * @returns the objective
 */
export function svmObjective(
  X: CsrMatrix,
  positive: ArrayLike<number>,
  weights: Float64Array,
  bias: number,
  options: LinearSvmOptions = {},
): number {
  const o = resolveSvmOptions(options);
  const g = X.rows;
  let positives = 0;
  for (let i = 0; i < g; i++) if (positive[i]) positives++;
  const { cPos, cNeg } = classCosts(o, positives, g);
  let total = bias * bias;
  for (let k = 0; k < weights.length; k++) total += weights[k]! * weights[k]!;
  total /= 2;
  for (let i = 0; i < g; i++) {
    const score = svmScore(X, i, weights, bias);
    const yi = positive[i] ? 1 : -1;
    const slack = Math.max(0, 1 - yi * score);
    total += (yi === 1 ? cPos : cNeg) * slack * slack;
  }
  return total;
}

/**
 * One document's score under a linear SVM: bias + Σ_k w_k·x_k(d).
 *
 * @param X - the documents
 * @param row - the document
 * @param weights - one per feature column
 * @param bias - the bias b
 * @returns the score
 */
export function svmScore(X: CsrMatrix, row: number, weights: Float64Array, bias: number): number {
  let score = bias;
  for (let p = X.indptr[row]!, e = X.indptr[row + 1]!; p < e; p++)
    score += weights[X.indices[p]!]! * (X.values ? X.values[p]! : 1);
  return score;
}
