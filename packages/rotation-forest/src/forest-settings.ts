import { TextboostError } from "@textboost/core";
import { FOREST_COMBINES, type ForestCombine } from "./average-scores.js";
import { DEFAULT_LSI_INPUT, FOREST_LSI_INPUTS, type LsiInput } from "./lsi-input.js";

/** Members N when neither `fit({ iterations })` nor `members` says otherwise (the paper's N). */
export const DEFAULT_MEMBERS = 10;
/** Terms per vocabulary subset M (the paper fixes M = 100 and lets K follow). */
export const DEFAULT_SUBSET_SIZE = 100;
/** LSI dimensions k per subset (the paper's k). */
export const DEFAULT_LSI_DIMS = 10;
/** Share of the documents in each subset's bootstrap sample (Algorithm 1, step 5). */
export const DEFAULT_SAMPLE_FRACTION = 0.75;
/** Rounds S of the base booster (the paper's S). */
export const DEFAULT_BASE_ITERATIONS = 10;

/** Whether the terms stay beside the projected dimensions when the options do not say. */
export const DEFAULT_KEEP_TERMS = false;
/** How members are combined when the options do not say. */
export const DEFAULT_COMBINE: ForestCombine = "probabilities";

/** How each member's scores become probabilities when the options do not say. */
export const DEFAULT_CALIBRATION: ForestCalibration = "platt";
/** Whether each member's base booster trains on a bootstrap sample when the options do not say. */
export const DEFAULT_BOOTSTRAP_MEMBERS = false;

/**
 * How a member's boosting scores f become the probabilities that are averaged: `"logistic"`,
 * 1 / (1 + e^(−2 f)) (the link boosting's exponential loss implies), or `"platt"`, a logistic
 * σ(A·f + B) fitted per label (Platt scaling) on the member's out-of-bag documents (with
 * `bootstrapMembers`) or on its training documents.
 */
export type ForestCalibration = "logistic" | "platt";

/** The calibrations {@link ForestCalibration} offers. */
export const FOREST_CALIBRATIONS: readonly ForestCalibration[] = ["logistic", "platt"];

/**
 * The MLRF paper's forest (Section 4.3): N = 10 members, M = 100 terms per subset, k = 10, 75%
 * bootstrap samples for the LSI, S = 10 rounds, the projected dimensions alone, every document for
 * the base booster, the logistic link and the mean of the members' probabilities. With
 * `paperBase()` (AdaBoost.MH) as the base: `rotationForest({ ...PAPER_SETTINGS, base: paperBase() })`.
 */
export const PAPER_SETTINGS = {
  members: 10,
  subsetSize: 100,
  lsiDims: 10,
  sampleFraction: 0.75,
  baseIterations: 10,
  keepTerms: false,
  combine: "probabilities",
  calibration: "logistic",
  bootstrapMembers: false,
  lsiInput: "raw",
} as const satisfies ForestSizeOptions;

/** The size options of a rotation forest, as a person states them (all optional). */
export interface ForestSizeOptions {
  /** Committee size N (default 10); `fit({ iterations })` overrides it. */
  readonly members?: number;
  /** Terms per vocabulary subset M (default 100); K = ⌈d / M⌉ subsets. Not with `subsets`. */
  readonly subsetSize?: number;
  /** Number of vocabulary subsets K instead of their size. Not with `subsetSize`. */
  readonly subsets?: number;
  /** LSI dimensions k kept per subset (default 10). */
  readonly lsiDims?: number;
  /** Share of the documents drawn (with replacement) for each subset's LSI, in (0, 1] (default 0.75). */
  readonly sampleFraction?: number;
  /** Rounds S of each member's base booster (default 10). */
  readonly baseIterations?: number;
  /**
   * Whether each member's base booster sees the original terms beside the projected dimensions,
   * [X | X·R_i], instead of X·R_i alone (the paper's MLRF). Default `false`.
   */
  readonly keepTerms?: boolean;
  /**
   * How the members' scores are combined: `"probabilities"` (the paper's mean of the members'
   * probabilities 1 / (1 + e^(−2 f_i))) or `"scores"` (the mean of their scores f_i). Default
   * `"probabilities"`.
   */
  readonly combine?: ForestCombine;
  /** How each member's scores become probabilities (default `"platt"`, on the training documents). */
  readonly calibration?: ForestCalibration;
  /**
   * Whether each member's base booster trains on its own bootstrap sample of the n training
   * documents (drawn with replacement), leaving about a third out of bag, rather than on all of
   * them (the paper). Default `false`.
   */
  readonly bootstrapMembers?: boolean;
  /**
   * What each subset's LSI factorises: the raw values (`"raw"`, the paper), their tf-idf
   * (`"tfidf"`, the default) or each document's row on the subset scaled to unit length (`"normalised"`); see
   * {@link LsiInput}.
   */
  readonly lsiInput?: LsiInput;
}

/**
 * A rotation forest's settings resolved against a vocabulary of d terms; written into the model file.
 * The d × K·k projection of each member has K blocks of `lsiDims` columns each.
 */
