// Rocchio term selection for the AdaBoost.LC reproduction (Amit, Dekel and Singer 2007, Section 4:
// "a subset of the terms appearing with highest Rocchio score (as adapted in [6]) for each topic").
// [6] is Ittner, Lewis and Ahn 1995: the Rocchio profile β·(centroid of the topic's documents) −
// γ·(centroid of the other documents), with β = 16 and γ = 4. @textboost/features scores terms by
// contingency counts only (IG, chi2, ...), which cannot express a centroid of weights, so the score
// is computed here.
import type { CsrMatrix, LabelMatrix } from "@textboost/core";

/** Rocchio weights of Ittner, Lewis and Ahn (1995). */
export const ROCCHIO_BETA = 16;
export const ROCCHIO_GAMMA = 4;

/**
 * The `perTopic` terms with the highest Rocchio score for each label, merged: the selected column ids
 * ascending. Scores: β · mean_{i ∈ l} x_ij − γ · mean_{i ∉ l} x_ij on the (weighted) training matrix.
 * Ties by lower term id; a label with no document picks nothing.
 */
export function rocchioSelection(X: CsrMatrix, Y: LabelMatrix, perTopic: number): Int32Array {
  const n = X.rows;
  const r = X.cols;
  const k = Y.cols;
  const total = new Float64Array(r);
  const positive = new Float64Array(k * r);
  const count = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    for (let q = Y.indptr[i]!; q < Y.indptr[i + 1]!; q++) count[Y.indices[q]!]!++;
    for (let p = X.indptr[i]!; p < X.indptr[i + 1]!; p++) {
      const j = X.indices[p]!;
      const v = X.values ? X.values[p]! : 1;
      total[j]! += v;
      for (let q = Y.indptr[i]!; q < Y.indptr[i + 1]!; q++) positive[Y.indices[q]! * r + j]! += v;
    }
  }
  const chosen = new Set<number>();
  const order = Int32Array.from({ length: r }, (_, j) => j);
  const score = new Float64Array(r);
  for (let l = 0; l < k; l++) {
    const np = count[l]!;
    if (np === 0) continue;
    const nn = n - np;
    for (let j = 0; j < r; j++) {
      const pos = positive[l * r + j]!;
      score[j] = (ROCCHIO_BETA * pos) / np - (nn > 0 ? (ROCCHIO_GAMMA * (total[j]! - pos)) / nn : 0);
    }
    const ranked = Array.from(order).sort((a, b) => score[b]! - score[a]! || a - b);
    for (let t = 0; t < Math.min(perTopic, r); t++) chosen.add(ranked[t]!);
  }
  return Int32Array.from([...chosen].sort((a, b) => a - b));
}
