import * as Plot from "@observablehq/plot";
import type { ReportRun } from "./report-data.js";

/**
 * The document charts are built in: the page's `document` in a browser, a server-side one in Node
 * (linkedom's `parseHTML(...).document`). Typed through Plot, so callers need no DOM typings.
 */
export type ChartDocument = NonNullable<Plot.PlotOptions["document"]>;

/** A chart: the SVG (or a `figure` holding a legend and the SVG) that Plot built. */
export type Chart = ReturnType<typeof Plot.plot>;

/** Options shared by the chart builders. */
export interface ChartOptions {
  /** The document the SVG is built in: the page's, or a server-side one (linkedom's `parseHTML`). */
  readonly document: ChartDocument;
  /** Width in pixels (default 900). */
  readonly width?: number;
}

/**
 * Learning curves as in Figure 2 of the MP-Boost paper: F1μ and F1M (one panel each) against the
 * number of rounds S on a log axis, a line with dots per run. Points with S < 1 are left out (a log
 * axis has no 0).
 *
 * @param runs - the runs; each point's `iterations` is S
 * @param options - the document to build in, and the width (default 900)
 * @returns a `figure` holding the legend and the SVG
 * @example
 * ```ts
 * import { parseHTML } from "linkedom";
 * // in a browser, the page's `document`; in Node, a server-side one
 * const document = parseHTML("<html><body></body></html>").document as unknown as ChartDocument;
 * const runs = [
 *   { name: "adaboost-mh", points: [{ iterations: 10, microF1: 0.61, macroF1: 0.2 }, { iterations: 100, microF1: 0.8, macroF1: 0.4 }] },
 *   { name: "mp-boost", points: [{ iterations: 10, microF1: 0.75, macroF1: 0.4 }, { iterations: 100, microF1: 0.82, macroF1: 0.5 }] },
 * ];
 * const figure = learningCurveChart(runs, { document }); // append it to the page
 * ```
 */
export function learningCurveChart(runs: readonly ReportRun[], options: ChartOptions): Chart {
  const rows = runs.flatMap((run) =>
    run.points
      .filter((p) => p.iterations >= 1)
      .flatMap((p) => [
        { run: run.name, S: p.iterations, measure: "F1 micro", value: p.microF1 },
        { run: run.name, S: p.iterations, measure: "F1 macro", value: p.macroF1 },
      ]),
  );
  return Plot.plot({
    document: options.document,
    width: options.width ?? 900,
    height: 300,
    marginRight: 20,
    x: { type: "log", label: "rounds S", grid: true },
    y: { label: "F1", domain: [0, 1], grid: true },
    fx: { label: null, domain: ["F1 micro", "F1 macro"] },
    color: { type: "categorical", legend: true, domain: runs.map((r) => r.name) },
    marks: [
      Plot.frame({ stroke: "#ccc" }),
      Plot.lineY(rows, { fx: "measure", x: "S", y: "value", stroke: "run", sort: "S" }),
      Plot.dot(rows, {
        fx: "measure",
        x: "S",
        y: "value",
        fill: "run",
        r: 2.5,
        // An SVG <title>: the browser's own tooltip, no script needed.
        title: (d: (typeof rows)[number]) => `${d.run}, S = ${d.S}: ${d.measure} ${d.value.toFixed(4)}`,
      }),
    ],
  });
}
