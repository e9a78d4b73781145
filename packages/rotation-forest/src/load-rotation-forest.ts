import type { Model } from "@textboost/core";
import { isTextboostError, parseModelEnvelope, TextboostError } from "@textboost/core";
import { FOREST_COMBINES, type ForestCombine } from "./average-scores.js";
import { calibrationFromJSON } from "./calibration-json.js";
import { FOREST_CALIBRATIONS, type ForestCalibration, type ForestSettings } from "./forest-settings.js";
import { loadAdditiveBase } from "./load-base.js";
import { FOREST_LSI_INPUTS, type LsiInput } from "./lsi-input.js";
import type { Projection, ProjectionBlock } from "./projection.js";
import { MLRF, type RotationForestModel, rotationForestModel } from "./rotation-forest-model.js";
import type { ForestMember } from "./train-member.js";

/** Options of {@link loadRotationForest}. */
export interface LoadRotationForestOptions {
  /** Names the source in errors. */
  readonly file?: string;
  /** Loads a member's base model from its envelope (default {@link loadAdditiveBase}). */
  readonly loadBase?: (json: unknown) => Model;
}

/** Throws `E_MODEL_FORMAT` with the given detail. */
export type Fail = (what: string) => never;

const isInteger = (x: unknown, min: number): x is number => Number.isInteger(x) && (x as number) >= min;

function readSettings(raw: unknown, fail: Fail): ForestSettings {
  if (typeof raw !== "object" || raw === null) fail('"settings" must be an object');
  const s = raw as Record<string, unknown>;
  for (const key of ["members", "subsets", "lsiDims", "baseIterations"]) {
    if (!isInteger(s[key], 1)) fail(`settings.${key} must be an integer >= 1`);
  }
  if (s.subsetSize !== undefined && !isInteger(s.subsetSize, 1))
    fail("settings.subsetSize must be an integer >= 1");
  if (typeof s.sampleFraction !== "number" || !(s.sampleFraction > 0 && s.sampleFraction <= 1))
    fail("settings.sampleFraction must be in (0, 1]");
  if (typeof s.base !== "string") fail("settings.base must be a string");
  if (s.seed !== undefined && !Number.isFinite(s.seed)) fail("settings.seed must be a finite number");
  if (s.notes !== undefined && !(Array.isArray(s.notes) && s.notes.every((n) => typeof n === "string")))
    fail("settings.notes must be an array of strings");
  // Files written before these settings existed hold the paper's forest.
  const keepTerms = s.keepTerms ?? false;
  if (typeof keepTerms !== "boolean") fail("settings.keepTerms must be true or false");
  const combine = s.combine ?? "probabilities";
  if (!FOREST_COMBINES.includes(combine as ForestCombine))
    fail(`settings.combine must be one of ${FOREST_COMBINES.join(", ")}`);
  const calibration = s.calibration ?? "logistic";
  if (!FOREST_CALIBRATIONS.includes(calibration as ForestCalibration))
    fail(`settings.calibration must be one of ${FOREST_CALIBRATIONS.join(", ")}`);
  const bootstrapMembers = s.bootstrapMembers ?? false;
  if (typeof bootstrapMembers !== "boolean") fail("settings.bootstrapMembers must be true or false");
  // Absent: the raw values (files written before the option, and every raw forest's file).
  const lsiInput = s.lsiInput;
  if (lsiInput !== undefined && !FOREST_LSI_INPUTS.includes(lsiInput as LsiInput))
    fail(`settings.lsiInput must be one of ${FOREST_LSI_INPUTS.join(", ")}`);
  const settings: Record<string, unknown> = {
    ...s,
    keepTerms,
    combine: combine as ForestCombine,
    calibration: calibration as ForestCalibration,
    bootstrapMembers,
  };
  if (lsiInput === "raw") delete settings.lsiInput; // a raw forest does not say it
  return settings as unknown as ForestSettings;
}

/**
 * Validates a projection's JSON against the forest: k columns per block, K blocks that split the d
 * terms, finite T of terms x dims per block; the projection normalises rows when the forest's
 * `lsiInput` is `"normalised"` (a tf-idf forest's T holds its idf already).
 *
 * @param raw - the parsed projection
 * @param terms - d
 * @param settings - the forest's settings
 * @param fail - reports a problem
 */
