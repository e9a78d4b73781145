import { TextboostError } from "@textboost/core";

/** Throws `E_INVALID_ARGUMENT` unless every id is an integer in `[0, bound)`; names the position. */
export function checkIds(ids: ArrayLike<number>, bound: number, what: string): void {
  for (let k = 0; k < ids.length; k++) {
    const x = ids[k]!;
    if (typeof x !== "number" || !Number.isInteger(x) || x < 0 || x >= bound) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${what}[${k}] = ${String(x)} is not an integer in [0, ${bound})`,
      );
    }
  }
}
