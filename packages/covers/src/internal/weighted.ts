import type { CoverElement } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { positives } from "./label-vector.js";

/**
 * The largest replication factor of a weighted cover: far above the paper's 6 and 4, so that every
 * number a user gives has a bound.
 */
export const MAX_COVER_WEIGHT = 1_000_000;

/** Checks the replication factor of a weighted cover: a whole number from 1 to {@link MAX_COVER_WEIGHT}. Internal. */
export function checkWeight(w: number, name: string): void {
  if (!Number.isInteger(w) || w < 1 || w > MAX_COVER_WEIGHT) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `the ${name} cover's weight must be a whole number from 1 to ${MAX_COVER_WEIGHT} (the paper uses 6 and 4), got ${String(w)}`,
    );
  }
}

/**
 * The labels of one sign tied together with multiplicity `w`, each label of the other sign alone.
 * Internal: {@link weightedPositiveCover} (`tied = true`) and {@link weightedNegativeCover}.
 */
export function weightedElements(y: ArrayLike<number>, w: number, tiedPositive: boolean): CoverElement[] {
  const tied: number[] = [];
  const single: CoverElement[] = [];
  positives(y).forEach((p, j) => {
    if (p === tiedPositive) tied.push(j);
    else single.push({ labels: [j], multiplicity: 1 });
  });
  return tied.length > 0 ? [{ labels: tied, multiplicity: w }, ...single] : single;
}
