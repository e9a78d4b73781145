import { fc } from "@fast-check/vitest";
import type { CsrMatrix } from "@textboost/core";
import { csrFromRows } from "@textboost/sparse";

/** Where a matrix's columns, copies of some of them and columns without entries go ({@link withTwinColumns}). */
export interface TwinColumns {
  /** Columns copied once more (indices into the matrix's columns, reduced modulo their number). */
  readonly copies: readonly number[];
  /** Columns without entries added. */
  readonly empty: number;
  /** Sort keys that shuffle all columns (one per column, cycled; ties keep their order). */
  readonly order: readonly number[];
}

/**
 * A {@link TwinColumns} layout: up to `maxCopies` copies, `minEmpty` to `minEmpty + 8` empty columns.
 *
 * @param options - bounds of the copies and the empty columns
 * @returns the arbitrary
 *
 * @example
 * ```ts
 * test.prop([arbDataset(), arbTwinColumns()])("...", (d, twins) => { withTwinColumns(d.X, twins); });
 * ```
 */
export function arbTwinColumns(
  options: { maxCopies?: number; minEmpty?: number } = {},
): fc.Arbitrary<TwinColumns> {
  const minEmpty = options.minEmpty ?? 0;
  return fc.record({
    copies: fc.array(fc.nat(), { maxLength: options.maxCopies ?? 8 }),
    empty: fc.integer({ min: minEmpty, max: minEmpty + 8 }),
    order: fc.array(fc.double({ noNaN: true }), { minLength: 16, maxLength: 16 }),
  });
}

/**
 * `X` with twin columns (copies: the same rows and values) and empty columns mixed in by
 * `twins.order`: what a term-space compaction (`distinctTerms` of `@textboost/sparse`) must see
 * through. `sources[c]` is the original column of new column c (−1 for an empty one).
 *
 * @param X - the matrix
 * @param twins - the layout
 * @returns the wider matrix and where its columns came from
 *
 * @example
 * ```ts
 * const { X: wide, sources } = withTwinColumns(X, { copies: [0], empty: 1, order: [0] });
 * ```
 */
export function withTwinColumns(X: CsrMatrix, twins: TwinColumns): { X: CsrMatrix; sources: number[] } {
  const r = X.cols;
  const all = [
    ...Array.from({ length: r }, (_, k) => k),
    ...(r === 0 ? [] : twins.copies.map((c) => c % r)),
    ...Array.from({ length: twins.empty }, () => -1),
  ];
  const key = (u: number) => twins.order[u % twins.order.length]!;
  const order = all.map((_, u) => u).sort((a, b) => key(a) - key(b) || a - b);
  const sources = order.map((u) => all[u]!);
  const rows = Array.from({ length: X.rows }, (_, i) => {
    const indices: number[] = [];
    const values: number[] = [];
    sources.forEach((source, k) => {
      if (source < 0) return;
      for (let p = X.indptr[i]!; p < X.indptr[i + 1]!; p++) {
        if (X.indices[p] !== source) continue;
        indices.push(k);
        values.push(X.values ? X.values[p]! : 1);
      }
    });
    return X.values ? { indices, values } : { indices };
  });
  return { X: csrFromRows(rows, sources.length), sources };
}
