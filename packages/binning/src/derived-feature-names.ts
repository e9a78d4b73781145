import { TextboostError } from "@textboost/core";
import type { Binning } from "./binning.js";

/**
 * Names for the derived features of a binning, `"<name> > <t>"` or `"<name> <= <t>"` (t < 0), for
 * the data set a booster trains on.
 *
 * @param binning - the binning
 * @param featureNames - one name per original feature
 * @returns one name per derived feature
 * @throws TextboostError `E_SHAPE` when the names do not fit the binning
 *
 * @example
 * ```ts
 * derivedFeatureNames(binningFromJSON({ bins: 2, features: 1, offsets: [0, 2], thresholds: [0, 0.4] }), ["w"]);
 * // ["w > 0", "w > 0.4"]
 * ```
 */
export function derivedFeatureNames(binning: Binning, featureNames: readonly string[]): string[] {
  if (featureNames.length !== binning.features) {
    throw new TextboostError(
      "E_SHAPE",
      `${featureNames.length} feature names for a binning of ${binning.features} features`,
    );
  }
  const { offsets, thresholds } = binning;
  const names = new Array<string>(thresholds.length);
  for (let k = 0; k < binning.features; k++) {
    for (let d = offsets[k]!; d < offsets[k + 1]!; d++) {
      const t = thresholds[d]!;
      names[d] = `${featureNames[k]} ${t < 0 ? "<=" : ">"} ${t}`;
    }
  }
  return names;
}
