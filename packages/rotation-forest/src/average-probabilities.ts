import type { DenseMatrix } from "@textboost/core";

/**
 * Averages members' label probabilities, P(x, λ) = (1/N) Σ_i P_i(x, λ) (Section 3.2 of the MLRF
 * paper), where each member's probability comes from its boosting score f_i by the logistic link
 * P_i = 1 / (1 + e^(−2 f_i)) (the same link as `probabilities` of `@textboost/core`).
 *
 * Add the members' scores one by one; `probabilities()` gives the average, `scores()` the same
 * average back on the boosting scale, f = ½ ln(P / (1 − P)), so that a score above 0 means P > ½ and
 * scores rank labels as the probabilities do. 1 − P is summed on its own (as the mean of
 * 1 / (1 + e^(2 f_i))), so confident labels keep distinct, finite scores (exact while |f_i| stays
 * below about 372, where e^(−2|f|) underflows; beyond, they saturate there).
 */
export interface ProbabilityAverage {
  /** Adds one member's documents x labels scores. */
  add(scores: DenseMatrix): void;
  /** The members added so far. */
  readonly count: number;
  /** The average probability of each (document, label); 0.5 when no member was added. */
  probabilities(): DenseMatrix;
  /** ½ ln(P / (1 − P)) of the average; finite. */
  scores(): DenseMatrix;
}

/**
 * Starts an average over documents x labels.
 *
 * @example
 * ```ts
 * const avg = probabilityAverage(X.rows, k);
 * for (const m of [model, lcModel]) avg.add(m.scores(X));
 * avg.probabilities(); // P(x, λ)
 * ```
 */
export function probabilityAverage(rows: number, cols: number): ProbabilityAverage {
  const yes = new Float64Array(rows * cols);
  const no = new Float64Array(rows * cols);
  let count = 0;
  return {
    get count() {
      return count;
    },
    add(scores: DenseMatrix): void {
      const f = scores.data;
      for (let i = 0; i < yes.length; i++) {
        const e = Math.exp(-2 * Math.abs(f[i]!));
        const small = e / (1 + e);
        const large = 1 / (1 + e);
        if (f[i]! >= 0) {
          yes[i]! += large;
          no[i]! += small;
        } else {
          yes[i]! += small;
          no[i]! += large;
        }
      }
      count++;
    },
    probabilities(): DenseMatrix {
      const data = new Float64Array(yes.length);
      for (let i = 0; i < data.length; i++) data[i] = count === 0 ? 0.5 : yes[i]! / count;
      return { rows, cols, data };
    },
    scores(): DenseMatrix {
      const data = new Float64Array(yes.length);
      for (let i = 0; i < data.length; i++) {
        // P and 1 − P are both sums of positive terms; MIN_VALUE keeps the logarithm finite.
        data[i] =
          count === 0
            ? 0
            : 0.5 *
              (Math.log(Math.max(yes[i]!, Number.MIN_VALUE)) - Math.log(Math.max(no[i]!, Number.MIN_VALUE)));
      }
      return { rows, cols, data };
    },
  };
}
