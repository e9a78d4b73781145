import type { ArrayAllocator, Cover, LabelMatrix } from "@textboost/core";
import { ORDINARY_ARRAYS, TextboostError } from "@textboost/core";

/**
 * A cover applied to every document of a label matrix, flattened into typed arrays: what the
 * covering error, the covering loss and AdaBoost.LC iterate over. Build it with {@link compileCover}.
 *
 * Document i has elements `documentStart[i] .. documentStart[i + 1]` (a fit keeps per-element values,
 * such as AdaBoost.LC's loss terms, at these indices). Documents whose elements are equal share one
 * stored copy of them: element s of document i is stored element t = {@link storedElement}(cover, i,
 * s) = `storedFrom[i] + (s − documentStart[i])`, whose labels are
 * `storedLabels[storedLabelStart[t] .. storedLabelStart[t + 1]]`, counted `storedMultiplicity[t]`
 * times. Under the Hamming and zero-one covers every document has the same elements, so one copy is
 * stored (m elements, or one) instead of one per document.
 */
export interface CompiledCover {
  /** The cover's name. */
  readonly name: string;
  /** The label matrix the cover was applied to. */
  readonly Y: LabelMatrix;
  /** `signs[i * m + j]` is y_i^j: +1 when document i has label j, else −1. */
  readonly signs: Int8Array;
  /** Length documents + 1: document i's elements are `documentStart[i] .. documentStart[i + 1]`. */
  readonly documentStart: Int32Array;
  /** Length documents: where document i's elements are stored (its first one's stored index). */
  readonly storedFrom: Int32Array;
  /** Length stored elements + 1: where each stored element's labels start in `storedLabels`. */
  readonly storedLabelStart: Int32Array;
  /** Label ids of all stored elements, concatenated. */
  readonly storedLabels: Int32Array;
  /** One positive integer per stored element. */
  readonly storedMultiplicity: Float64Array;
}

/**
 * Where element `s` of document `i` is stored in a {@link CompiledCover}: the index into
 * `storedLabelStart` and `storedMultiplicity`.
 *
 * @param cover - the compiled cover
 * @param i - the document
 * @param s - one of its elements (`cover.documentStart[i] <= s < cover.documentStart[i + 1]`)
 * @returns the stored element's index
 *
 * @example
 * ```ts
 * const c = compileCover(hammingCover(), Y);
 * const t = storedElement(c, 1, c.documentStart[1]! + 2); // document 1's element of label 2
 * c.storedLabels[c.storedLabelStart[t]!]; // 2
 * ```
 */
export function storedElement(cover: CompiledCover, i: number, s: number): number {
  return cover.storedFrom[i]! + (s - cover.documentStart[i]!);
}

/**
 * Applies a cover to the label vector of every document of `Y` and checks each result: labels
 * sorted, unique, in range and non-empty, multiplicities positive integers, the union all labels.
 * Documents whose elements (labels and multiplicities, in order) equal an earlier document's share
 * its stored copy. Compile once when the same cover and labels are evaluated many times (per
 * boosting round).
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
 * c.documentStart[1]! - c.documentStart[0]!; // m elements for document 0
 * c.storedMultiplicity.length; // m: every document's elements are the same m, stored once
 * ```
 */
