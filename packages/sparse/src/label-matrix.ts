import type { CsrMatrix, LabelMatrix } from "@textboost/core";
import { columnCounts } from "./column-counts.js";
import { csrFromIdLists } from "./csr-from-token-ids.js";

/**
 * Builds label sets as a binary documents x labels CSR matrix. Each set is sorted and deduplicated;
 * an empty set is a document with no label.
 *
 * @param sets - one list of label ids per document, any order, duplicates allowed
 * @param labels - number of labels; ids must be integers in `[0, labels)`
 * @returns a binary {@link LabelMatrix} with `sets.length` rows and `labels` columns
 * @throws TextboostError `E_SHAPE` naming the 0-based `row` and the id for an out-of-range or
 *   non-integer id; `E_INVALID_ARGUMENT` when `labels` is not a non-negative integer
 *
 * @example
 * ```ts
 * const Y = labelMatrix([[2, 0, 2], [], [1]], 3);
 * Y.indptr;  // Int32Array [0, 2, 2, 3]
 * Y.indices; // Int32Array [0, 2, 1]
 * ```
 */
export function labelMatrix(sets: readonly ArrayLike<number>[], labels: number): LabelMatrix {
  return csrFromIdLists(sets, labels, false, "label id");
}

/**
 * Counts the positive documents of every label (the column sums of a binary label matrix).
 *
 * @param Y - documents x labels
 * @returns an Int32Array of length `Y.cols`; a label nobody has counts 0
 *
 * @example
 * ```ts
 * labelCounts(labelMatrix([[0, 2], [2]], 3)); // Int32Array [1, 0, 2]
 * ```
 */
export function labelCounts(Y: LabelMatrix | CsrMatrix): Int32Array {
  return columnCounts(Y);
}
