import { escapeHtml } from "./escape-html.js";
import type { ReportData } from "./report-data.js";

const fixed = (v: number | undefined): string =>
  v === undefined || !Number.isFinite(v) ? "n/a" : v.toFixed(3);

/**
 * The per-label table: a row per label (most frequent first) with its training frequency, support
 * and each run's P, R and F1. With many runs it is wider than the page, so it sits in its own box
 * that scrolls sideways (`div.scroll`), the label column staying in view.
 *
 * @param data - the report's labels and runs (runs without `perLabel` are left out)
 * @returns the section's HTML, or `""` when no run has a per-label outcome
 * @example
 * ```ts
 * const html = perLabelSection({
 *   labels: [{ name: "earn", trainFrequency: 2877 }, { name: "corn", trainFrequency: 0 }],
 *   runs: [{ name: "mp-boost", points: [], perLabel: [
 *     { label: "earn", support: 1087, tp: 1050, fp: 40, fn: 37, precision: 0.963, recall: 0.966, f1: 0.965 },
 *     { label: "corn", support: 56, tp: 0, fp: 0, fn: 56, precision: 0, recall: 0, f1: 0 },
 *   ] }],
 * }); // '<section data-table="per-label">…'
 * ```
 */
export function perLabelSection(data: Pick<ReportData, "labels" | "runs" | "frequencyTitle">): string {
  const runs = data.runs.filter((r) => r.perLabel !== undefined);
  if (runs.length === 0) return "";
  const order = data.labels
    .map((_, j) => j)
    .sort((a, b) => data.labels[b]!.trainFrequency - data.labels[a]!.trainFrequency || a - b);
  const groups = `<tr><th></th><th></th><th></th>${runs.map((r) => `<th colspan="3" class="run">${escapeHtml(r.name)}</th>`).join("")}</tr>`;
  const head = `<tr><th>label</th><th>${escapeHtml(data.frequencyTitle ?? "training documents")}</th><th>support</th>${runs
    .map(() => "<th>P</th><th>R</th><th>F1</th>")
    .join("")}</tr>`;
  const body = order.map((j) => {
    const first = runs[0]!.perLabel![j];
    return `<tr><td>${escapeHtml(data.labels[j]!.name)}</td><td>${data.labels[j]!.trainFrequency}</td><td>${first?.support ?? "n/a"}</td>${runs
      .map((r) => {
        const row = r.perLabel![j];
        return `<td>${fixed(row?.precision)}</td><td>${fixed(row?.recall)}</td><td>${fixed(row?.f1)}</td>`;
      })
      .join("")}</tr>`;
  });
  return `<section data-table="per-label"><h2>Per label, at the largest S</h2><p class="note">Most frequent label first; P, R and F1 of each run (labels scoring above 0 predicted). Scroll the table sideways when it is wider than the page.</p><div class="scroll" data-scroll="per-label"><table><thead>${groups}${head}</thead><tbody>${body.join("")}</tbody></table></div></section>`;
}
