import { type ErrorCode, TextboostError } from "@textboost/core";
import { DEFAULT_BM25_B, DEFAULT_BM25_K1 } from "./term-weights.js";

/** How a document's term counts become the values of its row (see {@link textPipeline}). */
export type TermWeighting = "binary" | "tf" | "tf-idf" | "tf-idf-cosine" | "pivoted" | "bm25";

/**
 * The weightings that `sublinearTf` applies to: those whose term frequency is the raw count.
 *
 * @example
 * ```ts
 * SUBLINEAR_WEIGHTINGS.includes("tf-idf"); // true; "binary", "bm25" and "pivoted" are not in it
 * ```
 */
export const SUBLINEAR_WEIGHTINGS: readonly TermWeighting[] = Object.freeze([
  "tf",
  "tf-idf",
  "tf-idf-cosine",
]);

/**
 * The largest BM25 k1 the options accept (k1 is in [0, MAX_BM25_K1]; the usual values are 1.2 to 2).
 *
 * @example
 * ```ts
 * textPipeline({ weighting: "bm25", bm25K1: MAX_BM25_K1 }).options.bm25K1; // 100; above it, E_INVALID_ARGUMENT
 * ```
 */
export const MAX_BM25_K1 = 100;

/** The token-level normalisation switches of a pipeline. Every switch defaults to `true`. */
export interface TextNormalizeOptions {
  /** Unicode NFKC normalisation of the text. */
  readonly nfkc?: boolean;
  /** Lowercase the text (stop words are matched case-insensitively either way). */
  readonly lowercase?: boolean;
  /** Drop punctuation and symbol characters; `false` keeps each one as a token of its own. */
  readonly dropPunctuation?: boolean;
  /** Drop tokens that start with a digit (`"1,000.5"`, `"3rd"`, `"1980s"`). */
  readonly dropNumbers?: boolean;
}

/** Options of {@link textPipeline}. Every field is optional; the defaults are listed per field. */
export interface TextPipelineOptions {
  /** Normalisation switches; all default to `true`. */
  readonly normalize?: TextNormalizeOptions;
  /** Word n-gram range `[min, max]`, integers with 1 ≤ min ≤ max. Default `[1, 1]`. */
  readonly ngrams?: readonly [number, number];
  /** `"smart"` (the SMART list, default), `"none"`, or your own list of words. */
  readonly stopWords?: "smart" | "none" | readonly string[];
  /** `"porter"` (Porter 1980, default) or `"none"`. */
  readonly stem?: "porter" | "none";
  /** Keep terms that occur in at least this many training documents (an integer ≥ 1). Default 1. */
  readonly minDocumentFrequency?: number;
  /**
   * Keep at most this many terms (an integer ≥ 1; `null` or absent for no limit): the highest document frequencies, ties broken by
   * the term in code-unit order. Default unlimited.
   */
  readonly maxFeatures?: number | null;
  /** Term weighting. Default `"binary"`. */
  readonly weighting?: TermWeighting;
  /** The slope of pivoted length normalisation, in [0, 1]. Default 0.3 (Singhal et al. 1996). */
  readonly pivotSlope?: number;
  /**
   * Use `1 + ln(c)` in place of the count c (`"tf"`, `"tf-idf"`, `"tf-idf-cosine"` only; an error with
   * another weighting). Default `false`.
   */
  readonly sublinearTf?: boolean;
  /** BM25's k1, the saturation of the term frequency, in [0, 100]. Default 1.2. */
  readonly bm25K1?: number;
  /** BM25's b, the strength of the length normalisation, in [0, 1]. Default 0.75. */
  readonly bm25B?: number;
}

/** Options with every default filled in: what a fitted pipeline stores and saves. */
export interface ResolvedTextPipelineOptions {
  readonly normalize: {
    readonly nfkc: boolean;
    readonly lowercase: boolean;
    readonly dropPunctuation: boolean;
    readonly dropNumbers: boolean;
  };
  readonly ngrams: readonly [number, number];
  readonly stopWords: "smart" | "none" | readonly string[];
  readonly stem: "porter" | "none";
  readonly minDocumentFrequency: number;
  /** `null` means unlimited. */
  readonly maxFeatures: number | null;
  readonly weighting: TermWeighting;
  readonly pivotSlope: number;
  readonly sublinearTf: boolean;
  readonly bm25K1: number;
  readonly bm25B: number;
}