export function compileCover(
  cover: Cover,
  Y: LabelMatrix,
  arrays: ArrayAllocator = ORDINARY_ARRAYS,
): CompiledCover {
  const g = Y.rows;
  const m = Y.cols;
  checkLabels(Y);
  const signs = (arrays.int8 ?? ORDINARY_ARRAYS.int8)(g * m).fill(-1);
  for (let i = 0; i < g; i++) {
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) signs[i * m + Y.indices[p]!] = 1;
  }
  const documentStart = arrays.int32(g + 1);
  const storedFrom = arrays.int32(g);
  // Typed arrays grown to what the documents so far say all g will need (at least doubled): a cover
  // with as many elements and labels in every document, all different (a weighted cover over
  // distinct label sets), grows each once, to its final length, which is then kept without a copy.
  let starts = arrays.int32(Math.max(16, g + 1));
  let labels = arrays.int32(Math.max(16, g));
  let mult = arrays.float64(Math.max(16, g));
  /** Room for `n` entries stored for the first `i` documents, extrapolated to all g (plus `extra`). */
  const expected = (n: number, i: number, extra: number): number =>
    i > 0 ? Math.ceil((n / i) * g) + extra : 0;
  let count = 0;
  let used = 0;
  const covered = new Int32Array(m).fill(-1);
  // Stored element lists by a hash of their contents: (first stored element, elements) pairs.
  const known = new Map<number, number[]>();
  for (let i = 0; i < g; i++) {
    const y = signs.subarray(i * m, (i + 1) * m);
    const elements = cover.elements(y);
    if (!Array.isArray(elements)) {
      throw new TextboostError("E_INVALID_ARGUMENT", `cover "${cover.name}" did not return an array`, {
        row: i,
      });
    }
    const first = count;
    for (const e of elements) {
      const ls = e.labels;
      if (!Array.isArray(ls) || ls.length === 0) {
        throw new TextboostError("E_INVALID_ARGUMENT", `cover "${cover.name}" returned an empty element`, {
          row: i,
        });
      }
      let previous = -1;
      for (const j of ls) {
        if (!Number.isInteger(j) || j <= previous || j >= m) {
          throw new TextboostError(
            "E_INVALID_ARGUMENT",
            `cover "${cover.name}" returned an element whose labels are not ascending ids in [0, ${m}): ${JSON.stringify(ls)}`,
            { row: i },
          );
        }
        previous = j;
        if (used === labels.length) labels = grown(labels, expected(starts[first]!, i, 0), arrays.int32);
        labels[used++] = j;
        covered[j] = i;
      }
      if (!Number.isInteger(e.multiplicity) || e.multiplicity < 1) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `cover "${cover.name}" returned multiplicity ${String(e.multiplicity)}, not a positive integer`,
          { row: i },
        );
      }
      if (count + 1 >= starts.length) starts = grown(starts, expected(first, i, 1), arrays.int32);
      if (count === mult.length) mult = grown(mult, expected(first, i, 0), arrays.float64);
      mult[count++] = e.multiplicity;
      starts[count] = used;
    }
    for (let j = 0; j < m; j++) {
      if (covered[j] !== i) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `cover "${cover.name}" left label ${j} out of every element; a cover must hold every label`,
          { row: i },
        );
      }
    }
    const n = count - first;
    documentStart[i + 1] = documentStart[i]! + n;
    // The same elements as an earlier document: point at its copy and drop this one.
    const hash = hashElements(starts, labels, mult, first, n);
    const candidates = known.get(hash);
    let same = -1;
    if (candidates) {
      for (let c = 0; c < candidates.length && same < 0; c += 2) {
        if (candidates[c + 1] === n && equalElements(starts, labels, mult, candidates[c]!, first, n)) {
          same = candidates[c]!;
        }
      }
    }
    if (same >= 0) {
      storedFrom[i] = same;
      count = first;
      used = starts[first]!;
    } else {
      storedFrom[i] = first;
      if (candidates) candidates.push(first, n);
      else known.set(hash, [first, n]);
    }
  }
  return {
    name: cover.name,
    Y,
    signs,
    documentStart,
    storedFrom,
    storedLabelStart: fitted(starts, count + 1, arrays.int32),
    storedLabels: fitted(labels, used, arrays.int32),
    storedMultiplicity: fitted(mult, count, arrays.float64),
  };
}

/** FNV-1a over `n` stored elements from `first`: each one's label count, labels and multiplicity. */
function hashElements(
  starts: Int32Array,
  labels: Int32Array,
  mult: Float64Array,
  first: number,
  n: number,
): number {
  let h = 0x811c9dc5;
  const mix = (x: number): void => {
    h = Math.imul(h ^ x, 0x01000193);
  };
  mix(n);
  for (let e = first; e < first + n; e++) {
    mix(starts[e + 1]! - starts[e]!);
    for (let p = starts[e]!; p < starts[e + 1]!; p++) mix(labels[p]!);
    mix(mult[e]! | 0);
  }
  return h >>> 0;
}

/** Whether the `n` stored elements from `a` and from `b` have the same labels and multiplicities. */
function equalElements(
  starts: Int32Array,
  labels: Int32Array,
  mult: Float64Array,
  a: number,
  b: number,
  n: number,
): boolean {
  for (let e = 0; e < n; e++) {
    const pa = starts[a + e]!;
    const pb = starts[b + e]!;
    const size = starts[a + e + 1]! - pa;
    if (starts[b + e + 1]! - pb !== size || mult[a + e] !== mult[b + e]) return false;
    for (let p = 0; p < size; p++) if (labels[pa + p] !== labels[pb + p]) return false;
  }
  return true;
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
  return "documentStart" in value && "storedLabels" in value;
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
      const j = indices[p]!;
      if (j <= previous || j >= cols) {
        throw new TextboostError(
          "E_SHAPE",
          `Y: label ids must be strictly ascending integers in [0, ${cols}), got ${j} after ${previous}`,
          { row: i },
        );
      }
      previous = j;
    }
  }
}
