import type { CsrMatrix } from "@textboost/core";

/** A CSR row as mutable plain arrays (column id -> value), for arbitraries that edit rows. */
export type EditableRow = Map<number, number>;

/** The rows of a CSR matrix as editable maps. */
export function editableRows(m: CsrMatrix): EditableRow[] {
  return Array.from({ length: m.rows }, (_, r) => {
    const row: EditableRow = new Map();
    for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++) {
      row.set(m.indices[p]!, m.values === undefined ? 1 : m.values[p]!);
    }
    return row;
  });
}

/** Sorted `{ indices, values }` rows from editable maps (the input of `csrFromRows`). */
export function sortedRows(rows: readonly EditableRow[]): { indices: number[]; values: number[] }[] {
  return rows.map((row) => {
    const indices = [...row.keys()].sort((a, b) => a - b);
    return { indices, values: indices.map((c) => row.get(c)!) };
  });
}
