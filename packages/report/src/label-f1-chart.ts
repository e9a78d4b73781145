import * as Plot from "@observablehq/plot";
import type { Chart, ChartOptions } from "./learning-curve-chart.js";
import type { ReportData } from "./report-data.js";

/**
 * Per-label F1 against the label's training frequency (log axis), a dot per label and run: rare
 * labels are where macro-F1 is lost. Labels with no training document sit at frequency 1 (the log
 * axis has no 0) and runs without a per-label table are left out.
 *
 * @param data - the runs and labels of a report
 * @param options - the document to build in, and the width
 * @returns a `figure` holding the legend and the SVG
 * @example
 * ```ts
 * document.body.append(labelF1Chart(report, { document }));
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
      frequency: Math.max(1, data.labels[j]?.trainFrequency ?? 0),
      f1: row.f1,
    })),
  );
  return Plot.plot({
    document: options.document,
    width: options.width ?? 900,
    height: 320,
    x: { type: "log", label: data.frequencyTitle ?? "training documents", grid: true },
    y: { label: "F1", domain: [0, 1], grid: true },
    color: { type: "categorical", legend: true, domain: data.runs.map((r) => r.name) },
    marks: [
      Plot.frame({ stroke: "#ccc" }),
      Plot.dot(rows, {
        x: "frequency",
        y: "f1",
        stroke: "run",
        r: 3,
        tip: true,
        channels: { label: "label" },
      }),
    ],
  });
}
