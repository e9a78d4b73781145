import { TextboostError } from "./errors.js";
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

/**
 * Checks that the parts of a {@link Dataset} fit together: as many rows in `Y` as in `X`, one name per
 * feature column and one per label column (and one id per row when ids are given).
 *
 * @throws TextboostError `E_SHAPE` naming what does not fit
 *
 * @example
 * ```ts
 * checkDataset({ X, Y, featureNames, labelNames }); // throws when, say, featureNames.length !== X.cols
 * ```
 */
export function checkDataset(data: Dataset): void {
  if (data.X.rows !== data.Y.rows) {
    throw new TextboostError(
      "E_SHAPE",
      `X has ${data.X.rows} rows but Y has ${data.Y.rows}; they must describe the same documents`,
    );
  }
  if (data.featureNames.length !== data.X.cols) {
    throw new TextboostError(
      "E_SHAPE",
      `X has ${data.X.cols} columns but ${data.featureNames.length} feature names`,
    );
  }
  if (data.labelNames.length !== data.Y.cols) {
    throw new TextboostError(
      "E_SHAPE",
      `Y has ${data.Y.cols} columns but ${data.labelNames.length} label names`,
    );
  }
  if (data.documentIds !== undefined && data.documentIds.length !== data.X.rows) {
    throw new TextboostError(
      "E_SHAPE",
      `${data.documentIds.length} document ids for ${data.X.rows} documents`,
    );
  }
}
