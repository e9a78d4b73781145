import { curvesAgainstRounds } from "./curves-against-rounds.js";
import type { Chart, ChartOptions } from "./learning-curve-chart.js";
import type { ReportRun } from "./report-data.js";

/**
 * The names of the covers some point of some run has a covering error for, in order of first
 * appearance: the rows of the "Covering errors" table and the panels of its chart.
 *
 * @param runs - the report's runs
 * @returns the cover names; empty when no covers were given
 * @example
 * ```ts
 * coverNames([{ name: "adaboost-lc", points: [{ iterations: 10, microF1: 0.5, macroF1: 0.3, coveringError: { hamming: 1.2 } }] }]);
 * // ["hamming"]
 * ```
 */
export function coverNames(runs: readonly ReportRun[]): string[] {
  const names = new Set<string>();
  for (const run of runs)
    for (const p of run.points) for (const name of Object.keys(p.coveringError ?? {})) names.add(name);
  return [...names];
}

/**
 * Covering error against the number of rounds S (log axis): a panel per cover, a line with dots per
 * run. Points with S < 1, and points without that cover, are left out. The covering error of a
 * document is the number of elements of its cover holding a wrong label (Amit, Dekel and Singer 2007,
 * Section 2); the chart shows its mean over the evaluation documents.
 *
 * @param runs - the runs; each point's `coveringError` holds the error of each cover by name
 * @param options - the document to build in, and the width (default 900)
 * @returns a `figure` holding the legend and the SVG
 * @example
 * ```ts
 * import { parseHTML } from "linkedom";
 * const document = parseHTML("<html><body></body></html>").document as unknown as ChartDocument;
 * const runs = [
 *   {
 *     name: "adaboost-lc",
 *     points: [
 *       { iterations: 10, microF1: 0.6, macroF1: 0.2, coveringError: { hamming: 1.4, "zero-one": 0.7 } },
 *       { iterations: 100, microF1: 0.8, macroF1: 0.4, coveringError: { hamming: 0.9, "zero-one": 0.5 } },
 *     ],
 *   },
 * ];
 * const figure = coveringErrorChart(runs, { document }); // append it to the page
 * ```
 */
export function coveringErrorChart(runs: readonly ReportRun[], options: ChartOptions): Chart {
  const points = runs.flatMap((run) =>
    run.points
      .filter((p) => p.iterations >= 1)
      .flatMap((p) =>
        Object.entries(p.coveringError ?? {}).map(([panel, value]) => ({
          run: run.name,
          S: p.iterations,
          panel,
          value,
          title: `${run.name}, S = ${p.iterations}: covering error ${panel} ${value.toFixed(4)}`,
        })),
      ),
  );
  return curvesAgainstRounds(
    points,
    {
      runs: runs.map((r) => r.name),
      panels: coverNames(runs),
      y: { label: "covering error (mean per document)", zero: true },
      height: 280,
    },
    options,
  );
}
