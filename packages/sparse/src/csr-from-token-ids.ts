import type { CsrMatrix } from "@textboost/core";
import { checkCount, failRow } from "./internal/fail.js";
import { GrowableFloat64, GrowableInt32 } from "./internal/growable.js";

/**
 * Builds a CSR matrix from documents given as lists of token (column) ids in any order, possibly
 * repeated: each row gets its distinct ids ascending. With `counts` the values are the number of
 * occurrences (term frequency); without, the matrix is binary (term presence).
 *
 * @param docs - one list of column ids per row; ids must be integers in `[0, cols)`
 * @param cols - number of columns (vocabulary size)
 * @param options - `counts: true` stores occurrence counts as values
 * @returns a CSR matrix with `docs.length` rows
 * @throws TextboostError `E_SHAPE` naming the 0-based `row` for a non-integer, negative or
 *   out-of-range id; `E_INVALID_ARGUMENT` when `cols` is not a non-negative integer
 *
 * @example
 * ```ts
 * const m = csrFromTokenIds([[3, 1, 3], []], 4, { counts: true });
 * m.indices; // Int32Array [1, 3]
 * m.values;  // Float64Array [1, 2]
 * csrFromTokenIds([[3, 1, 3]], 4).values; // undefined (binary)
 * ```
 */
export function csrFromTokenIds(
  docs: readonly ArrayLike<number>[],
  cols: number,
  options: { counts?: boolean } = {},
): CsrMatrix {
  return csrFromIdLists(docs, cols, options.counts === true, "token id");
}

/** {@link csrFromTokenIds} with the name of the ids (`"token id"`, `"label id"`) for messages. */
export function csrFromIdLists(
  docs: readonly ArrayLike<number>[],
  cols: number,
  counts: boolean,
  what: string,
): CsrMatrix {
  checkCount("cols", cols);
  const n = docs.length;
  const indptr = new Int32Array(n + 1);
  let total = 0;
  let longest = 0;
  for (let r = 0; r < n; r++) {
    const d = docs[r]!;
    if (d === null || typeof d !== "object" || typeof d.length !== "number") {
      failRow("E_SHAPE", `a row must be an array of ${what}s, got ${String(d)}`, { row: r });
    }
    total += d.length;
    if (d.length > longest) longest = d.length;
  }
  const scratch = new Int32Array(longest);
  const indices = new GrowableInt32(Math.min(total, 1 << 20));
  const values = counts ? new GrowableFloat64(Math.min(total, 1 << 20)) : undefined;
  for (let r = 0; r < n; r++) {
    const d = docs[r]!;
    const len = d.length;
    for (let p = 0; p < len; p++) {
      const c = d[p]!;
      if (typeof c !== "number" || !Number.isInteger(c) || c < 0 || c >= cols) {
        failRow("E_SHAPE", `${what} ${String(c)} (position ${p}) is not an integer in [0, ${cols})`, {
          row: r,
        });
      }
      scratch[p] = c;
    }
    const sorted = scratch.subarray(0, len).sort();
    let p = 0;
    while (p < len) {
      const c = sorted[p]!;
      let q = p + 1;
      while (q < len && sorted[q] === c) q++;
      indices.push(c);
      values?.push(q - p);
      p = q;
    }
    indptr[r + 1] = indices.length;
  }
  const out: CsrMatrix = { format: "csr", rows: n, cols, indptr, indices: indices.toArray() };
  return values === undefined ? out : { ...out, values: values.toArray() };
}
