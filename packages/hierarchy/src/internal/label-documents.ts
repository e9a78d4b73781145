import type { LabelMatrix } from "@textboost/core";

/** The documents of each label (the columns of `Y`), in document order. */
export function labelDocuments(Y: LabelMatrix): number[][] {
  const docs: number[][] = Array.from({ length: Y.cols }, () => []);
  for (let i = 0; i < Y.rows; i++) {
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) docs[Y.indices[p]!]!.push(i);
  }
  return docs;
}
