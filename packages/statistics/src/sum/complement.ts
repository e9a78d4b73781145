/**
 * Relative resolution of a weight obtained by subtraction: `total − part` below
 * `COMPLEMENT_RESOLUTION · total` is rounding noise of the subtraction, not weight.
 */
export const COMPLEMENT_RESOLUTION = 1e-13;

/**
 * `total − part`, the weight of a complement (the documents without a term, or the negatives among
 * those with it), as the design requires: by subtraction, never by a pass over absent entries.
 * Results below the subtraction's resolution are returned as exactly 0: a residue of 1e-18 would
 * otherwise enter √(W₊W₋) as 1e-9 and decide between terms whose statistics are equal.
 */
export function complement(total: number, part: number): number {
  const d = total - part;
  return d > COMPLEMENT_RESOLUTION * total ? d : 0;
}

/**
 * `part` when it is above the resolution of the total it belongs to (`part + other`), else exactly 0.
 * The choosers read the negative side of a term this way, so a table that tracks it directly
 * (incremental statistics) and one that gets it by subtraction (`complement`) agree on weights that are
 * below what the subtraction can resolve.
 */
export function resolved(part: number, other: number): number {
  return part > COMPLEMENT_RESOLUTION * (part + other) ? part : 0;
}
