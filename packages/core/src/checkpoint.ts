import type { Dataset } from "./dataset.js";
import { TextboostError } from "./errors.js";

// Base64 built into Node (>= 16) and browsers; core compiles without DOM or Node types.
declare function btoa(binary: string): string;
declare function atob(base64: string): string;

/** The `format` tag of every textboost training checkpoint. */
export const CHECKPOINT_FORMAT = "textboost-checkpoint";
/**
 * The checkpoint version this code writes and reads. Version 2 added `run` and `digest`; a version 1
 * checkpoint (without them) cannot be checked and is refused.
 */
export const CHECKPOINT_VERSION = 2;

/**
 * The options a training run depends on besides its data, as a checkpoint records them: the
 * booster's own (`learner`, `normalisation`, ...) and the caller's ({@link FitOptions.checkpointRun}).
 * JSON values only; a resumed run must have the same.
 */
export type CheckpointRun = Readonly<Record<string, unknown>>;

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
  /** The options the run depends on besides its data (see {@link CheckpointRun}). */
  readonly run: CheckpointRun;
  readonly state: State;
  /**
   * {@link checkpointDigest} of everything above: a checkpoint whose state, options, data fingerprint
   * or round count was edited (or damaged) no longer matches it and is refused.
   */
  readonly digest: string;
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
 * JSON with the keys of every object sorted, so equal values give equal text whatever the order
 * their keys were set in (a value read back from a file, or built in memory). As `JSON.stringify`:
 * `toJSON` is honoured, undefined members are left out, non-finite numbers are `null`; keys such as
 * `__proto__` count like any other.
 */
function canonicalJson(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const parts: string[] = [];
  feedCanonical(value, (text) => parts.push(text));
  return parts.join("");
}

/** Two 32-bit hashes (FNV-1a and a multiply-rotate mix) fed text piece by piece, as 16 hex digits. */
function hasher(): { update(text: string): void; hex(): string } {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  return {
    update(text) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x85ebca6b);
        b = (b << 13) | (b >>> 19);
      }
    },
    hex() {
      let m = Math.imul(b ^ (b >>> 16), 0xc2b2ae35);
      m ^= m >>> 13;
      const hex = (x: number) => (x >>> 0).toString(16).padStart(8, "0");
      return hex(a) + hex(m);
    },
  };
}

/**
 * Feeds the canonical JSON of `value` (see {@link canonicalJson}) to `update` piece by piece, so a
 * digest never builds a copy of a large checkpoint's text.
 */
function feedCanonical(value: unknown, update: (text: string) => void): void {
  const v =
    typeof value === "object" &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === "function"
      ? (value as { toJSON(): unknown }).toJSON()
      : value;
  if (typeof v !== "object" || v === null) {
    update((JSON.stringify(v) as string | undefined) ?? "null");
    return;
  }
  if (Array.isArray(v)) {
    update("[");
    v.forEach((x, i) => {
      if (i > 0) update(",");
      feedCanonical(x === undefined || typeof x === "function" ? null : x, update);
    });
    update("]");
    return;
  }
  update("{");
  let first = true;
  for (const k of Object.keys(v).sort()) {
    const x = (v as Record<string, unknown>)[k];
    if (x === undefined || typeof x === "function" || typeof x === "symbol") continue;
    update(`${first ? "" : ","}${JSON.stringify(k)}:`);
    first = false;
    feedCanonical(x, update);
  }
  update("}");
}

/**
 * The digest a checkpoint carries: a 64-bit hash of the canonical JSON of all its other fields
 * (format, version, algorithm, iteration, data fingerprint, run options and state). It detects
 * edits and damage, not a forger who recomputes it: it is a check, not a signature.
 *
 * @param checkpoint - the checkpoint, with or without its `digest` (which is left out)
 * @returns `"h64:"` and 16 hex digits
 *
 * @example
 * ```ts
 * const cp = createCheckpoint({ algorithm: "adaboost-mh", iteration: 1, fingerprint: "f", run: {}, state: {} });
 * checkpointDigest(cp) === cp.digest; // true
 * ```
 */
export function checkpointDigest(
  checkpoint: Omit<TrainingCheckpoint, "digest"> & { digest?: unknown },
): string {
  const { digest: _left, ...rest } = checkpoint;
  const h = hasher();
  feedCanonical(rest, h.update);
  return `h64:${h.hex()}`;
}

/**
 * Builds a checkpoint, with its {@link checkpointDigest}.
 *
 * @param parts - what the booster saves: its name, rounds done, the data's fingerprint, the options
 *   of the run (JSON values) and its state (JSON)
 * @returns the checkpoint, ready for `JSON.stringify`
 *
 * @example
 * ```ts
 * const fingerprint = datasetFingerprint(dataset);
 * const cp = createCheckpoint({
 *   algorithm: "adaboost-mh", iteration: 50, fingerprint, run: { learner: "real-stump" }, state: { rounds: [] },
 * });
 * ```
 */
