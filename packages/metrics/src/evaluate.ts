import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { averagePrecision } from "./average-precision.js";
import { confusionCounts } from "./confusion-counts.js";
import { coverage } from "./coverage.js";
import { coverageSklearn } from "./coverage-sklearn.js";
import { hammingLoss } from "./hamming-loss.js";
import { hierarchicalAveraged } from "./hierarchical-averaged.js";
import type { HierarchyOptions } from "./hierarchy-columns.js";
import { leafAveraged } from "./leaf-averaged.js";
import {
  type EmptyLabelRule,
  emptyLabelRule,
  type MacroAverageOptions,
  macroAveraged,
} from "./macro-averaged.js";
import { microAveraged } from "./micro-averaged.js";
import { oneError } from "./one-error.js";
import { type LabelScore, perLabelScores } from "./per-label-scores.js";
import { rankingLoss } from "./ranking-loss.js";
import { subsetAccuracy } from "./subset-accuracy.js";
import { thresholdScores } from "./threshold-scores.js";
import { checkBipartitionInputs, checkRankingInputs } from "./validate.js";

/** Options of {@link evaluate}. */
export interface EvaluateOptions extends MacroAverageOptions {
  /** A label is predicted when its score is above the threshold: one number for all, or one per label (default 0). */
  readonly thresholds?: number | ArrayLike<number>;
  /**
   * The predicted label sets, when a rule other than thresholds made them (the top k labels of each
   * document, say): the bipartition measures use these instead of thresholding the scores, which
   * still give the ranking measures. Same shape as `Y`; not together with `thresholds`.
   */
  readonly predictions?: LabelMatrix;
  /** A label tree over the columns: when given, the report gains {@link EvaluationReport.hierarchy}. */
  readonly hierarchy?: HierarchyOptions;
}

/** The measures of {@link evaluate} that need a label tree (present when `options.hierarchy` is given). */
export interface HierarchicalReport {
  /** F1^μ over the leaf columns only (`leafAveraged`). */
  readonly leafMicroF1: number;
  /** F1^M over the leaf columns only. */
  readonly leafMacroF1: number;
  /** The number of leaf columns. */
  readonly leafLabels: number;
  /** hP: micro-averaged precision of the ancestor-augmented sets (`hierarchicalAveraged`, Kiritchenko et al. 2005). */
  readonly hierarchicalPrecision: number;
  /** hR. */
  readonly hierarchicalRecall: number;
  /** hF = 2 hP hR / (hP + hR). */
  readonly hierarchicalF1: number;
}

/**
 * Every measure of this package for one set of scores. The ranking measures that skip documents
 * (`rankingLoss`, `oneError`, `averagePrecision`) are `null` when no document has both a relevant and
 * an irrelevant label (`rankingDocuments === 0`).
 */
export interface EvaluationReport {
  /** Micro-averaged precision (summed counts). */
  readonly microPrecision: number;
  readonly microRecall: number;
  /** F1^μ (MP-Boost paper, Eq. 13 on summed counts). */
  readonly microF1: number;
  /** Macro-averaged precision (mean over labels). */
  readonly macroPrecision: number;
  readonly macroRecall: number;
  /** F1^M (mean of per-label F1; labels with TP = FP = FN = 0 count as {@link EvaluationReport.emptyLabelRule} says). */
  readonly macroF1: number;
  readonly hammingLoss: number;
  readonly subsetAccuracy: number;
  readonly rankingLoss: number | null;
  readonly oneError: number | null;
  /** Mulan's convention: rank of the deepest relevant label - 1. */
  readonly coverage: number;
  /** scikit-learn's convention: rank of the deepest relevant label. */
  readonly coverageSklearn: number;
  readonly averagePrecision: number | null;
  /** Number of documents evaluated. */
  readonly documents: number;
  /** Number of labels. */
  readonly labels: number;
  /** Documents with at least one relevant and one irrelevant label: those `rankingLoss`, `oneError` and `averagePrecision` average over. */
  readonly rankingDocuments: number;
  /** Labels with TP = FP = FN = 0 (absent from truth and predictions). */
  readonly emptyLabels: number;
  /** How the macro averages counted those labels: as 1 (default), as 0, or not at all (`"skip"`). */
  readonly emptyLabelRule: EmptyLabelRule;
  /** Precision, recall, F1 and counts of every label, in label order. */
  readonly perLabel: readonly LabelScore[];
  /** Leaf and hierarchical measures, when `options.hierarchy` was given (the flat measures above are over all columns). */
  readonly hierarchy?: HierarchicalReport;
}

/** The names of the scalar measures of an {@link EvaluationReport}, usable with {@link learningCurve}. */
export const MEASURE_NAMES = [
  "microPrecision",
  "microRecall",
  "microF1",
  "macroPrecision",
  "macroRecall",
  "macroF1",
  "hammingLoss",
  "subsetAccuracy",
  "rankingLoss",
  "oneError",
  "coverage",
  "coverageSklearn",
  "averagePrecision",
] as const;

/** One of {@link MEASURE_NAMES}. */
export type MeasureName = (typeof MEASURE_NAMES)[number];