/**
 * The default slope of pivoted length normalisation (Singhal, Buckley and Mitra 1996; AdaBoost.LC paper §4).
 *
 * @example
 * ```ts
 * textPipeline({ weighting: "pivoted" }).options.pivotSlope === DEFAULT_PIVOT_SLOPE; // 0.3
 * ```
 */
export const DEFAULT_PIVOT_SLOPE = 0.3;

/**
 * The preprocessing of the MP-Boost paper (Esuli, Fagni and Sebastiani, §5.1): stop words removed,
 * punctuation removed, lowercase, numbers removed, Porter stemming, binary weighting. The paper took
 * its stop list from Lewis's 1992 thesis (pp. 117–118), which is not shipped; the preset uses the SMART
 * list instead. Every field is spelled out, so the preset does not move if the defaults of
 * {@link textPipeline} ever change.
 *
 * @example
 * ```ts
 * const pipeline = textPipeline(PAPER_PREPROCESSING).fit(trainTexts);
 * ```
 */
export const PAPER_PREPROCESSING: TextPipelineOptions = Object.freeze({
  normalize: Object.freeze({ nfkc: true, lowercase: true, dropPunctuation: true, dropNumbers: true }),
  ngrams: Object.freeze([1, 1] as const),
  stopWords: "smart",
  stem: "porter",
  minDocumentFrequency: 1,
  weighting: "binary",
} as const);

/**
 * Every term weighting, in the order the documentation lists them.
 *
 * @example
 * ```ts
 * TERM_WEIGHTINGS.includes("bm25"); // true
 * ```
 */
export const TERM_WEIGHTINGS: readonly TermWeighting[] = Object.freeze([
  "binary",
  "tf",
  "tf-idf",
  "tf-idf-cosine",
  "bm25",
  "pivoted",
]);
/** Options added after the first saved pipelines: a saved pipeline without them means their defaults. */
const LATER_KEYS = new Set(["sublinearTf", "bm25K1", "bm25B"]);
const TOP_KEYS = new Set([
  "sublinearTf",
  "bm25K1",
  "bm25B",
  "normalize",
  "ngrams",
  "stopWords",
  "stem",
  "minDocumentFrequency",
  "maxFeatures",
  "weighting",
  "pivotSlope",
]);
const NORMALIZE_KEYS = ["nfkc", "lowercase", "dropPunctuation", "dropNumbers"] as const;

/**
 * Checks options and fills in the defaults.
 *
 * @param options - user options (or the `options` of a saved pipeline)
 * @param code - the error code to throw: `E_INVALID_ARGUMENT` for user options, `E_MODEL_FORMAT` when loading
 * @param complete - require every field to be present (as in a saved pipeline)
 * @returns the resolved options, deep-copied and frozen
 * @throws TextboostError with `code` naming the offending option
 * @internal
 */
