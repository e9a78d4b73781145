import * as Plot from "@observablehq/plot";
import type { Chart, ChartOptions } from "./learning-curve-chart.js";
import type { ReportData } from "./report-data.js";

/**
 * Per-label F1 against the label's training frequency, a dot per label and run: rare labels are
 * where macro-F1 is lost. The x axis is log(1 + frequency) (a symlog scale with ticks 0, 1, 10,
 * 100, …), so labels with no training document sit at 0, and every dot's tooltip gives the label's
 * true frequency, as the per-label table does. Runs without a per-label table are left out.
 *
 * @param data - the runs and labels of a report
 * @param options - the document to build in, and the width
 * @returns a `figure` holding the legend and the SVG
 * @example
 * ```ts
 * import { parseHTML } from "linkedom";
 * // in a browser, the page's `document`; in Node, a server-side one
 * const document = parseHTML("<html><body></body></html>").document as unknown as ChartDocument;
 * const report: ReportData = {
 *   title: "AdaBoost.MH on two labels",
 *   labels: [{ name: "earn", trainFrequency: 2877 }, { name: "corn", trainFrequency: 181 }],
 *   runs: [
 *     {
 *       name: "adaboost-mh",
 *       points: [{ iterations: 100, microF1: 0.9, macroF1: 0.7 }],
 *       perLabel: [
 *         { label: "earn", support: 1087, tp: 1050, fp: 40, fn: 37, precision: 0.963, recall: 0.966, f1: 0.965 },
 *         { label: "corn", support: 56, tp: 24, fp: 8, fn: 32, precision: 0.75, recall: 0.429, f1: 0.545 },
 *       ],
 *     },
 *   ],
 * };
 * const figure = labelF1Chart(report, { document }); // append it to the page
 * ```
 */
export function labelF1Chart(
  data: Pick<ReportData, "runs" | "labels" | "frequencyTitle">,
  options: ChartOptions,
): Chart {
  const rows = data.runs.flatMap((run) =>
    (run.perLabel ?? []).map((row, j) => ({
      run: run.name,
      label: row.label,
      frequency: data.labels[j]?.trainFrequency ?? 0,
      f1: row.f1,
    })),
  );
  const largest = Math.max(1, ...rows.map((r) => r.frequency));
  return Plot.plot({
    document: options.document,
    width: options.width ?? 900,
    height: 320,
    x: {
      type: "symlog",
      constant: 1,
      domain: [0, largest],
      ticks: powerTicks(largest),
      tickFormat: (d: number) => d.toLocaleString("en-US"),
      label: data.frequencyTitle ?? "training documents",
      grid: true,
    },
    y: { label: "F1", domain: [0, 1], grid: true },
    color: { type: "categorical", legend: true, domain: data.runs.map((r) => r.name) },
    marks: [
      Plot.frame({ stroke: "#ccc" }),
      Plot.dot(rows, {
        x: "frequency",
        y: "f1",
        stroke: "run",
        r: 3,
        title: (d: (typeof rows)[number]) =>
          `${d.label} (${d.run}): F1 ${d.f1.toFixed(3)}, ${d.frequency} ${d.frequency === 1 ? "document" : "documents"}`,
      }),
    ],
  });
}

/**
 * The ticks of a log(1 + x) axis up to `largest`: 0 and the powers of ten (0, 1, 10, 100, …), with 2
 * and 5 times each as well when there are at most three decades.
 */
function powerTicks(largest: number): number[] {
  const steps = largest <= 1000 ? [1, 2, 5] : [1];
  const ticks = [0];
  for (let t = 1; t <= largest; t *= 10) {
    for (const k of steps) if (k * t <= largest) ticks.push(k * t);
  }
  return ticks;
}
