import { parseModelEnvelope, TextboostError } from "@textboost/core";
import { ADABOOST_LC } from "./adaboost-lc.js";
import {
  type AdaBoostLCBody,
  type AdaBoostLCModel,
  type AdaBoostLCTrace,
  adaBoostLCModel,
  type RoundUpdateJSON,
} from "./adaboost-lc-model.js";
import { HYPOTHESIS_KINDS, type HypothesisKind, type HypothesisSpace } from "./hypothesis-space.js";
import type { RoundUpdate } from "./round-update.js";

/**
 * Loads an AdaBoost.LC model from the parsed JSON of a model file (what `model.toJSON()` wrote),
 * checking every part: the envelope, the hypothesis space, each round's increments (hypothesis ids in
 * range, label ids in range, finite deltas, equal lengths) and the trace.
 *
 * @param json - `JSON.parse` of a model file
 * @param options - `file` names the source in errors
 * @returns the {@link AdaBoostLCModel}, scoring bit for bit as the saved one
 * @throws TextboostError `E_MODEL_FORMAT` (not an AdaBoost.LC model, or damaged), `E_MODEL_VERSION`
 *
 * @example
 * ```ts no-run
 * const model = loadAdaBoostLC(JSON.parse(readFileSync("model.json", "utf8")), { file: "model.json" });
 * model.scores(X);
 * ```
 */
export function loadAdaBoostLC(json: unknown, options: { file?: string } = {}): AdaBoostLCModel {
  const loc = options.file === undefined ? {} : { file: options.file };
  const env = parseModelEnvelope(json, { expectedAlgorithm: ADABOOST_LC, ...loc });
  const bad = (what: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", `AdaBoost.LC model: ${what}`, loc);
  };
  const body = env.body as Partial<AdaBoostLCBody> | null;
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return bad("the body must be an object");
  const m = env.labels.length;
  if (typeof body.cover !== "string") bad('"cover" must be a string');
  const T = body.length;
  if (typeof T !== "number" || !Number.isInteger(T) || T < 0) bad('"length" must be a non-negative integer');
  const space = readSpace(body.hypotheses, env.features.length, bad);
  const H = space.features + (space.bias ? 1 : 0);
  const readUpdate = (u: unknown, what: string, withTemplates: boolean): RoundUpdate => {
    if (typeof u !== "object" || u === null) return bad(`${what} must be an object`);
    const r = u as Partial<RoundUpdateJSON>;
    const h = intArray(r.hypotheses, 0, H - 1, `${what}.hypotheses`, bad);
    const j = intArray(r.labels, 0, m - 1, `${what}.labels`, bad);
    if (!Array.isArray(r.deltas) || !r.deltas.every((d) => typeof d === "number" && Number.isFinite(d))) {
      bad(`${what}.deltas must be an array of finite numbers`);
    }
    if (h.length !== j.length || h.length !== r.deltas!.length)
      bad(`${what}: hypotheses, labels and deltas differ in length`);
    const templates = withTemplates
      ? intArray(r.templates, -1, Number.MAX_SAFE_INTEGER, `${what}.templates`, bad)
      : new Int32Array(m).fill(-1);
    if (templates.length !== m) bad(`${what}.templates must have one entry per label (${m})`);
    return { hypotheses: h, labels: j, deltas: Float64Array.from(r.deltas!), templates };
  };
  let rounds: RoundUpdate[] | undefined;
  let final: RoundUpdate | undefined;
  if (Array.isArray(body.rounds)) {
    if (body.rounds.length !== T) bad(`"rounds" has ${body.rounds.length} entries but "length" is ${T}`);
    rounds = body.rounds.map((u, t) => readUpdate(u, `round ${t + 1}`, true));
  } else if (body.rounds === null) {
    final = readUpdate(body.final, '"final"', false);
  } else {
    bad('"rounds" must be an array (or null with "final")');
  }
  const trace = readTrace(body.trace, T!, bad);
  const settings =
    typeof body.settings === "object" && body.settings !== null && !Array.isArray(body.settings)
      ? body.settings
      : {};
  return adaBoostLCModel({
    algorithm: env.algorithm,
    labels: env.labels,
    features: env.features,
    cover: body.cover!,
    space,
    length: T!,
    ...(rounds ? { rounds } : { final: final! }),
    trace,
    settings,
    preprocessing: env.preprocessing,
  });
}

function intArray(v: unknown, min: number, max: number, what: string, bad: (w: string) => never): Int32Array {
  if (!Array.isArray(v) || !v.every((x) => Number.isInteger(x) && x >= min && x <= max)) {
    return bad(`${what} must be an array of integers in [${min}, ${max}]`);
  }
  return Int32Array.from(v as number[]);
}

function readSpace(v: unknown, features: number, bad: (w: string) => never): HypothesisSpace {
  if (typeof v !== "object" || v === null) return bad('"hypotheses" must be an object');
  const s = v as Record<string, unknown>;
  if (!HYPOTHESIS_KINDS.includes(s.kind as HypothesisKind))
    bad(`unknown hypothesis kind ${JSON.stringify(s.kind)}`);
  if (s.features !== features)
    bad(`"hypotheses.features" is ${String(s.features)} but the model has ${features} features`);
  if (typeof s.bias !== "boolean" || typeof s.normalizeRows !== "boolean") {
    bad('"hypotheses.bias" and "hypotheses.normalizeRows" must be booleans');
  }
  let scale: Float64Array | undefined;
  if (s.kind === "scaled") {
    if (
      !Array.isArray(s.scale) ||
      s.scale.length !== features ||
      !s.scale.every((x) => typeof x === "number" && Number.isFinite(x) && x > 0)
    ) {
      bad(`"hypotheses.scale" must hold ${features} positive finite numbers`);
    }
    scale = Float64Array.from(s.scale as number[]);
  } else if (s.scale !== null) {
    bad('"hypotheses.scale" must be null unless the hypotheses are scaled');
  }
  return {
    kind: s.kind as HypothesisKind,
    features,
    bias: s.bias as boolean,
    normalizeRows: s.normalizeRows as boolean,
    scale,
  };
}

function readTrace(v: unknown, T: number, bad: (w: string) => never): AdaBoostLCTrace {
  if (typeof v !== "object" || v === null) return bad('"trace" must be an object');
  const t = v as Partial<AdaBoostLCTrace>;
  const numbers = (a: unknown, what: string): number[] => {
    if (!Array.isArray(a) || a.length !== T || !a.every((x) => typeof x === "number" && Number.isFinite(x))) {
      return bad(`"trace.${what}" must hold ${T} finite numbers`);
    }
    return a as number[];
  };
  if (typeof t.initialLoss !== "number" || !Number.isFinite(t.initialLoss))
    bad('"trace.initialLoss" must be a finite number');
  return {
    initialLoss: t.initialLoss!,
    loss: numbers(t.loss, "loss"),
    theoremBound: numbers(t.theoremBound, "theoremBound"),
    guaranteedDecrease: numbers(t.guaranteedDecrease, "guaranteedDecrease"),
  };
}
