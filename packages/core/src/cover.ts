/** One element of a label cover: a subset of the labels, counted `multiplicity` times. */
export interface CoverElement {
  /** Label ids, ascending, non-empty. */
  readonly labels: readonly number[];
  /** How many times the element is in the multiset (a positive integer). */
  readonly multiplicity: number;
}

/**
 * A label cover (Amit, Dekel and Singer): for a label vector y in {-1, +1}^k, a multiset of label
 * subsets whose union is all k labels. The covering error counts, for each element, whether any of its
 * labels is wrong. Hamming loss and zero-one loss are the two extreme covers.
 */
export interface Cover {
  /** A short stable name, for example `"hamming"` or `"weighted-positive:6"`. */
  readonly name: string;
  /**
   * The elements for one example.
   *
   * @param y - `y[l]` is +1 when label l applies, -1 otherwise; `y.length` is the number of labels
   */
  elements(y: ArrayLike<number>): readonly CoverElement[];
}
