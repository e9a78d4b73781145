/**
 * The term counts of one document at a time, reused from document to document: a dense count per
 * column and the list of the columns seen, so that a document costs its own length, not the
 * vocabulary's. Both text pipelines (`transform`, `fitTransform`) count their rows with it.
 */
export interface DocumentTermCounts {
  /** The count of every column in the current document (0 for the columns it does not hold). */
  readonly counts: Int32Array;
  /** Counts one occurrence of column `v` (an integer in [0, columns)). */
  add(v: number): void;
  /** The distinct columns of the current document in ascending order (a view, valid until {@link clear}). */
  sorted(): Int32Array;
  /** Forgets the current document (resets only the counts it set). */
  clear(): void;
}

/**
 * Creates the {@link DocumentTermCounts} of a vocabulary of `columns` terms.
 *
 * @param columns - the number of columns (terms); every `add` takes a column below it
 * @returns the counts, empty
 *
 * @example
 * ```ts
 * const row = createDocumentTermCounts(10);
 * for (const v of [7, 2, 7]) row.add(v);
 * row.sorted(); // Int32Array [2, 7]
 * row.counts[7]; // 2
 * row.clear(); // row.counts is all zeros again
 * ```
 */
export function createDocumentTermCounts(columns: number): DocumentTermCounts {
  const counts = new Int32Array(columns);
  let ids = new Int32Array(256);
  let n = 0;
  return {
    counts,
    add(v) {
      const before = counts[v]!;
      counts[v] = before + 1;
      if (before !== 0) return;
      if (n === ids.length) {
        const bigger = new Int32Array(2 * n);
        bigger.set(ids);
        ids = bigger;
      }
      ids[n++] = v;
    },
    sorted: () => ids.subarray(0, n).sort(),
    clear() {
      for (let p = 0; p < n; p++) counts[ids[p]!] = 0;
      n = 0;
    },
  };
}
