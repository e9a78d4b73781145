import { TextboostError } from "@textboost/core";
import { MAX_BINS, MIN_BINS } from "./bin-count.js";
import type { Binning } from "./binning.js";

/** A {@link Binning} as JSON: the same fields as plain arrays. */
export interface BinningJSON {
  readonly bins: number;
  readonly features: number;
  readonly offsets: readonly number[];
  readonly thresholds: readonly number[];
}

/**
 * The JSON of a binning (exact: every threshold is a finite double, which JSON keeps bit for bit).
 *
 * @example
 * ```ts
 * JSON.stringify(binningToJSON(fitBinning(X, 8)));
 * ```
 */
export function binningToJSON(binning: Binning): BinningJSON {
  return {
    bins: binning.bins,
    features: binning.features,
    offsets: Array.from(binning.offsets),
    thresholds: Array.from(binning.thresholds),
  };
}

/**
 * Restores a binning from its JSON and checks it is one {@link fitBinning} could have made:
 * `bins` in [1, 1024], `offsets` of length `features + 1` from 0 up to the number of thresholds,
 * non-decreasing; each feature's thresholds finite, strictly ascending, at most `bins` negative
 * and at most `bins` non-negative ones.
 *
 * @param json - parsed JSON
 * @param file - names the source in errors
 * @returns the {@link Binning}
 * @throws TextboostError `E_MODEL_FORMAT` saying what is wrong
 *
 * @example
 * ```ts
 * binningFromJSON({ bins: 2, features: 1, offsets: [0, 2], thresholds: [0, 0.4] }).thresholds; // [0, 0.4]
 * ```
 */
export function binningFromJSON(json: unknown, file?: string): Binning {
  const loc = file === undefined ? {} : { file };
  const bad = (what: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", `binning: ${what}`, loc);
  };
  if (typeof json !== "object" || json === null || Array.isArray(json)) return bad("must be a JSON object");
  const o = json as Record<string, unknown>;
  const whole = (key: string, min: number, max: number): number => {
    const v = o[key];
    if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max)
      return bad(`"${key}" must be a whole number from ${min} to ${max}`);
    return v;
  };
  const bins = whole("bins", MIN_BINS, MAX_BINS);
  const features = whole("features", 0, 2 ** 31 - 2);
  const numbers = (key: string): number[] => {
    const v = o[key];
    if (!Array.isArray(v) || !v.every((x) => typeof x === "number" && Number.isFinite(x)))
      return bad(`"${key}" must be an array of finite numbers`);
    return v as number[];
  };
  const offsets = numbers("offsets");
  const thresholds = numbers("thresholds");
  if (offsets.length !== features + 1) bad(`"offsets" must have features + 1 = ${features + 1} entries`);
  if (offsets[0] !== 0 || offsets[features] !== thresholds.length)
    bad(`"offsets" must run from 0 to the number of thresholds (${thresholds.length})`);
  for (let k = 0; k < features; k++) {
    const from = offsets[k]!;
    const to = offsets[k + 1]!;
    if (!Number.isInteger(to) || to < from)
      bad(`"offsets" must be non-decreasing whole numbers (feature ${k})`);
    let negative = 0;
    for (let d = from; d < to; d++) {
      if (d > from && !(thresholds[d - 1]! < thresholds[d]!))
        bad(`the thresholds of feature ${k} must be strictly ascending`);
      if (thresholds[d]! < 0) negative++;
    }
    if (negative > bins || to - from - negative > bins)
      bad(`feature ${k} has more than ${bins} thresholds of one sign`);
  }
  return { bins, features, offsets: Int32Array.from(offsets), thresholds: Float64Array.from(thresholds) };
}
