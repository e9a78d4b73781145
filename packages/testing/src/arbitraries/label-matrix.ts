import type { LabelMatrix } from "@textboost/core";
import type fc from "fast-check";
import { arbCsrMatrix } from "./csr-matrix.js";
import type { SizeOption } from "./size.js";

/** Options of {@link arbLabelMatrix}. */
export interface ArbLabelMatrixOptions {
  /** Number of documents (default 0 to 8). */
  readonly rows?: SizeOption;
  /** Number of labels (default 1 to 5). */
  readonly labels?: SizeOption;
  /** Roughly the fraction of labels a document has (default 0.3); empty label sets always occur. */
  readonly density?: number;
}

/**
 * Valid label matrices: binary documents x labels CSR matrices (no `values`). Documents without a
 * label and labels without a document occur.
 *
 * @param options - numbers of documents and labels, density
 * @returns an arbitrary of {@link LabelMatrix}
 *
 * @example
 * ```ts
 * test.prop([arbLabelMatrix({ rows: 4, labels: 3 })])("...", (Y) => {
 *   // Y.rows === 4, Y.cols === 3, Y.values === undefined
 * });
 * ```
 */
export function arbLabelMatrix(options: ArbLabelMatrixOptions = {}): fc.Arbitrary<LabelMatrix> {
  return arbCsrMatrix({
    rows: options.rows ?? { min: 0, max: 8 },
    cols: options.labels ?? { min: 1, max: 5 },
    density: options.density ?? 0.3,
    binary: true,
  });
}