export function createCheckpoint<State>(parts: {
  algorithm: string;
  iteration: number;
  fingerprint: string;
  run: CheckpointRun;
  state: State;
}): TrainingCheckpoint<State> {
  const body = { format: CHECKPOINT_FORMAT, version: CHECKPOINT_VERSION, ...parts } as const;
  return { ...body, digest: checkpointDigest(body) };
}

/**
 * Checks that parsed JSON is an untouched checkpoint this code reads, before anything about the run
 * is known (a command reads a `--resume` file this way, so its errors name the file): its format, its
 * version, its digest against its contents, its round count. {@link parseCheckpoint} does this first.
 *
 * @param json - `JSON.parse` of a checkpoint file
 * @param location - `file` names the checkpoint in errors
 * @returns the checkpoint
 * @throws TextboostError `E_MODEL_FORMAT` for anything that is not a checkpoint and for one whose
 *   contents do not match its digest (edited or damaged), `E_MODEL_VERSION` for another version
 *
 * @example
 * ```ts
 * const cp = createCheckpoint({ algorithm: "adaboost-mh", iteration: 5, fingerprint: "f", run: {}, state: {} });
 * checkCheckpoint(JSON.parse(JSON.stringify(cp))).iteration; // 5
 * ```
 */
export function checkCheckpoint(json: unknown, location: { file?: string } = {}): TrainingCheckpoint {
  const loc = location.file === undefined ? {} : { file: location.file };
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
  if (
    typeof cp.digest !== "string" ||
    typeof cp.run !== "object" ||
    cp.run === null ||
    Array.isArray(cp.run)
  ) {
    throw new TextboostError("E_MODEL_FORMAT", "checkpoint has no digest or no run options", loc);
  }
  if (checkpointDigest(cp as TrainingCheckpoint) !== cp.digest) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      "the checkpoint does not match its digest: it was edited or damaged after it was saved; resume from an untouched checkpoint or train from the start",
      loc,
    );
  }
  if (typeof cp.iteration !== "number" || !Number.isInteger(cp.iteration) || cp.iteration < 0) {
    throw new TextboostError("E_MODEL_FORMAT", "checkpoint has no valid iteration count", loc);
  }
  return cp as TrainingCheckpoint;
}

/**
 * Validates parsed JSON as a checkpoint of `algorithm` for the data with `fingerprint` and the run
 * options `run`: its digest must match its contents (so an edited checkpoint is refused), and its
 * algorithm, data and options must be this run's.
 *
 * @param json - `JSON.parse` of a checkpoint file
 * @param expected - the algorithm, data fingerprint and run options it must have; `file` names it in errors
 * @returns the checkpoint, its `state` still for the booster to check
 * @throws TextboostError `E_MODEL_FORMAT` for anything that is not a checkpoint and for one whose
 *   contents do not match its digest, `E_MODEL_VERSION` for another version, `E_INVALID_ARGUMENT`
 *   for another algorithm's checkpoint, other data or other options (the message names them)
 *
 * @example
 * ```ts
 * const cp = createCheckpoint({ algorithm: "adaboost-mh", iteration: 5, fingerprint: "f", run: { learner: "real-stump" }, state: {} });
 * parseCheckpoint(JSON.parse(JSON.stringify(cp)), { algorithm: "adaboost-mh", fingerprint: "f", run: { learner: "real-stump" } });
 * ```
 */
export function parseCheckpoint(
  json: unknown,
  expected: { algorithm: string; fingerprint: string; run: CheckpointRun; file?: string },
): TrainingCheckpoint {
  const loc = expected.file === undefined ? {} : { file: expected.file };
  const cp = checkCheckpoint(json, loc);
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
  const differ = differences(cp.run, expected.run);
  if (differ.length > 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `this checkpoint was made with other options (${differ.join("; ")}); resume with the options it was made with`,
      loc,
    );
  }
  return cp as TrainingCheckpoint;
}

/** "key: saved a, this run b" for every option whose values differ (as canonical JSON). */
function differences(saved: CheckpointRun, now: CheckpointRun): string[] {
  const keys = [...new Set([...Object.keys(saved), ...Object.keys(now)])].sort();
  return keys
    .map((k) => [k, canonicalJson(saved[k]) ?? "none", canonicalJson(now[k]) ?? "none"] as const)
    .filter(([, a, b]) => a !== b)
    .map(([k, a, b]) => `${k}: saved ${a}, this run ${b}`);
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
