import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type EvaluateOptions, evaluate, MEASURE_NAMES, type MeasureName } from "./evaluate.js";

/** One point of a learning curve: the number of rounds S and the chosen measures at S. */
export type LearningCurvePoint<N extends MeasureName = MeasureName> = { readonly iterations: number } & {
  readonly [K in N]: number | null;
};

/**
 * Evaluates a model at several numbers of boosting rounds S, for the curves of effectiveness against S
 * the MP-Boost paper plots (Table 2, S from 5 to 10,000). `scoresAt(S)` gives the test scores using
 * the first S rounds, typically `(S) => model.scores(Xtest, { rounds: S })`, so one trained model
 * yields the whole curve.
 *
 * @param iterations - the values of S, non-negative integers, in the order the points are wanted
 * @param scoresAt - returns the documents x labels scores after S rounds
 * @param Y - the true label sets of the evaluated documents
 * @param measures - which {@link MEASURE_NAMES} to keep (default: all)
 * @param options - passed to {@link evaluate} (thresholds, empty-label treatment)
 * @returns one {@link LearningCurvePoint} per S, JSON- and CSV-friendly
 * @throws TextboostError `E_INVALID_ARGUMENT` for a bad S or an unknown measure name; whatever
 *   {@link evaluate} throws for the scores of some S
 *
 * @example
 * ```ts
 * const curve = learningCurve([1, 10, 100], (S) => model.scores(Xtest, { rounds: S }), Ytest, ["microF1", "macroF1"]);
 * // [{ iterations: 1, microF1: 0.41, macroF1: 0.12 }, { iterations: 10, ... }, ...]
 * ```
 */
export function learningCurve<N extends MeasureName = MeasureName>(
  iterations: readonly number[],
  scoresAt: (iterations: number) => DenseMatrix,
  Y: LabelMatrix,
  measures: readonly N[] = MEASURE_NAMES as unknown as readonly N[],
  options: EvaluateOptions = {},
): LearningCurvePoint<N>[] {
  const known = new Set<string>(MEASURE_NAMES);
  for (const name of measures) {
    if (!known.has(name)) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `unknown measure "${String(name)}"; expected one of ${MEASURE_NAMES.join(", ")}`,
      );
    }
  }
  for (const s of iterations) {
    if (!Number.isInteger(s) || s < 0) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `numbers of rounds must be non-negative integers, got ${s}`,
      );
    }
  }
  return iterations.map((s) => {
    const report = evaluate(Y, scoresAt(s), options);
    const point: Record<string, number | null> = { iterations: s };
    for (const name of measures) point[name] = report[name];
    return point as LearningCurvePoint<N>;
  });
}
