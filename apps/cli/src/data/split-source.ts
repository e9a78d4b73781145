import type { LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type LoadedDataset, type StratifiedSplit, stratifiedSplit } from "@textboost/datasets";
import { sourceLabels, sourceRows } from "./prepare-data.js";

/**
 * The documents of two stratified parts of label sets `Y` (`stratifiedSplit`, seeded): `train`, and
 * `test` with about `fraction` of them; the one rule of `--test-fraction` and `--validation-fraction`.
 *
 * @param option - the option that asked for it, for the error when a part would be empty
 * @throws TextboostError `E_INVALID_ARGUMENT` when either part would have no document
 */
export function stratifiedParts(
  Y: LabelMatrix,
  fraction: number,
  seed: number,
  option: string,
): StratifiedSplit {
  const parts = stratifiedSplit(Y, { testFraction: fraction, seed });
  const { train, test } = parts;
  if (train.length === 0 || test.length === 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${option} ${fraction} leaves ${train.length === 0 ? "nothing to train on" : "no document held out"} among ${train.length + test.length} documents`,
    );
  }
  return parts;
}

/**
 * Divides loaded data (text or vectors) into two stratified parts with {@link stratifiedParts}:
 * `rest` and `heldOut`, the latter holding about `fraction` of the documents.
 *
 * @param option - the option that asked for it, for the error when a part would be empty
 * @throws TextboostError `E_INVALID_ARGUMENT` when either part would have no document
 */
export function splitSource(
  loaded: LoadedDataset,
  fraction: number,
  seed: number,
  option: string,
): { rest: LoadedDataset; heldOut: LoadedDataset } {
  const { train, test } = stratifiedParts(sourceLabels(loaded), fraction, seed, option);
  return { rest: sourceRows(loaded, train), heldOut: sourceRows(loaded, test) };
}
