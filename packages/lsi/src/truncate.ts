import type { DenseMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { SmallSvd } from "./jacobi-svd.js";
import type { TruncatedSvd } from "./truncated-svd.js";

/**
 * Keeps the leading singular triplets (at most k) above `tolerance · σ₁`, multiplies σ by `scale`,
 * and fixes the signs: the largest-magnitude entry of each column of V (the first on ties) positive,
 * the column of U flipped with it. Without `leftVectors`, U comes back with no column (`full.u` is
 * not read).
 */
export function truncate(
  full: SmallSvd,
  k: number,
  tolerance: number,
  scale: number,
  leftVectors: boolean,
): TruncatedSvd {
  const { u, s, v } = full;
  const top = s[0] ?? 0;
  let kept = 0;
  while (kept < Math.min(k, s.length) && top > 0 && s[kept]! > tolerance * top) kept++;
  const S = new Float64Array(kept);
  for (let j = 0; j < kept; j++) {
    S[j] = s[j]! * scale;
    if (!Number.isFinite(S[j]!)) {
      throw new TextboostError("E_NUMERIC", `singular value ${j + 1} exceeds the range of a double`);
    }
  }
  const U = leadingColumns(u, leftVectors ? kept : 0);
  const V = leadingColumns(v, kept);
  for (let j = 0; j < kept; j++) {
    if (largestEntry(V, j) < 0) {
      negateColumn(V, j);
      if (leftVectors) negateColumn(U, j);
    }
  }
  return { k: kept, U, S, V };
}

function leadingColumns(a: DenseMatrix, k: number): DenseMatrix {
  const data = new Float64Array(a.rows * k);
  for (let i = 0; i < a.rows; i++) {
    for (let j = 0; j < k; j++) data[i * k + j] = a.data[i * a.cols + j]! + 0; // x + 0 turns −0 into 0
  }
  return { rows: a.rows, cols: k, data };
}

/** The entry of column j with the largest magnitude (the first such on ties). */
function largestEntry(a: DenseMatrix, j: number): number {
  let best = 0;
  for (let i = 0; i < a.rows; i++) {
    const x = a.data[i * a.cols + j]!;
    if (Math.abs(x) > Math.abs(best)) best = x;
  }
  return best;
}

function negateColumn(a: DenseMatrix, j: number): void {
  for (let i = 0; i < a.rows; i++) a.data[i * a.cols + j] = 0 - a.data[i * a.cols + j]!; // 0 − x, not −x: no −0
}
