import type { CscMatrix, CsrMatrix } from "@textboost/core";
import { checkFeatureColumns, TextboostError } from "@textboost/core";
import { type HypothesisSpace, hypothesisCount, rowFactors, storedValue } from "./hypothesis-space.js";
import type { RoundUpdate } from "./round-update.js";

/**
 * The weights α(k, j) of f^j(x) = Σ_k α(k, j) h_k(x) after some rounds, stored only for the
 * hypotheses some round updated.
 */
export interface CompiledAlpha {
  /** Row of each hypothesis in `values`, or −1 when no round updated it. Length H. */
  readonly rowOf: Int32Array;
  /** The updated hypotheses, ascending. */
  readonly hypotheses: Int32Array;
  /** α(k, j) for the updated hypotheses, row-major (rows in the order of `hypotheses`) x labels. */
  readonly values: Float64Array;
  /** How many rounds updated each (k, j), same layout as `values`. */
  readonly counts: Int32Array;
  /** Σ over feature hypotheses (not the bias) of α(k, j), per label (for stump hypotheses). */
  readonly featureSum: Float64Array;
}

/**
 * Sums the increments of the first `rounds` rounds: α_T(k, j) = Σ_{t ≤ T} b_j^k d_{k,j} (Figure 2).
 *
 * @param updates - the rounds in order
 * @param rounds - how many of them to use
 * @param space - the hypotheses (for H and which id is the bias)
 * @param labels - m
 * @returns the summed weights of the hypotheses some round updated
 *
 * @example
 * ```ts
 * const a = compileAlpha(lcModel.rounds!, 10, lcModel.hypothesisSpace, lcModel.labels.length); // α_10
 * ```
 */
export function compileAlpha(
  updates: readonly RoundUpdate[],
  rounds: number,
  space: HypothesisSpace,
  labels: number,
): CompiledAlpha {
  const H = hypothesisCount(space);
  const m = labels;
  const used = new Uint8Array(H);
  for (let t = 0; t < rounds; t++) for (const k of updates[t]!.hypotheses) used[k] = 1;
  const rowOf = new Int32Array(H).fill(-1);
  const hypotheses: number[] = [];
  for (let k = 0; k < H; k++) {
    if (used[k]) {
      rowOf[k] = hypotheses.length;
      hypotheses.push(k);
    }
  }
  const values = new Float64Array(hypotheses.length * m);
  const counts = new Int32Array(hypotheses.length * m);
  for (let t = 0; t < rounds; t++) {
    const u = updates[t]!;
    for (let p = 0; p < u.hypotheses.length; p++) {
      const at = rowOf[u.hypotheses[p]!]! * m + u.labels[p]!;
      values[at]! += u.deltas[p]!;
      counts[at]!++;
    }
  }
  const featureSum = new Float64Array(m);
  hypotheses.forEach((k, r) => {
    if (k >= space.features) return;
    for (let j = 0; j < m; j++) featureSum[j]! += values[r * m + j]!;
  });
  return { rowOf, hypotheses: Int32Array.from(hypotheses), values, counts, featureSum };
}

/**
 * Adds f^j(x_i) = Σ_k α(k, j) h_k(x_i) to `out` (row-major rows x labels) for every row of X:
 * c_i (Σ_{k ∈ x_i} v_ik α(k, j) + α(bias, j)) for presence and scaled hypotheses, and
 * c_i (2 Σ_{k ∈ x_i} α(k, j) − Σ_k α(k, j) + α(bias, j)) for stumps (absent features vote −α).
 *
 * @param X - documents x features, the training number of columns
 * @param space - the hypotheses
 * @param alpha - the weights ({@link compileAlpha})
 * @param labels - m
 * @param out - rows x labels, added to (not overwritten)
 * @param rowFactor - c_i per row of X (computed from X when absent)
 * @throws TextboostError `E_SHAPE` when X has another number of columns than the training data,
 *   `E_NUMERIC` for a non-finite value of scaled hypotheses
 *
 * @example
 * ```ts
 * const out = new Float64Array(X.rows * m);
 * addScores(X, lcModel.hypothesisSpace, lcModel.alpha(), m, out); // the same as lcModel.scores(X).data
 * ```
 */
export function addScores(
  X: CsrMatrix,
  space: HypothesisSpace,
  alpha: CompiledAlpha,
  labels: number,
  out: Float64Array,
  rowFactor?: Float64Array,
): void {
  checkFeatureColumns(X, space.features);
  const m = labels;
  const c = rowFactor ?? rowFactors(space, X);
  const { rowOf, values } = alpha;
  const biasRow = space.bias ? rowOf[space.features]! : -1;
  const stump = space.kind === "stump";
  const scaled = space.kind === "scaled";
  for (let i = 0; i < X.rows; i++) {
    const base = i * m;
    const ci = c[i]!;
    for (let p = X.indptr[i]!, end = X.indptr[i + 1]!; p < end; p++) {
      const k = X.indices[p]!;
      const r = rowOf[k]!;
      if (r < 0) continue;
      let v = stump ? 2 * ci : ci;
      if (scaled) {
        const raw = X.values ? X.values[p]! : 1;
        if (!Number.isFinite(raw)) {
          throw new TextboostError("E_NUMERIC", `X holds ${raw} in column ${k}; values must be finite`, {
            row: i,
          });
        }
        v = ci * storedValue(space, k, raw);
      }
      if (v === 0) continue;
      const at = r * m;
      for (let j = 0; j < m; j++) out[base + j]! += v * values[at + j]!;
    }
    if (stump) for (let j = 0; j < m; j++) out[base + j]! -= ci * alpha.featureSum[j]!;
    if (biasRow >= 0) {
      const at = biasRow * m;
      for (let j = 0; j < m; j++) out[base + j]! += ci * values[at + j]!;
    }
  }
}

/**
 * One round's update added to the training scores the way {@link addScores} adds it for presence
 * hypotheses without row factors (c = 1) and a round whose labels are all different (sequential
 * templates): F(i, j) += δ for each increment (k, j, δ) and each document i containing k, walked
 * through Xc, so the pairs the round does not change are not visited. Each changed F(i, j) gets the
 * one addition {@link addScores} makes, 1 · δ = δ, so the bits are the same. The caller makes sure no
 * label appears twice (then {@link addScores} would order the additions by term): the incremental
 * rounds' `rescore` checks it.
 *
 * @param Xc - the training documents by term (CSC)
 * @param update - the round's increments
 * @param labels - m
 * @param out - F, row-major documents x labels
 *
 * @example
 * ```ts no-run
 * declare const update: RoundUpdate; // a round's increments (one label each)
 * const F = new Float64Array(ts.X.rows * ts.Y.cols);
 * addUpdateScores(ts.Xc, update, ts.Y.cols, F); // as addScores(ts.X, space, compileAlpha([update], 1, space, m), m, F)
 * ```
 */
export function addUpdateScores(Xc: CscMatrix, update: RoundUpdate, labels: number, out: Float64Array): void {
  const { hypotheses, labels: of, deltas } = update;
  const { indptr, indices } = Xc;
  for (let p = 0; p < hypotheses.length; p++) {
    const k = hypotheses[p]!;
    const j = of[p]!;
    const d = deltas[p]!;
    for (let q = indptr[k]!, end = indptr[k + 1]!; q < end; q++) out[indices[q]! * labels + j]! += d;
  }
}
