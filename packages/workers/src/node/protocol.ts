// Slots of a worker's control array (an Int32Array on a SharedArrayBuffer) and the messages between
// the main thread and a worker. Shared by worker-pool.ts and worker.ts; imports nothing.

/** Sequence number of the last message the main thread posted. */
export const REQUEST = 0;
/** Sequence number of the last message the worker finished. */
export const DONE = 1;
/** The worker's state: one of the `STATE_*` values. */
export const STATE = 2;
/** Length of the control array. */
export const CONTROL_LENGTH = 3;

/** The worker has not yet loaded its tasks. */
export const STATE_STARTING = 0;
/** The worker answers requests. */
export const STATE_READY = 1;
/** The worker could not load its tasks; a `{ startup: message }` follows on the port. */
export const STATE_BROKEN = 2;
/** The worker's loop ended (it no longer answers). */
export const STATE_EXITED = 3;

/** A message from the main thread. */
export type Request =
  | { readonly seq: number; readonly op: "share"; readonly id: number; readonly context: unknown }
  | { readonly seq: number; readonly op: "release"; readonly id: number }
  | {
      readonly seq: number;
      readonly op: "run";
      readonly kernel: string;
      readonly id: number;
      readonly args: unknown;
    };

/** A failure reported by a worker (posted on the port before the message is marked done). */
export interface WorkerFailure {
  readonly seq?: number;
  readonly startup?: boolean;
  readonly message: string;
  readonly code?: string;
  /**
   * A typed error's problem alone and its location (`detail`, `file`, `line`, `column`, `row` of a
   * `TextboostError`), so the calling thread throws the error the task would have thrown there.
   */
  readonly typed?: {
    readonly detail: string;
    readonly file?: string;
    readonly line?: number;
    readonly column?: number;
    readonly row?: number;
  };
}

/** What a worker says a thrown `e` was: an `Error`'s stack (else its message), anything else as text. */
export function describeFailure(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message) : String(e);
}

/**
 * What a worker posts when a task throws `e`: its description (the stack of an `Error`), its code
 * when it has one, and for a typed error (a `detail` beside its `code`, as `TextboostError` has) its
 * problem and location, so that the calling thread can throw the error the task would have thrown
 * there (`failureError` of pool-worker.ts). Duck-typed: this module imports nothing.
 *
 * @param e - what the task threw
 * @param seq - the request's sequence number
 * @returns the failure message
 *
 * @example
 * ```ts
 * failureOf(new TextboostError("E_NUMERIC", "score is NaN", { row: 3 }), 7).typed; // { detail: "score is NaN", row: 3 }
 * ```
 */
export function failureOf(e: unknown, seq: number): WorkerFailure {
  const message = describeFailure(e);
  const fields = (typeof e === "object" && e !== null ? e : {}) as Record<string, unknown>;
  const { code, detail } = fields;
  if (typeof code !== "string") return { seq, message };
  if (typeof detail !== "string") return { seq, message, code };
  const typed: { detail: string; file?: string; line?: number; column?: number; row?: number } = { detail };
  if (typeof fields.file === "string") typed.file = fields.file;
  for (const key of ["line", "column", "row"] as const) {
    const value = fields[key];
    if (typeof value === "number") typed[key] = value;
  }
  return { seq, message, code, typed };
}
