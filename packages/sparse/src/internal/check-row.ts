import { failRow, type RowContext } from "./fail.js";

/**
 * Validates one sparse row: indices are integers, strictly ascending, in `[0, cols)` (or just
 * non-negative when `cols` is undefined), `values` (when given) has the same length and only finite
 * numbers. Throws a TextboostError naming the row and the offending value. With `from` and `to`,
 * the row is `indices[from … to − 1]` (and the same entries of `values`), checked in place: what a
 * whole CSR matrix's validation does without a view per row; positions are then within the row.
 *
 * @returns the largest index of the row, or -1 for an empty row
 */
export function checkRow(
  indices: ArrayLike<number>,
  values: ArrayLike<number> | undefined,
  cols: number | undefined,
  ctx: RowContext,
  from = 0,
  to?: number,
): number {
  if (indices === null || typeof indices !== "object" || typeof indices.length !== "number") {
    failRow("E_SHAPE", `indices must be an array of column ids, got ${String(indices)}`, ctx);
  }
  const n = to ?? indices.length;
  if (values !== undefined) {
    if (values === null || typeof values !== "object" || typeof values.length !== "number") {
      failRow("E_SHAPE", `values must be an array of numbers, got ${String(values)}`, ctx);
    }
    if (to === undefined && values.length !== n) {
      failRow("E_SHAPE", `${n} indices but ${values.length} values; they must have the same length`, ctx);
    }
  }
  let prev = -1;
  for (let at = from; at < n; at++) {
    const c = indices[at]!;
    const p = at - from; // the position within the row
    if (typeof c !== "number" || !Number.isInteger(c)) {
      failRow("E_SHAPE", `column index ${String(c)} (position ${p}) is not an integer`, ctx);
    }
    if (c < 0) failRow("E_SHAPE", `column index ${c} (position ${p}) is negative`, ctx);
    if (cols !== undefined && c >= cols) {
      failRow("E_SHAPE", `column index ${c} (position ${p}) is out of range [0, ${cols})`, ctx);
    }
    if (c === prev) failRow("E_SHAPE", `duplicate column index ${c} (position ${p})`, ctx);
    if (c < prev) {
      failRow(
        "E_SHAPE",
        `column index ${c} (position ${p}) follows ${prev}; indices must be strictly ascending`,
        ctx,
      );
    }
    prev = c;
    if (values !== undefined) {
      const v = values[at]!;
      if (typeof v !== "number" || !Number.isFinite(v)) {
        failRow("E_NUMERIC", `value ${String(v)} at column ${c} is not a finite number`, ctx);
      }
    }
  }
  return prev;
}
