import type { Hypothesis } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import {
  type PerLabelThresholdStumpHypothesis,
  perLabelThresholdStumpHypothesis,
} from "./per-label-threshold-stump.js";
import {
  type PerLabelStumpHypothesis,
  perLabelStumpHypothesis,
  type StumpHypothesis,
  stumpHypothesis,
} from "./stump-hypothesis.js";
import { type ThresholdStumpHypothesis, thresholdStumpHypothesis } from "./threshold-stump.js";

/** The hypothesis types {@link scaledHypothesis} can scale: the four stumps of this package. */
export const SCALABLE_HYPOTHESIS_TYPES = [
  "stump",
  "per-label-stump",
  "threshold-stump",
  "per-label-threshold-stump",
] as const;

const times = (votes: Float64Array, factor: number): Float64Array => votes.map((v) => v * factor);

/**
 * The hypothesis ν·h: the same split (pivot term, or feature and threshold, per label where the
 * stump has one per label) with every vote multiplied by `factor`. This is shrinkage (a learning
 * rate ν in (0, 1]) for a boosting loop: the weak learner still picks h by its Z criterion, the
 * loop then adds ν·h to the committee and reweights by exp(−y·ν·h). Since exp(−ν·y·h) is convex in
 * h, Jensen's inequality gives Z(ν·h) ≤ Z(h)^ν ≤ 1, so the training loss still never increases;
 * it falls more slowly, and more rounds are needed.
 *
 * @param h - a stump of this package (`type` one of {@link SCALABLE_HYPOTHESIS_TYPES})
 * @param factor - ν, finite and positive
 * @returns a new hypothesis; `h` and its arrays are left unchanged
 * @throws TextboostError `E_INVALID_ARGUMENT` for another hypothesis type, or a factor that is not
 *   finite and positive
 */
export function scaledHypothesis(h: Hypothesis, factor: number): Hypothesis {
  if (!(Number.isFinite(factor) && factor > 0)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `a vote factor must be finite and positive, got ${factor}`,
    );
  }
  switch (h.type) {
    case "stump": {
      const s = h as StumpHypothesis;
      return stumpHypothesis(s.term, times(s.absent, factor), times(s.present, factor));
    }
    case "per-label-stump": {
      const s = h as PerLabelStumpHypothesis;
      return perLabelStumpHypothesis(s.terms, times(s.absent, factor), times(s.present, factor));
    }
    case "threshold-stump": {
      const s = h as ThresholdStumpHypothesis;
      return thresholdStumpHypothesis(
        s.feature,
        s.threshold,
        times(s.below, factor),
        times(s.above, factor),
        s.absent,
      );
    }
    case "per-label-threshold-stump": {
      const s = h as PerLabelThresholdStumpHypothesis;
      return perLabelThresholdStumpHypothesis(
        s.features,
        s.thresholds,
        times(s.below, factor),
        times(s.above, factor),
        s.absent,
      );
    }
    default:
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `shrinkage scales stump votes; a "${h.type}" hypothesis has none it can scale (use a stump learner, or shrinkage 1)`,
      );
  }
}
