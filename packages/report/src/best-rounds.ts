import type { CurvePoint } from "./report-data.js";

/** A measure of the learning curves that a run can be best at, with the direction that is better. */
export interface CurveMeasure {
  readonly key:
    | "microF1"
    | "macroF1"
    | "hammingLoss"
    | "subsetAccuracy"
    | "rankingLoss"
    | "oneError"
    | "averagePrecision";
  /** The column title. */
  readonly title: string;
  /** Whether a larger value is better (F1, accuracy, average precision) or a smaller one (losses, one-error). */
  readonly higherIsBetter: boolean;
}

/** The measures of {@link CurvePoint} in the order the summary shows them. */
export const CURVE_MEASURES: readonly CurveMeasure[] = [
  { key: "microF1", title: "F1 micro", higherIsBetter: true },
  { key: "macroF1", title: "F1 macro", higherIsBetter: true },
  { key: "hammingLoss", title: "Hamming loss", higherIsBetter: false },
  { key: "subsetAccuracy", title: "subset accuracy", higherIsBetter: true },
  { key: "rankingLoss", title: "ranking loss", higherIsBetter: false },
  { key: "oneError", title: "one-error", higherIsBetter: false },
  { key: "averagePrecision", title: "average precision", higherIsBetter: true },
];

/** The best value of one measure over a run's points and the smallest S that reaches it. */
export interface BestRound {
  readonly value: number;
  readonly iterations: number;
}

/**
 * The best value of `measure` over `points` (largest or smallest by its direction) and the smallest
 * S where it is reached. Points without the measure, or with `null` or a non-finite value, are skipped.
 *
 * @param points - a run's points, in any order
 * @param measure - which measure, and which way is better
 * @returns the best value and its S, or `undefined` when no point has the measure
 * @example
 * ```ts
 * bestRound([{ iterations: 10, microF1: 0.7, macroF1: 0.3 }, { iterations: 100, microF1: 0.7, macroF1: 0.4 }], CURVE_MEASURES[0]!);
 * // { value: 0.7, iterations: 10 }
 * ```
 */
export function bestRound(points: readonly CurvePoint[], measure: CurveMeasure): BestRound | undefined {
  let best: BestRound | undefined;
  for (const p of points) {
    const value = p[measure.key];
    if (value === undefined || value === null || !Number.isFinite(value)) continue;
    const better =
      best === undefined ||
      (measure.higherIsBetter ? value > best.value : value < best.value) ||
      (value === best.value && p.iterations < best.iterations);
    if (better) best = { value, iterations: p.iterations };
  }
  return best;
}
