import type { Cover, Dataset, Model } from "@textboost/core";
import { labelsAboveThresholds } from "@textboost/core";
import { type EmptyLabelRule, evaluate as evaluateScores } from "@textboost/metrics";
import { evaluationRow } from "../commands/evaluate.js";
import { isAdditive } from "../model/model-scorer.js";
import { coveringErrors } from "../options/covers-option.js";
import { topPivotTerms } from "../report/top-pivot-terms.js";
import { perLabelRows } from "../tables/per-label-table.js";
import { type ComparisonRun, comparisonPoint } from "./comparison.js";

/** What {@link measureModel} measures besides the points. */
export interface MeasureOptions {
  /** Top pivot terms per label at the largest S (committee models only; 0: none). */
  readonly topTerms: number;
  /** Covers whose covering error is measured at every S (default none). */
  readonly covers?: readonly Cover[];
  /** How F1 macro counts labels with no positive and no prediction (default `"one"`). */
  readonly emptyLabels?: EmptyLabelRule;
}

/**
 * Scores a model on evaluation documents at every S of `at` (labels scoring above 0 are predicted)
 * and measures each: the points of a comparison run (with each cover's covering error when covers are
 * given), with the per-label table and the top pivot terms at the largest S.
 *
 * @param model - the model, in the evaluation data's label and feature columns
 * @param data - the evaluation documents
 * @param at - numbers of rounds, each in [0, model.length]
 * @returns the run's measures (the caller adds the algorithm and training time)
 * @example
 * ```ts
 * const { points } = measureModel(model, test, [5, 10, 50], { topTerms: 5 });
 * ```
 */
export function measureModel(
  model: Model,
  data: Pick<Dataset, "X" | "Y">,
  at: readonly number[],
  options: MeasureOptions,
): Pick<ComparisonRun, "points" | "perLabel" | "topTerms"> {
  const sizes = [...new Set(at)].sort((a, b) => a - b);
  const largest = sizes.at(-1) ?? model.length;
  let perLabel: ComparisonRun["perLabel"];
  const points = sizes.map((s) => {
    const start = performance.now();
    const scores = model.scores(data.X, { rounds: s });
    const testMs = performance.now() - start;
    const predictions = labelsAboveThresholds(scores, 0);
    if (s === largest) perLabel = perLabelRows(data.Y, predictions, model.labels);
    const row = evaluationRow(
      s,
      evaluateScores(data.Y, scores, { predictions, emptyLabels: options.emptyLabels ?? "one" }),
      testMs,
    );
    const covers = options.covers ?? [];
    return comparisonPoint(
      covers.length === 0 ? row : { ...row, coveringError: coveringErrors(covers, data.Y, scores) },
    );
  });
  return {
    points,
    ...(perLabel === undefined ? {} : { perLabel }),
    ...(options.topTerms > 0 && isAdditive(model)
      ? { topTerms: topPivotTerms(model, options.topTerms, largest) }
      : {}),
  };
}
