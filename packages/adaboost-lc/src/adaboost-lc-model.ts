import type {
  Contribution,
  CsrMatrix,
  DenseMatrix,
  Explanation,
  LabelMatrix,
  Model,
  ModelEnvelope,
  PredictOptions,
  ScoreOptions,
} from "@textboost/core";
import {
  checkExplainArguments,
  createModelEnvelope,
  labelsAboveThresholds,
  resolveRounds,
  TextboostError,
} from "@textboost/core";
import { selectRows } from "@textboost/sparse";
import { addScores, type CompiledAlpha, compileAlpha } from "./alpha.js";
import { type HypothesisKind, type HypothesisSpace, rowFactors, storedValue } from "./hypothesis-space.js";
import type { RoundUpdate } from "./round-update.js";

/** Per-round training figures of an AdaBoost.LC fit (losses are L(f, S, A), the mean over documents). */
export interface AdaBoostLCTrace {
  /** L(f_0, S, A) with f_0 = 0. */
  readonly initialLoss: number;
  /** L(f_t, S, A) after each round t. */
  readonly loss: readonly number[];
  /** Theorem 3.1's bound (1/|S|) Σ_j max_b Σ_k b^k (√W⁺ − √W⁻)² of each round. */
  readonly theoremBound: readonly number[];
  /** Eq. (8)'s bound (1/|S|) Σ_j Σ_k b_j^k [W⁺(1 − e^(−d)) + W⁻(1 − e^d)] for the d each round took. */
  readonly guaranteedDecrease: readonly number[];
}

/** The hypothesis space as saved in a model file. */
export interface HypothesisSpaceJSON {
  readonly kind: HypothesisKind;
  readonly features: number;
  readonly bias: boolean;
  readonly normalizeRows: boolean;
  /** s_k of scaled hypotheses, else null. */
  readonly scale: readonly number[] | null;
}

/** One round (or the final weights) in a model file: parallel arrays of increments. */
export interface RoundUpdateJSON {
  readonly hypotheses: readonly number[];
  readonly labels: readonly number[];
  readonly deltas: readonly number[];
  /** The template chosen per label (absent for the final weights of a `keepRounds: false` model). */
  readonly templates?: readonly number[];
}

/** The `body` of an AdaBoost.LC model file. */
export interface AdaBoostLCBody {
  /** Name of the cover the model was trained with. */
  readonly cover: string;
  /** Number of rounds T. */
  readonly length: number;
  readonly hypotheses: HypothesisSpaceJSON;
  /** Every round's increments, or null when only the final weights were kept. */
  readonly rounds: readonly RoundUpdateJSON[] | null;
  /** α_T as increments (only when `rounds` is null). */
  readonly final: RoundUpdateJSON | null;
  readonly trace: AdaBoostLCTrace;
  readonly settings: Readonly<Record<string, unknown>>;
}

/**
 * An AdaBoost.LC model: f^j(x) = Σ_k α_T(k, j) h_k(x) (Figure 2's output). With every round kept,
 * `scores(X, { rounds: t })` evaluates f_t for any t ≤ T without retraining.
 */
export interface AdaBoostLCModel extends Model {
  /** Name of the cover it was trained with. */
  readonly cover: string;
  readonly hypothesisSpace: HypothesisSpace;
  /** Every round's α increments, or undefined when the fit kept only the final weights. */
  readonly rounds: readonly RoundUpdate[] | undefined;
  readonly trace: AdaBoostLCTrace;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly preprocessing: unknown;
  /** α_t(k, j) after `rounds` rounds (default all). */
  alpha(rounds?: number): CompiledAlpha;
}

/** What {@link adaBoostLCModel} is built from. */
export interface AdaBoostLCModelParts {
  readonly algorithm: string;
  readonly labels: readonly string[];
  readonly features: readonly string[];
  readonly cover: string;
  readonly space: HypothesisSpace;
  /** Rounds T. */
  readonly length: number;
  /** All T rounds, or (when `rounds` is undefined) the final α as one update. */
  readonly rounds?: readonly RoundUpdate[];
  readonly final?: RoundUpdate;
  readonly trace: AdaBoostLCTrace;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly preprocessing?: unknown;
}

function toJSONUpdate(u: RoundUpdate, withTemplates: boolean): RoundUpdateJSON {
  return {
    hypotheses: Array.from(u.hypotheses),
    labels: Array.from(u.labels),
    deltas: Array.from(u.deltas),
    ...(withTemplates ? { templates: Array.from(u.templates) } : {}),
  };
}