/**
 * Evaluates real-valued scores against the true label sets with every measure of this package:
 * bipartition measures on the predictions `score > threshold` (default threshold 0, AdaBoost.MH's
 * sign rule), ranking measures on the scores themselves. The conventions of each measure (ties,
 * documents without labels, labels without positives) are those of the single-measure functions.
 *
 * @param Y - the true label sets (documents x labels, binary CSR)
 * @param scores - real scores, documents x labels row-major, finite
 * @param options - thresholds, the macro-average treatment of empty labels, and optionally a label
 *   tree (then the report has `hierarchy`: F1^μ and F1^M over the leaves, hP, hR and hF)
 * @returns an {@link EvaluationReport} (plain JSON-friendly data)
 * @throws TextboostError `E_SHAPE` when sizes differ or there are no documents or labels (also for
 *   `predictions` of another shape); `E_NUMERIC` naming the row of a non-finite score;
 *   `E_INVALID_ARGUMENT` for bad thresholds, a non-binary `Y`, or both `thresholds` and `predictions`;
 *   for a tree, what `leafAveraged` and `hierarchicalAveraged` throw
 *
 * @example
 * ```ts
 * const Y = { format: "csr", rows: 2, cols: 3, indptr: Int32Array.of(0, 1, 3), indices: Int32Array.of(0, 1, 2) } as const;
 * const scores = { rows: 2, cols: 3, data: Float64Array.of(2, -1, -3, -0.5, 1, 0.5) };
 * const report = evaluate(Y, scores);
 * report.microF1; // 1: predictions {0} and {1, 2} are exactly right
 * report.coverage; // 0.5: (1 - 1 + 2 - 1) / 2
 * report.coverageSklearn; // 1.5
 * ```
 */
export function evaluate(
  Y: LabelMatrix,
  scores: DenseMatrix,
  options: EvaluateOptions = {},
): EvaluationReport {
  checkRankingInputs(Y, scores);
  const predicted = predictionsFor(Y, scores, options);
  const rule = emptyLabelRule(options);
  const macroOptions: MacroAverageOptions = { emptyLabels: rule };
  const micro = microAveraged(Y, predicted);
  const macro = macroAveraged(Y, predicted, macroOptions);
  const counts = confusionCounts(Y, predicted);
  let emptyLabels = 0;
  for (let j = 0; j < Y.cols; j++) {
    if (counts.tp[j] === 0 && counts.fp[j] === 0 && counts.fn[j] === 0) emptyLabels++;
  }
  let rankingDocuments = 0;
  for (let i = 0; i < Y.rows; i++) {
    const r = Y.indptr[i + 1]! - Y.indptr[i]!;
    if (r > 0 && r < Y.cols) rankingDocuments++;
  }
  const ranked = rankingDocuments > 0;
  const hierarchy =
    options.hierarchy === undefined
      ? {}
      : { hierarchy: hierarchyReport(Y, predicted, options.hierarchy, macroOptions) };
  return {
    microPrecision: micro.precision,
    microRecall: micro.recall,
    microF1: micro.f1,
    macroPrecision: macro.precision,
    macroRecall: macro.recall,
    macroF1: macro.f1,
    hammingLoss: hammingLoss(Y, predicted),
    subsetAccuracy: subsetAccuracy(Y, predicted),
    rankingLoss: ranked ? rankingLoss(Y, scores) : null,
    oneError: ranked ? oneError(Y, scores) : null,
    coverage: coverage(Y, scores),
    coverageSklearn: coverageSklearn(Y, scores),
    averagePrecision: ranked ? averagePrecision(Y, scores) : null,
    documents: Y.rows,
    labels: Y.cols,
    rankingDocuments,
    emptyLabels,
    emptyLabelRule: rule,
    perLabel: perLabelScores(Y, predicted),
    ...hierarchy,
  };
}

function hierarchyReport(
  Y: LabelMatrix,
  predicted: LabelMatrix,
  hierarchy: HierarchyOptions,
  macroOptions: MacroAverageOptions,
): HierarchicalReport {
  const leaves = leafAveraged(Y, predicted, hierarchy, macroOptions);
  const h = hierarchicalAveraged(Y, predicted, hierarchy);
  return {
    leafMicroF1: leaves.micro.f1,
    leafMacroF1: leaves.macro.f1,
    leafLabels: leaves.labels,
    hierarchicalPrecision: h.precision,
    hierarchicalRecall: h.recall,
    hierarchicalF1: h.f1,
  };
}

/** The label sets the bipartition measures judge: `options.predictions`, else the thresholded scores. */
function predictionsFor(Y: LabelMatrix, scores: DenseMatrix, options: EvaluateOptions): LabelMatrix {
  const given = options.predictions;
  if (given === undefined) return thresholdScores(scores, options.thresholds ?? 0);
  if (options.thresholds !== undefined) {
    throw new TextboostError("E_INVALID_ARGUMENT", "give thresholds or predictions, not both");
  }
  checkBipartitionInputs(Y, given);
  return given;
}
