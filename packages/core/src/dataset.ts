import type { CsrMatrix, LabelMatrix } from "./matrix.js";

/**
 * A multi-label data set: documents as rows of a feature matrix `X`, their label sets `Y`, and the
 * names of the columns of each. `X.rows === Y.rows`, `X.cols === featureNames.length` and
 * `Y.cols === labelNames.length`.
 */
export interface Dataset {
  /** Documents x features. */
  readonly X: CsrMatrix;
  /** Documents x labels, binary. */
  readonly Y: LabelMatrix;
  /** One name per feature column (terms, or `f0`, `f1`, ... when a format has none). */
  readonly featureNames: readonly string[];
  /** One name per label column. */
  readonly labelNames: readonly string[];
  /** Optional document identifiers (for example Reuters NEWID), one per row. */
  readonly documentIds?: readonly string[];
}
