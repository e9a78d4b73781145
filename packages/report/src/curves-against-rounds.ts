import * as Plot from "@observablehq/plot";
import type { Chart, ChartOptions } from "./learning-curve-chart.js";

/** One value of one run at one number of rounds S, in one panel of a {@link curvesAgainstRounds} chart. */
export interface RoundsPoint {
  readonly run: string;
  readonly S: number;
  /** The panel (facet) it is drawn in. */
  readonly panel: string;
  readonly value: number;
  /** The dot's tooltip (an SVG `<title>`: the browser's own, no script needed). */
  readonly title: string;
}

/** How a {@link curvesAgainstRounds} chart is laid out. */
export interface RoundsLayout {
  /** The runs, in legend (and colour) order. */
  readonly runs: readonly string[];
  /** The panels, left to right. */
  readonly panels: readonly string[];
  /** The y axis. */
  readonly y: Plot.ScaleOptions;
  readonly height: number;
}

/**
 * Values against the number of rounds S on a log axis: a panel per `panels` entry, a line with dots
 * per run in each, coloured by run with a legend. What the learning curves and the covering-error
 * chart share; the caller leaves out points with S < 1 (a log axis has no 0).
 *
 * @param points - the values, each with its run, S and panel
 * @param layout - runs, panels, the y axis and the height
 * @param options - the document to build in, and the width (default 900)
 * @returns a `figure` holding the legend and the SVG
 * @example
 * ```ts
 * import { parseHTML } from "linkedom";
 * const document = parseHTML("<html><body></body></html>").document as unknown as ChartDocument;
 * const points = [
 *   { run: "adaboost-mh", S: 10, panel: "F1 micro", value: 0.6, title: "S = 10" },
 *   { run: "adaboost-mh", S: 100, panel: "F1 micro", value: 0.8, title: "S = 100" },
 * ];
 * const figure = curvesAgainstRounds(points, { runs: ["adaboost-mh"], panels: ["F1 micro"], y: { label: "F1" }, height: 300 }, { document });
 * ```
 */
export function curvesAgainstRounds(
  points: readonly RoundsPoint[],
  layout: RoundsLayout,
  options: ChartOptions,
): Chart {
  return Plot.plot({
    document: options.document,
    width: options.width ?? 900,
    height: layout.height,
    marginRight: 20,
    x: { type: "log", label: "rounds S", grid: true },
    y: { grid: true, ...layout.y },
    fx: { label: null, domain: [...layout.panels] },
    color: { type: "categorical", legend: true, domain: [...layout.runs] },
    marks: [
      Plot.frame({ stroke: "#ccc" }),
      Plot.lineY(points, { fx: "panel", x: "S", y: "value", stroke: "run", sort: "S" }),
      Plot.dot(points, { fx: "panel", x: "S", y: "value", fill: "run", r: 2.5, title: "title" }),
    ],
  });
}