export function projectionFromJSON(
  raw: unknown,
  terms: number,
  settings: ForestSettings,
  fail: Fail,
): Projection {
  if (typeof raw !== "object" || raw === null) fail("projection must be an object");
  const p = raw as { dimsPerBlock?: unknown; blocks?: unknown };
  if (p.dimsPerBlock !== settings.lsiDims)
    fail(`projection.dimsPerBlock must be settings.lsiDims (${settings.lsiDims})`);
  if (!Array.isArray(p.blocks) || p.blocks.length !== settings.subsets)
    fail(`projection.blocks must be an array of settings.subsets (${settings.subsets}) blocks`);
  const k = settings.lsiDims;
  const seen = new Uint8Array(terms);
  const blocks = (p.blocks as unknown[]).map((rawBlock, b): ProjectionBlock => {
    const block = rawBlock as { terms?: unknown; dims?: unknown; T?: unknown } | null;
    const where = `projection block ${b + 1}`;
    if (typeof block !== "object" || block === null) fail(`${where} must be an object`);
    const { terms: ids, dims, T } = block as { terms?: unknown; dims?: unknown; T?: unknown };
    if (
      !Array.isArray(ids) ||
      !ids.every((t, q) => isInteger(t, 0) && t < terms && (q === 0 || t > ids[q - 1]))
    )
      fail(`${where}: terms must be ascending term ids in [0, ${terms})`);
    for (const t of ids as number[]) {
      if (seen[t]) fail(`${where}: term ${t} is in two blocks; the blocks must split the vocabulary`);
      seen[t] = 1;
    }
    if (!isInteger(dims, 0) || dims > k) fail(`${where}: dims must be an integer in [0, ${k}]`);
    const size = (ids as number[]).length * (dims as number);
    if (
      !Array.isArray(T) ||
      T.length !== size ||
      !T.every((v) => typeof v === "number" && Number.isFinite(v))
    )
      fail(`${where}: T must be ${size} finite numbers (terms x dims)`);
    return {
      terms: Int32Array.from(ids as number[]),
      dims: dims as number,
      T: Float64Array.from(T as number[]),
    };
  });
  const missing = seen.indexOf(0);
  if (missing >= 0) fail(`term ${missing} is in no projection block; the blocks must split the vocabulary`);
  return {
    terms,
    dimsPerBlock: k,
    blocks,
    ...(settings.lsiInput === "normalised" ? { normaliseRows: true } : {}),
  };
}

/**
 * Loads a rotation forest from the parsed JSON of a model file, validating everything: the envelope,
 * the settings, every member's projection (its blocks must split the vocabulary, T must be finite and
 * terms x dims) and every member's base model (through `loadBase`, whose labels must be the forest's
 * and whose features the projection's K·k dimensions).
 *
 * @param json - `JSON.parse` of what `model.toJSON()` wrote
 * @param options - `file` for error messages; `loadBase` for members of a custom base booster
 * @returns the {@link RotationForestModel}
 * @throws TextboostError `E_MODEL_FORMAT` naming the member and what is wrong; `E_MODEL_VERSION` for an
 *   unknown version (of the forest or of a member)
 *
 * @example
 * ```ts no-run
 * const forest = loadRotationForest(JSON.parse(readFileSync("forest.json", "utf8")), { file: "forest.json" });
 * ```
 */
export function loadRotationForest(
  json: unknown,
  options: LoadRotationForestOptions = {},
): RotationForestModel {
  const loc = options.file === undefined ? {} : { file: options.file };
  const env = parseModelEnvelope(json, { expectedAlgorithm: MLRF, ...loc });
  const failAt =
    (prefix: string): Fail =>
    (what) => {
      throw new TextboostError("E_MODEL_FORMAT", `${prefix}${what}`, loc);
    };
  const body = env.body as { settings?: unknown; members?: unknown } | null;
  if (typeof body !== "object" || body === null || !Array.isArray(body.members))
    failAt("")('model body must have a "members" array');
  const settings = readSettings(body!.settings, failAt(""));
  const rawMembers = body!.members as unknown[];
  if (rawMembers.length !== settings.members)
    failAt("")(`settings.members is ${settings.members} but the file has ${rawMembers.length} members`);
  const loadBase = options.loadBase ?? loadAdditiveBase;
  const members = rawMembers.map((raw, i): ForestMember => {
    const fail = failAt(`member ${i + 1}: `);
    const entry = raw as { projection?: unknown; model?: unknown; calibration?: unknown } | null;
    if (typeof entry !== "object" || entry === null) fail("must be an object");
    const projection = projectionFromJSON(entry!.projection, env.features.length, settings, fail);
    let model: Model;
    try {
      model = loadBase(entry!.model);
    } catch (e) {
      const code = isTextboostError(e, "E_MODEL_VERSION") ? "E_MODEL_VERSION" : "E_MODEL_FORMAT";
      throw new TextboostError(code, `member ${i + 1}: ${(e as Error).message}`, loc, { cause: e });
    }
    if (JSON.stringify(model.labels) !== JSON.stringify(env.labels))
      fail("its model's labels differ from the forest's");
    const width = settings.subsets * settings.lsiDims + (settings.keepTerms ? env.features.length : 0);
    if (model.features.length !== width)
      fail(
        `its model has ${model.features.length} features, expected ${settings.keepTerms ? "the terms and " : ""}the projection's ${width} dimensions`,
      );
    if (entry!.calibration === undefined) return { projection, model };
    return {
      projection,
      model,
      calibration: calibrationFromJSON(entry!.calibration, env.labels.length, fail),
    };
  });
  return rotationForestModel({
    labels: env.labels,
    features: env.features,
    members,
    settings,
    preprocessing: env.preprocessing,
  });
}
