import type { Dataset } from "@textboost/core";
import { type SelectFeaturesOptions, selectFeatures } from "@textboost/features";
import type { LocalExamples } from "./local-examples.js";
import { columnMap, csrMatrix, restrictMatrix } from "./restrict-matrix.js";
import type { PlanNode } from "./tree-plan.js";

/**
 * Glocal feature selection (Section 3.2 of the paper): at every internal node, the terms that best
 * tell its children apart on its local examples, scored with any term measure of
 * `@textboost/features` and globalised over the children by any policy (round robin included).
 */
export type GlocalFeatureOptions = Omit<SelectFeaturesOptions, "priors">;

/** A node's training set and where its columns come from. */
export interface LocalData {
  /** The node's local documents, on its own columns, labelled over its outputs. */
  readonly dataset: Dataset;
  /** Global column of each local column, ascending. */
  readonly columns: Int32Array;
}

/**
 * The data set a node's flat booster trains on: its local documents ({@link localExamples}) on the
 * columns it may use, labelled over its outputs.
 *
 * The root sees every document and keeps every column (so a one-level hierarchy trains exactly the
 * flat booster). Below the root, a node keeps the terms that occur in its local documents (every
 * column when none does): a term absent from all of them cannot split them, and leaving it out
 * makes each round cheaper. With `glocal`, the node then keeps the `size` best of those by the
 * measure and globalisation given, computed on its local examples (Definitions 1 and 2 decide the
 * positives and negatives of each child).
 *
 * @param data - the whole training set
 * @param examples - the node's local examples
 * @param node - the node (its outputs name the local labels)
 * @param glocal - glocal feature selection, or undefined for none
 * @returns the local data set and its column map
 *
 * @example
 * ```ts
 * const { dataset, columns } = localDataset(data, localExamples(plan, data.Y)[1]!, plan.nodes[1]!);
 * dataset.featureNames[0] === data.featureNames[columns[0]!]; // true
 * ```
 */
export function localDataset(
  data: Dataset,
  examples: LocalExamples,
  node: PlanNode,
  glocal?: GlocalFeatureOptions,
): LocalData {
  const { X } = data;
  const root = node.node < 0;
  const rows = root ? undefined : examples.documents;
  let columns = root ? allColumns(X.cols) : occurringColumns(data, examples.documents);
  if (columns.length === 0) columns = allColumns(X.cols);
  if (glocal !== undefined) {
    const candidates = restrictMatrix(X, rows, columnMap(columns, X.cols), columns.length);
    const chosen = selectFeatures(candidates, examples.Y, glocal).columns;
    columns = Int32Array.from(chosen, (k) => columns[k]!).sort();
  }
  const full = root && columns.length === X.cols;
  const localX = full
    ? csrMatrix(X.rows, X.cols, X.indptr, X.indices, X.values)
    : restrictMatrix(X, rows, columnMap(columns, X.cols), columns.length);
  return {
    dataset: {
      X: localX,
      Y: examples.Y,
      featureNames: full ? data.featureNames : Array.from(columns, (c) => data.featureNames[c]!),
      labelNames: node.outputs.map((o) => o.name),
    },
    columns,
  };
}

function allColumns(cols: number): Int32Array {
  return Int32Array.from({ length: cols }, (_, c) => c);
}

/** The columns with a stored entry in at least one of `rows`, ascending. */
function occurringColumns(data: Dataset, rows: Int32Array): Int32Array {
  const seen = new Uint8Array(data.X.cols);
  return markedIds(seen, markColumns(data.X.indptr, data.X.indices, rows, seen));
}

// Marking and listing are separate functions, each one loop nest (see restrict-matrix.ts: a hot loop
// compiled on the stack with code after it that had not run yet was thrown out at every node).

/** Sets `seen[c]` for every column of the rows' entries; returns how many were set. */
function markColumns(indptr: Int32Array, indices: Int32Array, rows: Int32Array, seen: Uint8Array): number {
  let count = 0;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k]!;
    for (let p = indptr[r]!, end = indptr[r + 1]!; p < end; p++) {
      const c = indices[p]!;
      if (seen[c] === 0) {
        seen[c] = 1;
        count++;
      }
    }
  }
  return count;
}

/** The `count` indices where `seen` is set, ascending. */
function markedIds(seen: Uint8Array, count: number): Int32Array {
  const out = new Int32Array(count);
  for (let c = 0, k = 0; c < seen.length; c++) if (seen[c] === 1) out[k++] = c;
  return out;
}