export function resolveTextPipelineOptions(
  options: unknown,
  code: ErrorCode = "E_INVALID_ARGUMENT",
  complete = false,
): ResolvedTextPipelineOptions {
  const fail = (detail: string): never => {
    throw new TextboostError(code, `text pipeline options: ${detail}`);
  };
  if (options === undefined && !complete) options = {};
  if (!isPlainObject(options)) return fail("options must be an object");
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!TOP_KEYS.has(key)) fail(`unknown option "${key}"`);
  }
  const present = (key: string): boolean => o[key] !== undefined;
  if (complete) {
    for (const key of TOP_KEYS) {
      if (!(key in o) && !LATER_KEYS.has(key)) fail(`"${key}" is missing`);
    }
  }

  let normalize = o.normalize;
  if (normalize === undefined) normalize = {};
  if (!isPlainObject(normalize)) return fail('"normalize" must be an object');
  const n = normalize as Record<string, unknown>;
  for (const key of Object.keys(n)) {
    if (!(NORMALIZE_KEYS as readonly string[]).includes(key)) fail(`unknown option "normalize.${key}"`);
  }
  const flags = {} as Record<(typeof NORMALIZE_KEYS)[number], boolean>;
  for (const key of NORMALIZE_KEYS) {
    const v = n[key];
    if (v === undefined) {
      if (complete) fail(`"normalize.${key}" is missing`);
      flags[key] = true;
    } else if (typeof v !== "boolean") {
      fail(`"normalize.${key}" must be true or false, got ${show(v)}`);
    } else {
      flags[key] = v;
    }
  }

  let ngrams: [number, number] = [1, 1];
  if (present("ngrams")) {
    const g = o.ngrams;
    if (
      !Array.isArray(g) ||
      g.length !== 2 ||
      !Number.isInteger(g[0]) ||
      !Number.isInteger(g[1]) ||
      (g[0] as number) < 1 ||
      (g[1] as number) < (g[0] as number)
    ) {
      fail(`"ngrams" must be [min, max] with integers 1 <= min <= max, got ${show(g)}`);
    }
    ngrams = [(g as number[])[0]!, (g as number[])[1]!];
  }

  let stopWords: "smart" | "none" | readonly string[] = "smart";
  if (present("stopWords")) {
    const s = o.stopWords;
    if (s === "smart" || s === "none") stopWords = s;
    else if (Array.isArray(s) && s.every((w) => typeof w === "string")) stopWords = Object.freeze([...s]);
    else fail(`"stopWords" must be "smart", "none" or an array of strings, got ${show(s)}`);
  }

  let stem: "porter" | "none" = "porter";
  if (present("stem")) {
    if (o.stem !== "porter" && o.stem !== "none")
      fail(`"stem" must be "porter" or "none", got ${show(o.stem)}`);
    stem = o.stem as "porter" | "none";
  }

  let minDocumentFrequency = 1;
  if (present("minDocumentFrequency")) {
    const v = o.minDocumentFrequency;
    if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 1) {
      fail(`"minDocumentFrequency" must be an integer >= 1, got ${show(v)}`);
    }
    minDocumentFrequency = v as number;
  }

  let maxFeatures: number | null = null;
  if (o.maxFeatures !== undefined && o.maxFeatures !== null) {
    const v = o.maxFeatures;
    if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 1) {
      fail(`"maxFeatures" must be an integer >= 1 (or absent for no limit), got ${show(v)}`);
    }
    maxFeatures = v as number;
  }

  let weighting: TermWeighting = "binary";
  if (present("weighting")) {
    if (!TERM_WEIGHTINGS.includes(o.weighting as TermWeighting)) {
      fail(
        `"weighting" must be one of ${TERM_WEIGHTINGS.map((w) => `"${w}"`).join(", ")}, got ${show(o.weighting)}`,
      );
    }
    weighting = o.weighting as TermWeighting;
  }

  let pivotSlope = DEFAULT_PIVOT_SLOPE;
  if (present("pivotSlope")) {
    const v = o.pivotSlope;
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > 1) {
      fail(`"pivotSlope" must be a number in [0, 1], got ${show(v)}`);
    }
    pivotSlope = v as number;
  }

  let sublinearTf = false;
  if (present("sublinearTf")) {
    if (typeof o.sublinearTf !== "boolean")
      fail(`"sublinearTf" must be true or false, got ${show(o.sublinearTf)}`);
    sublinearTf = o.sublinearTf as boolean;
  }
  if (sublinearTf && !SUBLINEAR_WEIGHTINGS.includes(weighting)) {
    fail(
      `"sublinearTf" applies to the weightings ${SUBLINEAR_WEIGHTINGS.map((w) => `"${w}"`).join(", ")}, not "${weighting}"`,
    );
  }
  const bm25K1 = present("bm25K1") ? inRange(o.bm25K1, "bm25K1", 0, MAX_BM25_K1, fail) : DEFAULT_BM25_K1;
  const bm25B = present("bm25B") ? inRange(o.bm25B, "bm25B", 0, 1, fail) : DEFAULT_BM25_B;

  return Object.freeze({
    normalize: Object.freeze(flags),
    ngrams: Object.freeze(ngrams) as readonly [number, number],
    stopWords,
    stem,
    minDocumentFrequency,
    maxFeatures,
    weighting,
    pivotSlope,
    sublinearTf,
    bm25K1,
    bm25B,
  });
}

/** `v` when it is a finite number in [lo, hi]; else `fail` with a message naming `key`. */
function inRange(v: unknown, key: string, lo: number, hi: number, fail: (detail: string) => never): number {
  if (typeof v !== "number" || !Number.isFinite(v) || v < lo || v > hi) {
    return fail(`"${key}" must be a number in [${lo}, ${hi}], got ${show(v)}`);
  }
  return v;
}

function isPlainObject(v: unknown): boolean {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function show(v: unknown): string {
  if (typeof v === "number" && !Number.isFinite(v)) return String(v);
  const s = JSON.stringify(v);
  if (s === undefined) return String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
