import { TextboostError } from "@textboost/core";
import { MEASURE_NAMES, type MeasureName } from "./evaluate.js";

const LOWER_IS_BETTER: ReadonlySet<MeasureName> = new Set([
  "hammingLoss",
  "rankingLoss",
  "oneError",
  "coverage",
  "coverageSklearn",
]);

/**
 * Whether a measure is better high or low: `"max"` for precision, recall, F1, subset accuracy and
 * average precision; `"min"` for the losses and errors (Hamming loss, ranking loss, one-error) and
 * both coverages. What model selection needs to know to pick the best value.
 *
 * @param name - one of {@link MEASURE_NAMES}
 * @returns `"max"` or `"min"`
 * @throws TextboostError `E_INVALID_ARGUMENT` for a name that is not a measure
 *
 * @example
 * ```ts
 * measureGoal("microF1"); // "max"
 * measureGoal("hammingLoss"); // "min"
 * ```
 */
export function measureGoal(name: MeasureName): "max" | "min" {
  if (!(MEASURE_NAMES as readonly string[]).includes(name)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `unknown measure "${String(name)}"; expected one of ${MEASURE_NAMES.join(", ")}`,
    );
  }
  return LOWER_IS_BETTER.has(name) ? "min" : "max";
}
