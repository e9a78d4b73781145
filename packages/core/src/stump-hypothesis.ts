import type { Hypothesis } from "./weak-learner.js";

/**
 * A presence stump over all labels (equation (3) of the MP-Boost paper):
 * h(d, j) = `absent[j]` when the pivot `term` does not occur in d, `present[j]` when it does.
 * The real, real-abstaining and discrete learners of `@textboost/stumps` produce this shape; the
 * boosting loop and its models read it (to reweight by the pivot's documents, to compress a
 * committee by pivot term) without depending on the learners.
 */
export interface StumpHypothesis extends Hypothesis {
  readonly type: "stump";
  readonly term: number;
  readonly absent: Float64Array;
  readonly present: Float64Array;
}

/**
 * A per-label stump (MP-Boost's weak hypothesis): label j has its own pivot `terms[j]`;
 * h(d, j) = `absent[j]` or `present[j]` by whether `terms[j]` occurs in d.
 */
export interface PerLabelStumpHypothesis extends Hypothesis {
  readonly type: "per-label-stump";
  readonly terms: Int32Array;
  readonly absent: Float64Array;
  readonly present: Float64Array;
}

/**
 * True for the two stump shapes ({@link StumpHypothesis}, {@link PerLabelStumpHypothesis}), whose
 * rounds a model can compress by pivot term. Decided by `type` alone: a plug-in hypothesis that
 * says `"stump"` or `"per-label-stump"` must have that shape.
 *
 * @param h - any hypothesis
 * @returns whether `h` is a stump or a per-label stump
 *
 * @example
 * ```ts
 * const vote = () => {};
 * isStumpHypothesis({ type: "stump", vote, toJSON: () => ({ type: "stump" }) }); // true
 * isStumpHypothesis({ type: "threshold-stump", vote, toJSON: () => ({ type: "threshold-stump" }) }); // false
 * ```
 */
export function isStumpHypothesis(h: Hypothesis): h is StumpHypothesis | PerLabelStumpHypothesis {
  return h.type === "stump" || h.type === "per-label-stump";
}
