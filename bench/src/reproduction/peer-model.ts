import { readFileSync } from "node:fs";

/** MP-Boost's pivots as MP-Boost++ wrote them in its model file. */
export interface PeerPivots {
  /** MP-Boost++'s number of categories (its largest category id + 1). */
  readonly categories: number;
  /** `pivots[s][c]`: the feature id that round s chose for category id c. */
  readonly pivots: readonly (readonly number[])[];
}

/**
 * Reads the pivots of an MP-Boost model written by MP-Boost++'s boostTrain: a line each for the type,
 * the iterations, the categories and the hypotheses; then per hypothesis a count line, the pivot of
 * each category, and three lines of scores.
 */
export function readPeerMpBoostPivots(file: string): PeerPivots {
  const lines = readFileSync(file, "utf8").split("\n");
  const categories = Number(lines[2]);
  const S = Number(lines[3]);
  const pivots = Array.from({ length: S }, (_, s) => lines[4 + s * 5 + 1]!.trim().split(/\s+/).map(Number));
  return { categories, pivots };
}
