import { TextboostError } from "@textboost/core";

/**
 * Reads a label vector y in {−1, +1}^m and returns which labels are positive. Internal.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` when an entry is neither +1 nor −1
 */
export function positives(y: ArrayLike<number>): boolean[] {
  const out = new Array<boolean>(y.length);
  for (let j = 0; j < y.length; j++) {
    const v = y[j];
    if (v === 1) out[j] = true;
    else if (v === -1) out[j] = false;
    else {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `a label vector holds +1 (label applies) or -1 (it does not); entry ${j} is ${String(v)}`,
      );
    }
  }
  return out;
}

/** The labels `0 .. m−1` as one ascending array. Internal. */
export function allLabels(m: number): number[] {
  return Array.from({ length: m }, (_, j) => j);
}
