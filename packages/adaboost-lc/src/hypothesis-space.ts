import type { CsrMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";

/**
 * The base hypotheses h_k: X → [−1, 1] of AdaBoost.LC, one per feature column k:
 * - `"presence"`: h_k(x) = 1 when x has a stored entry in column k, else 0;
 * - `"scaled"`: h_k(x) = x_k / s_k clamped to [−1, 1], where s_k = max_i |x_ik| over the training
 *   documents (tf-idf weights scaled into [0, 1]);
 * - `"stump"`: h_k(x) = +1 when x has column k, else −1 (a presence stump's outputs).
 */
export type HypothesisKind = "presence" | "scaled" | "stump";

/** The kinds `adaBoostLC` accepts: `["presence", "scaled", "stump"]`. */
export const HYPOTHESIS_KINDS: readonly HypothesisKind[] = ["presence", "scaled", "stump"];

/**
 * The hypotheses of a fit as plain data: h_k(x) = c(x) · v_k(x) for the features k < `features`, and
 * h_bias(x) = c(x) for the constant hypothesis (id `features`) when `bias` is on. c(x) = 1, or with
 * `normalizeRows` c(x) = 1 / max(1, Σ_k |v_k(x)|), so that every document's hypotheses sum to at most
 * 1 in absolute value (the condition eq. (6) of the AdaBoost.LC proof needs for parallel templates).
 */
export interface HypothesisSpace {
  readonly kind: HypothesisKind;
  /** Number of feature columns. */
  readonly features: number;
  /** Whether hypothesis `features` is the constant h(x) = 1 (times c(x)). */
  readonly bias: boolean;
  readonly normalizeRows: boolean;
  /** s_k for `"scaled"` (length `features`, all > 0), else undefined. */
  readonly scale: Float64Array | undefined;
}

/**
 * Number of hypotheses H: one per feature, plus the bias.
 *
 * @example
 * ```ts
 * hypothesisCount(createHypothesisSpace(X, "presence", { bias: true, normalizeRows: false })); // X.cols + 1
 * ```
 */
export function hypothesisCount(space: HypothesisSpace): number {
  return space.features + (space.bias ? 1 : 0);
}

/**
 * Builds the hypothesis space of a training matrix (for `"scaled"`, the column maxima s_k; a column
 * with no non-zero value gets s_k = 1).
 *
 * @param X - the training matrix (documents x features)
 * @param kind - presence, scaled or stump
 * @param options - whether to add the bias and to normalise rows (eq. (6))
 * @returns the {@link HypothesisSpace}
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown kind, `E_NUMERIC` for a value that is not finite
 *
 * @example
 * ```ts
 * const space = createHypothesisSpace(X, "scaled", { bias: false, normalizeRows: true });
 * space.scale![0]; // max_i |X[i, 0]| (1 for an all-zero column)
 * ```
 */
export function createHypothesisSpace(
  X: CsrMatrix,
  kind: HypothesisKind,
  options: { bias: boolean; normalizeRows: boolean },
): HypothesisSpace {
  if (!HYPOTHESIS_KINDS.includes(kind)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `hypotheses must be one of ${HYPOTHESIS_KINDS.join(", ")}, got ${JSON.stringify(kind)}`,
    );
  }
  let scale: Float64Array | undefined;
  if (kind === "scaled") {
    scale = new Float64Array(X.cols);
    const { indices, values } = X;
    for (let p = 0; p < indices.length; p++) {
      const v = values ? values[p]! : 1;
      if (!Number.isFinite(v)) {
        throw new TextboostError("E_NUMERIC", `X holds ${v} in column ${indices[p]}; values must be finite`);
      }
      const a = Math.abs(v);
      if (a > scale[indices[p]!]!) scale[indices[p]!] = a;
    }
    for (let k = 0; k < scale.length; k++) if (scale[k] === 0) scale[k] = 1;
  }
  return { kind, features: X.cols, bias: options.bias, normalizeRows: options.normalizeRows, scale };
}

/** v_k(x) for a stored entry of column k with value `value` (1 for binary matrices). */
export function storedValue(space: HypothesisSpace, k: number, value: number): number {
  if (space.kind !== "scaled") return 1;
  const v = value / space.scale![k]!;
  return Math.min(1, Math.max(-1, v));
}

/**
 * c(x_i) for every row of X: 1, or with row normalisation 1 / max(1, Σ_k |v_k(x_i)|), the sum taken
 * over all H hypotheses (absent stump features count |−1| = 1, the bias counts 1).
 *
 * @param space - the hypotheses
 * @param X - any documents x features matrix with the training number of columns
 * @returns one factor per row, in (0, 1]
 *
 * @example
 * ```ts
 * // presence hypotheses, a document with 4 terms: c = 1/4 with row normalisation
 * rowFactors({ ...space, normalizeRows: true }, X)[0];
 * ```
 */
export function rowFactors(space: HypothesisSpace, X: CsrMatrix): Float64Array {
  const c = new Float64Array(X.rows).fill(1);
  if (!space.normalizeRows) return c;
  for (let i = 0; i < X.rows; i++) {
    let sum = space.bias ? 1 : 0;
    if (space.kind === "stump") sum += space.features;
    else if (space.kind === "presence") sum += X.indptr[i + 1]! - X.indptr[i]!;
    else {
      for (let p = X.indptr[i]!; p < X.indptr[i + 1]!; p++) {
        sum += Math.abs(storedValue(space, X.indices[p]!, X.values ? X.values[p]! : 1));
      }
    }
    c[i] = sum > 1 ? 1 / sum : 1;
  }
  return c;
}
