import * as Plot from "@observablehq/plot";
import type { Chart, ChartOptions } from "./learning-curve-chart.js";
import type { TreeNodeMeasures } from "./report-data.js";

/**
 * A category tree (TreeBoost.MH's) drawn left to right, each node labelled with its name, F1 and
 * support, its dot shaded by F1 (red 0 to green 1).
 *
 * @param nodes - every node with its `/`-separated path and measures (in any order; a parent that is
 *   not listed, such as the root joining the top categories, is drawn unlabelled)
 * @param options - the document to build in, and the width
 * @returns the SVG
 * @example
 * ```ts
 * import { parseHTML } from "linkedom";
 * // in a browser, the page's `document`; in Node, a server-side one
 * const document = parseHTML("<html><body></body></html>").document as unknown as ChartDocument;
 * const svg = treeChart(
 *   [
 *     { path: "CCAT", support: 9, precision: 1, recall: 0.8, f1: 0.89 },
 *     { path: "CCAT/C15", support: 4, precision: 1, recall: 0.75, f1: 0.86 },
 *     { path: "ECAT", support: 3, precision: 0.5, recall: 0.33, f1: 0.4 },
 *   ],
 *   { document },
 * ); // append it to the page
 * ```
 */
export function treeChart(nodes: readonly TreeNodeMeasures[], options: ChartOptions): Chart {
  const leaves = nodes.filter((n) => !nodes.some((m) => m.path.startsWith(`${n.path}/`))).length;
  const rows = nodes.map((n) => ({ ...n, path: `/${n.path}` }));
  const name = (n: TreeNodeMeasures) => n.path.slice(n.path.lastIndexOf("/") + 1);
  return Plot.plot({
    document: options.document,
    width: options.width ?? 900,
    height: Math.max(120, 22 * leaves + 40),
    axis: null,
    margin: 20,
    marginLeft: 40,
    marginRight: 200,
    color: { type: "linear", domain: [0, 1], range: ["#d7301f", "#1a9850"], legend: false },
    marks: [
      Plot.link(rows, Plot.treeLink({ path: "path", stroke: "#999" })),
      Plot.dot(
        rows,
        Plot.treeNode({ path: "path", fill: (n?: TreeNodeMeasures) => n?.f1, r: 4, stroke: "#333" }),
      ),
      Plot.text(
        rows,
        Plot.treeNode({
          path: "path",
          // The root that joins the top categories has no row (undefined here): it stays unlabelled.
          text: (n?: TreeNodeMeasures) =>
            n === undefined ? "" : `${name(n)}  F1 ${n.f1.toFixed(2)} (${n.support})`,
          dx: 8,
          textAnchor: "start",
          fill: "currentColor",
          stroke: "white",
          strokeWidth: 3,
          paintOrder: "stroke",
        }),
      ),
    ],
  });
}
