import type { TrainingSet } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { STUMP_VARIANTS, type StumpVariant } from "./stump-variant.js";

/** Options shared by the stump learners. */
export interface StumpLearnerOptions {
  /** `"real"` (default), `"abstaining"` or `"discrete"`; see {@link StumpVariant}. */
  readonly variant?: StumpVariant;
  /**
   * The smoothing ε added to both weights in a_{xj} = ½ ln((W₊ + ε)/(W₋ + ε)). Default 1/(g·m) for g
   * documents and m labels, the MP-Boost paper's choice (footnote 3). Must be finite and > 0.
   */
  readonly epsilon?: number;
}

/** Validates the variant and returns it (default `"real"`). */
export function resolveVariant(variant: StumpVariant | undefined): StumpVariant {
  const v = variant ?? "real";
  if (!STUMP_VARIANTS.includes(v)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `unknown stump variant "${String(v)}"; use one of ${STUMP_VARIANTS.join(", ")}`,
    );
  }
  return v;
}

/** The smoothing ε for a training set: the option when given, else 1/(g·m). */
export function resolveEpsilon(epsilon: number | undefined, data: TrainingSet): number {
  if (epsilon === undefined) return 1 / (data.X.rows * data.Y.cols);
  if (!Number.isFinite(epsilon) || epsilon <= 0) {
    throw new TextboostError("E_INVALID_ARGUMENT", `epsilon must be a finite number > 0, got ${epsilon}`);
  }
  return epsilon;
}
