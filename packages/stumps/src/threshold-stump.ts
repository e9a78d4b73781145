import type {
  CsrMatrix,
  Hypothesis,
  HypothesisJSON,
  PairWeights,
  TrainingSet,
  WeakLearner,
} from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { complement } from "./complement.js";
import { labelTotals } from "./label-totals.js";
import { resolveEpsilon } from "./learner-options.js";
import { sortedColumnOrder } from "./sorted-columns.js";
import { improvesZ } from "./stump-variant.js";

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
  readonly absent: "zero" | "missing";
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
  readonly absent?: "zero" | "missing";
}

function lookup(X: CsrMatrix, row: number, feature: number): number | undefined {
  let lo = X.indptr[row]!;
  let hi = X.indptr[row + 1]! - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const c = X.indices[mid]!;
    if (c === feature) return X.values ? X.values[mid]! : 1;
    if (c < feature) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** Creates a {@link ThresholdStumpHypothesis}. */
export function thresholdStumpHypothesis(
  feature: number,
  threshold: number,
  below: Float64Array,
  above: Float64Array,
  absent: "zero" | "missing",
): ThresholdStumpHypothesis {
  return {
    type: "threshold-stump",
    feature,
    threshold,
    below,
    above,
    absent,
    vote(X, row, out) {
      const v = lookup(X, row, feature) ?? (absent === "zero" ? 0 : undefined);
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
 * Each feature's stored values are sorted once per training set ({@link sortedColumnOrder}) and a
 * round scans prefix sums in that order: O(nnz · m) per round. The implicit zeros of a sparse column
 * are one group whose weights come by subtraction from the label totals, never by visiting them.
 * Thresholds are midpoints between consecutive distinct values; ties go to the lowest feature id.
 *
 * @example
 * ```ts
 * const h = thresholdStump().fit(trainingSet(tfidfX, Y), weights);
 * h.feature; h.threshold;
 * ```
 */
export function thresholdStump(options: ThresholdStumpOptions = {}): WeakLearner<ThresholdStumpHypothesis> {
  const absentMode = options.absent ?? "zero";
  if (absentMode !== "zero" && absentMode !== "missing") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `absent must be "zero" or "missing", got "${String(absentMode)}"`,
    );
  }
  return {
    name: "threshold-stump",
    fit(data: TrainingSet, weights: PairWeights): ThresholdStumpHypothesis {
      const { Xc, Y } = data;
      if (Xc.cols === 0) throw new TextboostError("E_SHAPE", "the training set has no feature to threshold");
      const epsilon = resolveEpsilon(options.epsilon, data);
      const m = Y.cols;
      const g = Xc.rows;
      const order = sortedColumnOrder(Xc);
      const values = Xc.values;
      const { positive: tp, negative: tn } = labelTotals(data, weights);
      const tt = new Float64Array(m);
      let totalMass = 0;
      for (let j = 0; j < m; j++) {
        tt[j] = tp[j]! + tn[j]!;
        totalMass += tt[j]!;
      }
      const sP = new Float64Array(m); // stored entries: positive weight
      const sT = new Float64Array(m); // stored entries: total weight
      const cP = new Float64Array(m); // prefix (below): positive
      const cT = new Float64Array(m); // prefix (below): total
      const nP = new Float64Array(m); // non-missing: positive
      const nT = new Float64Array(m); // non-missing: total
      const yPtr = Y.indptr;
      const yIdx = Y.indices;
      const addRow = (i: number, P: Float64Array, T: Float64Array): void => {
        const base = i * m;
        for (let j = 0; j < m; j++) T[j]! += weights[base + j]!;
        for (let q = yPtr[i]!; q < yPtr[i + 1]!; q++) P[yIdx[q]!]! += weights[base + yIdx[q]!]!;
      };
      let best = { z: Number.POSITIVE_INFINITY, feature: 0, threshold: 0 };
      let missingMass = 0;
      const splitZ = (): number => {
        let z = missingMass;
        for (let j = 0; j < m; j++) {
          const bP = cP[j]!;
          const bN = complement(cT[j]!, bP);
          const aP = complement(nP[j]!, bP);
          const aN = complement(complement(nT[j]!, cT[j]!), aP);
          z += 2 * (Math.sqrt(bP * bN) + Math.sqrt(aP * aN));
        }
        return z;
      };
      for (let k = 0; k < Xc.cols; k++) {
        const start = Xc.indptr[k]!;
        const end = Xc.indptr[k + 1]!;
        sP.fill(0);
        sT.fill(0);
        for (let p = start; p < end; p++) addRow(Xc.indices[p]!, sP, sT);
        const zeros = g - (end - start);
        if (absentMode === "zero") {
          nP.set(tp);
          nT.set(tt);
          missingMass = 0;
        } else {
          nP.set(sP);
          nT.set(sT);
          missingMass = 0;
          for (let j = 0; j < m; j++) missingMass += complement(tt[j]!, sT[j]!);
        }
        cP.fill(0);
        cT.fill(0);
        let last = Number.NaN; // value of the last group added to the prefix
        let zerosAdded = absentMode === "missing" || zeros === 0;
        const consider = (next: number): void => {
          if (Number.isNaN(last) || !(next > last)) return;
          const z = splitZ();
          if (improvesZ(z, best.z, totalMass)) best = { z, feature: k, threshold: last + (next - last) / 2 };
        };
        const addZeros = (): void => {
          consider(0);
          for (let j = 0; j < m; j++) {
            cP[j]! += complement(tp[j]!, sP[j]!);
            cT[j]! += complement(tt[j]!, sT[j]!);
          }
          last = Number.isNaN(last) ? 0 : Math.max(last, 0);
          zerosAdded = true;
        };
        for (let p = start; p < end; p++) {
          const at = order[p]!;
          const v = values ? values[at]! : 1;
          if (!zerosAdded && v >= 0) addZeros();
          consider(v);
          addRow(Xc.indices[at]!, cP, cT);
          last = Number.isNaN(last) ? v : Math.max(last, v);
        }
        if (!zerosAdded) addZeros();
      }
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
  absent: "zero" | "missing",
  epsilon: number,
): ThresholdStumpHypothesis {
  const m = data.Y.cols;
  const W = new Float64Array(4 * m); // [below−, below+, above−, above+] x labels
  for (let i = 0; i < data.X.rows; i++) {
    const x = lookup(data.X, i, feature) ?? (absent === "zero" ? 0 : undefined);
    if (x === undefined) continue;
    const side = x <= threshold ? 0 : 2;
    for (let j = 0; j < m; j++)
      W[(side + (data.signs[i * m + j]! > 0 ? 1 : 0)) * m + j]! += weights[i * m + j]!;
  }
  const below = new Float64Array(m);
  const above = new Float64Array(m);
  for (let j = 0; j < m; j++) {
    below[j] = 0.5 * Math.log((W[m + j]! + epsilon) / (W[j]! + epsilon));
    above[j] = 0.5 * Math.log((W[3 * m + j]! + epsilon) / (W[2 * m + j]! + epsilon));
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
