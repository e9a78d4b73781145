import { type ErrorCode, TextboostError } from "@textboost/core";

/** Where a row-level problem is: the 0-based row, and the file and 1-based line when known. */
export interface RowContext {
  readonly row?: number;
  readonly file?: string | undefined;
  readonly line?: number | undefined;
}

/**
 * Throws the error for a bad row: `E_INPUT_FORMAT` when the data came from a named file (so the
 * message leads with `file:line`), otherwise `code` (`E_SHAPE` or `E_NUMERIC`).
 */
export function failRow(code: ErrorCode, detail: string, ctx: RowContext): never {
  const loc: { row?: number; file?: string; line?: number } = {};
  if (ctx.row !== undefined) loc.row = ctx.row;
  if (ctx.file !== undefined) loc.file = ctx.file;
  if (ctx.line !== undefined) loc.line = ctx.line;
  throw new TextboostError(ctx.file !== undefined ? "E_INPUT_FORMAT" : code, detail, loc);
}

/** Throws `E_INVALID_ARGUMENT` unless `n` is a non-negative integer. */
export function checkCount(name: string, n: unknown): asserts n is number {
  if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > 0x7fffffff) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${name} must be a non-negative integer, got ${String(n)}`,
    );
  }
}
