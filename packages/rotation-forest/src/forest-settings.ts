import { TextboostError } from "@textboost/core";

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
 *   K larger than the vocabulary, both M and K, or a sample fraction outside (0, 1]
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
  const common = { members, lsiDims, sampleFraction, baseIterations, base };
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
