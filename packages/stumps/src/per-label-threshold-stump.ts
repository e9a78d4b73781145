import type { Hypothesis, HypothesisJSON, PairWeights, TrainingSet, WeakLearner } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { labelTotals } from "@textboost/statistics";
import { resolveEpsilon } from "./learner-options.js";
import { improvesZ } from "./stump-variant.js";
import {
  type AbsentMode,
  resolveScanOptions,
  scanThresholds,
  thresholdLabelVotes,
  thresholdLabelZ,
  thresholdValue,
} from "./threshold-scan.js";
import type { ThresholdStumpOptions } from "./threshold-stump.js";

/**
 * MP-Boost's weak hypothesis on continuous features: label j has its own split
 * "x_{features[j]}(d) <= thresholds[j]", voting `below[j]` or `above[j]` (0 when the feature is
 * missing in d and the learner treats absent entries as missing).
 */
export interface PerLabelThresholdStumpHypothesis extends Hypothesis {
  readonly type: "per-label-threshold-stump";
  readonly features: Int32Array;
  readonly thresholds: Float64Array;
  readonly below: Float64Array;
  readonly above: Float64Array;
  readonly absent: AbsentMode;
}

/**
 * Creates a {@link PerLabelThresholdStumpHypothesis}. The arrays are kept, not copied.
 *
 * @example
 * ```ts
 * const below = Float64Array.of(-0.4, 0); // label j's vote when feature features[j] <= thresholds[j]
 * const above = Float64Array.of(0.9, 0.3); // ... and when it is above
 * const h = perLabelThresholdStumpHypothesis(Int32Array.of(0, 2), Float64Array.of(0.5, 1), below, above, "zero");
 * ```
 */
export function perLabelThresholdStumpHypothesis(
  features: Int32Array,
  thresholds: Float64Array,
  below: Float64Array,
  above: Float64Array,
  absent: AbsentMode,
): PerLabelThresholdStumpHypothesis {
  return {
    type: "per-label-threshold-stump",
    features,
    thresholds,
    below,
    above,
    absent,
    vote(X, row, out) {
      for (let j = 0; j < features.length; j++) {
        const v = thresholdValue(X, row, features[j]!, absent);
        out[j] = v === undefined ? 0 : v <= thresholds[j]! ? below[j]! : above[j]!;
      }
    },
    toJSON: () => ({
      type: "per-label-threshold-stump",
      features: Array.from(features),
      // JSON has no Infinity: a label without a split (every feature constant) stores null.
      thresholds: Array.from(thresholds, (t) => (Number.isFinite(t) ? t : null)),
      below: Array.from(below),
      above: Array.from(above),
      absent,
    }),
  };
}

/**
 * The per-label threshold stump, MP-Boost's learner for continuous features (MP-Boost paper,
 * Algorithm 2, with the threshold split of {@link thresholdStump} in place of term presence): for
 * each label j separately, the (feature, threshold) of least
 * Z_j = W_missing^j + 2 (√(W₊^{below,j} W₋^{below,j}) + √(W₊^{above,j} W₋^{above,j})), and the
 * real votes that minimise it. One sort-once, prefix-sum scan serves every label
 * (`scanThresholds`): O(nnz · m) per round. Ties go to the lowest feature id, then the lowest threshold.
 *
 * @param options - smoothing ε and what an absent feature means (as {@link thresholdStump})
 * @returns a weak learner for `mpBoost({ learner })`
 *
 * @example
 * ```ts
 * // dataset: any numeric features (tf-idf weights, LSI dimensions, ...)
 * const model = await mpBoost({ learner: perLabelThresholdStump() }).fit(dataset, { iterations: 10 });
 * ```
 */
export function perLabelThresholdStump(
  options: ThresholdStumpOptions = {},
): WeakLearner<PerLabelThresholdStumpHypothesis> {
  const scan = resolveScanOptions(options);
  const absent = scan.absent;
  return {
    name: "per-label-threshold-stump",
    fit(data: TrainingSet, weights: PairWeights): PerLabelThresholdStumpHypothesis {
      const epsilon = resolveEpsilon(options.epsilon, data);
      const m = data.Y.cols;
      const bestZ = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
      const features = new Int32Array(m);
      const thresholds = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
      scanThresholds(data, weights, scan, (c) => {
        for (let j = 0; j < m; j++) {
          const z = thresholdLabelZ(c, j);
          if (improvesZ(z, bestZ[j]!, c.labelTotal[j]!)) {
            bestZ[j] = z;
            features[j] = c.feature;
            thresholds[j] = c.threshold;
          }
        }
      });
      // A label left at +Infinity has no split (every feature constant): it votes its prior on feature 0.
      const totals = labelTotals(data, weights);
      const below = new Float64Array(m);
      const above = new Float64Array(m);
      const out = new Float64Array(2);
      for (let j = 0; j < m; j++) {
        const split = { feature: features[j]!, threshold: thresholds[j]!, absent };
        thresholdLabelVotes(data, weights, totals, split, j, epsilon, out);
        below[j] = out[0]!;
        above[j] = out[1]!;
      }
      return perLabelThresholdStumpHypothesis(features, thresholds, below, above, absent);
    },
    fromJSON: perLabelThresholdStumpFromJSON,
  };
}

/**
 * Restores a per-label threshold stump from its JSON.
 *
 * @throws TextboostError `E_MODEL_FORMAT` for any other JSON, or arrays of different lengths
 *
 * @example
 * ```ts
 * const h = perLabelThresholdStump().fit(ts, weights);
 * const back = perLabelThresholdStumpFromJSON(JSON.parse(JSON.stringify(h.toJSON())));
 * ```
 */
export function perLabelThresholdStumpFromJSON(json: HypothesisJSON): PerLabelThresholdStumpHypothesis {
  const fail = (what: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", `per-label-threshold-stump hypothesis: ${what}`);
  };
  if (typeof json !== "object" || json === null)
    throw new TextboostError("E_MODEL_FORMAT", "a hypothesis must be a JSON object");
  if (json.type !== "per-label-threshold-stump") {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `expected a "per-label-threshold-stump" hypothesis, got ${JSON.stringify(json.type)}`,
    );
  }
  const list = (key: string, ok: (x: unknown) => boolean, what: string): unknown[] => {
    const v = json[key];
    if (!Array.isArray(v) || !v.every(ok)) fail(`"${key}" must be an array of ${what}`);
    return v as unknown[];
  };
  const finite = (x: unknown) => typeof x === "number" && Number.isFinite(x);
  const features = list("features", (x) => Number.isInteger(x) && (x as number) >= 0, "feature ids");
  const thresholds = list("thresholds", (x) => x === null || finite(x), "numbers (or null)");
  const below = list("below", finite, "finite numbers");
  const above = list("above", finite, "finite numbers");
  if (json.absent !== "zero" && json.absent !== "missing") fail('"absent" must be "zero" or "missing"');
  const m = features.length;
  if (thresholds.length !== m || below.length !== m || above.length !== m)
    fail("features, thresholds, below and above must have one entry per label");
  return perLabelThresholdStumpHypothesis(
    Int32Array.from(features as number[]),
    Float64Array.from(thresholds, (t) => (t === null ? Number.POSITIVE_INFINITY : (t as number))),
    Float64Array.from(below as number[]),
    Float64Array.from(above as number[]),
    json.absent as AbsentMode,
  );
}
