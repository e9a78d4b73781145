import type {
  Contribution,
  CsrMatrix,
  DenseMatrix,
  Explanation,
  Hypothesis,
  HypothesisJSON,
  LabelMatrix,
  Model,
  ModelEnvelope,
  PredictOptions,
  ScoreOptions,
} from "@textboost/core";
import {
  checkExplainArguments,
  checkFeatureColumns,
  createModelEnvelope,
  labelsAboveThresholds,
  parseModelEnvelope,
  probabilities,
  resolveRounds,
  TextboostError,
} from "@textboost/core";
import { LINEAR_PRIOR, linearPriorFromJSON } from "@textboost/linear";
import { selectRows } from "@textboost/sparse";
import { hasTerm, voteFeature } from "@textboost/stumps";
import { type CompressedCommittee, compressCommittee } from "./compressed-committee.js";
import { addOtherRounds, type OtherRounds, otherRounds } from "./other-rounds.js";
import { thresholdContributions } from "./threshold-contributions.js";

/** Per-round training figures kept in a model. */
export interface RoundTrace {
  /** Z_s of each round (for per-label boosters, the mean of Z_s^j). */
  readonly z: readonly number[];
  /** The training loss after each round. */
  readonly loss: readonly number[];
}

/** What a booster hands to {@link additiveModel}. */
export interface AdditiveModelParts {
  readonly algorithm: string;
  readonly labels: readonly string[];
  readonly features: readonly string[];
  /** The weak hypotheses in round order; the final hypothesis is their sum (equation (7)). */
  readonly rounds: readonly Hypothesis[];
  readonly trace?: RoundTrace;
  /** Serialised text pipeline, so the model can classify raw text. */
  readonly preprocessing?: unknown;
  /** Algorithm settings to keep in the file (learner name, variant, ε, ...). */
  readonly settings?: Readonly<Record<string, unknown>>;
}

/**
 * A boosted committee f(d, j) = Σ_s h_s(d, j): the model of AdaBoost.MH and MP-Boost (and of any
 * booster whose final hypothesis is a plain sum). Stump rounds are compressed by pivot term for
 * scoring (equation (9)), per prefix length S, so `scores(X, { rounds: S })` evaluates the same model
 * at any S up to its length without retraining.
 */
export interface AdditiveModel extends Model {
  readonly rounds: readonly Hypothesis[];
  readonly trace: RoundTrace | undefined;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly preprocessing: unknown;
  /** P(label | d) = 1/(1 + e^(−2f)) per document and label. */
  probabilities(X: CsrMatrix, options?: ScoreOptions): DenseMatrix;
  /** The compressed committee of the first `rounds` rounds (Δ = `.pivots.length`). */
  compressed(rounds?: number): CompressedCommittee;
  /** Δ_j: the number of distinct pivots behind each label's committee (first `rounds` rounds). */
  distinctPivotsPerLabel(rounds?: number): Int32Array;
}

/** The JSON body of an additive model inside its {@link ModelEnvelope}. */
export interface AdditiveModelBody {
  readonly rounds: readonly HypothesisJSON[];
  readonly trace?: RoundTrace;
  readonly settings: Readonly<Record<string, unknown>>;
}

/**
 * Builds an {@link AdditiveModel} from rounds of weak hypotheses.
 *
 * @example
 * ```ts
 * const { labels, features, rounds } = trained; // an AdaBoost.MH model, adaBoostMH().fit(...)
 * const model = additiveModel({ algorithm: "adaboost-mh", labels, features, rounds });
 * model.scores(X, { rounds: 10 }); // the committee of the first 10 rounds
 * ```
 */
