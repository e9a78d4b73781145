import type { CsrMatrix, Dataset } from "@textboost/core";
import type { TextCorpus } from "./text-corpus.js";

/** `first` followed by the names of `second` that `first` lacks, and where each of `second`'s names went. */
function unionNames(
  first: readonly string[],
  second: readonly string[],
): { names: string[]; map: Int32Array } {
  const names = [...first];
  const at = new Map(first.map((n, i) => [n, i]));
  const map = new Int32Array(second.length);
  second.forEach((n, i) => {
    let j = at.get(n);
    if (j === undefined) {
      j = names.length;
      names.push(n);
      at.set(n, j);
    }
    map[i] = j;
  });
  return { names, map };
}

/** The rows of `a` then those of `b`, `b`'s columns renumbered by `map`, over `cols` columns. */
function stackRows(a: CsrMatrix, b: CsrMatrix, map: Int32Array, cols: number): CsrMatrix {
  const nnz = a.indices.length + b.indices.length;
  const indptr = new Int32Array(a.rows + b.rows + 1);
  indptr.set(a.indptr);
  const indices = new Int32Array(nnz);
  indices.set(a.indices);
  const weighted = a.values !== undefined || b.values !== undefined;
  const values = weighted ? new Float64Array(nnz) : undefined;
  if (values !== undefined) {
    if (a.values) values.set(a.values);
    else values.fill(1, 0, a.indices.length);
  }
  let p = a.indices.length;
  for (let i = 0; i < b.rows; i++) {
    const row: [number, number][] = [];
    for (let q = b.indptr[i]!; q < b.indptr[i + 1]!; q++) {
      row.push([map[b.indices[q]!]!, b.values ? b.values[q]! : 1]);
    }
    row.sort((x, y) => x[0] - y[0]);
    for (const [c, v] of row) {
      indices[p] = c;
      if (values !== undefined) values[p] = v;
      p++;
    }
    indptr[a.rows + i + 1] = p;
  }
  return {
    format: "csr",
    rows: a.rows + b.rows,
    cols,
    indptr,
    indices,
    ...(values === undefined ? {} : { values }),
  };
}

/**
 * Every document of two parts of one data set (its training and its test part) as one data set: the
 * rows of `first`, then those of `second`. Columns are matched by name: `first`'s columns keep their
 * places and the features and labels only `second` has are appended (a Mulan set's two files have
 * the same columns; two SVMlight files may not). Document ids are kept when both parts have them.
 *
 * @example
 * ```ts
 * const first = selectDocuments(dataset, [0, 1]);
 * const second = selectDocuments(dataset, [2]);
 * concatDatasets(first, second).X.rows; // 3
 * ```
 */
export function concatDatasets(first: Dataset, second: Dataset): Dataset {
  const features = unionNames(first.featureNames, second.featureNames);
  const labels = unionNames(first.labelNames, second.labelNames);
  const ids =
    first.documentIds !== undefined && second.documentIds !== undefined
      ? { documentIds: [...first.documentIds, ...second.documentIds] }
      : {};
  return {
    X: stackRows(first.X, second.X, features.map, features.names.length),
    Y: stackRows(first.Y, second.Y, labels.map, labels.names.length),
    featureNames: features.names,
    labelNames: labels.names,
    ...ids,
  };
}

/**
 * Every document of two parts of a raw-text corpus: `first`'s documents then `second`'s, and the
 * label names of both (`first`'s order, then those only `second` has).
 *
 * @example
 * ```ts
 * const a = { documents: [{ id: "1", text: "wheat rose", labels: ["grain"] }], labelNames: ["grain"] };
 * const b = { documents: [{ id: "2", text: "crude fell", labels: ["oil"] }], labelNames: ["oil"] };
 * concatCorpora(a, b).labelNames; // ["grain", "oil"]
 * ```
 */
export function concatCorpora(first: TextCorpus, second: TextCorpus): TextCorpus {
  return {
    documents: [...first.documents, ...second.documents],
    labelNames: unionNames(first.labelNames, second.labelNames).names,
  };
}
