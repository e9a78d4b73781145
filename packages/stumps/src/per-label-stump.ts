import type { HypothesisJSON, PairWeights, TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { complement } from "./complement.js";
import type { IncrementalWeakLearner } from "./incremental-learner.js";
import { createIncrementalStatistics } from "./incremental-statistics.js";
import { labelTotals } from "./label-totals.js";
import { resolveEpsilon, resolveVariant, type StumpLearnerOptions } from "./learner-options.js";
import { scanTermStatistics, type TermStatisticsVisitor } from "./scan-term-statistics.js";
import { type PerLabelStumpHypothesis, perLabelStumpHypothesis, stumpFromJSON } from "./stump-hypothesis.js";
import { improvesZ, stumpRule } from "./stump-variant.js";

/** Options of {@link perLabelStump}. */
export interface PerLabelStumpOptions extends StumpLearnerOptions {
  /**
   * Local feature selection: `candidates[j]` lists the term ids label j may pivot on (for example from
   * `selectLocalFeatures` of `@textboost/features`). Default: every term for every label.
   */
  readonly candidates?: readonly ArrayLike<number>[];
}

/**
 * The MP-Boost weak learner (Algorithm 2 of the MP-Boost paper): for each label j separately, the
 * pivot term minimising Z_s^j (equation (12)), from one shared pass of {@link scanTermStatistics}.
 * Ties go to the lowest term id. Each label's votes and criterion use only that label's weights, so
 * the discrete variant's α is per label.
 *
 * @param options - variant, smoothing ε, and optional per-label candidate terms
 *
 * @example
 * ```ts
 * const h = perLabelStump().fit(trainingSet(X, Y), weights);
 * h.terms[3]; // label 3's pivot
 * ```
 */
export function perLabelStump(
  options: PerLabelStumpOptions = {},
): IncrementalWeakLearner<PerLabelStumpHypothesis> {
  const variant = resolveVariant(options.variant);
  const rule = stumpRule(variant);
  let mask:
    | { key: TrainingSet; allowed: Uint8Array | undefined; scanTerms: Int32Array | undefined }
    | undefined;
  const hypothesis = (data: TrainingSet, weights: PairWeights, scan: Scan): PerLabelStumpHypothesis => {
    const r = data.X.cols;
    const m = data.Y.cols;
    if (r === 0) throw new TextboostError("E_SHAPE", "the training set has no feature to use as a pivot");
    const epsilon = resolveEpsilon(options.epsilon, data);
    if (mask?.key !== data) mask = { key: data, ...candidateMask(options.candidates, r, m) };
    const { allowed, scanTerms } = mask;
    const { positive: tp, negative: tn } = labelTotals(data, weights);
    const bestZ = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
    const bestTerm = new Int32Array(m).fill(-1);
    scan((k, pos, neg) => {
      for (let j = 0; j < m; j++) {
        if (allowed && allowed[k * m + j] === 0) continue;
        const p1 = pos[j]!;
        const n1 = neg[j]!;
        const z = rule.key(
          rule.contribution(p1, n1, complement(tp[j]!, p1), complement(tn[j]!, n1)),
          tp[j]! + tn[j]!,
        );
        if (improvesZ(z, bestZ[j]!)) {
          bestZ[j] = z;
          bestTerm[j] = k;
        }
      }
    }, scanTerms);
    const absent = new Float64Array(m);
    const present = new Float64Array(m);
    const out = new Float64Array(2);
    const distinct = Int32Array.from(new Set(bestTerm)).sort();
    // The winners' votes from an exact pass over their documents.
    scanTermStatistics(
      data,
      weights,
      (k, pos, neg) => {
        for (let j = 0; j < m; j++) {
          if (bestTerm[j] !== k) continue;
          const p1 = pos[j]!;
          const n1 = neg[j]!;
          const p0 = complement(tp[j]!, p1);
          const n0 = complement(tn[j]!, n1);
          rule.votes(p1, n1, p0, n0, rule.contribution(p1, n1, p0, n0), tp[j]! + tn[j]!, epsilon, out);
          absent[j] = out[0]!;
          present[j] = out[1]!;
        }
      },
      distinct,
    );
    return perLabelStumpHypothesis(bestTerm, absent, present);
  };
  return {
    name: variant === "real" ? "per-label-real-stump" : `per-label-${variant}-stump`,
    fit: (data, weights) =>
      hypothesis(data, weights, (visit, terms) => scanTermStatistics(data, weights, visit, terms)),
    startIncremental(data, weights, incremental) {
      const stats = createIncrementalStatistics(data, weights, incremental);
      return {
        next: () => hypothesis(data, weights, stats.scan),
        beforeUpdate: (h, factors) => stats.beforeUpdate(h.terms, factors),
        afterUpdate: stats.afterUpdate,
      };
    },
    fromJSON(json: HypothesisJSON): PerLabelStumpHypothesis {
      const h = stumpFromJSON(json);
      if (h.type !== "per-label-stump") {
        throw new TextboostError(
          "E_MODEL_FORMAT",
          `expected a "per-label-stump" hypothesis, got "${h.type}"`,
        );
      }
      return h;
    },
  };
}

type Scan = (visit: TermStatisticsVisitor, terms?: ArrayLike<number>) => void;

function candidateMask(
  candidates: readonly ArrayLike<number>[] | undefined,
  r: number,
  m: number,
): { allowed: Uint8Array | undefined; scanTerms: Int32Array | undefined } {
  if (candidates === undefined) return { allowed: undefined, scanTerms: undefined };
  if (candidates.length !== m) {
    throw new TextboostError(
      "E_SHAPE",
      `candidates must list terms for each of the ${m} labels, got ${candidates.length} lists`,
    );
  }
  const allowed = new Uint8Array(r * m);
  const union = new Uint8Array(r);
  candidates.forEach((list, j) => {
    if (list.length === 0) throw new TextboostError("E_INVALID_ARGUMENT", `label ${j} has no candidate term`);
    for (let t = 0; t < list.length; t++) {
      const k = list[t]!;
      if (!Number.isInteger(k) || k < 0 || k >= r) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `candidate term ${k} of label ${j} is not a column id in [0, ${r})`,
        );
      }
      allowed[k * m + j] = 1;
      union[k] = 1;
    }
  });
  const scanTerms: number[] = [];
  for (let k = 0; k < r; k++) if (union[k]) scanTerms.push(k);
  return { allowed, scanTerms: Int32Array.from(scanTerms) };
}
