import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { evaluate, type LabelScore } from "@textboost/metrics";
import type { AccuracyMeasures } from "./accuracy-results.js";

/** One label's contingency counts. */
export type LabelCounts = Pick<LabelScore, "tp" | "fp" | "fn">;

/**
 * F1 macro with scikit-learn's `f1_score(average="macro", zero_division=0)` convention: the mean over
 * every label of 2TP / (2TP + FP + FN), where a label with TP = FP = FN = 0 (no positive in the truth,
 * none predicted) counts as 0 (textboost's own macro F1 counts it as 1).
 *
 * @param labels - the counts of every label
 * @returns a number in [0, 1]; 0 when there are no labels
 *
 * @example
 * ```ts
 * macroF1ZeroDivision([{ tp: 1, fp: 0, fn: 1 }, { tp: 0, fp: 0, fn: 0 }]); // (2/3 + 0) / 2
 * ```
 */
export function macroF1ZeroDivision(labels: readonly LabelCounts[]): number {
  if (labels.length === 0) return 0;
  let sum = 0;
  for (const { tp, fp, fn } of labels) {
    const denominator = 2 * tp + fp + fn;
    sum += denominator === 0 ? 0 : (2 * tp) / denominator;
  }
  return sum / labels.length;
}

/** What `textboost evaluate --json --per-label` prints (the fields this bench reads). */
export interface EvaluateJson {
  readonly microF1: number;
  readonly macroF1: number;
  readonly averagePrecision: number | null;
  readonly perLabel: readonly LabelCounts[];
}

/**
 * The measures of one textboost run from its `evaluate --json --per-label` report (the model's own
 * S and thresholds, as a user sees them).
 *
 * @param report - the parsed JSON
 * @returns the {@link AccuracyMeasures}
 * @throws Error when the report lacks a field
 */
export function measuresFromEvaluate(report: EvaluateJson): AccuracyMeasures {
  if (!Array.isArray(report.perLabel) || typeof report.microF1 !== "number") {
    throw new Error("textboost evaluate --json --per-label printed no microF1 or perLabel");
  }
  return {
    microF1: report.microF1,
    macroF1: report.macroF1,
    macroF1ZeroDivision: macroF1ZeroDivision(report.perLabel),
    averagePrecision: report.averagePrecision,
  };
}

/**
 * The measures of real decision scores (a label is predicted when its score is above 0, as for
 * scikit-learn's `decision_function` and `predict`), with @textboost/metrics' `evaluate`: the same
 * conventions as `textboost evaluate`.
 *
 * @param Y - the true label sets of the test part
 * @param scores - documents x labels, row-major
 * @returns the {@link AccuracyMeasures}
 * @throws TextboostError from `evaluate` for mismatched shapes or non-finite scores
 */
export function measuresFromScores(Y: LabelMatrix, scores: DenseMatrix): AccuracyMeasures {
  const report = evaluate(Y, scores);
  return {
    microF1: report.microF1,
    macroF1: report.macroF1,
    macroF1ZeroDivision: macroF1ZeroDivision(report.perLabel),
    averagePrecision: report.averagePrecision,
  };
}
