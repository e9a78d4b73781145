/**
 * One sparse row as input to {@link csrFromRows}: column ids strictly ascending, and optionally one
 * value per id (a row without `values` stores 1 for every id).
 */
export interface SparseRowInput {
  /** Column ids, integers in `[0, cols)`, strictly ascending. */
  readonly indices: ArrayLike<number>;
  /** One finite value per index; omit for a binary row. */
  readonly values?: ArrayLike<number>;
}
