import { curvesAgainstRounds } from "./curves-against-rounds.js";
import type { Chart, ChartOptions } from "./learning-curve-chart.js";
import type { ReportRun } from "./report-data.js";

/**
 * Whether some point of some run has an average precision at S >= 1 (what
 * {@link averagePrecisionChart} draws).
 *
 * @example
 * ```ts
 * hasAveragePrecision([{ name: "x", points: [{ iterations: 10, microF1: 0.7, macroF1: 0.4, averagePrecision: null }] }]); // false
 * ```
 */
export const hasAveragePrecision = (runs: readonly ReportRun[]): boolean =>
  runs.some((r) => r.points.some((p) => p.iterations >= 1 && typeof p.averagePrecision === "number"));

/**
 * Average precision (a ranking measure: for each relevant label, the share of relevant labels ranked
 * at or above it, averaged) against the number of rounds S on a log axis, a line with dots per run.
 * Points with S < 1 or without the measure (`null`: no document with both a positive and a negative
 * label) are left out.
 *
 * @param runs - the runs; each point's `iterations` is S
 * @param options - the document to build in, and the width (default 900)
 * @returns a `figure` holding the legend and the SVG
 * @example
 * ```ts
 * import { parseHTML } from "linkedom";
 * const document = parseHTML("<html><body></body></html>").document as unknown as ChartDocument;
 * const runs = [{ name: "mp-boost", points: [{ iterations: 10, microF1: 0.7, macroF1: 0.4, averagePrecision: 0.81 }] }];
 * const figure = averagePrecisionChart(runs, { document });
 * ```
 */
export function averagePrecisionChart(runs: readonly ReportRun[], options: ChartOptions): Chart {
  const points = runs.flatMap((run) =>
    run.points.flatMap((p) =>
      p.iterations >= 1 && typeof p.averagePrecision === "number" && Number.isFinite(p.averagePrecision)
        ? [
            {
              run: run.name,
              S: p.iterations,
              panel: "average precision",
              value: p.averagePrecision,
              title: `${run.name}, S = ${p.iterations}: average precision ${p.averagePrecision.toFixed(4)}`,
            },
          ]
        : [],
    ),
  );
  return curvesAgainstRounds(
    points,
    {
      runs: runs.map((r) => r.name),
      panels: ["average precision"],
      y: { label: "average precision", domain: [0, 1] },
      height: 260,
    },
    options,
  );
}
