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
}
