import type {
  Contribution,
  CsrMatrix,
  DenseMatrix,
  Explanation,
  ExplanationPart,
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
  resolveRounds,
  TextboostError,
} from "@textboost/core";
import { selectRows } from "@textboost/sparse";
import { probabilityAverage } from "./average-probabilities.js";
import { memberAverage } from "./average-scores.js";
import { calibrationToJSON, type ScoreCalibrationJSON } from "./calibration-json.js";
import type { ForestSettings } from "./forest-settings.js";
import { memberInput } from "./member-input.js";
import { calibrateScores } from "./platt.js";
import { type Projection, projectionMatrix } from "./projection.js";
import type { ForestMember } from "./train-member.js";

/** The algorithm tag of rotation forest model files. */
export const MLRF = "mlrf";

/** A projection in a model file: the blocks with plain arrays (d is the envelope's feature count). */
export interface ProjectionJSON {
  readonly dimsPerBlock: number;
  readonly blocks: readonly { readonly terms: number[]; readonly dims: number; readonly T: number[] }[];
}

/** The JSON body of a rotation forest inside its {@link ModelEnvelope}. */
export interface RotationForestBody {
  readonly settings: ForestSettings;
  /** Each member's projection and its base model's own envelope. */
  readonly members: readonly {
    readonly projection: ProjectionJSON;
    readonly model: ModelEnvelope;
    readonly calibration?: ScoreCalibrationJSON;
  }[];
}

/**
 * A multi-label rotation forest: N members, each a projection R_i and a base model on X · R_i.
 * `probabilities` averages the members' label probabilities; `scores` are that average on the
 * boosting scale, ½ ln(P / (1 − P)), so `predict` with the default threshold 0 gives the labels with
 * P > ½. `{ rounds: n }` uses the first n members (the forest of n members, as trained with N = n
 * and the same seed); with `rounds: 0` every probability is ½ and every score 0.
 */
export interface RotationForestModel extends Model {
  readonly members: readonly ForestMember[];
  readonly settings: ForestSettings;
  readonly preprocessing: unknown;
  /** P(x, λ): documents x labels, the mean of the members' probabilities. */
  probabilities(X: CsrMatrix, options?: ScoreOptions): DenseMatrix;
  /** Member `member`'s own boosting scores f_i (documents x labels), after its calibration if it has one. */
  memberScores(X: CsrMatrix, member: number): DenseMatrix;
}

/** What {@link rotationForestModel} is built from. */
export interface RotationForestParts {
  readonly labels: readonly string[];
  readonly features: readonly string[];
  readonly members: readonly ForestMember[];
  readonly settings: ForestSettings;
  readonly preprocessing?: unknown;
}

/** How many terms of the document {@link rotationForestModel}'s `explain` names per LSI dimension. */
const TERMS_PER_DIMENSION = 3;

/**
 * A projection with plain arrays, for JSON (the inverse of the loader's validation).
 *
 * @example
 * ```ts
 * JSON.stringify(projectionToJSON(forest.members[0]!.projection));
 * ```
 */
export function projectionToJSON(p: Projection): ProjectionJSON {
  return {
    dimsPerBlock: p.dimsPerBlock,
    blocks: p.blocks.map((b) => ({ terms: Array.from(b.terms), dims: b.dims, T: Array.from(b.T) })),
  };
}

/**
 * Builds a {@link RotationForestModel} from trained members (what `rotationForest().fit` and the
 * loader do).
 *
 * @example
 * ```ts
 * const { labels, features, members, settings } = forest; // a forest rotationForest().fit made
 * const rebuilt = rotationForestModel({ labels, features, members, settings });
 * rebuilt.probabilities(X); // the same as forest.probabilities(X)
 * ```
 */
