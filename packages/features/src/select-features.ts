import type { CsrMatrix, LabelMatrix } from "@textboost/core";
import { jointCounts } from "./contingency-table.js";
import { type GlobalisationPolicy, globalise } from "./globalise.js";
import { rankedSlice } from "./rank-terms.js";
import { roundRobin } from "./round-robin.js";
import { resolveTermMeasure, type TermMeasure } from "./term-measure.js";
import { scoreCounts } from "./term-scores.js";
import { checkSize } from "./validate.js";

/** Options of {@link selectFeatures}. */
export interface SelectFeaturesOptions {
  /** How many terms to keep, an integer ≥ 1; more than there are terms keeps them all. */
  readonly size: number;
  /** The (term, category) score. Default `"information-gain"` (as in MP-Boost). */
  readonly measure?: TermMeasure;
  /** How category scores become one ranking. Default `"round-robin"` (as in MP-Boost). */
  readonly globalisation?: GlobalisationPolicy;
  /**
   * P(c) per label for `"weighted-average"` and `"round-robin"`. Default: each label's fraction of
   * the documents in Y.
   */
  readonly priors?: ArrayLike<number>;
  /**
   * Told how far the selection is, for a long one: the documents counted, then the terms scored
   * (for every label: the share of the labels done, in terms), each out of its total, every few
   * documents or labels and at the end of each stage. The caller decides how often to print.
   */
  readonly onProgress?: (progress: FeatureSelectionProgress) => void;
}

/** What {@link SelectFeaturesOptions.onProgress} is told. */
export interface FeatureSelectionProgress {
  /** `"documents"`: counting the (term, label) co-occurrences; `"terms"`: scoring the terms. */
  readonly stage: "documents" | "terms";
  readonly done: number;
  readonly total: number;
}

/** A global feature selection: the kept columns, best first, and their scores. */
export interface FeatureSelection {
  /** Term (column) ids, in rank order: best first (for round robin, in the order taken). */
  readonly columns: Int32Array;
  /**
   * `scores[i]` belongs to `columns[i]`: the globalised score for max / average / weighted-average;
   * for round robin, the term's score for the label that took it.
   */
  readonly scores: Float64Array;
}

/**
 * Global feature selection: one reduced set of terms for all categories. Scores every (term, label)
 * pair with `measure`, combines the scores with `globalisation`, and keeps the best `size` terms.
 * The MP-Boost experiments (Esuli, Fagni and Sebastiani 2006, Section 5.1) use information gain and
 * round robin, the defaults here.
 *
 * The columns come **best first**, not ascending; `Int32Array.from(columns).sort()` gives ascending
 * ids, and `selectColumns(X, columns)` from `@textboost/sparse` gives the reduced matrix.
 *
 * @param X - documents x terms; a term is present when its stored value is non-zero
 * @param Y - documents x labels, binary label sets
 * @param options - `size` (required), `measure`, `globalisation`, `priors`
 * @returns the chosen columns with their scores; length `min(size, X.cols)`
 * @throws TextboostError `E_INVALID_ARGUMENT` when size is not an integer ≥ 1, Y has no labels, or a
 *   name is unknown; `E_SHAPE` when X and Y do not fit; `E_NUMERIC` when a user measure returns a
 *   non-finite value
 *
 * @example
 * ```ts
 * import { csrFromRows, labelMatrix } from "@textboost/sparse";
 * const X = csrFromRows([{ indices: [0, 2] }, { indices: [0] }, { indices: [1, 2] }, { indices: [1] }], 3);
 * const Y = labelMatrix([[0], [0], [1], [1]], 2);
 * const { columns, scores } = selectFeatures(X, Y, { size: 2, measure: "chi-square", globalisation: "max" });
 * columns; // Int32Array [0, 1]: each decides one label; term 2 is independent of both
 * scores; // Float64Array [4, 4]
 * ```
 *
 * Edge cases: ties are broken by the lower column id, so the result is deterministic; labels with
 * no positive document (or no negative one) score 0 with IG, χ², GSS and take no round-robin turn.
 */
export function selectFeatures(
  X: CsrMatrix,
  Y: LabelMatrix,
  options: SelectFeaturesOptions,
): FeatureSelection {
  const { size, measure = "information-gain", globalisation = "round-robin" } = options;
  checkSize(size);
  const tell = options.onProgress;
  const counts = jointCounts(
    X,
    Y,
    tell === undefined ? undefined : (done, total) => tell({ stage: "documents", done, total }),
  );
  const scores = scoreCounts(
    counts,
    resolveTermMeasure(measure),
    tell === undefined ? undefined : (done, total) => tell({ stage: "terms", done, total }),
  );
  const priors = options.priors ?? defaultPriors(counts.labelFrequency, counts.n);
  if (globalisation === "round-robin") {
    const taken = roundRobin(scores, size, priors);
    const chosen = new Float64Array(taken.columns.length);
    for (let i = 0; i < chosen.length; i++) {
      chosen[i] = scores.data[taken.labels[i]! * scores.cols + taken.columns[i]!]!;
    }
    return { columns: taken.columns, scores: chosen };
  }
  const global = globalise(scores, globalisation, priors);
  const columns = rankedSlice(global, 0, global.length, size);
  return { columns, scores: Float64Array.from(columns, (k) => global[k]!) };
}

/** P(c_j) = positives / n, or 0 for every label when there are no documents. */
function defaultPriors(labelFrequency: Int32Array, n: number): Float64Array {
  return Float64Array.from(labelFrequency, (f) => (n > 0 ? f / n : 0));
}
