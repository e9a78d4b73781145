import type { CsrMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";

/**
 * The four cells of the 2 x 2 contingency table of one (term t, category c) pair, in documents:
 *
 * |            | c   | not c |
 * |------------|-----|-------|
 * | t          | `a` | `b`   |
 * | not t      | `c` | `d`   |
 *
 * and `n = a + b + c + d`, the number of documents. This is what a {@link TermMeasure} function sees.
 */
export interface ContingencyCounts {
  /** Documents that contain the term and have the label. */
  readonly a: number;
  /** Documents that contain the term and do not have the label. */
  readonly b: number;
  /** Documents that have the label and do not contain the term. */
  readonly c: number;
  /** Documents with neither. */
  readonly d: number;
  /** All documents. */
  readonly n: number;
}

/**
 * The contingency counts of every (term, label) pair, on typed arrays laid out **labels x terms,
 * row-major**: the cell of label `j` and term `k` is at index `j * terms + k`.
 */
export interface ContingencyTable {
  /** Number of documents `n`. */
  readonly n: number;
  /** Number of terms (columns of X). */
  readonly terms: number;
  /** Number of labels (columns of Y). */
  readonly labels: number;
  /** Documents with the term and the label. Length `labels * terms`. */
  readonly a: Int32Array;
  /** Documents with the term, without the label. */
  readonly b: Int32Array;
  /** Documents with the label, without the term. */
  readonly c: Int32Array;
  /** Documents with neither. */
  readonly d: Int32Array;
  /** Per term: documents that contain it (`a + b`, the same for every label). Length `terms`. */
  readonly documentFrequency: Int32Array;
  /** Per label: documents that have it (`a + c`, the same for every term). Length `labels`. */
  readonly labelFrequency: Int32Array;
}

/**
 * Counts, for every term k and label j, the documents with and without each (a, b, c, d of
 * {@link ContingencyCounts}). A term is present in a document when its entry in X is stored and
 * non-zero (an explicitly stored 0 counts as absent); a label is present when it is listed in the
 * document's row of Y.
 *
 * Cost O(nnz(X) x labels per document + labels x terms): only `a` is counted, by walking each
 * document's terms once per label of that document; b, c and d come by subtraction from the
 * document frequency of the term and the label frequency (never by a pass over absent entries).
 *
 * @param X - documents x terms (any values; presence = non-zero)
 * @param Y - documents x labels, binary label sets
 * @returns the counts, labels x terms row-major
 * @throws TextboostError `E_SHAPE` when `X.rows !== Y.rows`, when `indptr` has the wrong length, or
 *   when a row's indices are out of range or not strictly ascending (the error names the row)
 *
 * @example
 * ```ts
 * import { csrFromRows, labelMatrix } from "@textboost/sparse";
 * const X = csrFromRows([{ indices: [0, 1] }, { indices: [1] }, { indices: [] }], 2);
 * const Y = labelMatrix([[0], [], [0]], 1);
 * const t = contingencyTable(X, Y);
 * [t.a[0], t.b[0], t.c[0], t.d[0]]; // term 0, label 0: [1, 0, 1, 1]
 * [t.a[1], t.b[1], t.c[1], t.d[1]]; // term 1, label 0: [1, 1, 1, 0]
 * ```
 *
 * Edge cases: no documents gives all-zero tables; a label with no document has a = c = 0; a term in
 * no document has a = b = 0. All of them are valid input.
 */
export function contingencyTable(X: CsrMatrix, Y: LabelMatrix): ContingencyTable {
  const { n, terms, labels, a, documentFrequency, labelFrequency } = jointCounts(X, Y);
  const size = labels * terms;
  const b = new Int32Array(size);
  const c = new Int32Array(size);
  const d = new Int32Array(size);
  for (let j = 0; j < labels; j++) {
    const base = j * terms;
    const positives = labelFrequency[j]!;
    for (let k = 0; k < terms; k++) {
      const p = base + k;
      const ak = a[p]!;
      const bk = documentFrequency[k]! - ak;
      const ck = positives - ak;
      b[p] = bk;
      c[p] = ck;
      d[p] = n - ak - bk - ck;
    }
  }
  return { n, terms, labels, a, b, c, d, documentFrequency, labelFrequency };
}

/** The joint counts `a` (labels x terms) and the two margins: all a contingency table needs. @internal */
export interface JointCounts {
  readonly n: number;
  readonly terms: number;
  readonly labels: number;
  readonly a: Int32Array;
  readonly documentFrequency: Int32Array;
  readonly labelFrequency: Int32Array;
}

/**
 * Counts `a`, document and label frequencies in one pass over the documents; `onDocuments` is told
 * how many documents are counted, every {@link PROGRESS_DOCUMENTS} and after the last. @internal
 */
export function jointCounts(
  X: CsrMatrix,
  Y: LabelMatrix,
  onDocuments?: (done: number, total: number) => void,
): JointCounts {
  if (X.rows !== Y.rows) {
    throw new TextboostError(
      "E_SHAPE",
      `X has ${X.rows} documents but Y has ${Y.rows}; they must describe the same documents`,
    );
  }
  checkIndptr(X, "X");
  checkIndptr(Y, "Y");
  const n = X.rows;
  const terms = X.cols;
  const labels = Y.cols;
  const a = new Int32Array(labels * terms);
  const documentFrequency = new Int32Array(terms);
  const labelFrequency = new Int32Array(labels);
  const present = new Int32Array(terms); // scratch: the present terms of the current document
  const xv = X.values;
  const yv = Y.values;
  for (let i = 0; i < n; i++) {
    if (onDocuments !== undefined && i > 0 && i % PROGRESS_DOCUMENTS === 0) onDocuments(i, n);
    let count = 0;
    let previous = -1;
    for (let p = X.indptr[i]!, end = X.indptr[i + 1]!; p < end; p++) {
      const k = X.indices[p]!;
      if (!(k > previous && k < terms)) badIndex("X", i, k, previous, terms);
      previous = k;
      if (xv !== undefined && xv[p] === 0) continue;
      present[count++] = k;
      documentFrequency[k]!++;
    }
    previous = -1;
    for (let q = Y.indptr[i]!, end = Y.indptr[i + 1]!; q < end; q++) {
      const j = Y.indices[q]!;
      if (!(j > previous && j < labels)) badIndex("Y", i, j, previous, labels);
      previous = j;
      if (yv !== undefined && yv[q] === 0) continue;
      labelFrequency[j]!++;
      const base = j * terms;
      for (let r = 0; r < count; r++) a[base + present[r]!]!++;
    }
  }
  onDocuments?.(n, n);
  return { n, terms, labels, a, documentFrequency, labelFrequency };
}

/** Documents between two progress calls of {@link jointCounts}. @internal */
export const PROGRESS_DOCUMENTS = 1024;

function checkIndptr(m: CsrMatrix, name: string): void {
  const { indptr, indices, rows } = m;
  if (indptr.length !== rows + 1 || indptr[0] !== 0 || indptr[rows] !== indices.length) {
    throw new TextboostError(
      "E_SHAPE",
      `${name}.indptr must have length rows + 1 = ${rows + 1}, start at 0 and end at nnz = ${indices.length}`,
    );
  }
  for (let i = 0; i < rows; i++) {
    if (indptr[i + 1]! < indptr[i]!) {
      throw new TextboostError("E_SHAPE", `${name}.indptr decreases`, { row: i });
    }
  }
}

function badIndex(name: string, row: number, index: number, previous: number, bound: number): never {
  const what = name === "X" ? "term" : "label";
  const detail =
    index < 0 || index >= bound
      ? `${name} ${what} index ${index} is outside [0, ${bound})`
      : `${name} row indices must be strictly ascending, got ${index} after ${previous}`;
  throw new TextboostError("E_SHAPE", detail, { row });
}
