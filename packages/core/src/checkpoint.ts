import type { Dataset } from "./dataset.js";
import { TextboostError } from "./errors.js";

// Base64 built into Node (>= 16) and browsers; core compiles without DOM or Node types.
declare function btoa(binary: string): string;
declare function atob(base64: string): string;

/** The `format` tag of every textboost training checkpoint. */
export const CHECKPOINT_FORMAT = "textboost-checkpoint";
/** The checkpoint version this code writes and reads. */
export const CHECKPOINT_VERSION = 1;

/**
 * A booster's training state after some rounds, as plain JSON: what {@link FitOptions.resume} needs to
 * continue the run and return the model an uninterrupted run would have returned, bit for bit. The
 * booster that wrote it owns `state`; the rest lets a reader check that the checkpoint fits.
 */
export interface TrainingCheckpoint<State = unknown> {
  readonly format: typeof CHECKPOINT_FORMAT;
  readonly version: typeof CHECKPOINT_VERSION;
  /** The booster's name (`Booster.name`). */
  readonly algorithm: string;
  /** Rounds done. */
  readonly iteration: number;
  /** {@link datasetFingerprint} of the training data. */
  readonly fingerprint: string;
  readonly state: State;
}

/** How a booster saves checkpoints while it fits (see {@link FitOptions.checkpoint}). */
export interface CheckpointOptions {
  /** Save after every this many rounds (and when training is aborted between rounds). */
  readonly every: number;
  /** Receives each checkpoint; `fit` waits for it. Write it atomically: a later save replaces it. */
  save(checkpoint: TrainingCheckpoint): void | Promise<void>;
}

/**
 * A short fingerprint of a data set's shape and content (FNV-1a over the sizes, the sparsity
 * patterns, the values and the names), so a checkpoint is never resumed on other data.
 *
 * @example
 * ```ts
 * datasetFingerprint(dataset); // "fnv1a:4:3:7:9c1e25b3"
 * ```
 */
export function datasetFingerprint(data: Dataset): string {
  let h = 0x811c9dc5;
  const mix = (x: number) => {
    h = Math.imul(h ^ (x & 0xffff), 0x01000193);
    h = Math.imul(h ^ (x >>> 16), 0x01000193);
  };
  const ints = (a: Int32Array) => {
    for (let i = 0; i < a.length; i++) mix(a[i]!);
  };
  ints(data.X.indptr);
  ints(data.X.indices);
  ints(data.Y.indptr);
  ints(data.Y.indices);
  if (data.X.values) {
    const bits = new Int32Array(data.X.values.buffer, data.X.values.byteOffset, data.X.values.length * 2);
    ints(bits);
  }
  for (const name of [...data.featureNames, ...data.labelNames]) {
    for (let i = 0; i < name.length; i++) mix(name.charCodeAt(i));
    mix(0x1f);
  }
  const nnz = data.X.indptr[data.X.rows] ?? 0;
  return `fnv1a:${data.X.rows}:${data.Y.cols}:${nnz}:${(h >>> 0).toString(16).padStart(8, "0")}`;
}

/**
 * Builds a checkpoint.
 *
 * @example
 * ```ts
 * const fingerprint = datasetFingerprint(dataset);
 * const cp = createCheckpoint({ algorithm: "adaboost-mh", iteration: 50, fingerprint, state: { rounds: [] } });
 * ```
 */
export function createCheckpoint<State>(parts: {
  algorithm: string;
  iteration: number;
  fingerprint: string;
  state: State;
}): TrainingCheckpoint<State> {
  return { format: CHECKPOINT_FORMAT, version: CHECKPOINT_VERSION, ...parts };
}

/**
 * Validates parsed JSON as a checkpoint of `algorithm` for the data with `fingerprint`.
 *
 * @param json - `JSON.parse` of a checkpoint file
 * @param expected - the algorithm and data fingerprint it must have; `file` names it in errors
 * @returns the checkpoint, its `state` still for the booster to check
 * @throws TextboostError `E_MODEL_FORMAT` for anything that is not a checkpoint, `E_MODEL_VERSION`
 *   for an unknown version, `E_INVALID_ARGUMENT` for another algorithm's checkpoint or other data
 */
export function parseCheckpoint(
  json: unknown,
  expected: { algorithm: string; fingerprint: string; file?: string },
): TrainingCheckpoint {
  const loc = expected.file === undefined ? {} : { file: expected.file };
  const cp = json as Partial<TrainingCheckpoint> | null;
  if (typeof cp !== "object" || cp === null || cp.format !== CHECKPOINT_FORMAT) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `not a textboost checkpoint (no "format": "${CHECKPOINT_FORMAT}")`,
      loc,
    );
  }
  if (cp.version !== CHECKPOINT_VERSION) {
    throw new TextboostError(
      "E_MODEL_VERSION",
      `checkpoint version ${String(cp.version)}; this textboost reads version ${CHECKPOINT_VERSION}`,
      loc,
    );
  }
  if (typeof cp.iteration !== "number" || !Number.isInteger(cp.iteration) || cp.iteration < 0) {
    throw new TextboostError("E_MODEL_FORMAT", "checkpoint has no valid iteration count", loc);
  }
  if (cp.algorithm !== expected.algorithm) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `this is a checkpoint of ${String(cp.algorithm)}, not of ${expected.algorithm}`,
      loc,
    );
  }
  if (cp.fingerprint !== expected.fingerprint) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `this checkpoint was made on other training data (fingerprint ${String(cp.fingerprint)}, this data ${expected.fingerprint}); resume with the same data and options`,
      loc,
    );
  }
  return cp as TrainingCheckpoint;
}

/**
 * A Float64Array as base64 of its little-endian bytes: exact (every bit kept) and compact in JSON.
 *
 * @example
 * ```ts
 * decodeFloat64(encodeFloat64(Float64Array.of(0.1, -0))); // Float64Array [0.1, -0]
 * ```
 */
export function encodeFloat64(a: Float64Array): string {
  const bytes = new Uint8Array(a.length * 8);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < a.length; i++) view.setFloat64(i * 8, a[i]!, true);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * The inverse of {@link encodeFloat64}.
 *
 * @throws TextboostError `E_MODEL_FORMAT` when the text is not base64 of a whole number of doubles
 */
export function decodeFloat64(text: string): Float64Array {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new TextboostError("E_MODEL_FORMAT", "not base64");
  }
  if (binary.length % 8 !== 0) throw new TextboostError("E_MODEL_FORMAT", "not a whole number of doubles");
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i));
  const out = new Float64Array(binary.length / 8);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat64(i * 8, true);
  return out;
}
