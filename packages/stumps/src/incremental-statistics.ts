import type { PairWeights, TrainingSet } from "@textboost/core";
import { scanTermStatistics, type TermStatisticsVisitor } from "./scan-term-statistics.js";

/** Options of {@link createIncrementalStatistics}. */
export interface IncrementalStatisticsOptions {
  /** Recompute everything from scratch after this many updates, to bound rounding drift. Default 64. */
  readonly refreshEvery?: number;
}

/**
 * The present-side statistics W(k, j, ±) of every term, kept up to date across boosting rounds
 * instead of recomputed (issue: "train faster than the C and C++ implementations").
 *
 * After a round whose pivot for label j is k*_j, every weight of label j and sign b is multiplied by
 * f(j, b, x), where x says whether the document contains k*_j, and divided by the normaliser N_j. So
 *
 *   W'(k, j, b) = [f(j, b, 0) · W(k, j, b) + (f(j, b, 1) − f(j, b, 0)) · C(k, j, b)] / N_j,
 *
 * where C(k, j, b) sums the old weights of the documents that contain both k and k*_j. The first term
 * is a per-(j, b) factor kept lazily: W(k, j, b) = s(j, b) · V(k, j, b); only C touches V, at the cost
 * of the pivot's documents times their lengths, not O(nnz · m).
 *
 * Rounding drift is bounded by a full recomputation every `refreshEvery` updates, and whenever a lazy
 * factor leaves [1e-100, 1e100] it is folded into V.
 *
 * Layout: `V[(k · m + j) · 2 + bit]`, bit 1 for y = +1 and 0 for y = −1, so an update adds to one slot
 * per (term, label) without branching on the sign.
 */
export interface IncrementalStatistics {
  /** Visits every term (or `terms`) with W(k, j, +) and W(k, j, −), like {@link scanTermStatistics}. */
  scan(visit: TermStatisticsVisitor, terms?: ArrayLike<number>): void;
  /**
   * Call before the weights change: adds (f(j, b, 1) − f(j, b, 0)) · C / (f(j, b, 0) · s) to V, with C
   * taken from the current (old) weights.
   *
   * @param pivots - k*_j for each label (the same term for all labels in AdaBoost.MH)
   * @param factors - f(j, b, x) before normalisation, at `[(x * 2 + bit) * m + j]`
   */
  beforeUpdate(pivots: Int32Array, factors: Float64Array): void;
  /** Call after the weights were multiplied and divided by `normalisers[j]` (N_j). */
  afterUpdate(factors: Float64Array, normalisers: Float64Array): void;
  /** Number of full recomputations so far (the first one included). */
  readonly refreshes: number;
}

const LOW = 1e-100;
const HIGH = 1e100;

/**
 * Starts incremental statistics for `data` at the current `weights`. The weights array is kept by
 * reference: the caller updates it in place between {@link IncrementalStatistics.beforeUpdate} and
 * {@link IncrementalStatistics.afterUpdate}.
 */
export function createIncrementalStatistics(
  data: TrainingSet,
  weights: PairWeights,
  options: IncrementalStatisticsOptions = {},
): IncrementalStatistics {
  const refreshEvery = options.refreshEvery ?? 64;
  const m = data.Y.cols;
  const r = data.X.cols;
  const V = new Float64Array(r * m * 2);
  const scale = new Float64Array(2 * m); // s(j, b) at [bit * m + j]
  const ratio = new Float64Array(2 * m);
  const increment = new Float64Array(m);
  const bits = new Uint8Array(m);
  const pos = new Float64Array(m);
  const neg = new Float64Array(m);
  const { indptr: xPtr, indices: xIdx } = data.X;
  const { indptr: cPtr, indices: cIdx } = data.Xc;
  const { signs } = data;
  let updates = 0;
  let refreshes = 0;

  const refresh = (): void => {
    scanTermStatistics(data, weights, (k, p, n) => {
      const base = k * m * 2;
      for (let j = 0; j < m; j++) {
        V[base + 2 * j] = n[j]!;
        V[base + 2 * j + 1] = p[j]!;
      }
    });
    scale.fill(1);
    refreshes++;
  };

  const fold = (at: number): void => {
    const bit = at >= m ? 1 : 0;
    const j = at - bit * m;
    const s = scale[at]!;
    for (let k = 0; k < r; k++) V[(k * m + j) * 2 + bit]! *= s;
    scale[at] = 1;
  };

  refresh();
  return {
    get refreshes() {
      return refreshes;
    },
    scan(visit, terms) {
      const count = terms ? terms.length : r;
      for (let t = 0; t < count; t++) {
        const k = terms ? terms[t]! : t;
        const base = k * m * 2;
        for (let j = 0; j < m; j++) {
          neg[j] = scale[j]! * V[base + 2 * j]!;
          pos[j] = scale[m + j]! * V[base + 2 * j + 1]!;
        }
        visit(k, pos, neg);
      }
    },
    beforeUpdate(pivots, factors) {
      for (let bit = 0; bit < 2; bit++) {
        for (let j = 0; j < m; j++) {
          const f0 = factors[bit * m + j]!;
          const f1 = factors[(2 + bit) * m + j]!;
          ratio[bit * m + j] = (f1 - f0) / (f0 * scale[bit * m + j]!);
        }
      }
      const shared = pivots.every((k) => k === pivots[0]);
      if (shared) {
        // One pivot for every label (AdaBoost.MH): one pass over its documents, all labels at once.
        const pivot = pivots[0]!;
        for (let p = cPtr[pivot]!; p < cPtr[pivot + 1]!; p++) {
          const i = cIdx[p]!;
          const row = i * m;
          for (let j = 0; j < m; j++) {
            const bit = signs[row + j]! > 0 ? 1 : 0;
            bits[j] = bit;
            increment[j] = ratio[bit * m + j]! * weights[row + j]!;
          }
          for (let q = xPtr[i]!; q < xPtr[i + 1]!; q++) {
            const base = xIdx[q]! * m * 2;
            for (let j = 0; j < m; j++) V[base + 2 * j + bits[j]!]! += increment[j]!;
          }
        }
        return;
      }
      // One pivot per label (MP-Boost): each label's own pivot documents.
      for (let j = 0; j < m; j++) {
        const pivot = pivots[j]!;
        for (let p = cPtr[pivot]!; p < cPtr[pivot + 1]!; p++) {
          const i = cIdx[p]!;
          const bit = signs[i * m + j]! > 0 ? 1 : 0;
          const inc = ratio[bit * m + j]! * weights[i * m + j]!;
          const slot = 2 * j + bit;
          for (let q = xPtr[i]!; q < xPtr[i + 1]!; q++) V[xIdx[q]! * m * 2 + slot]! += inc;
        }
      }
    },
    afterUpdate(factors, normalisers) {
      updates++;
      if (updates % refreshEvery === 0) {
        refresh();
        return;
      }
      for (let bit = 0; bit < 2; bit++) {
        for (let j = 0; j < m; j++) {
          const at = bit * m + j;
          const s = (scale[at]! * factors[at]!) / normalisers[j]!;
          scale[at] = s;
          if (!(s > LOW && s < HIGH)) fold(at);
        }
      }
    },
  };
}
