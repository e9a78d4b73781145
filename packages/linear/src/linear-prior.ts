import type { CsrMatrix, Hypothesis, HypothesisJSON } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { decodeFloat32, decodeInt32, encodeFloat32, encodeInt32 } from "./packed-arrays.js";

/** The `type` of a linear prior round in a model file. */
export const LINEAR_PRIOR = "linear-prior";

/**
 * A committee's first round from one-vs-rest linear models: f₀(d, j) = bias_j + Σ_k x_k(d)·W(k, j).
 * The weights are single-precision numbers (what the model file stores), so a model scores the same
 * before and after it is saved. Built by `fitLinearPrior`.
 */
export interface LinearPriorHypothesis extends Hypothesis {
  readonly type: typeof LINEAR_PRIOR;
  /** Labels m. */
  readonly labels: number;
  /** Feature columns n. */
  readonly features: number;
  /** One per label. */
  readonly bias: Float64Array;
  /** Feature-major: W(k, j) at `k·m + j`. */
  readonly weights: Float32Array;
}

/** The JSON of a {@link LinearPriorHypothesis}: its non-zero weights by position k·m + j. */
export interface LinearPriorJSON extends HypothesisJSON {
  readonly type: typeof LINEAR_PRIOR;
  readonly labels: number;
  readonly features: number;
  readonly bias: readonly number[];
  /** Base64 of the positions k·m + j of the non-zero weights, 32-bit integers, increasing. */
  readonly positions: string;
  /** Base64 of those weights, 32-bit floats. */
  readonly values: string;
}

/**
 * The round f₀ of a linear prior.
 *
 * @param bias - one per label (a −0 in it is made +0, as JSON writes it)
 * @param weights - feature-major, `features × labels` (single precision; a −0 in it is made +0, as the file stores it)
 * @returns the hypothesis
 * @throws TextboostError `E_SHAPE` when the weights are not `features × bias.length`, `E_NUMERIC` on a
 *   weight or bias that is not finite
 */
export function linearPriorHypothesis(bias: Float64Array, weights: Float32Array): LinearPriorHypothesis {
  const m = bias.length;
  if (m === 0 || weights.length % m !== 0) {
    throw new TextboostError("E_SHAPE", `${weights.length} weights do not make whole rows of ${m} labels`);
  }
  for (let j = 0; j < m; j++) {
    if (!Number.isFinite(bias[j]!)) throw new TextboostError("E_NUMERIC", `a bias is ${bias[j]}`);
    if (bias[j] === 0) bias[j] = 0; // JSON writes −0 as 0
  }
  for (let at = 0; at < weights.length; at++) {
    const v = weights[at]!;
    if (!Number.isFinite(v)) throw new TextboostError("E_NUMERIC", `a weight is ${v}`);
    if (v === 0) weights[at] = 0;
  }
  const n = weights.length / m;
  return {
    type: LINEAR_PRIOR,
    labels: m,
    features: n,
    bias,
    weights,
    vote(X: CsrMatrix, row: number, out: Float64Array): void {
      out.set(bias);
      const { indptr, indices, values } = X;
      for (let p = indptr[row]!, e = indptr[row + 1]!; p < e; p++) {
        const k = indices[p]!;
        if (k >= n) continue;
        const x = values ? values[p]! : 1;
        const at = k * m;
        for (let j = 0; j < m; j++) out[j]! += x * weights[at + j]!;
      }
    },
    toJSON(): LinearPriorJSON {
      let nonZero = 0;
      for (const v of weights) if (v !== 0) nonZero++;
      const positions = new Int32Array(nonZero);
      const values = new Float32Array(nonZero);
      for (let at = 0, q = 0; at < weights.length; at++) {
        if (weights[at] === 0) continue;
        positions[q] = at;
        values[q++] = weights[at]!;
      }
      return {
        type: LINEAR_PRIOR,
        labels: m,
        features: n,
        bias: Array.from(bias),
        positions: encodeInt32(positions),
        values: encodeFloat32(values),
      };
    },
  };
}

/** Whether a hypothesis is a {@link LinearPriorHypothesis}. */
export const isLinearPrior = (h: Hypothesis): h is LinearPriorHypothesis => h.type === LINEAR_PRIOR;

/**
 * Reads a linear prior round back from its JSON, which is untrusted: every field is checked.
 *
 * @param json - what `toJSON` wrote
 * @param shape - the model's labels and features, which the round must match
 * @returns the hypothesis
 * @throws TextboostError `E_MODEL_FORMAT` naming the field that is wrong
 */
export function linearPriorFromJSON(
  json: HypothesisJSON,
  shape: { readonly labels: number; readonly features: number },
): LinearPriorHypothesis {
  const bad = (what: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", `linear prior: ${what}`);
  };
  const o = json as Partial<Record<keyof LinearPriorJSON, unknown>>;
  if (o.type !== LINEAR_PRIOR) bad(`"type" must be "${LINEAR_PRIOR}"`);
  if (o.labels !== shape.labels) bad(`"labels" must be the model's ${shape.labels}, got ${String(o.labels)}`);
  if (o.features !== shape.features)
    bad(`"features" must be the model's ${shape.features}, got ${String(o.features)}`);
  const m = shape.labels;
  const size = m * shape.features;
  if (!Array.isArray(o.bias) || o.bias.length !== m) bad(`"bias" must be an array of ${m} numbers`);
  const bias = Float64Array.from(o.bias as unknown[], (v) =>
    typeof v === "number" && Number.isFinite(v)
      ? v
      : bad(`"bias" holds ${JSON.stringify(v)}, not a finite number`),
  );
  const positions = decodeInt32(o.positions, 'linear prior: "positions"');
  const values = decodeFloat32(o.values, 'linear prior: "values"');
  if (positions.length !== values.length) bad(`${positions.length} positions but ${values.length} values`);
  const weights = new Float32Array(size);
  let last = -1;
  for (let q = 0; q < positions.length; q++) {
    const at = positions[q]!;
    if (!(at > last && at < size)) bad(`position ${at} is out of order or outside ${size}`);
    const v = values[q]!;
    if (!Number.isFinite(v)) bad(`weight ${q} is ${v}`);
    weights[at] = v;
    last = at;
  }
  return linearPriorHypothesis(bias, weights);
}
