import { averagePrecisionChart, hasAveragePrecision } from "./average-precision-chart.js";
import { coveringErrorChart, coverNames } from "./covering-error-chart.js";
import { escapeHtml } from "./escape-html.js";
import { kappaErrorChart } from "./kappa-error-chart.js";
import { labelF1Chart } from "./label-f1-chart.js";
import { type Chart, type ChartOptions, learningCurveChart } from "./learning-curve-chart.js";
import { perLabelSection } from "./per-label-table.js";
import type { ReportData, ReportRun } from "./report-data.js";
import { largestPoint, summarySection } from "./summary-table.js";
import { treeChart } from "./tree-chart.js";

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1000px; padding: 0 1em; color: #222; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #ddd; }
.subtitle, .note { color: #555; }
table { border-collapse: collapse; margin: 0.5em 0; font-variant-numeric: tabular-nums; }
th, td { padding: 2px 10px; border-bottom: 1px solid #eee; text-align: right; }
th:first-child, td:first-child { text-align: left; white-space: nowrap; }
td.terms { text-align: left; font-size: 0.92em; }
.pos { color: #1a7f37; } .neg { color: #b42318; }
figure { margin: 0.5em 0; }
svg { max-width: 100%; height: auto; }
h3 { font-size: 1em; margin: 1.2em 0 0.2em; }
.scroll { max-width: 100%; overflow-x: auto; }
.scroll td:first-child, .scroll th:first-child { position: sticky; left: 0; background: #fff; }
th.run { text-align: center; border-bottom: 1px solid #ccc; }
`;

const fixed = (v: number | null | undefined, digits = 4): string =>
  v === null || v === undefined || !Number.isFinite(v) ? "n/a" : v.toFixed(digits);

/** A section holding one chart, marked `data-chart` for readers (and tests) of the page. */
const chartSection = (id: string, title: string, note: string, chart: Chart): string =>
  `<section class="chart" data-chart="${id}"><h2>${escapeHtml(title)}</h2><p class="note">${escapeHtml(note)}</p>${chart.outerHTML}</section>`;

/**
 * The "Covering errors" section: a row per cover, a column per run at its largest S (each cell's exact
 * value in `data-value`), and the chart against S when some point has S >= 1. Empty without covers.
 */
function coveringErrorSection(runs: readonly ReportRun[], options: ChartOptions): string {
  const covers = coverNames(runs);
  if (covers.length === 0) return "";
  const last = runs.map(largestPoint);
  const head = `<tr><th>cover</th>${runs
    .map((r, k) => `<th>${escapeHtml(r.name)} (S=${last[k]?.iterations ?? "n/a"})</th>`)
    .join("")}</tr>`;
  const body = covers.map(
    (c) =>
      `<tr><td>${escapeHtml(c)}</td>${last
        .map((p) => {
          const v = p?.coveringError?.[c];
          return v === undefined ? "<td>n/a</td>" : `<td data-value="${v}">${fixed(v)}</td>`;
        })
        .join("")}</tr>`,
  );
  const chart = runs.some((r) => r.points.some((p) => p.iterations >= 1 && p.coveringError !== undefined))
    ? coveringErrorChart(runs, options).outerHTML
    : "";
  const marks = chart === "" ? "" : ' class="chart" data-chart="covering-errors"';
  return `<section${marks} data-table="covering-errors"><h2>Covering errors</h2><p class="note">The covering error of each given cover (Amit, Dekel and Singer 2007): the mean number of elements of a document's cover that hold a wrongly predicted label (labels scoring above 0 predicted). With the Hamming cover it is the number of wrong labels, with the zero-one cover the subset error. The table is at each run's largest S; the chart against S (log axis), a panel per cover.</p><div class="scroll" data-scroll="covering-errors"><table><thead>${head}</thead><tbody>${body.join("")}</tbody></table></div>${chart}</section>`;
}

function topTermsTable(data: ReportData): string {
  const runs = data.runs.filter((r) => r.topTerms !== undefined && r.topTerms.length > 0);
  if (runs.length === 0) return "";
  const rows = runs.flatMap((run) =>
    run.topTerms!.map(
      (t) =>
        `<tr><td>${escapeHtml(t.label)}</td><td>${escapeHtml(run.name)}</td><td class="terms">${t.terms
          .map(
            (w) =>
              `<span class="${w.weight >= 0 ? "pos" : "neg"}">${escapeHtml(w.term)} ${w.weight >= 0 ? "+" : "−"}${Math.abs(w.weight).toFixed(2)}</span>`,
          )
          .join(", ")}</td></tr>`,
    ),
  );
  return `<section data-table="top-terms"><h2>Top pivot terms per label</h2><p class="note">The pivots whose presence moves the label's score most, with that change (green: for the label, red: against).</p><table><thead><tr><th>label</th><th>run</th><th>terms</th></tr></thead><tbody>${rows.join("")}</tbody></table></section>`;
}

/**
 * Renders a report as one self-contained HTML page: inline CSS and SVG, no script and nothing
 * fetched. Sections: a summary (each run at its largest S, and the best S for each measure), the
 * learning curves (F1μ and F1M against S, log axis), average precision against S when measured,
 * per-label F1 against training frequency, and when given, the covering errors (a table at the largest S and a
 * chart against S), then the per-label table, the top pivot terms, TreeBoost's tree with per-node
 * measures and MLRF's kappa-error diagram. Every chart sits in a `section[data-chart]`
 * (`learning-curves`, `average-precision`, `label-f1`, `covering-errors`, `tree`, `kappa-error`);
 * the wide tables sit in a `div.scroll` box that scrolls sideways.
 *
 * @param data - what to show
 * @param options - the document the charts are built in (in Node: linkedom's `parseHTML("").document`)
 * @returns the HTML text, starting with `<!doctype html>`
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
 * const html = renderReport(report, { document }); // "<!doctype html>…", to write to report.html
 * ```
 */
export function renderReport(data: ReportData, options: ChartOptions): string {
  const parts: string[] = [summarySection(data.runs, data.macroF1Note)];
  if (data.runs.some((r) => r.points.some((p) => p.iterations >= 1))) {
    parts.push(
      chartSection(
        "learning-curves",
        "Learning curves",
        "F1 micro and F1 macro on the evaluation documents against the number of rounds S (log axis), as in Figure 2 of the MP-Boost paper.",
        learningCurveChart(data.runs, options),
      ),
    );
  }
  if (hasAveragePrecision(data.runs)) {
    parts.push(
      chartSection(
        "average-precision",
        "Average precision",
        "Average precision (a ranking measure: for each true label of a document, the share of true labels ranked at or above it) against S (log axis).",
        averagePrecisionChart(data.runs, options),
      ),
    );
  }
  if (data.runs.some((r) => r.perLabel !== undefined)) {
    parts.push(
      chartSection(
        "label-f1",
        "F1 of each label against its frequency",
        `A dot per label and run, at the largest S; x: ${data.frequencyTitle ?? "training documents"} (log of 1 + the count, so labels with none sit at 0).`,
        labelF1Chart(data, options),
      ),
    );
  }
  parts.push(coveringErrorSection(data.runs, options), perLabelSection(data), topTermsTable(data));
  if (data.tree !== undefined) {
    parts.push(
      chartSection(
        "tree",
        `The category tree of ${data.tree.model}`,
        "Each node with the F1 of its category (a document belongs to a node when it carries a label under it) and its support; dots from red (F1 0) to green (F1 1).",
        treeChart(data.tree.nodes, options),
      ),
    );
  }
  if (data.kappaError !== undefined) {
    parts.push(
      chartSection(
        "kappa-error",
        "Kappa-error diagram",
        "A dot per pair of ensemble members: their agreement κ against their mean Hamming loss; the cross is the mean.",
        kappaErrorChart(data.kappaError, options),
      ),
    );
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(data.title)}</h1>${data.subtitle === undefined ? "" : `<p class="subtitle">${escapeHtml(data.subtitle)}</p>`}
${parts.filter((p) => p !== "").join("\n")}
<p class="note">Made by textboost report.</p></body></html>
`;
}
