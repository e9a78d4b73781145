import { TextboostError } from "@textboost/core";
import { type DatasetPart, type StratifiedSplit, stratifiedFolds } from "@textboost/datasets";
import { type EmptyLabelRule, MEASURE_NAMES, type MeasureName } from "@textboost/metrics";
import type { EvaluationRow } from "../commands/evaluate.js";
import type { TrainingDocuments } from "../data/training-documents.js";
import type { CliIO } from "../io.js";
import { emptyLabelsNote, macroF1Name } from "../options/empty-labels.js";
import { cell, formatTable } from "../tables/format-table.js";
import { evaluateFitted, type FitSettings, fitWithDecision } from "./fit-with-decision.js";

/** One measure over the folds. */
export interface MeasureSummary {
  /** The mean over the folds where the measure is defined (`null` when it is defined in none). */
  readonly mean: number | null;
  /** The standard deviation over those folds, population form (divided by their number, as numpy's `std`). */
  readonly sd: number | null;
  /** The value in each fold, `null` where undefined. */
  readonly values: readonly (number | null)[];
}

/** What `train --folds k` reports. */
export interface CrossValidationReport {
  readonly folds: number;
  readonly seed: number;
  readonly documents: number;
  /** Which part of the data set was cross-validated: its train part, or the whole of a data set without parts. */
  readonly part: DatasetPart;
  /** Every measure of `@textboost/metrics`, summarised over the folds. */
  readonly measures: Readonly<Record<MeasureName, MeasureSummary>>;
  /** The S each fold's model was evaluated at (its chosen S with --validation-fraction). */
  readonly rounds: readonly number[];
  /** Each fold's number of labels with no positive test document and none predicted. */
  readonly emptyLabels: readonly number[];
  /** How the macro averages counted those labels. */
  readonly emptyLabelRule: EmptyLabelRule;
  readonly trainMs: number;
}

/** Mean and population standard deviation of the defined values. */
export function summarise(values: readonly (number | null)[]): MeasureSummary {
  const defined = values.filter((v): v is number => v !== null);
  if (defined.length === 0) return { mean: null, sd: null, values };
  const mean = defined.reduce((a, b) => a + b, 0) / defined.length;
  const variance = defined.reduce((a, v) => a + (v - mean) ** 2, 0) / defined.length;
  return { mean, sd: Math.sqrt(variance), values };
}

/**
 * k-fold cross-validation: stratified folds (iterative stratification, seeded), and on each the
 * whole fitting procedure of `train` (validation part, feature selection, choices of S and
 * thresholds included) on the other folds, evaluated on the fold itself.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for more folds than documents (a fold would be empty)
 */
export async function crossValidate(
  documents: TrainingDocuments,
  settings: FitSettings & { readonly folds: number },
  io: CliIO,
): Promise<CrossValidationReport> {
  const seed = settings.experiment.splitSeed;
  const folds = foldsOf(documents, settings.folds, seed);
  const rows: EvaluationRow[] = [];
  let trainMs = 0;
  for (let k = 0; k < folds.length; k++) {
    const fold = await runFold(documents, folds, k, settings, io);
    trainMs += fold.trainMs;
    rows.push(fold.row);
  }
  const measures = Object.fromEntries(
    MEASURE_NAMES.map((name) => [name, summarise(rows.map((r) => r[name]))]),
  ) as Record<MeasureName, MeasureSummary>;
  return {
    folds: folds.length,
    seed,
    documents: documents.Y.rows,
    part: documents.source.part,
    measures,
    rounds: rows.map((r) => r.iterations),
    emptyLabels: rows.map((r) => r.emptyLabels),
    emptyLabelRule: settings.experiment.emptyLabels ?? "one",
    trainMs: Math.round(trainMs * 10) / 10,
  };
}

/**
 * The stratified folds of a data set (iterative stratification, seeded): what `train --folds` and
 * `grid` cut the documents into.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for more folds than documents (a fold would be empty)
 */
export function foldsOf(documents: TrainingDocuments, count: number, seed: number): StratifiedSplit[] {
  const { Y } = documents;
  if (count > Y.rows) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--folds ${count} needs at least ${count} documents; there are ${Y.rows}`,
    );
  }
  return stratifiedFolds(Y, { folds: count, seed });
}

/**
 * One fold of a cross-validation: the whole fitting procedure on the other folds, evaluated on fold `k`.
 *
 * @returns the fold's measures, its training time and the features it was trained on
 */
export async function runFold(
  documents: TrainingDocuments,
  folds: readonly StratifiedSplit[],
  k: number,
  settings: FitSettings,
  io: CliIO,
): Promise<{ row: EvaluationRow; trainMs: number; features: number }> {
  const fold = folds[k]!;
  const fitted = await fitWithDecision(
    documents.rows(fold.train),
    settings,
    io,
    `fold ${k + 1}/${folds.length}: training ${settings.algorithm}`,
  );
  return {
    row: evaluateFitted(fitted, documents.rows(fold.test), settings.experiment.emptyLabels),
    trainMs: fitted.trainMs,
    features: fitted.dataset.X.cols,
  };
}

const NAMES: Readonly<Record<MeasureName, string>> = {
  microF1: "F1 micro",
  macroF1: "F1 macro",
  microPrecision: "precision micro",
  microRecall: "recall micro",
  macroPrecision: "precision macro",
  macroRecall: "recall macro",
  hammingLoss: "Hamming loss",
  subsetAccuracy: "subset accuracy",
  rankingLoss: "ranking loss",
  oneError: "one-error",
  coverage: "coverage (Mulan)",
  coverageSklearn: "coverage (scikit-learn)",
  averagePrecision: "average precision",
};

/** The cross-validation table: one row per measure, mean ± sd, then each fold's value. */
export function formatCrossValidation(r: CrossValidationReport): string {
  const of = r.part === "whole" ? "" : ` of the ${r.part} part`;
  const head = `${r.folds}-fold cross-validation on ${r.documents} documents${of} (stratified, seed ${r.seed}); mean ± sd over folds\n`;
  return (
    head +
    formatTable(
      ["measure", "mean ± sd", ...r.rounds.map((_, k) => `fold ${k + 1}`)],
      [
        ...MEASURE_NAMES.map((name) => {
          const m = r.measures[name];
          return [
            name === "macroF1" ? macroF1Name(r.emptyLabelRule) : NAMES[name],
            m.mean === null ? "n/a" : `${cell(m.mean)} ± ${cell(m.sd)}`,
            ...m.values.map((v) => cell(v)),
          ];
        }),
        ["S", "", ...r.rounds.map(String)],
      ],
    ) +
    `${emptyLabelsNote(r.emptyLabelRule, r.emptyLabels)}\n`
  );
}
