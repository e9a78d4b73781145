import { TextboostError } from "@textboost/core";
import { chiSquare } from "./chi-square.js";
import type { ContingencyCounts } from "./contingency-table.js";
import { documentFrequency } from "./document-frequency.js";
import { gss } from "./gss.js";
import { informationGain } from "./information-gain.js";
import { mutualInformation } from "./mutual-information.js";
import { oddsRatio } from "./odds-ratio.js";

/** A function that scores one (term, category) pair from its 2 x 2 table; higher is better. */
export type TermMeasureFunction = (counts: ContingencyCounts) => number;

/** The names of the built-in measures. */
export type TermMeasureName =
  | "information-gain"
  | "chi-square"
  | "document-frequency"
  | "gss"
  | "odds-ratio"
  | "mutual-information";

/**
 * How to score a (term, category) pair: a built-in measure by name, or your own function of the
 * pair's {@link ContingencyCounts}. Every selection ranks terms by **higher score first**.
 */
export type TermMeasure = TermMeasureName | TermMeasureFunction;

/**
 * The built-in measures by name: {@link informationGain}, {@link chiSquare},
 * {@link documentFrequency}, {@link gss}, {@link oddsRatio} and {@link mutualInformation}.
 *
 * @example
 * ```ts
 * TERM_MEASURES["chi-square"]({ a: 5, b: 0, c: 0, d: 5, n: 10 }); // 10
 * Object.keys(TERM_MEASURES); // the six names
 * ```
 */
export const TERM_MEASURES: Readonly<Record<TermMeasureName, TermMeasureFunction>> = Object.freeze({
  "information-gain": informationGain,
  "chi-square": chiSquare,
  "document-frequency": documentFrequency,
  gss,
  "odds-ratio": oddsRatio,
  "mutual-information": mutualInformation,
});

/**
 * The function behind a {@link TermMeasure}: the built-in one for a name, the function itself
 * otherwise.
 *
 * @param measure - a name or a function
 * @returns the scoring function
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown name (the message lists the known ones)
 *
 * @example
 * ```ts
 * resolveTermMeasure("gss")({ a: 5, b: 0, c: 0, d: 5, n: 10 }); // 0.25
 * ```
 */
export function resolveTermMeasure(measure: TermMeasure): TermMeasureFunction {
  if (typeof measure === "function") return measure;
  if (typeof measure === "string" && Object.hasOwn(TERM_MEASURES, measure)) {
    return TERM_MEASURES[measure];
  }
  throw new TextboostError(
    "E_INVALID_ARGUMENT",
    `unknown term measure ${JSON.stringify(measure)}; use one of ${Object.keys(TERM_MEASURES).join(", ")} or a function of { a, b, c, d, n }`,
  );
}
