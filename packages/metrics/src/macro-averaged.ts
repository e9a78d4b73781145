import type { LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type ConfusionCounts, confusionCounts } from "./confusion-counts.js";
import { type PrecisionRecallF1, precisionRecallF1 } from "./precision-recall-f1.js";

/**
 * How a macro average counts an empty label, one with TP = FP = FN = 0 (no positive in the truth,
 * none predicted): `"one"` with precision = recall = F1 = 1 (the MP-Boost paper's convention, the
 * default), `"zero"` with 0 (scikit-learn's `zero_division=0`, its default), `"skip"` not at all.
 */
export type EmptyLabelRule = "one" | "zero" | "skip";

/**
 * The {@link EmptyLabelRule}s, in the order the CLI lists them.
 *
 * @example
 * ```ts
 * EMPTY_LABEL_RULES.includes("zero"); // true
 * ```
 */
export const EMPTY_LABEL_RULES: readonly EmptyLabelRule[] = Object.freeze(["one", "zero", "skip"]);

/** Options of {@link macroAveraged} and {@link macroF1}. */
export interface MacroAverageOptions {
  /**
   * How labels with TP = FP = FN = 0 (no positive in the truth, none predicted) enter the average:
   * `"one"` (default, the MP-Boost paper's convention) averages them in with precision = recall =
   * F1 = 1; `"zero"` averages them in with 0 (scikit-learn's default `zero_division=0`); `"skip"`
   * leaves them out of the average. With `"skip"`, when every label is such a label the result is
   * 1, 1, 1 (every decision was correct).
   */
  readonly emptyLabels?: EmptyLabelRule;
}

/**
 * Macro-averaged precision, recall and F1 (F1^M of the MP-Boost paper): compute each label's values
 * (Eq. 13) and take their unweighted mean, so infrequent labels weigh as much as frequent ones.
 * Labels that are absent from both truth and predictions count as 1 by default (see
 * {@link MacroAverageOptions.emptyLabels}); this raises F1^M on test sets where some labels never
 * occur, as it does in the paper's figures.
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param predicted - the predicted label sets, same shape
 * @param options - {@link MacroAverageOptions}
 * @returns `{ precision, recall, f1 }`, each the mean over labels
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or empty;
 *   `E_INVALID_ARGUMENT` for an unknown `emptyLabels`
 *
 * @example
 * ```ts
 * // truth {0}, {0, 1}; predicted {0, 1}, {1}: label F1s are 2/3 and 2/3
 * const Y = { format: "csr", rows: 2, cols: 3, indptr: Int32Array.of(0, 1, 3), indices: Int32Array.of(0, 0, 1) } as const;
 * const P = { format: "csr", rows: 2, cols: 3, indptr: Int32Array.of(0, 2, 3), indices: Int32Array.of(0, 1, 1) } as const;
 * macroAveraged(Y, P).f1; // (2/3 + 2/3 + 1) / 3 = 0.777...: label 2 never occurs and is never predicted
 * macroAveraged(Y, P, { emptyLabels: "skip" }).f1; // 2/3
 * macroAveraged(Y, P, { emptyLabels: "zero" }).f1; // (2/3 + 2/3 + 0) / 3 = 0.444...
 * ```
 */
export function macroAveraged(
  Y: LabelMatrix,
  predicted: LabelMatrix,
  options: MacroAverageOptions = {},
): PrecisionRecallF1 {
  return macroFromCounts(confusionCounts(Y, predicted), options);
}

/**
 * The macro average of per-label counts over the labels `columns` (default: all): the mean of each
 * label's Eq. 13 values, with {@link MacroAverageOptions.emptyLabels}. The shared step of
 * {@link macroAveraged} and the leaf measures.
 *
 * @param counts - per-label counts from `confusionCounts`
 * @param options - {@link MacroAverageOptions}
 * @param columns - the labels to average over
 * @returns `{ precision, recall, f1 }`, 1, 1, 1 when no label is averaged
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown `emptyLabels`
 */
export function macroFromCounts(
  counts: ConfusionCounts,
  options: MacroAverageOptions = {},
  columns?: readonly number[],
): PrecisionRecallF1 {
  const mode = emptyLabelRule(options);
  let precision = 0;
  let recall = 0;
  let f1 = 0;
  let count = 0;
  const add = (j: number) => {
    const tp = counts.tp[j]!;
    const fp = counts.fp[j]!;
    const fn = counts.fn[j]!;
    const empty = tp === 0 && fp === 0 && fn === 0;
    if (empty && mode === "skip") return;
    const s = empty && mode === "zero" ? ZERO : precisionRecallF1(tp, fp, fn);
    precision += s.precision;
    recall += s.recall;
    f1 += s.f1;
    count++;
  };
  if (columns === undefined) for (let j = 0; j < counts.tp.length; j++) add(j);
  else for (const j of columns) add(j);
  if (count === 0) return { precision: 1, recall: 1, f1: 1 };
  return { precision: precision / count, recall: recall / count, f1: f1 / count };
}

/**
 * Macro-averaged F1, F1^M: the mean of the per-label F1 values (MP-Boost paper). Shorthand for
 * `macroAveraged(Y, predicted, options).f1`.
 *
 * @param Y - the true label sets
 * @param predicted - the predicted label sets, same shape
 * @param options - {@link MacroAverageOptions}
 * @returns F1^M in [0, 1]
 * @throws TextboostError `E_SHAPE` when the shapes differ, a matrix is malformed or empty
 *
 * @example
 * ```ts
 * macroF1(Y, Y); // 1
 * ```
 */
export function macroF1(Y: LabelMatrix, predicted: LabelMatrix, options: MacroAverageOptions = {}): number {
  return macroAveraged(Y, predicted, options).f1;
}

const ZERO: PrecisionRecallF1 = Object.freeze({ precision: 0, recall: 0, f1: 0 });

/**
 * The {@link EmptyLabelRule} of macro-average options, checked: `"one"` when none is given.
 *
 * @param options - {@link MacroAverageOptions}
 * @returns the rule
 * @throws TextboostError `E_INVALID_ARGUMENT` for anything but `"one"`, `"zero"` or `"skip"`
 *
 * @example
 * ```ts
 * emptyLabelRule({}); // "one"
 * emptyLabelRule({ emptyLabels: "zero" }); // "zero"
 * ```
 */
export function emptyLabelRule(options: MacroAverageOptions = {}): EmptyLabelRule {
  const rule = options.emptyLabels ?? "one";
  if (!EMPTY_LABEL_RULES.includes(rule)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `emptyLabels must be "one", "zero" or "skip", got ${String(rule)}`,
    );
  }
  return rule;
}
