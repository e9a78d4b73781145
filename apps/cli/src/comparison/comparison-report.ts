import type { ReportData } from "@textboost/report";
import { type Comparison, runName } from "./comparison.js";

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
  };
}
