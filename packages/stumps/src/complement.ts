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