/**
 * Builds an {@link AdaBoostLCModel} (used by `fit` and by `loadAdaBoostLC`).
 *
 * @example
 * ```ts
 * const model = await adaBoostLC({ cover: hammingCover() }).fit(dataset, { iterations: 50 });
 * model.scores(X, { rounds: 10 }); // f_10
 * ```
 */
export function adaBoostLCModel(parts: AdaBoostLCModelParts): AdaBoostLCModel {
  const m = parts.labels.length;
  const space = parts.space;
  const T = parts.length;
  const rounds = parts.rounds ? [...parts.rounds] : undefined;
  const final = parts.final;
  const cache = new Map<number, CompiledAlpha>();
  const roundsOf = (options: ScoreOptions | undefined): number => {
    const s = resolveRounds(options, T);
    if (!rounds && s !== 0 && s !== T) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `this model kept only its final weights (keepRounds: false), so it scores at rounds ${T} (or 0), not ${s}`,
      );
    }
    return s;
  };
  const alpha = (s: number): CompiledAlpha => {
    let a = cache.get(s);
    if (!a) {
      a = rounds
        ? compileAlpha(rounds, s, space, m)
        : compileAlpha(s === 0 ? [] : [final!], s === 0 ? 0 : 1, space, m);
      if (cache.size > 16) cache.clear();
      cache.set(s, a);
    }
    return a;
  };
  const scores = (X: CsrMatrix, options?: ScoreOptions): DenseMatrix => {
    const a = alpha(roundsOf(options));
    const data = new Float64Array(X.rows * m);
    addScores(X, space, a, m, data);
    return { rows: X.rows, cols: m, data };
  };
  return {
    algorithm: parts.algorithm,
    labels: [...parts.labels],
    features: [...parts.features],
    length: T,
    cover: parts.cover,
    hypothesisSpace: space,
    rounds,
    trace: parts.trace,
    settings: { ...parts.settings },
    preprocessing: parts.preprocessing ?? null,
    alpha: (s?: number) => alpha(roundsOf(s === undefined ? undefined : { rounds: s })),
    scores,
    predict: (X: CsrMatrix, options?: PredictOptions): LabelMatrix =>
      labelsAboveThresholds(scores(X, options), options?.thresholds ?? 0),
    explain(X: CsrMatrix, row: number, label: number, options?: ScoreOptions): Explanation {
      checkExplainArguments(X, row, label, { features: space.features, labels: m });
      const a = alpha(roundsOf(options));
      const single = selectRows(X, [row]);
      const c = rowFactors(space, single)[0]!;
      const present = new Map<number, number>();
      for (let p = 0; p < single.indices.length; p++) {
        present.set(single.indices[p]!, single.values ? single.values[p]! : 1);
      }
      const contributions: Contribution[] = [];
      a.hypotheses.forEach((k, r) => {
        const at = r * m + label;
        if (a.counts[at] === 0) return;
        const w = a.values[at]!;
        if (k === space.features) {
          contributions.push({
            feature: -1,
            featureName: "(bias)",
            present: false,
            vote: c * w,
            rounds: a.counts[at]!,
          });
          return;
        }
        const value = present.get(k);
        const has = value !== undefined;
        const v = space.kind === "stump" ? (has ? 1 : -1) : has ? storedValue(space, k, value) : 0;
        if (v === 0) return;
        contributions.push({
          feature: k,
          featureName: parts.features[k] ?? String(k),
          present: has,
          vote: c * v * w,
          rounds: a.counts[at]!,
        });
      });
      contributions.sort((x, y) => Math.abs(y.vote) - Math.abs(x.vote) || x.feature - y.feature);
      const out = new Float64Array(m);
      addScores(single, space, a, m, out);
      return { label, labelName: parts.labels[label] ?? String(label), score: out[label]!, contributions };
    },
    toJSON(): ModelEnvelope<AdaBoostLCBody> {
      return createModelEnvelope<AdaBoostLCBody>({
        algorithm: parts.algorithm,
        labels: parts.labels,
        features: parts.features,
        preprocessing: parts.preprocessing ?? null,
        body: {
          cover: parts.cover,
          length: T,
          hypotheses: {
            kind: space.kind,
            features: space.features,
            bias: space.bias,
            normalizeRows: space.normalizeRows,
            scale: space.scale ? Array.from(space.scale) : null,
          },
          rounds: rounds ? rounds.map((u) => toJSONUpdate(u, true)) : null,
          final: rounds ? null : toJSONUpdate(final!, false),
          trace: {
            initialLoss: parts.trace.initialLoss,
            loss: [...parts.trace.loss],
            theoremBound: [...parts.trace.theoremBound],
            guaranteedDecrease: [...parts.trace.guaranteedDecrease],
          },
          settings: { ...parts.settings },
        },
      });
    },
  };
}
