import type { DenseMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { roundRobin } from "./round-robin.js";
import { checkPriors, checkScores } from "./validate.js";

/**
 * How per-category scores become one global score per term (Sebastiani 2002, Section 5.4;
 * TreeBoost.MH, Section 3.2, names max, weighted average and round robin):
 *
 * - `"max"`: f(t) = max_j f(t, c_j)
 * - `"average"`: f(t) = (1/m) Σ_j f(t, c_j)
 * - `"weighted-average"`: f(t) = Σ_j P(c_j) · f(t, c_j), P(c_j) the label's prior (not renormalised:
 *   in multi-label data the priors need not sum to 1; rankings do not change either way)
 * - `"round-robin"`: Forman's round robin ({@link roundRobin}), a ranking rather than a score
 */
export type GlobalisationPolicy = "max" | "average" | "weighted-average" | "round-robin";

/** The four policies, for iteration and validation. */
export const GLOBALISATION_POLICIES: readonly GlobalisationPolicy[] = Object.freeze([
  "max",
  "average",
  "weighted-average",
  "round-robin",
]);

/**
 * One global score per term from labels x terms scores.
 *
 * For `"round-robin"` there is no per-term score, only an order; the value returned is then the
 * term's place in the full round-robin order, reversed: `terms` for the first term taken down to 1
 * for the last, so ranking by it ({@link rankTerms}) reproduces the round robin exactly.
 *
 * @param scores - labels x terms, e.g. from {@link termScores}
 * @param policy - `"max"`, `"average"`, `"weighted-average"` or `"round-robin"`
 * @param priors - P(c_j) per label, each in [0, 1]: required by `"weighted-average"`; optional for
 *   `"round-robin"` (labels with prior 0 or 1 then take no turn); ignored otherwise
 * @returns one finite score per term (length `scores.cols`)
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown policy, no labels, missing or
 *   out-of-range priors; `E_SHAPE` for a priors length other than the number of labels;
 *   `E_NUMERIC` for a non-finite score
 *
 * @example
 * ```ts
 * const scores = { rows: 2, cols: 3, data: new Float64Array([1, 0, 4, 3, 2, 0]) };
 * globalise(scores, "max"); // [3, 2, 4]
 * globalise(scores, "average"); // [2, 1, 2]
 * globalise(scores, "weighted-average", [0.5, 0.25]); // [1.25, 0.5, 2]
 * globalise(scores, "round-robin"); // [2, 1, 3]: term 2 first (label 0), then term 0 (label 1)
 * ```
 */
export function globalise(
  scores: DenseMatrix,
  policy: GlobalisationPolicy,
  priors?: ArrayLike<number>,
): Float64Array {
  checkScores(scores);
  const { rows: labels, cols: terms, data } = scores;
  const out = new Float64Array(terms);
  switch (policy) {
    case "max": {
      out.set(data.subarray(0, terms));
      for (let j = 1; j < labels; j++) {
        const base = j * terms;
        // Math.max, not `>`: of −0 and +0 the maximum is +0 whichever label comes first.
        for (let k = 0; k < terms; k++) out[k] = Math.max(out[k]!, data[base + k]!);
      }
      return out;
    }
    case "average":
    case "weighted-average": {
      let weights: Float64Array;
      if (policy === "average") {
        weights = new Float64Array(labels).fill(1 / labels);
      } else {
        if (priors === undefined) {
          throw new TextboostError(
            "E_INVALID_ARGUMENT",
            'globalisation "weighted-average" needs priors: P(c) for every label',
          );
        }
        weights = checkPriors(priors, labels);
      }
      for (let j = 0; j < labels; j++) {
        const w = weights[j]!;
        if (w === 0) continue;
        const base = j * terms;
        for (let k = 0; k < terms; k++) out[k]! += w * data[base + k]!;
      }
      if (!out.every(Number.isFinite)) {
        throw new TextboostError("E_NUMERIC", `the ${policy} of the scores overflows; scale the scores down`);
      }
      return out;
    }
    case "round-robin": {
      if (terms === 0) return out;
      const { columns } = roundRobin(scores, terms, priors);
      for (let p = 0; p < terms; p++) out[columns[p]!] = terms - p;
      return out;
    }
    default:
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `unknown globalisation policy ${JSON.stringify(policy)}; use one of ${GLOBALISATION_POLICIES.join(", ")}`,
      );
  }
}
