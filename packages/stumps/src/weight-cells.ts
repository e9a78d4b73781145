/**
 * The documents grouped by the sides they took in every boosting round since the weights were
 * uniform: two documents of one cell have bit-identical weights for each (label, sign), because each
 * round multiplies a weight by a factor that depends only on (label, sign, side) and divides it by a
 * per-label normaliser, the same floating-point operations on the same numbers. What
 * {@link createHistogramStatistics} uses to add a cell's negative weights to the bin sums as
 * (count × weight) per bin instead of one document at a time.
 *
 * Cells are numbered 0 … `count − 1` in order of first appearance by document, so the numbering
 * depends only on the sides taken.
 */
export interface WeightCells {
  /** The cell of document i at `[i]`. */
  readonly of: Int32Array;
  /** The number of cells. */
  readonly count: number;
  /** Every document in cell 0 (uniform weights). */
  reset(): void;
  /**
   * Splits every cell by the side of the round's split, `side(i)` 0 or 1.
   *
   * @param side - document i's side, at `[i]`
   */
  split(side: Uint8Array): void;
  /**
   * The documents of side `visit`, grouped by cell into `order` (ascending by document within a
   * cell); cell c's documents are `order[start[c] … start[c + 1] − 1]` (empty for cells of the
   * other side).
   */
  group(side: Uint8Array, visit: number): { readonly order: Int32Array; readonly start: Int32Array };
}

/**
 * Cells for `documents` documents, all in cell 0.
 *
 * @example
 * ```ts
 * const cells = weightCells(4);
 * cells.split(Uint8Array.from([0, 1, 1, 0])); // cells.of = [0, 1, 1, 0]
 * cells.split(Uint8Array.from([1, 1, 0, 0])); // cells.of = [0, 1, 2, 3]
 * ```
 */
export function weightCells(documents: number): WeightCells {
  const of = new Int32Array(documents);
  const renumber = new Int32Array(2 * documents);
  const order = new Int32Array(documents);
  const start = new Int32Array(documents + 1);
  let count = 1;
  return {
    of,
    get count() {
      return count;
    },
    reset() {
      of.fill(0);
      count = 1;
    },
    split(side) {
      renumber.fill(-1, 0, 2 * count);
      let next = 0;
      for (let i = 0; i < documents; i++) {
        const key = of[i]! * 2 + side[i]!;
        if (renumber[key]! < 0) renumber[key] = next++;
        of[i] = renumber[key]!;
      }
      count = next;
    },
    group(side, visit) {
      start.fill(0, 0, count + 1);
      for (let i = 0; i < documents; i++) if (side[i] === visit) start[of[i]! + 1]!++;
      for (let c = 0; c < count; c++) start[c + 1]! += start[c]!;
      for (let i = 0; i < documents; i++) {
        if (side[i] === visit) order[start[of[i]!]!++] = i;
      }
      // The placement advanced every start to the next cell's: shift back.
      for (let c = count; c > 0; c--) start[c] = start[c - 1]!;
      start[0] = 0;
      return { order, start };
    },
  };
}
