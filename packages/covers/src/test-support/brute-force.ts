import type { Cover, DenseMatrix, LabelMatrix } from "@textboost/core";

/** The label vectors of Y as plain ±1 arrays. */
export function labelVectors(Y: LabelMatrix): number[][] {
  return Array.from({ length: Y.rows }, (_, i) => {
    const y = new Array<number>(Y.cols).fill(-1);
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) y[Y.indices[p]!] = 1;
    return y;
  });
}

/** err(f, (x, y), A) straight from the definition (Section 2), averaged over documents. */
export function bruteCoveringError(cover: Cover, Y: LabelMatrix, S: DenseMatrix, threshold = 0): number {
  let total = 0;
  labelVectors(Y).forEach((y, i) => {
    for (const e of cover.elements(y)) {
      const wrong = e.labels.some((j) => (S.data[i * Y.cols + j]! > threshold ? 1 : -1) !== y[j]);
      if (wrong) total += e.multiplicity;
    }
  });
  return total / Y.rows;
}

/** L(f, S, A) straight from the definition with Math.log(1 + Σ exp), averaged over documents (moderate scores only). */
export function bruteCoveringLoss(cover: Cover, Y: LabelMatrix, S: DenseMatrix): number {
  let total = 0;
  labelVectors(Y).forEach((y, i) => {
    for (const e of cover.elements(y)) {
      let sum = 0;
      for (const j of e.labels) sum += Math.exp(-y[j]! * S.data[i * Y.cols + j]!);
      total += e.multiplicity * Math.log(1 + sum);
    }
  });
  return total / Y.rows;
}
