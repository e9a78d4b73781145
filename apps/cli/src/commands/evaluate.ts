import type { DatasetFormat, DatasetSplit } from "@textboost/datasets";
import {
  type EmptyLabelRule,
  type EvaluationReport,
  evaluate as evaluateScores,
  type HierarchicalReport,
} from "@textboost/metrics";
import type { ThreadsOption } from "@textboost/workers/node";
import type { CliIO } from "../io.js";
import { checkRounds } from "../model/check-rounds.js";
import { loadDataForModel } from "../model/model-data-mismatch.js";
import { loadDecidedModel } from "../model/model-decision.js";
import { scoresInParallel, startModelScorer } from "../model/model-scorer.js";
import { coveringErrors, parseCoversOption } from "../options/covers-option.js";
import { emptyLabelsNote, macroF1Name } from "../options/empty-labels.js";
import { evaluationHierarchy } from "../options/treeboost-options.js";
import { cell, formatTable } from "../tables/format-table.js";
import { formatPerLabel, type PerLabelRow, perLabelRows } from "../tables/per-label-table.js";
import { threadsFor } from "../threads.js";

/** Arguments of `textboost evaluate`. */
export interface EvaluateArgs {
  readonly model: string;
  readonly format: DatasetFormat;
  readonly data: string;
  readonly split?: DatasetSplit;
  /** Numbers of rounds S to evaluate the model at; default: its length. */
  readonly at?: readonly number[];
  readonly json: boolean;
  /** Threads for scoring (default: the number of cores; 1 = no worker thread). */
  readonly threads?: ThreadsOption;
  /** Also report the covering error of these covers (`hamming,zero-one,...`, as `parseCoverSpecs` reads them). */
  readonly covers?: string;
  /** Go on when the data's labels or features differ from the model's (default: an error). */
  readonly allowMismatch?: boolean;
  /** Also report precision, recall and F1 of every label (a table for the largest S; every S in JSON). */
  readonly perLabel?: boolean;
  /** A tree file for the hierarchical measures (TreeBoost.MH models bring their own). */
  readonly hierarchy?: string;
  /** The hierarchical measures over the tree of path-style label names. */
  readonly hierarchyFromNames?: boolean;
  /** Predict labels scoring above this, instead of the model's decision record (default: the record, else 0). */
  readonly threshold?: number;
  /** How F1 macro counts labels with no positive and no prediction (default `"one"`). */
  readonly emptyLabels?: EmptyLabelRule;
}

/** The measures `evaluate` prints, at one S. */
export interface EvaluationRow {
  readonly iterations: number;
  readonly documents: number;
  readonly microF1: number;
  readonly macroF1: number;
  readonly microPrecision: number;
  readonly microRecall: number;
  readonly macroPrecision: number;
  readonly macroRecall: number;
  readonly hammingLoss: number;
  readonly subsetAccuracy: number;
  readonly rankingLoss: number | null;
  readonly coverage: number;
  readonly coverageSklearn: number;
  readonly oneError: number | null;
  readonly averagePrecision: number | null;
  /** Labels with no positive evaluation document and none predicted. */
  readonly emptyLabels: number;
  /** How the macro averages counted them. */
  readonly emptyLabelRule: EmptyLabelRule;
  readonly testMs: number;
  readonly documentsPerSecond: number;
  /** With `--covers`: the covering error of each cover, by its canonical name. */
  readonly coveringError?: Readonly<Record<string, number>>;
  /** With `--per-label`: each label's counts, precision, recall and F1, in the model's label order. */
  readonly perLabel?: readonly PerLabelRow[];
  /** With a hierarchy (a TreeBoost.MH model's, or `--hierarchy`): F1 over the leaves, hP, hR, hF. */
  readonly hierarchy?: HierarchicalReport;
  /** The thresholds the label sets were made with, and where they come from. */
  readonly thresholds?: string;
}

const TABLE: readonly [keyof EvaluationRow, string][] = [
  ["microF1", "F1 micro"],
  ["macroF1", "F1 macro"],
  ["microPrecision", "precision micro"],
  ["microRecall", "recall micro"],
  ["hammingLoss", "Hamming loss"],
  ["subsetAccuracy", "subset accuracy"],
  ["rankingLoss", "ranking loss"],
  ["oneError", "one-error"],
  ["coverage", "coverage (Mulan)"],
  ["averagePrecision", "average precision"],
];