export function additiveModel(parts: AdditiveModelParts): AdditiveModel {
  const m = parts.labels.length;
  const r = parts.features.length;
  const rounds = [...parts.rounds];
  // The compressed committee of each S asked for, with its other rounds laid out for scoring.
  const cache = new Map<number, { committee: CompressedCommittee; others: OtherRounds }>();
  const roundsOf = (options: ScoreOptions | undefined): number => resolveRounds(options, rounds.length);
  const prepared = (s: number) => {
    let c = cache.get(s);
    if (!c) {
      const committee = compressCommittee(rounds, s, m, r);
      c = { committee, others: otherRounds(committee.others, m) };
      if (cache.size > 16) cache.clear();
      cache.set(s, c);
    }
    return c;
  };
  const compressed = (s: number): CompressedCommittee => prepared(s).committee;
  const scores = (X: CsrMatrix, options?: ScoreOptions): DenseMatrix => {
    checkFeatureColumns(X, r);
    const { committee: c, others } = prepared(roundsOf(options));
    const data = new Float64Array(X.rows * m);
    for (let i = 0; i < X.rows; i++) {
      const base = i * m;
      data.set(c.bias, base);
      for (let p = X.indptr[i]!, end = X.indptr[i + 1]!; p < end; p++) {
        const pivot = c.pivotIndex[X.indices[p]!]!;
        if (pivot < 0) continue;
        const at = pivot * m;
        for (let j = 0; j < m; j++) data[base + j]! += c.delta[at + j]!;
      }
    }
    addOtherRounds(others, X, 0, X.rows, data, m);
    return { rows: X.rows, cols: m, data };
  };
  const model: AdditiveModel = {
    algorithm: parts.algorithm,
    labels: [...parts.labels],
    features: [...parts.features],
    length: rounds.length,
    rounds,
    trace: parts.trace,
    settings: { ...parts.settings },
    preprocessing: parts.preprocessing ?? null,
    scores,
    probabilities: (X, options) => probabilities(scores(X, options)),
    predict: (X: CsrMatrix, options?: PredictOptions): LabelMatrix =>
      labelsAboveThresholds(scores(X, options), options?.thresholds ?? 0),
    explain(X: CsrMatrix, row: number, label: number, options?: ScoreOptions): Explanation {
      checkExplainArguments(X, row, label, { features: r, labels: m });
      const c = compressed(roundsOf(options));
      const contributions: Contribution[] = [];
      for (let p = 0; p < c.pivots.length; p++) {
        const at = p * m + label;
        if (c.count[at] === 0) continue;
        const term = c.pivots[p]!;
        const present = hasTerm(X, row, term);
        contributions.push({
          feature: term,
          featureName: parts.features[term] ?? String(term),
          present,
          vote: present ? c.presentSum[at]! : c.absentSum[at]!,
          rounds: c.count[at]!,
        });
      }
      // Threshold rounds are attributed to their feature, with their cuts; any other hypothesis to "(other hypotheses)".
      contributions.push(...thresholdContributions(c.others, X, row, label, m, parts.features));
      contributions.sort((a, b) => Math.abs(b.vote) - Math.abs(a.vote) || a.feature - b.feature);
      const single = selectRows(X, [row]);
      return {
        label,
        labelName: parts.labels[label] ?? String(label),
        score: scores(single, options).data[label]!,
        contributions,
      };
    },
    compressed: (s) => compressed(roundsOf(s === undefined ? undefined : { rounds: s })),
    distinctPivotsPerLabel(s?: number): Int32Array {
      const c = compressed(roundsOf(s === undefined ? undefined : { rounds: s }));
      const out = new Int32Array(m);
      for (let p = 0; p < c.pivots.length; p++)
        for (let j = 0; j < m; j++) if (c.count[p * m + j]! > 0) out[j]!++;
      return out;
    },
    toJSON(): ModelEnvelope<AdditiveModelBody> {
      return createModelEnvelope<AdditiveModelBody>({
        algorithm: parts.algorithm,
        labels: parts.labels,
        features: parts.features,
        preprocessing: parts.preprocessing ?? null,
        body: {
          rounds: rounds.map((h) => h.toJSON()),
          ...(parts.trace ? { trace: { z: [...parts.trace.z], loss: [...parts.trace.loss] } } : {}),
          settings: { ...parts.settings },
        },
      });
    },
  };
  return model;
}

/**
 * Loads an {@link AdditiveModel} saved with `toJSON()`.
 *
 * @param json - parsed JSON of a model file
 * @param options - `algorithm` the file must be for; `decode` turns each round's JSON into a hypothesis
 *   (the learner's `fromJSON`); `file` names the source in errors
 * @throws TextboostError `E_MODEL_FORMAT` / `E_MODEL_VERSION`
 */
export function loadAdditiveModel(
  json: unknown,
  options: { algorithm: string; decode: (h: HypothesisJSON) => Hypothesis; file?: string },
): AdditiveModel {
  const env = parseModelEnvelope(json, {
    expectedAlgorithm: options.algorithm,
    ...(options.file === undefined ? {} : { file: options.file }),
  });
  const loc = options.file === undefined ? {} : { file: options.file };
  const body = env.body as Partial<AdditiveModelBody> | null;
  if (typeof body !== "object" || body === null || !Array.isArray(body.rounds)) {
    throw new TextboostError("E_MODEL_FORMAT", 'model body must have a "rounds" array', loc);
  }
  const m = env.labels.length;
  const r = env.features.length;
  const rounds = body.rounds.map((h, s) => {
    let hyp: Hypothesis;
    try {
      // A linear prior round (boostAdditive's `prior`) is the committee's own; the rest, the learner's.
      hyp =
        h !== null && typeof h === "object" && h.type === LINEAR_PRIOR
          ? linearPriorFromJSON(h, { labels: m, features: r })
          : options.decode(h);
    } catch (e) {
      throw new TextboostError("E_MODEL_FORMAT", `round ${s + 1}: ${(e as Error).message}`, loc, {
        cause: e,
      });
    }
    checkHypothesisShape(hyp, m, r, s, loc);
    return hyp;
  });
  const trace = body.trace;
  return additiveModel({
    algorithm: env.algorithm,
    labels: env.labels,
    features: env.features,
    rounds,
    ...(trace && Array.isArray(trace.z) && Array.isArray(trace.loss) ? { trace } : {}),
    preprocessing: env.preprocessing,
    settings: typeof body.settings === "object" && body.settings !== null ? body.settings : {},
  });
}

function checkHypothesisShape(h: Hypothesis, m: number, r: number, s: number, loc: { file?: string }): void {
  const bad = (what: string): never => {
    throw new TextboostError("E_MODEL_FORMAT", `round ${s + 1}: ${what}`, loc);
  };
  const votes = h as Partial<Record<"absent" | "present" | "below" | "above", Float64Array>>;
  let features: number[];
  if (h.type === "stump" || h.type === "per-label-stump") {
    const stump = h as Partial<{ term: number; terms: Int32Array }>;
    if (votes.absent?.length !== m || votes.present?.length !== m)
      bad(`votes must have one entry per label (${m})`);
    features = h.type === "stump" ? [stump.term!] : Array.from(stump.terms!);
  } else if (h.type === "threshold-stump" || h.type === "per-label-threshold-stump") {
    if (votes.below?.length !== m || votes.above?.length !== m)
      bad(`votes must have one entry per label (${m})`);
    features = Array.from({ length: m }, (_, j) => voteFeature(h, j)!);
  } else {
    return;
  }
  for (const t of features) if (t >= r) bad(`feature ${t} is outside the ${r} features`);
}
