import type { DenseMatrix } from "@textboost/core";
import { type ProbabilityAverage, probabilityAverage } from "./average-probabilities.js";

/** How a forest turns its members' boosting scores into one score per (document, label). */
export type ForestCombine = "probabilities" | "scores";

/** The ways {@link ForestCombine} offers, for validation and help texts. */
export const FOREST_COMBINES: readonly ForestCombine[] = ["probabilities", "scores"];

/**
 * Averages members' boosting scores, f = (1/N) Σ_i f_i, and reads the average as a probability
 * through the same logistic link, P = 1 / (1 + e^(−2 f)). Unlike {@link probabilityAverage}, a member
 * that is very sure of a label (a large |f_i|) weighs more than one that is barely sure; both agree on
 * which side of ½ a single member puts a label.
 *
 * @example
 * ```ts
 * const avg = scoreAverage(X.rows, k);
 * avg.add(model.scores(X));
 * avg.scores(); // the mean of the added scores
 * ```
 */
export function scoreAverage(rows: number, cols: number): ProbabilityAverage {
  const sum = new Float64Array(rows * cols);
  let count = 0;
  const mean = (i: number): number => (count === 0 ? 0 : sum[i]! / count);
  return {
    get count() {
      return count;
    },
    add(scores: DenseMatrix): void {
      const f = scores.data;
      for (let i = 0; i < sum.length; i++) sum[i]! += f[i]!;
      count++;
    },
    probabilities(): DenseMatrix {
      const data = new Float64Array(sum.length);
      for (let i = 0; i < data.length; i++) data[i] = 1 / (1 + Math.exp(-2 * mean(i)));
      return { rows, cols, data };
    },
    scores(): DenseMatrix {
      const data = new Float64Array(sum.length);
      for (let i = 0; i < data.length; i++) data[i] = mean(i);
      return { rows, cols, data };
    },
  };
}

/**
 * The average a forest combines its members with: {@link probabilityAverage} (the MLRF paper's mean
 * of the members' probabilities) or {@link scoreAverage} (the mean of their scores).
 *
 * @example
 * ```ts
 * memberAverage("scores", X.rows, k).add(model.scores(X));
 * ```
 */
export function memberAverage(combine: ForestCombine, rows: number, cols: number): ProbabilityAverage {
  return combine === "scores" ? scoreAverage(rows, cols) : probabilityAverage(rows, cols);
}
