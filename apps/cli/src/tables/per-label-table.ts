import type { LabelMatrix } from "@textboost/core";
import { perLabelScores } from "@textboost/metrics";
import type { LabelOutcome } from "@textboost/report";
import { cell, formatTable } from "./format-table.js";

/**
 * One label's line of `evaluate --per-label`: its support (TP + FN in the evaluation data), counts,
 * precision, recall and F1. The same row `textboost report` draws (`LabelOutcome` of @textboost/report).
 */
export type PerLabelRow = LabelOutcome;

/**
 * Precision, recall and F1 of every label for the predicted label sets (made by the model's decision
 * rule), with the counts behind them: `evaluate --per-label`.
 */
export function perLabelRows(
  Y: LabelMatrix,
  predicted: LabelMatrix,
  labelNames: readonly string[],
): PerLabelRow[] {
  return perLabelScores(Y, predicted).map((s, j) => ({
    label: labelNames[j]!,
    support: s.tp + s.fn,
    ...s,
  }));
}

/** The per-label rows as a text table, most frequent label first (ties in label order). */
export function formatPerLabel(rows: readonly PerLabelRow[]): string {
  const order = rows.map((_, j) => j).sort((a, b) => rows[b]!.support - rows[a]!.support || a - b);
  return formatTable(
    ["label", "support", "TP", "FP", "FN", "precision", "recall", "F1"],
    order.map((j) => {
      const r = rows[j]!;
      return [
        r.label,
        String(r.support),
        String(r.tp),
        String(r.fp),
        String(r.fn),
        cell(r.precision),
        cell(r.recall),
        cell(r.f1),
      ];
    }),
  );
}
