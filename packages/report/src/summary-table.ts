import { bestRound, CURVE_MEASURES } from "./best-rounds.js";
import { escapeHtml } from "./escape-html.js";
import type { CurvePoint, ReportRun } from "./report-data.js";

const fixed = (v: number | null | undefined, digits = 4): string =>
  v === null || v === undefined || !Number.isFinite(v) ? "n/a" : v.toFixed(digits);

/**
 * The point of a run with the largest S, or `undefined` for a run without points.
 *
 * @example
 * ```ts
 * largestPoint({ name: "x", points: [{ iterations: 50, microF1: 0.8, macroF1: 0.5 }, { iterations: 5, microF1: 0.6, macroF1: 0.3 }] });
 * // { iterations: 50, microF1: 0.8, macroF1: 0.5 }
 * ```
 */
export const largestPoint = (run: ReportRun): CurvePoint | undefined =>
  run.points.reduce<CurvePoint | undefined>(
    (a, b) => (a === undefined || b.iterations > a.iterations ? b : a),
    undefined,
  );

/** Seconds of training behind the largest S: that point's own fit when it has one, else the run's. */
const trainSeconds = (run: ReportRun, p: CurvePoint | undefined): string => {
  const ms = p?.trainMs ?? run.trainMs;
  return ms === undefined ? "n/a" : (ms / 1000).toFixed(2);
};

/** The table of the best value of each measure and the smallest S reaching it, a row per run. */
function bestTable(runs: readonly ReportRun[]): string {
  const measures = CURVE_MEASURES.filter((m) => runs.some((r) => bestRound(r.points, m) !== undefined));
  if (measures.length === 0) return "";
  const head = `<tr><th>run</th>${measures.map((m) => `<th>${escapeHtml(m.title)}</th>`).join("")}</tr>`;
  const rows = runs.map(
    (run) =>
      `<tr><td>${escapeHtml(run.name)}</td>${measures
        .map((m) => {
          const best = bestRound(run.points, m);
          return best === undefined
            ? "<td>n/a</td>"
            : `<td data-measure="${m.key}" data-value="${best.value}" data-s="${best.iterations}">${fixed(best.value)} <span class="note">(S=${best.iterations})</span></td>`;
        })
        .join("")}</tr>`,
  );
  return `<h3>Best S for each measure</h3><p class="note">Each measure's best value over the S that were measured (highest F1, subset accuracy and average precision; lowest losses and one-error), with the smallest S that reaches it.</p><div class="scroll" data-scroll="best-s"><table data-table="best-s"><thead>${head}</thead><tbody>${rows.join("")}</tbody></table></div>`;
}

/**
 * The summary section: each run at its largest S (F1 micro and macro, training time), the F1 macro
 * note, and the best S for each measure the points hold. A run whose points are separate fits (an
 * MLRF forest per S) shows the time of the largest S's fit, said in a note.
 *
 * @param runs - the report's runs
 * @param macroF1Note - the line on how F1 macro counted empty labels, when given
 * @returns the section's HTML
 * @example
 * ```ts
 * summarySection([{ name: "mp-boost", trainMs: 900, points: [{ iterations: 10, microF1: 0.7, macroF1: 0.4 }] }]);
 * ```
 */
export function summarySection(runs: readonly ReportRun[], macroF1Note?: string): string {
  const ownFits = runs.filter((r) => largestPoint(r)?.trainMs !== undefined).map((r) => r.name);
  const rows = runs.map((run) => {
    const p = largestPoint(run);
    return `<tr><td>${escapeHtml(run.name)}</td><td>${p?.iterations ?? "n/a"}</td><td>${fixed(p?.microF1)}</td><td>${fixed(p?.macroF1)}</td><td data-train="${escapeHtml(run.name)}">${trainSeconds(run, p)}</td></tr>`;
  });
  const timeNote =
    ownFits.length === 0
      ? ""
      : `<p class="note" data-note="train-time">Trained once per S (${escapeHtml(ownFits.join(", "))}): the time is that of the model at the largest S alone.</p>`;
  return `<section data-table="summary"><h2>Summary</h2><table><thead><tr><th>run</th><th>S</th><th>F1 micro</th><th>F1 macro</th><th>train (s)</th></tr></thead><tbody>${rows.join("")}</tbody></table>${macroF1Note === undefined ? "" : `<p class="note" data-note="macro-f1">${escapeHtml(macroF1Note)}</p>`}${timeNote}${bestTable(runs)}</section>`;
}