/** One row of measures from a metrics report. */
export function evaluationRow(iterations: number, report: EvaluationReport, testMs: number): EvaluationRow {
  return {
    iterations,
    documents: report.documents,
    microF1: report.microF1,
    macroF1: report.macroF1,
    microPrecision: report.microPrecision,
    microRecall: report.microRecall,
    macroPrecision: report.macroPrecision,
    macroRecall: report.macroRecall,
    hammingLoss: report.hammingLoss,
    subsetAccuracy: report.subsetAccuracy,
    rankingLoss: report.rankingLoss,
    coverage: report.coverage,
    coverageSklearn: report.coverageSklearn,
    oneError: report.oneError,
    averagePrecision: report.averagePrecision,
    emptyLabels: report.emptyLabels,
    emptyLabelRule: report.emptyLabelRule,
    testMs: Math.round(testMs * 10) / 10,
    documentsPerSecond: testMs > 0 ? Math.round((report.documents / testMs) * 1000) : 0,
    ...(report.hierarchy ? { hierarchy: report.hierarchy } : {}),
  };
}

const HIERARCHY_TABLE: readonly [keyof HierarchicalReport, string][] = [
  ["leafMicroF1", "F1 micro (leaves)"],
  ["leafMacroF1", "F1 macro (leaves)"],
  ["hierarchicalPrecision", "hierarchical precision"],
  ["hierarchicalRecall", "hierarchical recall"],
  ["hierarchicalF1", "hierarchical F1"],
];

/** Measures as a text table: one column per S, then the line on empty labels. */
export function formatEvaluation(rows: readonly EvaluationRow[]): string {
  const coverNames = Object.keys(rows[0]?.coveringError ?? {});
  const rule = rows[0]?.emptyLabelRule ?? "one";
  const table = formatTable(
    ["measure", ...rows.map((r) => `S=${r.iterations}`)],
    [
      ...TABLE.map(([key, name]) => [
        key === "macroF1" ? macroF1Name(rule) : name,
        ...rows.map((r) => cell(r[key] as number | null)),
      ]),
      ...coverNames.map((c) => [`covering error ${c}`, ...rows.map((r) => cell(r.coveringError?.[c]))]),
      ...(rows[0]?.hierarchy
        ? HIERARCHY_TABLE.map(([key, name]) => [name, ...rows.map((r) => cell(r.hierarchy?.[key]))])
        : []),
      ["test time (ms)", ...rows.map((r) => r.testMs.toFixed(1))],
    ],
  );
  return `${table}${emptyLabelsNote(
    rule,
    rows.map((r) => r.emptyLabels),
  )}\n`;
}

/** `textboost evaluate`: every measure of @textboost/metrics at each requested S. */
export async function evaluate(args: EvaluateArgs, io: CliIO): Promise<EvaluationRow[]> {
  const { model, decision, featureSelection } = await loadDecidedModel(
    args.model,
    args.threshold === undefined ? {} : { threshold: args.threshold },
  );
  if (args.at) checkRounds("--at", args.at, model.length, args.model);
  const data = await loadDataForModel(model, args, true, io, featureSelection);
  const { dataset } = data;
  const at = args.at ?? [decision.rounds];
  const covers = args.covers ? parseCoversOption(args.covers, model.labels) : [];
  const hierarchy = await evaluationHierarchy(model, args);
  const threads = scoresInParallel(model) ? threadsFor(args.threads, { documents: dataset.X.rows }, io) : 1;
  const scorer = await startModelScorer(model, threads); // start-up stays out of the timings
  const rows: EvaluationRow[] = [];
  try {
    for (const s of at) {
      const start = performance.now();
      const scores = await scorer.scores(dataset.X, s);
      const testMs = performance.now() - start;
      const predicted = decision.labelSets(scores);
      const report = evaluateScores(dataset.Y, scores, {
        predictions: predicted,
        emptyLabels: args.emptyLabels ?? "one",
        ...(hierarchy ? { hierarchy } : {}),
      });
      rows.push({
        ...evaluationRow(s, report, testMs),
        thresholds: decision.description,
        ...(covers.length === 0 ? {} : { coveringError: coveringErrors(covers, dataset.Y, scores) }),
        ...(args.perLabel ? { perLabel: perLabelRows(dataset.Y, predicted, model.labels) } : {}),
      });
    }
  } finally {
    await scorer.close();
  }
  if (args.json) io.out(`${JSON.stringify(args.at ? rows : rows[0])}\n`);
  else {
    io.out(
      `${model.algorithm} on ${dataset.X.rows} documents; ${decision.description}\n${formatEvaluation(rows)}`,
    );
    const last = rows.reduce((a, b) => (b.iterations > a.iterations ? b : a));
    if (last.perLabel) io.out(`\nper label at S=${last.iterations}\n${formatPerLabel(last.perLabel)}`);
  }
  return rows;
}
