import type * as Plot from "@observablehq/plot";
import { curvesAgainstRounds } from "./curves-against-rounds.js";
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
  const points = runs.flatMap((run) =>
    run.points
      .filter((p) => p.iterations >= 1)
      .flatMap((p) =>
        (
          [
            ["F1 micro", p.microF1],
            ["F1 macro", p.macroF1],
          ] as const
        ).map(([panel, value]) => ({
          run: run.name,
          S: p.iterations,
          panel,
          value,
          title: `${run.name}, S = ${p.iterations}: ${panel} ${value.toFixed(4)}`,
        })),
      ),
  );
  return curvesAgainstRounds(
    points,
    {
      runs: runs.map((r) => r.name),
      panels: ["F1 micro", "F1 macro"],
      y: { label: "F1", domain: [0, 1] },
      height: 300,
    },
    options,
  );
}
