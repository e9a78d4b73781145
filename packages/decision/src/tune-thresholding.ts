import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { f1OptimalThresholds } from "./f1-optimal-thresholds.js";
import type { Thresholding } from "./thresholding.js";

/**
 * What to do with the scores, before any tuning: a fixed threshold, per-label thresholds tuned for
 * F1 on validation data, or RCut's top k. `textboost train --thresholds fixed[:t] | per-label-f1 |
 * rcut:k` spells these.
 */
export type ThresholdingSpec =
  | { readonly kind: "fixed"; readonly threshold: number }
  | {
      readonly kind: "per-label-f1";
      /** Threshold of labels without positives or below `minF1` (default 0). */
      readonly fallback?: number;
      /** Yang's fbr (see {@link f1OptimalThresholds}); absent: `chooseRounds` tries {@link MIN_F1_GRID}, alone it is 0. */
      readonly minF1?: number;
    }
  | { readonly kind: "rcut"; readonly k: number };

/** The values of `minF1` (Yang's fbr) `chooseRounds` tries when a per-label-f1 spec leaves it open. */
export const MIN_F1_GRID: readonly number[] = [0, 0.1, 0.2, 0.3, 0.4, 0.5];

/**
 * The specs a spec stands for when choosing on validation data: a per-label-f1 spec without `minF1`
 * stands for one per value of {@link MIN_F1_GRID}; any other spec for itself.
 *
 * @example
 * ```ts
 * specVariants({ kind: "per-label-f1" }).length; // 6
 * specVariants({ kind: "rcut", k: 2 }); // [{ kind: "rcut", k: 2 }]
 * ```
 */
export function specVariants(spec: ThresholdingSpec): ThresholdingSpec[] {
  return spec.kind === "per-label-f1" && spec.minF1 === undefined
    ? MIN_F1_GRID.map((minF1) => ({ ...spec, minF1 }))
    : [spec];
}

/**
 * Whether a spec learns from labelled data (and so needs validation documents).
 *
 * @example
 * ```ts
 * needsTuning({ kind: "per-label-f1" }); // true
 * needsTuning({ kind: "rcut", k: 2 }); // false
 * ```
 */
export function needsTuning(spec: ThresholdingSpec): boolean {
  return spec.kind === "per-label-f1";
}

/**
 * Turns a {@link ThresholdingSpec} into the {@link Thresholding} to store with a model: `fixed` and
 * `rcut` as they are; `per-label-f1` by {@link f1OptimalThresholds} on `Y` and `scores`, which
 * should be held-out (validation) documents: on the training documents boosting's scores are far
 * more confident than on new ones, and the thresholds would be too.
 *
 * @param spec - the rule asked for
 * @param Y - true label sets of the tuning documents
 * @param scores - the model's scores on them
 * @returns the rule to apply
 * @throws TextboostError as {@link f1OptimalThresholds}; `E_INVALID_ARGUMENT` for an unknown kind
 *
 * @example
 * ```ts
 * tuneThresholding({ kind: "rcut", k: 2 }, Y, scores); // { kind: "rcut", k: 2 }
 * tuneThresholding({ kind: "per-label-f1" }, Yval, scoresVal); // { kind: "per-label", thresholds: [...] }
 * ```
 */
export function tuneThresholding(spec: ThresholdingSpec, Y: LabelMatrix, scores: DenseMatrix): Thresholding {
  switch (spec.kind) {
    case "fixed":
      return { kind: "fixed", threshold: spec.threshold };
    case "rcut":
      return { kind: "rcut", k: spec.k };
    case "per-label-f1": {
      const t = f1OptimalThresholds(Y, scores, {
        ...(spec.fallback === undefined ? {} : { fallback: spec.fallback }),
        ...(spec.minF1 === undefined ? {} : { minF1: spec.minF1 }),
      });
      return { kind: "per-label", thresholds: Array.from(t) };
    }
    default:
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `unknown thresholding ${JSON.stringify((spec as { kind?: unknown }).kind)}`,
      );
  }
}
