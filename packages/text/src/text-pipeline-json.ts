import { TextboostError } from "@textboost/core";
import { createFittedTextPipeline, type FittedTextPipeline } from "./fitted-text-pipeline.js";
import { TEXT_PIPELINE_TYPE, TEXT_PIPELINE_VERSION } from "./text-pipeline-format.js";
import { resolveTextPipelineOptions } from "./text-pipeline-options.js";

/** Fields added after the first saved pipelines: files written before them load without them. */
const LATER_KEYS = new Set(["averageDocumentLength"]);
const KEYS = new Set([
  "type",
  "version",
  "options",
  "documentCount",
  "averageUniqueTerms",
  "averageDocumentLength",
  "vocabulary",
  "documentFrequencies",
  "columns",
]);

/**
 * Reads a saved pipeline back (the parsed JSON of `toJSON()`), validating every field, so that a
 * saved model can vectorise raw text later exactly as at training time: `transform` of the loaded
 * pipeline is bit-identical to that of the original.
 *
 * @param json - the value of `JSON.parse` on a saved pipeline (or a model envelope's `preprocessing`)
 * @param options - `file` names the source in errors
 * @returns the fitted pipeline
 * @throws TextboostError `E_MODEL_FORMAT` for anything that is not a valid pipeline (wrong type tag,
 *   missing or unknown fields, bad options, repeated terms, frequencies out of range...);
 *   `E_MODEL_VERSION` for a pipeline of another format version
 *
 * @example
 * ```ts
 * const saved = JSON.stringify(textPipeline().fit(["oil prices rose", "wheat exports"]));
 * const pipeline = loadTextPipeline(JSON.parse(saved));
 * pipeline.transform(["oil exports"]); // same matrix as the original pipeline gives
 * ```
 */
export function loadTextPipeline(json: unknown, options: { file?: string } = {}): FittedTextPipeline {
  const loc = options.file === undefined ? {} : { file: options.file };
  const fail = (detail: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", `text pipeline: ${detail}`, loc);
  };
  if (typeof json === "string") fail("got a string; pass the parsed JSON (JSON.parse it first)");
  if (typeof json !== "object" || json === null || Array.isArray(json)) return fail("must be a JSON object");
  const o = json as Record<string, unknown>;
  if (o.type !== TEXT_PIPELINE_TYPE) {
    fail(`"type" is ${JSON.stringify(o.type) ?? "missing"}, expected "${TEXT_PIPELINE_TYPE}"`);
  }
  if (o.version !== TEXT_PIPELINE_VERSION) {
    throw new TextboostError(
      "E_MODEL_VERSION",
      `text pipeline format version ${JSON.stringify(o.version) ?? "(missing)"} is not supported; this @textboost/text reads version ${TEXT_PIPELINE_VERSION}`,
      loc,
    );
  }
  for (const key of Object.keys(o)) if (!KEYS.has(key)) fail(`unknown field "${key}"`);
  for (const key of KEYS) if (!(key in o) && !LATER_KEYS.has(key)) fail(`"${key}" is missing`);

  let resolved: ReturnType<typeof resolveTextPipelineOptions>;
  try {
    resolved = resolveTextPipelineOptions(o.options, "E_MODEL_FORMAT", true);
  } catch (e) {
    return fail(e instanceof TextboostError ? e.detail : String(e));
  }

  const N = o.documentCount;
  if (typeof N !== "number" || !Number.isSafeInteger(N) || N < 0)
    fail('"documentCount" must be an integer >= 0');
  const documentCount = N as number;

  const vocabulary = o.vocabulary;
  if (!Array.isArray(vocabulary)) return fail('"vocabulary" must be an array of strings');
  const seen = new Set<string>();
  for (let v = 0; v < vocabulary.length; v++) {
    const t = vocabulary[v];
    if (typeof t !== "string" || t === "") fail(`vocabulary[${v}] must be a non-empty string`);
    if (seen.has(t as string)) fail(`vocabulary[${v}] repeats the term ${JSON.stringify(t)}`);
    seen.add(t as string);
  }
  const V = vocabulary.length;
  if (resolved.maxFeatures !== null && V > resolved.maxFeatures) {
    fail(`the vocabulary has ${V} terms, more than maxFeatures = ${resolved.maxFeatures}`);
  }

  const dfs = o.documentFrequencies;
  if (!Array.isArray(dfs) || dfs.length !== V) {
    return fail(`"documentFrequencies" must be an array of ${V} integers (one per vocabulary term)`);
  }
  const documentFrequencies = new Int32Array(V);
  for (let v = 0; v < V; v++) {
    const df = dfs[v];
    if (
      typeof df !== "number" ||
      !Number.isInteger(df) ||
      df < resolved.minDocumentFrequency ||
      df > documentCount
    ) {
      fail(
        `documentFrequencies[${v}] is ${JSON.stringify(df)}, expected an integer in [${resolved.minDocumentFrequency}, ${documentCount}]`,
      );
    }
    documentFrequencies[v] = df as number;
  }

  const avg = o.averageUniqueTerms;
  if (typeof avg !== "number" || !Number.isFinite(avg) || avg < 0 || (V > 0 && avg <= 0)) {
    fail(
      `"averageUniqueTerms" must be a finite number${V > 0 ? " > 0" : " >= 0"}, got ${JSON.stringify(avg)}`,
    );
  }

  const averageDocumentLength = readAverageLength(o.averageDocumentLength, resolved.weighting, V, fail);

  let columns: Int32Array | null = null;
  if (o.columns !== null) {
    const c = o.columns;
    if (!Array.isArray(c)) return fail('"columns" must be null or an array of vocabulary indices');
    columns = new Int32Array(c.length);
    const used = new Uint8Array(V);
    for (let k = 0; k < c.length; k++) {
      const v = c[k];
      if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v >= V) {
        fail(`columns[${k}] is ${JSON.stringify(v)}, expected an integer in [0, ${V})`);
      }
      if (used[v as number] === 1) fail(`columns[${k}] repeats vocabulary index ${v}`);
      used[v as number] = 1;
      columns[k] = v as number;
    }
  }

  return createFittedTextPipeline({
    options: resolved,
    vocabulary: Object.freeze([...(vocabulary as string[])]),
    documentFrequencies,
    documentCount,
    averageUniqueTerms: avg as number,
    averageDocumentLength,
    columns,
  });
}

/**
 * `averageDocumentLength` of a saved pipeline: absent in files written before BM25 existed (then 0,
 * which no other weighting reads); with BM25 and a vocabulary it must be > 0.
 */
function readAverageLength(
  v: unknown,
  weighting: string,
  V: number,
  fail: (detail: string) => never,
): number {
  const needed = weighting === "bm25" && V > 0;
  if (v === undefined) {
    return needed ? fail('"averageDocumentLength" is missing (the "bm25" weighting needs it)') : 0;
  }
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || (needed && v <= 0)) {
    fail(
      `"averageDocumentLength" must be a finite number${needed ? " > 0" : " >= 0"}, got ${JSON.stringify(v)}`,
    );
  }
  return v as number;
}
