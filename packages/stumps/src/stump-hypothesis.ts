import type { CsrMatrix, HypothesisJSON, PerLabelStumpHypothesis, StumpHypothesis } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { hasTerm } from "@textboost/sparse";

/** The stump shapes are part of the hypothesis contract of `@textboost/core`; re-exported here. */
export type { PerLabelStumpHypothesis, StumpHypothesis };

/** Creates a {@link StumpHypothesis}. The arrays are kept, not copied. */
export function stumpHypothesis(term: number, absent: Float64Array, present: Float64Array): StumpHypothesis {
  return {
    type: "stump",
    term,
    absent,
    present,
    vote(X: CsrMatrix, row: number, out: Float64Array): void {
      out.set(hasTerm(X, row, term) ? present : absent);
    },
    toJSON: () => ({ type: "stump", term, absent: Array.from(absent), present: Array.from(present) }),
  };
}

/** Creates a {@link PerLabelStumpHypothesis}. The arrays are kept, not copied. */
export function perLabelStumpHypothesis(
  terms: Int32Array,
  absent: Float64Array,
  present: Float64Array,
): PerLabelStumpHypothesis {
  return {
    type: "per-label-stump",
    terms,
    absent,
    present,
    vote(X: CsrMatrix, row: number, out: Float64Array): void {
      for (let j = 0; j < terms.length; j++) out[j] = hasTerm(X, row, terms[j]!) ? present[j]! : absent[j]!;
    },
    toJSON: () => ({
      type: "per-label-stump",
      terms: Array.from(terms),
      absent: Array.from(absent),
      present: Array.from(present),
    }),
  };
}

function numbers(json: HypothesisJSON, key: string, integer: boolean): number[] {
  const v = json[key];
  if (
    !Array.isArray(v) ||
    !v.every(
      (x) => typeof x === "number" && Number.isFinite(x) && (!integer || (Number.isInteger(x) && x >= 0)),
    )
  ) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `${json.type} hypothesis: "${key}" must be an array of finite ${integer ? "term ids" : "numbers"}`,
    );
  }
  return v as number[];
}

/**
 * Restores a stump or per-label stump from its JSON.
 *
 * @throws TextboostError `E_MODEL_FORMAT` for any other JSON
 */
export function stumpFromJSON(json: HypothesisJSON): StumpHypothesis | PerLabelStumpHypothesis {
  if (typeof json !== "object" || json === null)
    throw new TextboostError("E_MODEL_FORMAT", "a hypothesis must be a JSON object");
  const absent = Float64Array.from(numbers(json, "absent", false));
  const present = Float64Array.from(numbers(json, "present", false));
  if (absent.length !== present.length) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `${json.type} hypothesis: "absent" and "present" differ in length`,
    );
  }
  if (json.type === "stump") {
    const term = json.term;
    if (typeof term !== "number" || !Number.isInteger(term) || term < 0) {
      throw new TextboostError("E_MODEL_FORMAT", 'stump hypothesis: "term" must be a non-negative integer');
    }
    return stumpHypothesis(term, absent, present);
  }
  if (json.type === "per-label-stump") {
    const terms = Int32Array.from(numbers(json, "terms", true));
    if (terms.length !== absent.length) {
      throw new TextboostError(
        "E_MODEL_FORMAT",
        'per-label-stump hypothesis: "terms" must have one pivot per label',
      );
    }
    return perLabelStumpHypothesis(terms, absent, present);
  }
  throw new TextboostError("E_MODEL_FORMAT", `unknown hypothesis type ${JSON.stringify(json.type)}`);
}
