import type { ModelEnvelope } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import type { Calibration } from "./calibration.js";
import type { Thresholding } from "./thresholding.js";

/** The version of the decision record this code writes and reads. */
export const DECISION_VERSION = 1;

/** How a decision was chosen on validation documents, for people and reports. */
export interface DecisionSelection {
  /** The measure optimised (a `@textboost/metrics` measure name). */
  readonly measure: string;
  /** Its value on the validation documents at the chosen S (`null` when undefined there). */
  readonly value: number | null;
  /** How many validation documents. */
  readonly documents: number;
  /** The numbers of rounds tried. */
  readonly candidates: readonly number[];
  /** For per-label F1 thresholds: the minimum F1 (Yang's fbr) below which a label kept the fallback. */
  readonly minF1?: number;
}

/**
 * How a model's scores become decisions, kept beside the model and apart from it: the number of
 * rounds S to use, the thresholding, and optionally a probability calibration. Boosters know nothing
 * of it; `textboost train` writes it into the model file under `decision`, and `evaluate`, `predict`
 * and `explain` read it.
 */
export interface Decision {
  /** Use the model's first `rounds` rounds (absent: all of them). */
  readonly rounds?: number;
  readonly thresholding: Thresholding;
  readonly calibration?: Calibration;
  readonly selection?: DecisionSelection;
}

/** A model file with its decision record: the envelope plus `decision: { version, ... }`. */
export type ModelWithDecision = ModelEnvelope & {
  readonly decision: { readonly version: number } & Decision;
};

/**
 * Adds a decision record to a model envelope (the envelope itself is unchanged: every algorithm's
 * loader ignores the extra field).
 *
 * @param envelope - what `model.toJSON()` returned
 * @param decision - the decision to store; validated against the envelope's labels and length
 * @returns a new object to serialise as the model file
 * @throws TextboostError `E_MODEL_FORMAT` for a decision that does not fit the model
 *
 * @example
 * ```ts
 * const file = withDecision(model.toJSON(), { rounds: 40, thresholding: { kind: "rcut", k: 2 } });
 * JSON.stringify(file); // { "format": "textboost-model", ..., "decision": { "version": 1, "rounds": 40, ... } }
 * ```
 */
export function withDecision(envelope: ModelEnvelope, decision: Decision): ModelWithDecision {
  const record = { version: DECISION_VERSION, ...decision };
  parseDecision(JSON.parse(JSON.stringify(record)), envelope.labels.length);
  return { ...envelope, decision: record };
}

/**
 * Reads the decision record of a parsed model file, if it has one.
 *
 * @param json - the model file's JSON (an envelope, possibly with `decision`)
 * @param options - `file` names the model in errors
 * @returns the {@link Decision}, or `undefined` when the model has none (then scores are used with
 *   all rounds and a threshold of 0)
 * @throws TextboostError `E_MODEL_FORMAT` for a malformed record, `E_MODEL_VERSION` for an unknown version
 *
 * @example
 * ```ts no-run
 * const decision = modelDecision(JSON.parse(readFileSync("m.json", "utf8")), { file: "m.json" });
 * decision?.thresholding; // { kind: "per-label", thresholds: [...] }
 * ```
 */
export function modelDecision(json: unknown, options: { file?: string } = {}): Decision | undefined {
  if (typeof json !== "object" || json === null || !("decision" in json)) return undefined;
  const labels = (json as { labels?: unknown }).labels;
  const count = Array.isArray(labels) ? labels.length : 0;
  return parseDecision((json as { decision: unknown }).decision, count, options);
}

/**
 * Validates a decision record (`{ version, rounds?, thresholding, calibration?, selection? }`) for a
 * model with `labels` labels.
 *
 * @param json - the record, as parsed from JSON
 * @param labels - the model's number of labels
 * @param options - `file` names the model in errors
 * @returns the {@link Decision}
 * @throws TextboostError `E_MODEL_FORMAT` naming the field that is wrong; `E_MODEL_VERSION` for a
 *   version other than {@link DECISION_VERSION}
 *
 * @example
 * ```ts
 * parseDecision({ version: 1, thresholding: { kind: "fixed", threshold: 0 } }, 3);
 * expect(() => parseDecision({ version: 1, thresholding: { kind: "per-label", thresholds: [0] } }, 3)).toThrow(
 *   "has 1 numbers for 3 labels",
 * ); // E_MODEL_FORMAT
 * ```
 */
