import type { HypothesisJSON } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type Binning, featureOfDerived } from "./binning.js";

function votes(json: HypothesisJSON, key: string, labels?: number): number[] {
  const v = json[key];
  if (!Array.isArray(v) || (labels !== undefined && v.length !== labels))
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `${json.type} hypothesis: "${key}" must be an array${labels === undefined ? "" : ` of ${labels} entries`}`,
    );
  return v as number[];
}

/**
 * Maps a presence stump trained on the derived features of `binning` (the JSON of a `stump` or a
 * `per-label-stump` of `@textboost/stumps`) to the threshold stump it stands for on the original
 * features, as JSON of the same package (`threshold-stump`, `per-label-threshold-stump`, absent
 * entries as 0). A derived feature "x_k > t" votes `present` above t and `absent` at or below it; a
 * derived feature "x_k <= t" (t < 0) the other way round. The votes are copied, not recomputed, and
 * a threshold stump compares x_k with t exactly as the expansion did, so the mapped hypothesis votes
 * the same bits on every document as the original did on its expansion.
 *
 * @param json - the hypothesis JSON (from `hypothesis.toJSON()`)
 * @param binning - the binning of the training matrix the stump was trained on
 * @returns the threshold stump's JSON
 * @throws TextboostError `E_MODEL_FORMAT` for another hypothesis type or a term outside the binning
 *
 * @example
 * ```ts
 * const binning = binningFromJSON({ bins: 2, features: 1, offsets: [0, 2], thresholds: [0, 0.4] });
 * unbinHypothesis({ type: "stump", term: 1, absent: [-0.5], present: [0.7] }, binning);
 * // { type: "threshold-stump", feature: 0, threshold: 0.4, below: [-0.5], above: [0.7], absent: "zero" }
 * ```
 */
export function unbinHypothesis(json: HypothesisJSON, binning: Binning): HypothesisJSON {
  const absent = votes(json, "absent");
  const present = votes(json, "present", absent.length);
  const side = (d: number): { feature: number; threshold: number; above: boolean } => {
    const threshold = binning.thresholds[d]!;
    return { feature: featureOfDerived(binning, d), threshold, above: threshold >= 0 };
  };
  if (json.type === "stump") {
    const s = side(json.term as number);
    return {
      type: "threshold-stump",
      feature: s.feature,
      threshold: s.threshold,
      below: s.above ? absent : present,
      above: s.above ? present : absent,
      absent: "zero",
    };
  }
  if (json.type === "per-label-stump") {
    const terms = votes(json, "terms", absent.length);
    const sides = terms.map(side);
    return {
      type: "per-label-threshold-stump",
      features: sides.map((s) => s.feature),
      thresholds: sides.map((s) => s.threshold),
      below: sides.map((s, j) => (s.above ? absent[j]! : present[j]!)),
      above: sides.map((s, j) => (s.above ? present[j]! : absent[j]!)),
      absent: "zero",
    };
  }
  throw new TextboostError(
    "E_MODEL_FORMAT",
    `binned stumps map presence stumps ("stump", "per-label-stump"), not ${JSON.stringify(json.type)}`,
  );
}
