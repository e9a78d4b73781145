import type { TrainingSet } from "@textboost/core";

/** W(k, j, bit) by brute force over the documents, from the current weights D. */
export function exactStatistic(ts: TrainingSet, D: Float64Array, k: number, j: number, bit: number): number {
  const m = ts.Y.cols;
  let sum = 0;
  for (let i = 0; i < ts.X.rows; i++) {
    let has = false;
    for (let p = ts.X.indptr[i]!; p < ts.X.indptr[i + 1]!; p++) if (ts.X.indices[p] === k) has = true;
    if (has && (ts.signs[i * m + j]! > 0 ? 1 : 0) === bit) sum += D[i * m + j]!;
  }
  return sum;
}
