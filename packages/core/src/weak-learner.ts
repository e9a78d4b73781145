import type { CscMatrix, CsrMatrix, LabelMatrix } from "./matrix.js";

/**
 * What a weak learner sees at each boosting round: the training documents in both orientations
 * (rows for per-document work, columns for the term -> documents inverted index), the label sets, and
 * the sign matrix y(i, j) in {-1, +1}, row-major `signs[i * labels + j]`.
 *
 * Built once per `fit` by the booster (see `trainingSet` in `@textboost/sparse`).
 */
export interface TrainingSet {
  /** Documents x features. */
  readonly X: CsrMatrix;
  /** The same matrix, column-major (term -> documents). */
  readonly Xc: CscMatrix;
  /** Documents x labels. */
  readonly Y: LabelMatrix;
  /** `signs[i * Y.cols + j]` is +1 when document i has label j, else -1. */
  readonly signs: Int8Array;
}

/**
 * A distribution (or any non-negative weighting) over (document, label) pairs, row-major:
 * `weights[i * labels + j]` is D(i, j).
 */
export type PairWeights = Float64Array;

/** A serialised hypothesis: plain JSON with a `type` tag its learner understands. */
export interface HypothesisJSON {
  readonly type: string;
  readonly [key: string]: unknown;
}

/**
 * A weak hypothesis h(x, j): one real vote per label for a document. Positive votes say "label j
 * applies", the magnitude is the confidence, 0 abstains.
 */
export interface Hypothesis {
  /** The tag written into JSON, for example `"real-stump"`. */
  readonly type: string;
  /**
   * Writes h(x, j) into `out[j]` for every label j, for document `row` of `X`.
   * `out.length` is the number of labels.
   */
  vote(X: CsrMatrix, row: number, out: Float64Array): void;
  /** JSON that the learner's `fromJSON` turns back into an identical hypothesis. */
  toJSON(): HypothesisJSON;
}

/**
 * A weak learner: given the training set and the current weights D, returns the hypothesis that
 * minimises its criterion (for AdaBoost.MH, the normaliser Z). Plug-ins are plain values:
 * `{ name, fit, fromJSON }`; use `describeWeakLearner` from `@textboost/testing` to check one.
 */
export interface WeakLearner<H extends Hypothesis = Hypothesis> {
  /** A short stable name, for example `"real-stump"`. */
  readonly name: string;
  /** Fits one hypothesis to `weights` (row-major documents x labels). */
  fit(data: TrainingSet, weights: PairWeights): H;
  /** Restores a hypothesis from its JSON; throws `E_MODEL_FORMAT` on JSON it does not understand. */
  fromJSON(json: HypothesisJSON): H;
}
