import type { Decision } from "./decision.js";
import type { Thresholding } from "./thresholding.js";

/**
 * A short description of a thresholding for people, as the command line prints it.
 *
 * @example
 * ```ts
 * describeThresholding({ kind: "fixed", threshold: 0 }); // "score > 0 (fixed)"
 * describeThresholding({ kind: "rcut", k: 2 }); // "the 2 best labels of each document (RCut)"
 * ```
 */
export function describeThresholding(t: Thresholding): string {
  switch (t.kind) {
    case "fixed":
      return `score > ${t.threshold} (fixed)`;
    case "per-label":
      return `one threshold per label (${t.thresholds.length} labels)`;
    case "rcut":
      return `the ${t.k} best label${t.k === 1 ? "" : "s"} of each document (RCut)`;
  }
}

/**
 * A one-line description of a {@link Decision}: thresholds, where they come from, S and the
 * calibration.
 *
 * @example
 * ```ts
 * describeDecision({ rounds: 40, thresholding: { kind: "per-label", thresholds: [0.1, -0.3] },
 *   selection: { measure: "microF1", value: 0.8, documents: 120, candidates: [10, 20, 30, 40] } });
 * // "one threshold per label (2 labels), S = 40, chosen for microF1 on 120 validation documents"
 * ```
 */
export function describeDecision(d: Decision): string {
  const parts = [describeThresholding(d.thresholding)];
  if (d.rounds !== undefined) parts.push(`S = ${d.rounds}`);
  if (d.selection?.minF1 !== undefined) parts.push(`fbr ${d.selection.minF1}`);
  if (d.selection !== undefined)
    parts.push(`chosen for ${d.selection.measure} on ${d.selection.documents} validation documents`);
  if (d.calibration !== undefined) parts.push(`${d.calibration.kind} calibration`);
  return parts.join(", ");
}
