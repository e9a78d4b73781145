import { type Dataset, TextboostError } from "@textboost/core";
import { validateCsr } from "@textboost/sparse";

/** Checks that a data set's parts fit together before it is written; throws `E_SHAPE`. */
export function checkDataset(d: Dataset): void {
  validateCsr(d.X);
  validateCsr(d.Y);
  const fail = (detail: string): never => {
    throw new TextboostError("E_SHAPE", detail);
  };
  if (d.X.rows !== d.Y.rows) fail(`X has ${d.X.rows} rows but Y has ${d.Y.rows}`);
  if (d.X.cols !== d.featureNames.length)
    fail(`X has ${d.X.cols} columns but there are ${d.featureNames.length} feature names`);
  if (d.Y.cols !== d.labelNames.length)
    fail(`Y has ${d.Y.cols} columns but there are ${d.labelNames.length} label names`);
  if (d.documentIds !== undefined && d.documentIds.length !== d.X.rows) {
    fail(`there are ${d.documentIds.length} document ids for ${d.X.rows} rows`);
  }
}

/** An `E_INVALID_ARGUMENT` error for data a format cannot hold. */
export function cannotWrite(format: string, detail: string): TextboostError {
  return new TextboostError("E_INVALID_ARGUMENT", `${format} cannot represent this data set: ${detail}`);
}
