import type { ScoreCalibration } from "./platt.js";

/** A member's calibration in a model file. */
export interface ScoreCalibrationJSON {
  readonly scale: number[];
  readonly shift: number[];
}

/**
 * A calibration with plain arrays, for JSON.
 *
 * @example
 * ```ts
 * JSON.stringify(calibrationToJSON(fitScoreCalibration(model.scores(X), Y)));
 * ```
 */
export function calibrationToJSON(c: ScoreCalibration): ScoreCalibrationJSON {
  return { scale: Array.from(c.scale), shift: Array.from(c.shift) };
}

/**
 * Reads a member's calibration back: `labels` finite shifts and finite scales ≥ 0.
 *
 * @param raw - the parsed value
 * @param labels - the forest's number of labels
 * @param fail - reports a problem (throws)
 *
 * @example
 * ```ts
 * calibrationFromJSON({ scale: [0.5], shift: [-1] }, 1, (what) => { throw new Error(what); });
 * ```
 */
export function calibrationFromJSON(
  raw: unknown,
  labels: number,
  fail: (what: string) => never,
): ScoreCalibration {
  const c = raw as { scale?: unknown; shift?: unknown } | null;
  const ok = (a: unknown, min: number): a is number[] =>
    Array.isArray(a) &&
    a.length === labels &&
    a.every((x) => typeof x === "number" && Number.isFinite(x) && x >= min);
  if (typeof c !== "object" || c === null || !ok(c.scale, 0) || !ok(c.shift, -Number.MAX_VALUE))
    fail(`calibration must have ${labels} finite scales >= 0 and ${labels} finite shifts`);
  return { scale: Float64Array.from(c!.scale as number[]), shift: Float64Array.from(c!.shift as number[]) };
}