export function rotationForestModel(parts: RotationForestParts): RotationForestModel {
  const members = [...parts.members];
  const m = parts.labels.length;
  const d = parts.features.length;
  const matrices = members.map((member) => projectionMatrix(member.projection));
  const keepTerms = parts.settings.keepTerms === true;
  const combine = parts.settings.combine ?? "probabilities";
  const shape = { features: d, labels: m };
  // A forest's "rounds" are its members: scores(X, { rounds: n }) averages the first n.
  const resolveMembers = (options: ScoreOptions | undefined): number =>
    resolveRounds(options, members.length);
  const memberScores = (X: CsrMatrix, i: number): DenseMatrix => {
    checkFeatureColumns(X, shape.features);
    if (!Number.isInteger(i) || i < 0 || i >= members.length) {
      throw new TextboostError("E_INVALID_ARGUMENT", `member must be in [0, ${members.length}), got ${i}`);
    }
    const member = members[i]!;
    const own = member.model.scores(memberInput(X, member.projection, keepTerms, matrices[i]!));
    return member.calibration === undefined ? own : calibrateScores(own, member.calibration);
  };
  const average = (X: CsrMatrix, options: ScoreOptions | undefined) => {
    checkFeatureColumns(X, shape.features);
    const N = resolveMembers(options);
    const avg = memberAverage(combine, X.rows, m);
    for (let i = 0; i < N; i++) avg.add(memberScores(X, i));
    return avg;
  };
  const scores = (X: CsrMatrix, options?: ScoreOptions): DenseMatrix => average(X, options).scores();

  /** "lsi2.3 (wheat, grain, corn)": the document's terms that weigh most in a member's dimension. */
  const describeDimension = (member: number, column: number, name: string, doc: CsrMatrix): string => {
    const { dimsPerBlock, blocks } = members[member]!.projection;
    const block = blocks[Math.floor(column / dimsPerBlock)];
    const dim = column % dimsPerBlock;
    if (block === undefined || dim >= block.dims) return name;
    const weights: { term: number; weight: number }[] = [];
    for (let p = doc.indptr[0]!; p < doc.indptr[1]!; p++) {
      const term = doc.indices[p]!;
      const row = binarySearch(block.terms, term);
      if (row < 0) continue;
      const x = doc.values === undefined ? 1 : doc.values[p]!;
      weights.push({ term, weight: Math.abs(x * block.T[row * block.dims + dim]!) });
    }
    if (weights.length === 0) return `${name} (no term of its block)`;
    weights.sort((a, b) => b.weight - a.weight || a.term - b.term);
    const top = weights.slice(0, TERMS_PER_DIMENSION).map((w) => parts.features[w.term] ?? String(w.term));
    return `${name} (${top.join(", ")}${weights.length > TERMS_PER_DIMENSION ? ", ..." : ""})`;
  };

  const model: RotationForestModel = {
    algorithm: MLRF,
    labels: [...parts.labels],
    features: [...parts.features],
    length: members.length,
    members,
    settings: parts.settings,
    preprocessing: parts.preprocessing ?? null,
    scores,
    probabilities: (X, options) => average(X, options).probabilities(),
    memberScores,
    predict: (X: CsrMatrix, options?: PredictOptions): LabelMatrix =>
      labelsAboveThresholds(scores(X, options), options?.thresholds ?? 0),
    explain(X: CsrMatrix, row: number, label: number, options?: ScoreOptions): Explanation {
      checkExplainArguments(X, row, label, shape);
      const N = resolveMembers(options);
      const doc = selectRows(X, [row]);
      const avg = memberAverage(combine, 1, m);
      const memberParts: ExplanationPart[] = [];
      const lsiStart = keepTerms ? d : 0;
      for (let i = 0; i < N; i++) {
        const projected = memberInput(doc, members[i]!.projection, keepTerms, matrices[i]!);
        const e = members[i]!.model.explain(projected, 0, label);
        const raw = members[i]!.model.scores(projected);
        const cal = members[i]!.calibration;
        const own = cal === undefined ? raw : calibrateScores(raw, cal);
        const single = probabilityAverage(1, m);
        single.add(own);
        avg.add(own);
        const p = single.probabilities().data[label]!;
        // A calibrated member's votes are scaled by its label's scale; the shift is a part of its own.
        const scale = cal === undefined ? 1 : cal.scale[label]!;
        const shift = cal === undefined ? 0 : cal.shift[label]!;
        const votes = e.contributions.map(
          (c): Contribution => ({
            ...c,
            vote: c.vote * scale,
            // With keepTerms the first d features are the terms themselves, named already.
            ...(c.feature < lsiStart
              ? {}
              : { featureName: describeDimension(i, c.feature - lsiStart, c.featureName, doc) }),
          }),
        );
        if (shift !== 0)
          votes.push({ feature: -1, featureName: "(calibration)", present: false, vote: shift, rounds: 0 });
        memberParts.push({
          name: `member ${i + 1} (P = ${p.toFixed(3)})`,
          score: own.data[label]!,
          contributions: votes,
        });
      }
      return {
        label,
        labelName: parts.labels[label] ?? String(label),
        score: avg.scores().data[label]!,
        // The average of probabilities is not a sum of feature votes: the members' parts say who voted.
        contributions: [],
        parts: memberParts,
      };
    },
    toJSON(): ModelEnvelope<RotationForestBody> {
      return createModelEnvelope<RotationForestBody>({
        algorithm: MLRF,
        labels: parts.labels,
        features: parts.features,
        preprocessing: parts.preprocessing ?? null,
        body: {
          settings: { ...parts.settings },
          members: members.map((member) => ({
            projection: projectionToJSON(member.projection),
            model: member.model.toJSON(),
            ...(member.calibration === undefined
              ? {}
              : { calibration: calibrationToJSON(member.calibration) }),
          })),
        },
      });
    },
  };
  return model;
}

/** Index of `value` in the ascending array `a`, or -1. */
function binarySearch(a: Int32Array, value: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] === value) return mid;
    if (a[mid]! < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