export function parseDecision(json: unknown, labels: number, options: { file?: string } = {}): Decision {
  const loc = options.file === undefined ? {} : { file: options.file };
  const fail = (detail: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", `the model's decision record is malformed: ${detail}`, loc);
  };
  const object = (v: unknown, name: string): Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : fail(`"${name}" must be an object`);
  const finite = (v: unknown, name: string): number =>
    typeof v === "number" && Number.isFinite(v) ? v : fail(`"${name}" must be a finite number`);
  const whole = (v: unknown, name: string): number =>
    Number.isInteger(v) && (v as number) >= 0 ? (v as number) : fail(`"${name}" must be a whole number >= 0`);
  const numbers = (v: unknown, name: string, length: number): number[] => {
    if (!Array.isArray(v)) return fail(`"${name}" must be an array of numbers`);
    if (v.length !== length) return fail(`"${name}" has ${v.length} numbers for ${length} labels`);
    return v.map((x, k) => finite(x, `${name}[${k}]`));
  };
  const o = object(json, "decision");
  if (o.version !== DECISION_VERSION) {
    throw new TextboostError(
      "E_MODEL_VERSION",
      `decision record version ${JSON.stringify(o.version)} is not supported; this textboost reads version ${DECISION_VERSION}`,
      loc,
    );
  }
  const t = object(o.thresholding, "decision.thresholding");
  let thresholding: Thresholding;
  if (t.kind === "fixed")
    thresholding = { kind: "fixed", threshold: finite(t.threshold, "decision.thresholding.threshold") };
  else if (t.kind === "per-label")
    thresholding = {
      kind: "per-label",
      thresholds: numbers(t.thresholds, "decision.thresholding.thresholds", labels),
    };
  else if (t.kind === "rcut") thresholding = { kind: "rcut", k: whole(t.k, "decision.thresholding.k") };
  else
    return fail(
      `"decision.thresholding.kind" must be "fixed", "per-label" or "rcut", got ${JSON.stringify(t.kind)}`,
    );
  const decision: { -readonly [K in keyof Decision]: Decision[K] } = { thresholding };
  if (o.rounds !== undefined) decision.rounds = whole(o.rounds, "decision.rounds");
  if (o.calibration !== undefined)
    decision.calibration = parseCalibration(o.calibration, labels, { object, finite, numbers, fail });
  if (o.selection !== undefined) {
    const s = object(o.selection, "decision.selection");
    if (typeof s.measure !== "string") fail('"decision.selection.measure" must be a string');
    if (!Array.isArray(s.candidates)) fail('"decision.selection.candidates" must be an array');
    decision.selection = {
      measure: s.measure as string,
      value: s.value === null ? null : finite(s.value, "decision.selection.value"),
      documents: whole(s.documents, "decision.selection.documents"),
      candidates: (s.candidates as unknown[]).map((c, k) => whole(c, `decision.selection.candidates[${k}]`)),
      ...(s.minF1 === undefined ? {} : { minF1: finite(s.minF1, "decision.selection.minF1") }),
    };
  }
  return decision;
}

interface Checks {
  object(v: unknown, name: string): Record<string, unknown>;
  finite(v: unknown, name: string): number;
  numbers(v: unknown, name: string, length: number): number[];
  fail(detail: string): never;
}

function parseCalibration(v: unknown, labels: number, c: Checks): Calibration {
  const o = c.object(v, "decision.calibration");
  if (o.kind === "platt") {
    return {
      kind: "platt",
      a: c.numbers(o.a, "decision.calibration.a", labels),
      b: c.numbers(o.b, "decision.calibration.b", labels),
    };
  }
  if (o.kind !== "isotonic") {
    return c.fail(`"decision.calibration.kind" must be "platt" or "isotonic", got ${JSON.stringify(o.kind)}`);
  }
  if (!Array.isArray(o.labels) || o.labels.length !== labels) {
    return c.fail(`"decision.calibration.labels" must be an array of ${labels} maps`);
  }
  const maps = o.labels.map((m: unknown, j: number) => {
    const name = `decision.calibration.labels[${j}]`;
    const p = c.object(m, name);
    const xs = Array.isArray(p.x) ? p.x : c.fail(`"${name}.x" must be an array`);
    const x = c.numbers(xs, `${name}.x`, xs.length);
    const y = c.numbers(p.y, `${name}.y`, x.length);
    for (let k = 1; k < x.length; k++) {
      if (!(x[k]! > x[k - 1]!)) c.fail(`"${name}.x" must be strictly increasing`);
      if (!(y[k]! >= y[k - 1]!)) c.fail(`"${name}.y" must be non-decreasing`);
    }
    if (y.some((p) => p < 0 || p > 1)) c.fail(`"${name}.y" must lie in [0, 1]`);
    return { x, y };
  });
  return { kind: "isotonic", labels: maps };
}
