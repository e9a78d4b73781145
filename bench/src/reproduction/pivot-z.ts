import type { AdditiveModel } from "@textboost/boosting";
import type { Dataset } from "@textboost/core";

/** A stump's Z and the smallest of its four weight sums W₊¹, W₋¹, W₊⁰, W₋⁰ (normalised). */
export interface StumpZ {
  readonly z: number;
  readonly lightestSide: number;
}

/**
 * Z_t of a real presence stump on one label (equation (4) of the MP-Boost paper, restricted to the
 * label), computed from scratch: the weights are exp(−y·F) of the model's first `round` rounds,
 * normalised, and Z = 2(√(W₊¹W₋¹) + √(W₊⁰W₋⁰)) over the documents with and without `term`. This is
 * an independent reference for telling a real disagreement between two implementations from a
 * near tie that rounding decides.
 */
export function fromScratchZ(
  train: Dataset,
  model: AdditiveModel,
  round: number,
  label: number,
  term: number,
): StumpZ {
  const { X, Y } = train;
  const k = Y.cols;
  const F = model.scores(X, { rounds: round });
  let total = 0;
  const sums = [0, 0, 0, 0]; // [with term, positive], [with term, negative], [without, +], [without, −]
  for (let d = 0; d < X.rows; d++) {
    let positive = false;
    for (let p = Y.indptr[d]!; p < Y.indptr[d + 1]!; p++) if (Y.indices[p] === label) positive = true;
    let has = false;
    for (let p = X.indptr[d]!; p < X.indptr[d + 1]!; p++) if (X.indices[p] === term) has = true;
    const w = Math.exp(-(positive ? 1 : -1) * F.data[d * k + label]!);
    total += w;
    sums[(has ? 0 : 2) + (positive ? 0 : 1)]! += w;
  }
  const [p1, m1, p0, m0] = sums.map((s) => s / total) as [number, number, number, number];
  return { z: 2 * (Math.sqrt(p1 * m1) + Math.sqrt(p0 * m0)), lightestSide: Math.min(p1, m1, p0, m0) };
}
