import { TextboostError } from "@textboost/core";

/**
 * Reads a label vector y in {−1, +1}^k and returns which labels are positive. Internal.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` when an entry is neither +1 nor −1
 */
export function positives(y: ArrayLike<number>): boolean[] {
  const out = new Array<boolean>(y.length);
  for (let l = 0; l < y.length; l++) {
    const v = y[l];
    if (v === 1) out[l] = true;
    else if (v === -1) out[l] = false;
    else {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `a label vector holds +1 (label applies) or -1 (it does not); entry ${l} is ${String(v)}`,
      );
    }
  }
  return out;
}

/** The labels `0 .. k−1` as one ascending array. Internal. */
export function allLabels(k: number): number[] {
  return Array.from({ length: k }, (_, l) => l);
}
