import type { ArrayAllocator, Cover, LabelMatrix } from "@textboost/core";
import { ORDINARY_ARRAYS, TextboostError } from "@textboost/core";

/**
 * A cover applied to every document of a label matrix, flattened into typed arrays: what the
 * covering error, the covering loss and AdaBoost.LC iterate over. Build it with {@link compileCover}.
 *
 * The elements of document i are `documentStart[i] .. documentStart[i + 1]`; the labels of element e
 * are `elementLabels[elementStart[e] .. elementStart[e + 1]]`, counted `multiplicity[e]` times.
 */
export interface CompiledCover {
  /** The cover's name. */
  readonly name: string;
  /** The label matrix the cover was applied to. */
  readonly Y: LabelMatrix;
  /** `signs[i * k + l]` is y_i^l: +1 when document i has label l, else −1. */
  readonly signs: Int8Array;
  /** Length documents + 1. */
  readonly documentStart: Int32Array;
  /** Length elements + 1. */
  readonly elementStart: Int32Array;
  /** Label ids of all elements, concatenated. */
  readonly elementLabels: Int32Array;
  /** One positive integer per element. */
  readonly multiplicity: Float64Array;
}

/**
 * Applies a cover to the label vector of every document of `Y` and checks each result: labels
 * sorted, unique, in range and non-empty, multiplicities positive integers, the union all labels.
 * Compile once when the same cover and labels are evaluated many times (per boosting round).
 *
 * @param cover - any {@link Cover}
 * @param Y - documents x labels, binary CSR (label ids ascending per row)
 * @param arrays - where the arrays are allocated (default: ordinary typed arrays; `parallelPairLoss`
 *   of `@textboost/workers/node` asks for shared memory, so that worker threads read the cover
 *   without a copy)
 * @returns the {@link CompiledCover}
 * @throws TextboostError `E_SHAPE` for a malformed `Y`; `E_INVALID_ARGUMENT` (naming the row) when
 *   the cover breaks its contract on a document's label vector
 *
 * @example
 * ```ts
 * const c = compileCover(hammingCover(), Y);
 * c.documentStart[1]! - c.documentStart[0]!; // k elements for document 0
 * ```
 */
export function compileCover(
  cover: Cover,
  Y: LabelMatrix,
  arrays: ArrayAllocator = ORDINARY_ARRAYS,
): CompiledCover {
  const m = Y.rows;
  const k = Y.cols;
  checkLabels(Y);
  const signs = (arrays.int8 ?? ORDINARY_ARRAYS.int8)(m * k).fill(-1);
  for (let i = 0; i < m; i++) {
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) signs[i * k + Y.indices[p]!] = 1;
  }
  const documentStart = arrays.int32(m + 1);
  // Typed arrays grown to what the documents so far say all m will need (at least doubled): a cover
  // with as many elements and labels in every document (Hamming, zero-one) grows each once, to its
  // final length, which is then kept without a copy.
  let starts = arrays.int32(Math.max(16, m + 1));
  let labels = arrays.int32(Math.max(16, m));
  let mult = arrays.float64(Math.max(16, m));
  /** Room for `n` entries in the first `i` documents, extrapolated to all m (plus `extra`). */
  const expected = (n: number, i: number, extra: number): number =>
    i > 0 ? Math.ceil((n / i) * m) + extra : 0;
  let count = 0;
  let used = 0;
  const covered = new Int32Array(k).fill(-1);
  for (let i = 0; i < m; i++) {
    const y = signs.subarray(i * k, (i + 1) * k);
    const elements = cover.elements(y);
    if (!Array.isArray(elements)) {
      throw new TextboostError("E_INVALID_ARGUMENT", `cover "${cover.name}" did not return an array`, {
        row: i,
      });
    }
    for (const e of elements) {
      const ls = e.labels;
      if (!Array.isArray(ls) || ls.length === 0) {
        throw new TextboostError("E_INVALID_ARGUMENT", `cover "${cover.name}" returned an empty element`, {
          row: i,
        });
      }
      let previous = -1;
      for (const l of ls) {
        if (!Number.isInteger(l) || l <= previous || l >= k) {
          throw new TextboostError(
            "E_INVALID_ARGUMENT",
            `cover "${cover.name}" returned an element whose labels are not ascending ids in [0, ${k}): ${JSON.stringify(ls)}`,
            { row: i },
          );
        }
        previous = l;
        if (used === labels.length) {
          labels = grown(labels, expected(starts[documentStart[i]!]!, i, 0), arrays.int32);
        }
        labels[used++] = l;
        covered[l] = i;
      }
      if (!Number.isInteger(e.multiplicity) || e.multiplicity < 1) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `cover "${cover.name}" returned multiplicity ${String(e.multiplicity)}, not a positive integer`,
          { row: i },
        );
      }
      if (count + 1 >= starts.length) starts = grown(starts, expected(documentStart[i]!, i, 1), arrays.int32);
      if (count === mult.length) mult = grown(mult, expected(documentStart[i]!, i, 0), arrays.float64);
      mult[count++] = e.multiplicity;
      starts[count] = used;
    }
    for (let l = 0; l < k; l++) {
      if (covered[l] !== i) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `cover "${cover.name}" left label ${l} out of every element; a cover must hold every label`,
          { row: i },
        );
      }
    }
    documentStart[i + 1] = count;
  }
  return {
    name: cover.name,
    Y,
    signs,
    documentStart,
    elementStart: fitted(starts, count + 1, arrays.int32),
    elementLabels: fitted(labels, used, arrays.int32),
    multiplicity: fitted(mult, count, arrays.float64),
  };
}

/** A copy of `a` with room for `want` entries and at least twice its own. */
function grown<T extends Int32Array | Float64Array>(a: T, want: number, make: (length: number) => T): T {
  const b = make(Math.max(2 * a.length, want));
  b.set(a);
  return b;
}

/** `a` itself when it holds exactly `n` entries, else a copy of its first `n`. */
function fitted<T extends Int32Array | Float64Array>(a: T, n: number, make: (length: number) => T): T {
  if (a.length === n) return a;
  const b = make(n);
  b.set(a.subarray(0, n));
  return b;
}

/** True for a {@link CompiledCover} (as opposed to a {@link Cover}). */
export function isCompiledCover(value: Cover | CompiledCover): value is CompiledCover {
  return "documentStart" in value && "elementLabels" in value;
}

function checkLabels(Y: LabelMatrix): void {
  const { rows, cols, indptr, indices } = Y;
  if (!Number.isInteger(rows) || rows < 0 || !Number.isInteger(cols) || cols < 0) {
    throw new TextboostError("E_SHAPE", `Y has an invalid size ${rows} x ${cols}`);
  }
  if (indptr.length !== rows + 1 || indptr[0] !== 0 || indptr[rows] !== indices.length) {
    throw new TextboostError("E_SHAPE", "Y.indptr must have length rows + 1, start at 0 and end at nnz");
  }
  for (let i = 0; i < rows; i++) {
    let previous = -1;
    for (let p = indptr[i]!; p < indptr[i + 1]!; p++) {
      const l = indices[p]!;
      if (l <= previous || l >= cols) {
        throw new TextboostError(
          "E_SHAPE",
          `Y: label ids must be strictly ascending integers in [0, ${cols}), got ${l} after ${previous}`,
          { row: i },
        );
      }
      previous = l;
    }
  }
}
