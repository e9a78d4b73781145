/**
 * Stable error codes. Code that handles errors should branch on `code`, never on the message.
 *
 * - `E_INPUT_FORMAT`: a file or string does not follow its format (names file and line).
 * - `E_SHAPE`: arrays or matrices whose sizes do not fit together.
 * - `E_INVALID_ARGUMENT`: an option or argument outside its allowed range.
 * - `E_NUMERIC`: a NaN or infinite value where a finite number is required.
 * - `E_MODEL_FORMAT`: a model file that is not a valid textboost model.
 * - `E_MODEL_VERSION`: a model file of a version this code cannot read.
 * - `E_ABORTED`: work stopped through an `AbortSignal`.
 * - `E_IO`: a file could not be read or written (or would be overwritten without permission).
 * - `E_WORKER`: a worker thread could not start, stopped unexpectedly, or failed without an error of
 *   its own (Node's worker-thread entry points).
 * - `E_NETWORK`: a download failed: no connection (offline, server gone), an error status from the
 *   server, too many redirects, or more bytes than allowed (names the address).
 * - `E_CHECKSUM`: a downloaded file's SHA-256 is not the one it must have (names the file and both digests).
 */
export type ErrorCode =
  | "E_INPUT_FORMAT"
  | "E_SHAPE"
  | "E_INVALID_ARGUMENT"
  | "E_NUMERIC"
  | "E_MODEL_FORMAT"
  | "E_MODEL_VERSION"
  | "E_ABORTED"
  | "E_IO"
  | "E_WORKER"
  | "E_NETWORK"
  | "E_CHECKSUM";

/** Where an error applies. Every field is optional; set what is known. Lines and rows count from 1. */
export interface ErrorLocation {
  /** Path or name of the file the problem is in. */
  readonly file?: string;
  /** 1-based line number in `file`. */
  readonly line?: number;
  /** 1-based column on `line`. */
  readonly column?: number;
  /** 0-based row of a matrix or data set (a document index). */
  readonly row?: number;
}

import { printableText } from "./printable-text.js";

const BRAND = Symbol.for("textboost.error");

/**
 * The one error type of textboost: a stable {@link ErrorCode}, an optional location and a message a
 * person can act on. The `message` is safe to print: control characters of the detail and the file
 * name (text that comes from inputs) are escaped by {@link printableText}; `detail` keeps the text as
 * given. It is branded with `Symbol.for("textboost.error")`, so {@link isTextboostError}
 * recognises errors thrown by another installed copy of `@textboost/core` too (prefer it to `instanceof`).
 *
 * @example
 * ```ts
 * import { TextboostError, isTextboostError } from "@textboost/core";
 * try {
 *   throw new TextboostError("E_INPUT_FORMAT", "expected '{' at the start of a sparse row", { file: "a.arff", line: 12 });
 * } catch (e) {
 *   if (isTextboostError(e)) console.log(e.code, e.line); // E_INPUT_FORMAT 12
 * }
 * ```
 */
export class TextboostError extends Error {
  readonly code: ErrorCode;
  readonly file: string | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  readonly row: number | undefined;
  /** The problem alone, without the location prefix that `message` carries. */
  readonly detail: string;

  constructor(code: ErrorCode, detail: string, location: ErrorLocation = {}, options?: { cause?: unknown }) {
    super(formatMessage(code, detail, location), options);
    this.name = "TextboostError";
    this.code = code;
    this.detail = detail;
    this.file = location.file;
    this.line = location.line;
    this.column = location.column;
    this.row = location.row;
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/**
 * The message: location, detail and code. The file name and the detail pass through `printableText`
 * (line breaks kept in the detail), so text from an input never reaches a terminal as control bytes.
 */
function formatMessage(code: ErrorCode, detail: string, loc: ErrorLocation): string {
  const parts: string[] = [];
  const text = printableText(detail, { keepLineBreaks: true });
  if (loc.file !== undefined) {
    let where = printableText(loc.file);
    if (loc.line !== undefined) where += `:${loc.line}`;
    if (loc.line !== undefined && loc.column !== undefined) where += `:${loc.column}`;
    parts.push(where);
  } else if (loc.line !== undefined) {
    parts.push(`line ${loc.line}`);
  }
  if (loc.row !== undefined) parts.push(`row ${loc.row}`);
  return parts.length > 0 ? `${parts.join(", ")}: ${text} [${code}]` : `${text} [${code}]`;
}

/**
 * True when `value` is a {@link TextboostError}, also one from another installed copy of core.
 *
 * @param value - anything caught
 * @param code - when given, also require this code
 */
export function isTextboostError(value: unknown, code?: ErrorCode): value is TextboostError {
  if (typeof value !== "object" || value === null) return false;
  if ((value as Record<symbol, unknown>)[BRAND] !== true) return false;
  return code === undefined || (value as TextboostError).code === code;
}

/**
 * The part of the standard `AbortSignal` textboost reads. Declared structurally so that core needs
 * neither the DOM nor the Node type library; a real `AbortSignal` fits it.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
}

/**
 * Throws `E_ABORTED` when `signal` has been aborted. Long loops call it once per iteration.
 *
 * @param signal - optional abort signal from the caller
 * @param what - what was interrupted, for the message
 */
export function throwIfAborted(signal: AbortSignalLike | undefined, what = "the operation"): void {
  if (signal?.aborted) {
    throw new TextboostError("E_ABORTED", `${what} was aborted`, {}, { cause: signal.reason });
  }
}
