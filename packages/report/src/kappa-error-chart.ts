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
 * import { parseHTML } from "linkedom";
 * // in a browser, the page's `document`; in Node, a server-side one
 * const document = parseHTML("<html><body></body></html>").document as unknown as ChartDocument;
 * const diagram = {
 *   points: [{ a: 0, b: 1, kappa: 0.62, error: 0.031 }, { a: 0, b: 2, kappa: 0.55, error: 0.034 }, { a: 1, b: 2, kappa: 0.58, error: 0.033 }],
 *   meanKappa: 0.583,
 *   meanError: 0.0327,
 * }; // what `textboost diversity` writes, parsed
 * const svg = kappaErrorChart(diagram, { document }); // append it to the page
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
    // Hamming losses are small numbers with many digits (0.0515): room for them, and 3 significant digits.
    marginLeft: 64,
    x: { label: "κ (agreement of the pair, mean over labels)", grid: true },
    y: {
      label: "mean Hamming loss of the pair",
      grid: true,
      ticks: 6,
      tickFormat: (d: number) => shortNumber(d),
    },
    marks: [
      Plot.frame({ stroke: "#ccc" }),
      Plot.dot(pairs, {
        x: "kappa",
        y: "error",
        r: 3,
        fill: "steelblue",
        fillOpacity: 0.6,
        title: (p: (typeof pairs)[number]) =>
          `members ${p.pair}: κ ${p.kappa.toFixed(3)}, error ${p.error.toFixed(4)}`,
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

/** A tick label: at most 3 significant digits, a leading 0 kept (`0.0515`, not `.0515`). */
function shortNumber(d: number): string {
  return d === 0 ? "0" : String(Number(d.toPrecision(3)));
}
