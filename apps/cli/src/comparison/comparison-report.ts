import type { EmptyLabelRule } from "@textboost/metrics";
import type { ReportData } from "@textboost/report";
import { emptyLabelRuleNote } from "../options/empty-labels.js";
import { type Comparison, type ComparisonPoint, runName } from "./comparison.js";

/**
 * The report of a comparison: its runs under their names, its labels and frequencies, a title
 * naming the data set.
 *
 * @param comparison - what `textboost compare` wrote
 * @returns the data `renderReport` draws (add `tree` or `kappaError` for those sections)
 * @example
 * ```ts
 * renderReport(comparisonReport(parseComparison(json)), { document });
 * ```
 */
export function comparisonReport(comparison: Comparison): ReportData {
  const d = comparison.data;
  return {
    title: `textboost: ${comparison.runs.map(runName).join(", ")} on ${d.path}`,
    subtitle: `${d.format} data: ${d.trainDocuments} training documents, ${d.testDocuments} evaluation documents, ${d.features} features, ${comparison.labels.length} labels`,
    labels: comparison.labels,
    runs: comparison.runs.map((run) => ({
      name: runName(run),
      trainMs: run.trainMs,
      points: run.points,
      ...(run.perLabel === undefined ? {} : { perLabel: run.perLabel }),
      ...(run.topTerms === undefined ? {} : { topTerms: run.topTerms }),
    })),
    macroF1Note: macroF1Note(
      comparison.runs.map((run) => ({ name: runName(run), points: run.points })),
      comparison.emptyLabelRule ?? "one",
    ),
  };
}

/**
 * The report's line on F1 macro: how it counted empty labels (no positive evaluation document,
 * none predicted), and how many each run had at its largest S where the points say.
 *
 * @param runs - each run's name and points
 * @param rule - the rule F1 macro was computed with (files without one used `"one"`)
 * @returns one line
 *
 * @example
 * ```ts
 * macroF1Note([{ name: "mp-boost", points: [{ iterations: 100, microF1: 0.8, macroF1: 0.5, hammingLoss: 0,
 *   subsetAccuracy: 0, rankingLoss: null, oneError: null, averagePrecision: null, emptyLabels: 2 }] }], "one");
 * // "F1 macro counts empty labels (...) as 1 (--empty-labels one|zero|skip). At the largest S: mp-boost 2."
 * ```
 */
export function macroF1Note(
  runs: readonly { readonly name: string; readonly points: readonly ComparisonPoint[] }[],
  rule: EmptyLabelRule,
): string {
  const counts = runs.flatMap((run) => {
    const last = run.points.reduce<ComparisonPoint | undefined>(
      (a, b) => (a === undefined || b.iterations > a.iterations ? b : a),
      undefined,
    );
    return last?.emptyLabels === undefined ? [] : [`${run.name} ${last.emptyLabels}`];
  });
  return `${emptyLabelRuleNote(rule)}.${counts.length === 0 ? "" : ` At the largest S: ${counts.join(", ")}.`}`;
}