export interface ForestSettings {
  readonly members: number;
  /** K, the number of vocabulary subsets. */
  readonly subsets: number;
  /** M when the subsets were given by size. */
  readonly subsetSize?: number;
  readonly lsiDims: number;
  readonly sampleFraction: number;
  readonly baseIterations: number;
  /** Whether the members' base models see [X | X·R_i] (d + K·k features) rather than X·R_i. */
  readonly keepTerms: boolean;
  /** How the members' scores are combined. */
  readonly combine: ForestCombine;
  /** How each member's scores become probabilities. */
  readonly calibration: ForestCalibration;
  /** Whether each member's base booster trained on a bootstrap sample. */
  readonly bootstrapMembers: boolean;
  /** What the LSI factorised, when not the raw values (absent: `"raw"`, as in files written before it existed). */
  readonly lsiInput?: Exclude<LsiInput, "raw">;
  /** The base booster's name. */
  readonly base: string;
  /** The fit's seed (member i trains from the i-th draw of a generator seeded with it). */
  readonly seed?: number;
  /** What `boundForestShape` cut, one sentence per option (absent when nothing was). */
  readonly notes?: readonly string[];
}

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < 1) {
    throw new TextboostError("E_INVALID_ARGUMENT", `${name} must be an integer >= 1, got ${String(v)}`);
  }
  return v;
}

/**
 * Validates a forest's options against a vocabulary of `terms` terms and resolves the defaults:
 * N = `iterations` ?? `members` ?? 10, K = `subsets` ?? ⌈d / M⌉ with M = `subsetSize` ?? 100 (capped
 * at d when M is the default), k = `lsiDims` ?? 10, S = `baseIterations` ?? 10.
 *
 * @param options - what the caller stated
 * @param iterations - `FitOptions.iterations`, the number of members when given
 * @param terms - the vocabulary size d
 * @param base - the base booster's name
 * @throws TextboostError `E_INVALID_ARGUMENT` for N, M, K, k or S that is not an integer ≥ 1, an M or
 *   K larger than the vocabulary, both M and K, a sample fraction outside (0, 1], a `keepTerms` that
 *   or `bootstrapMembers` that is not a boolean, an unknown `combine`, `calibration` or `lsiInput`
 *
 * @example
 * ```ts
 * resolveForestSettings({ subsetSize: 100 }, undefined, 462, "adaboost-mh").subsets; // 5
 * ```
 */
export function resolveForestSettings(
  options: ForestSizeOptions,
  iterations: number | undefined,
  terms: number,
  base: string,
): ForestSettings {
  const members = positiveInteger(
    iterations === undefined ? "members" : "iterations (the number of members)",
    iterations ?? options.members,
    DEFAULT_MEMBERS,
  );
  const lsiDims = positiveInteger("lsiDims", options.lsiDims, DEFAULT_LSI_DIMS);
  const baseIterations = positiveInteger("baseIterations", options.baseIterations, DEFAULT_BASE_ITERATIONS);
  const sampleFraction = options.sampleFraction ?? DEFAULT_SAMPLE_FRACTION;
  if (!(sampleFraction > 0 && sampleFraction <= 1)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `sampleFraction must be in (0, 1], got ${String(sampleFraction)}`,
    );
  }
  if (terms < 1) {
    throw new TextboostError(
      "E_SHAPE",
      "the training set has no feature: a rotation forest needs terms to split",
    );
  }
  if (options.subsetSize !== undefined && options.subsets !== undefined) {
    throw new TextboostError("E_INVALID_ARGUMENT", "give subsetSize (M) or subsets (K), not both");
  }
  const keepTerms = options.keepTerms ?? DEFAULT_KEEP_TERMS;
  if (typeof keepTerms !== "boolean") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `keepTerms must be true or false, got ${String(keepTerms)}`,
    );
  }
  const combine = options.combine ?? DEFAULT_COMBINE;
  if (!FOREST_COMBINES.includes(combine)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `combine must be one of ${FOREST_COMBINES.join(", ")}, got ${String(combine)}`,
    );
  }
  const calibration = options.calibration ?? DEFAULT_CALIBRATION;
  if (!FOREST_CALIBRATIONS.includes(calibration)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `calibration must be one of ${FOREST_CALIBRATIONS.join(", ")}, got ${String(calibration)}`,
    );
  }
  const bootstrapMembers = options.bootstrapMembers ?? DEFAULT_BOOTSTRAP_MEMBERS;
  if (typeof bootstrapMembers !== "boolean") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `bootstrapMembers must be true or false, got ${String(bootstrapMembers)}`,
    );
  }
  const lsiInput = options.lsiInput ?? DEFAULT_LSI_INPUT;
  if (!FOREST_LSI_INPUTS.includes(lsiInput)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `lsiInput must be one of ${FOREST_LSI_INPUTS.join(", ")}, got ${String(lsiInput)}`,
    );
  }
  const common = {
    members,
    lsiDims,
    sampleFraction,
    baseIterations,
    keepTerms,
    combine,
    calibration,
    bootstrapMembers,
    // Written only when not raw, so that a raw forest's file is what it was before the option existed.
    ...(lsiInput === "raw" ? {} : { lsiInput }),
    base,
  };
  if (options.subsets !== undefined) {
    const subsets = positiveInteger("subsets", options.subsets, 1);
    if (subsets > terms) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `subsets (K = ${subsets}) is larger than the vocabulary (${terms} terms); use at most ${terms}`,
      );
    }
    return { ...common, subsets };
  }
  // The default M adapts to a small vocabulary; an M the caller chose must fit it.
  const subsetSize =
    options.subsetSize === undefined
      ? Math.min(DEFAULT_SUBSET_SIZE, terms)
      : positiveInteger("subsetSize", options.subsetSize, DEFAULT_SUBSET_SIZE);
  if (subsetSize > terms) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `subsetSize (M = ${subsetSize}) is larger than the vocabulary (${terms} terms); use at most ${terms}`,
    );
  }
  return { ...common, subsets: Math.ceil(terms / subsetSize), subsetSize };
}
