import { TextboostError } from "./errors.js";

/** The `format` tag of every textboost model file. */
export const MODEL_FORMAT = "textboost-model";
/** The envelope version this code writes and reads. */
export const MODEL_VERSION = 1;

/**
 * The JSON shape every model is saved in. The algorithm's own data is under `body`; `preprocessing`
 * holds a serialised text pipeline (or `null`), so a saved model can classify raw text.
 */
export interface ModelEnvelope<Body = unknown> {
  readonly format: typeof MODEL_FORMAT;
  readonly version: typeof MODEL_VERSION;
  readonly algorithm: string;
  readonly labels: readonly string[];
  readonly features: readonly string[];
  readonly preprocessing: unknown;
  readonly body: Body;
}

/**
 * Builds an envelope. `preprocessing` defaults to `null`.
 *
 * @example
 * ```ts
 * const env = createModelEnvelope({ algorithm: "adaboost-mh", labels: ["a"], features: ["x"], body: { rounds: [] } });
 * env.format; // "textboost-model"
 * ```
 */
export function createModelEnvelope<Body>(parts: {
  algorithm: string;
  labels: readonly string[];
  features: readonly string[];
  body: Body;
  preprocessing?: unknown;
}): ModelEnvelope<Body> {
  return {
    format: MODEL_FORMAT,
    version: MODEL_VERSION,
    algorithm: parts.algorithm,
    labels: [...parts.labels],
    features: [...parts.features],
    preprocessing: parts.preprocessing ?? null,
    body: parts.body,
  };
}

/**
 * Validates parsed JSON as a model envelope. Checks the format tag, the version, the algorithm (when
 * `expectedAlgorithm` is given), and that labels and features are arrays of strings.
 *
 * @param json - the value of `JSON.parse` on a model file
 * @param options - `file` names the source in errors; `expectedAlgorithm` rejects other algorithms' models
 * @throws TextboostError `E_MODEL_FORMAT` for anything that is not a model, `E_MODEL_VERSION` for an unknown version
 */
export function parseModelEnvelope(
  json: unknown,
  options: { file?: string; expectedAlgorithm?: string } = {},
): ModelEnvelope {
  const loc = options.file === undefined ? {} : { file: options.file };
  const fail = (detail: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", detail, loc);
  };
  if (typeof json !== "object" || json === null || Array.isArray(json)) fail("a model must be a JSON object");
  const o = json as Record<string, unknown>;
  if (o.format !== MODEL_FORMAT)
    fail(`not a textboost model: "format" is ${JSON.stringify(o.format)}, expected "${MODEL_FORMAT}"`);
  if (o.version !== MODEL_VERSION) {
    throw new TextboostError(
      "E_MODEL_VERSION",
      `model version ${JSON.stringify(o.version)} is not supported; this textboost reads version ${MODEL_VERSION}`,
      loc,
    );
  }
  if (typeof o.algorithm !== "string" || o.algorithm === "") fail('"algorithm" must be a non-empty string');
  if (options.expectedAlgorithm !== undefined && o.algorithm !== options.expectedAlgorithm) {
    fail(`this is a "${String(o.algorithm)}" model, expected "${options.expectedAlgorithm}"`);
  }
  for (const key of ["labels", "features"] as const) {
    const v = o[key];
    if (!Array.isArray(v) || !v.every((s) => typeof s === "string"))
      fail(`"${key}" must be an array of strings`);
  }
  if (!("body" in o)) fail('"body" is missing');
  return {
    format: MODEL_FORMAT,
    version: MODEL_VERSION,
    algorithm: o.algorithm as string,
    labels: o.labels as string[],
    features: o.features as string[],
    preprocessing: o.preprocessing ?? null,
    body: o.body,
  };
}
