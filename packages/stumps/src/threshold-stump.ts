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

/**
 * A threshold stump on a continuous feature: h(d, j) = `below[j]` when x_k(d) <= `threshold`,
 * `above[j]` when it is greater, and 0 (abstain) when the feature is missing in d (only when the
 * learner treats absent entries as missing).
 */
export interface ThresholdStumpHypothesis extends Hypothesis {
  readonly type: "threshold-stump";
  readonly feature: number;
  readonly threshold: number;
  readonly below: Float64Array;
  readonly above: Float64Array;
  /** `"zero"`: a feature not stored in a row has value 0; `"missing"`: it is unknown and the stump abstains. */
  readonly absent: AbsentMode;
}

/** Options of {@link thresholdStump}. */
export interface ThresholdStumpOptions {
  /** Smoothing ε of the votes; default 1/(g·m). */
  readonly epsilon?: number;
  /**
   * What a feature that is not stored in a row means: `"zero"` (default; sparse tf-idf, where absent
   * is 0) or `"missing"` (unknown: the stump abstains on such documents, and their weight enters Z
   * unchanged).
   */
  readonly absent?: AbsentMode;
  /**
   * Consider at most about this many thresholds per feature, at equal-frequency cut points of its
   * values (default: every midpoint between consecutive distinct values). A round then costs
   * O(nnz · m) whatever the number of distinct values: what dense continuous features (LSI
   * dimensions) need.
   */
  readonly maxThresholds?: number;
  /**
   * Told, during each round's scan, how many features are scanned out of how many (every few
   * features and after the last): a round over many real-valued features can take long, and a
   * caller can show it is alive. The caller decides how often to print.
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/** Creates a {@link ThresholdStumpHypothesis}. */
export function thresholdStumpHypothesis(
  feature: number,
  threshold: number,
  below: Float64Array,
  above: Float64Array,
  absent: AbsentMode,
): ThresholdStumpHypothesis {
  return {
    type: "threshold-stump",
    feature,
    threshold,
    below,
    above,
    absent,
    vote(X, row, out) {
      const v = thresholdValue(X, row, feature, absent);
      if (v === undefined) out.fill(0);
      else out.set(v <= threshold ? below : above);
    },
    toJSON: () => ({
      type: "threshold-stump",
      feature,
      threshold,
      below: Array.from(below),
      above: Array.from(above),
      absent,
    }),
  };
}

/**
 * The real-valued AdaBoost.MH stump for continuous features: for each feature, every threshold
 * between two consecutive distinct values, choosing the (feature, threshold) of least
 * Z = W_missing + 2 Σ_j (√(W₊^{below,j} W₋^{below,j}) + √(W₊^{above,j} W₋^{above,j})).
 *
 * Each feature's stored values are sorted once per training set (`sortedColumnOrder`) and a
 * round scans prefix sums in that order: O(nnz · m) per round. The implicit zeros of a sparse column
 * are one group whose weights come by subtraction from the label totals, never by visiting them.
 * Thresholds are midpoints between consecutive distinct values; ties go to the lowest feature id.
 *
 * @example
 * ```ts
 * const h = thresholdStump().fit(trainingSet(X, Y), weights); // X: any numeric features (tf-idf, LSI, ...)
 * h.feature; h.threshold;
 * ```
 */
export function thresholdStump(options: ThresholdStumpOptions = {}): WeakLearner<ThresholdStumpHypothesis> {
  const scan = resolveScanOptions(options);
  const absentMode = scan.absent;
  return {
    name: "threshold-stump",
    fit(data: TrainingSet, weights: PairWeights): ThresholdStumpHypothesis {
      const epsilon = resolveEpsilon(options.epsilon, data);
      const m = data.Y.cols;
      let best = { z: Number.POSITIVE_INFINITY, feature: 0, threshold: 0 };
      scanThresholds(data, weights, scan, (c) => {
        let z = 0;
        for (let j = 0; j < m; j++) z += thresholdLabelZ(c, j);
        if (improvesZ(z, best.z, c.totalMass)) best = { z, feature: c.feature, threshold: c.threshold };
      });
      if (best.z === Number.POSITIVE_INFINITY) {
        // Every feature is constant: no split separates anything. Vote the label priors on both sides.
        best = { z: 0, feature: 0, threshold: Number.POSITIVE_INFINITY };
      }
      return fitVotes(data, weights, best.feature, best.threshold, absentMode, epsilon);
    },
    fromJSON: thresholdStumpFromJSON,
  };
}

function fitVotes(
  data: TrainingSet,
  weights: PairWeights,
  feature: number,
  threshold: number,
  absent: AbsentMode,
  epsilon: number,
): ThresholdStumpHypothesis {
  const m = data.Y.cols;
  const totals = labelTotals(data, weights);
  const below = new Float64Array(m);
  const above = new Float64Array(m);
  const out = new Float64Array(2);
  for (let j = 0; j < m; j++) {
    thresholdLabelVotes(data, weights, totals, { feature, threshold, absent }, j, epsilon, out);
    below[j] = out[0]!;
    above[j] = out[1]!;
  }
  return thresholdStumpHypothesis(feature, threshold, below, above, absent);
}

/** Restores a threshold stump from JSON; `E_MODEL_FORMAT` on anything else. */
export function thresholdStumpFromJSON(json: HypothesisJSON): ThresholdStumpHypothesis {
  if (typeof json !== "object" || json === null)
    throw new TextboostError("E_MODEL_FORMAT", "a hypothesis must be a JSON object");
  const o = json as Record<string, unknown>;
  const arr = (key: string): Float64Array => {
    const a = o[key];
    if (!Array.isArray(a) || !a.every((x) => typeof x === "number" && Number.isFinite(x))) {
      throw new TextboostError(
        "E_MODEL_FORMAT",
        `threshold-stump hypothesis: "${key}" must be an array of finite numbers`,
      );
    }
    return Float64Array.from(a as number[]);
  };
  if (o.type !== "threshold-stump")
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `expected a "threshold-stump" hypothesis, got ${JSON.stringify(o.type)}`,
    );
  if (typeof o.feature !== "number" || !Number.isInteger(o.feature) || o.feature < 0) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      'threshold-stump hypothesis: "feature" must be a non-negative integer',
    );
  }
  const threshold = o.threshold === null ? Number.POSITIVE_INFINITY : o.threshold;
  if (typeof threshold !== "number" || Number.isNaN(threshold)) {
    throw new TextboostError("E_MODEL_FORMAT", 'threshold-stump hypothesis: "threshold" must be a number');
  }
  if (o.absent !== "zero" && o.absent !== "missing") {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      'threshold-stump hypothesis: "absent" must be "zero" or "missing"',
    );
  }
  const below = arr("below");
  const above = arr("above");
  if (below.length !== above.length)
    throw new TextboostError("E_MODEL_FORMAT", "threshold-stump hypothesis: vote arrays differ in length");
  return thresholdStumpHypothesis(o.feature, threshold, below, above, o.absent);
}
