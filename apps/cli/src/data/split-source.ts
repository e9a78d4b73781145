import { TextboostError } from "@textboost/core";
import { type LoadedDataset, stratifiedSplit } from "@textboost/datasets";
import { sourceLabels, sourceRows } from "./prepare-data.js";

/**
 * Divides loaded data (text or vectors) into two stratified parts with `stratifiedSplit`: `rest` and
 * `heldOut`, the latter holding about `fraction` of the documents.
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
  const { train, test } = stratifiedSplit(sourceLabels(loaded), { testFraction: fraction, seed });
  if (train.length === 0 || test.length === 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${option} ${fraction} leaves ${train.length === 0 ? "nothing to train on" : "no document held out"} among ${train.length + test.length} documents`,
    );
  }
  return { rest: sourceRows(loaded, train), heldOut: sourceRows(loaded, test) };
}
