import * as Plot from "@observablehq/plot";
import type { Chart, ChartOptions } from "./learning-curve-chart.js";
import type { ReportData } from "./report-data.js";

/**
 * The kappa-error diagram of an ensemble (Section 4.5 of the MLRF paper): a dot per pair of members
 * at (κ, mean error), with a cross at the mean. Low κ means diverse members; low error, accurate ones.
 *
 * @param diagram - the pairs and their means (what `textboost diversity` writes)
 * @param options - the document to build in, and the width
 * @returns the SVG
 * @example
 * ```ts
 * document.body.append(kappaErrorChart(JSON.parse(diversityJson), { document }));
 * ```
 */
export function kappaErrorChart(
  diagram: NonNullable<ReportData["kappaError"]>,
  options: ChartOptions,
): Chart {
  const pairs = diagram.points.map((p) => ({ ...p, pair: `${p.a}-${p.b}` }));
  return Plot.plot({
    document: options.document,
    width: options.width ?? 900,
    height: 320,
    inset: 12,
    x: { label: "κ (agreement of the pair, mean over labels)", grid: true },
    y: { label: "mean Hamming loss of the pair", grid: true },
    marks: [
      Plot.frame({ stroke: "#ccc" }),
      Plot.dot(pairs, {
        x: "kappa",
        y: "error",
        r: 3,
        fill: "steelblue",
        fillOpacity: 0.6,
        tip: true,
        channels: { pair: "pair" },
      }),
      Plot.dot([diagram], {
        x: "meanKappa",
        y: "meanError",
        symbol: "times",
        r: 6,
        stroke: "crimson",
        strokeWidth: 2,
      }),
    ],
  });
}
