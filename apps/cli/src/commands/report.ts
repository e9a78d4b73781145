import { type LabelMatrix, labelsAboveThresholds, type Model } from "@textboost/core";
import type { DatasetFormat, DatasetSplit } from "@textboost/datasets";
import type { EmptyLabelRule } from "@textboost/metrics";
import { type ChartDocument, curveSizes, type ReportData, renderReport } from "@textboost/report";
import { parseHTML } from "linkedom";
import { loadModel } from "../algorithms/registry.js";
import { comparisonReport, macroF1Note } from "../comparison/comparison-report.js";
import { measureModel } from "../comparison/measure-model.js";
import { parseComparison } from "../comparison/parse-comparison.js";
import { loadSource, prepareEvaluation } from "../data/prepare-data.js";
import { REPORT_OUTPUT } from "../files/output-kinds.js";
import { checkOutputPaths } from "../files/output-paths.js";
import { readJsonFile } from "../files/read-json-file.js";
import { writeFileAtomic } from "../files/write-file-atomic.js";
import type { CliIO } from "../io.js";
import { checkRounds } from "../model/check-rounds.js";
import { readFeatureSelection } from "../model/feature-selection-record.js";
import { loadDataForModel } from "../model/model-data-mismatch.js";
import { readModelFile } from "../model/model-file.js";
import { coverInputFiles, measuredCovers, ownCoverName } from "../options/covers-option.js";
import { isTreeBoostModel } from "../options/treeboost-options.js";
import { parseKappaError } from "../report/parse-kappa-error.js";
import { treeNodeMeasures } from "../report/tree-node-measures.js";

/** A model and the labelled data to measure it on. */
export interface ModelSource {
  readonly kind: "model";
  readonly model: string;
  readonly format: DatasetFormat;
  readonly data: string;
  readonly split?: DatasetSplit;
  /** Rounds to draw the learning curve at (default: 1, 2, 5, 10, ... and the model's length). */
  readonly at?: readonly number[];
  readonly allowMismatch?: boolean;
  /** Covers whose covering error is shown at every S (`--covers`, as `evaluate --covers`); an AdaBoost.LC model's own cover is added. */
  readonly covers?: string;
  /** How F1 macro counts labels with no positive and no prediction (default `"one"`). */
  readonly emptyLabels?: EmptyLabelRule;
}

/** Arguments of `textboost report`. */
export interface ReportArgs {
  /** What to report on: a `compare --out` file, or a model with evaluation data. */
  readonly source: { readonly kind: "comparison"; readonly file: string } | ModelSource;
  /** `textboost diversity --out` file: adds the kappa-error diagram. */
  readonly kappaError?: string;
  /** Top pivot terms per label (model source; a comparison has its own). */
  readonly topTerms: number;
  readonly title?: string;
  readonly out: string;
  readonly force: boolean;
}

/** Label frequencies of the data set's training part, else of the evaluation documents. */
async function labelFrequencies(
  model: Model,
  source: ModelSource,
  evaluationY: LabelMatrix,
): Promise<{ counts: number[]; title: string }> {
  const count = (Y: LabelMatrix) => {
    const counts = new Array<number>(Y.cols).fill(0);
    for (let p = 0; p < Y.indices.length; p++) counts[Y.indices[p]!]!++;
    return counts;
  };
  const train = await loadSource(source.format, source.data, undefined, "train");
  if (train.part === "whole" || source.split === "train") {
    return { counts: count(evaluationY), title: "evaluation documents carrying the label" };
  }
  return { counts: count(prepareEvaluation(train, model).dataset.Y), title: "training documents" };
}

/** The report of one model on labelled data: its curve, covering errors, per-label outcome, top terms and tree. */
async function modelReport(source: ModelSource, topTerms: number, io: CliIO): Promise<ReportData> {
  const json = readModelFile(source.model);
  const model = await loadModel(json, source.model);
  if (source.at) checkRounds("--at", source.at, model.length, source.model);
  const { dataset } = await loadDataForModel(
    model,
    source,
    true,
    io,
    readFeatureSelection(json, source.model),
  );
  const at = source.at ?? curveSizes(model.length);
  const own = ownCoverName(model);
  const covers = measuredCovers(source.covers, own === undefined ? [] : [own], model.labels, io);
  const emptyLabels = source.emptyLabels ?? "one";
  const measured = measureModel(model, dataset, at, { topTerms, covers, emptyLabels });
  const largest = Math.max(...at);
  const frequencies = await labelFrequencies(model, source, dataset.Y);
  const tree = isTreeBoostModel(model)
    ? {
        model: source.model,
        nodes: treeNodeMeasures(
          model.tree,
          model.plan.labelNodes,
          dataset.Y,
          labelsAboveThresholds(model.scores(dataset.X, { rounds: largest }), 0),
        ),
      }
    : undefined;
  return {
    title: `textboost: ${model.algorithm} model ${source.model}`,
    subtitle: `evaluated on ${dataset.X.rows} documents of ${source.data} (${source.format}), labels scoring above 0`,
    labels: model.labels.map((name, j) => ({ name, trainFrequency: frequencies.counts[j]! })),
    frequencyTitle: frequencies.title,
    runs: [{ name: model.algorithm, ...measured }],
    macroF1Note: macroF1Note([{ name: model.algorithm, points: measured.points }], emptyLabels),
    ...(tree === undefined ? {} : { tree }),
  };
}

/**
 * `textboost report`: one self-contained HTML page (inline CSS and SVG, nothing fetched) from a
 * `compare --out` file, or from a model measured on labelled data (with the covering errors of
 * `--covers` and of an AdaBoost.LC model's own cover); with `--kappa-error`, an MLRF model's
 * kappa-error diagram too.
 *
 * @param args - the command line's options
 * @param io - where to print
 * @returns what the page shows
 * @throws TextboostError `E_IO` when `--out` exists (without `--force`) or is an input,
 *   `E_INPUT_FORMAT` for a bad comparison or kappa-error file, `E_INVALID_ARGUMENT` for a bad
 *   `--covers` (as `evaluate --covers`); what loading the model and data throws
 * @example
 * ```ts
 * await report({ source: { kind: "comparison", file: "medical.compare.json" }, topTerms: 10,
 *   out: "medical.html", force: false }, processIO());
 * ```
 */
export async function report(args: ReportArgs, io: CliIO): Promise<ReportData> {
  const inputs = [
    ...(args.source.kind === "comparison"
      ? [{ option: "--comparison", path: args.source.file }]
      : [
          { option: "--model", path: args.source.model },
          { option: "--data", path: args.source.data },
          ...(args.source.covers === undefined ? [] : coverInputFiles("--covers", args.source.covers)),
        ]),
    ...(args.kappaError === undefined ? [] : [{ option: "--kappa-error", path: args.kappaError }]),
  ];
  checkOutputPaths({
    inputs,
    outputs: [{ option: "--out", path: args.out, kind: REPORT_OUTPUT }],
    force: args.force,
  });
  const base =
    args.source.kind === "comparison"
      ? comparisonReport(parseComparison(readJsonFile(args.source.file, "the comparison"), args.source.file))
      : await modelReport(args.source, args.topTerms, io);
  const data: ReportData = {
    ...base,
    ...(args.title === undefined ? {} : { title: args.title }),
    ...(args.kappaError === undefined
      ? {}
      : {
          kappaError: parseKappaError(readJsonFile(args.kappaError, "the kappa-error data"), args.kappaError),
        }),
  };
  const { document } = parseHTML("<!doctype html><html><head></head><body></body></html>");
  writeFileAtomic(
    args.out,
    renderReport(data, { document: document as unknown as ChartDocument }),
    "the report",
  );
  io.out(`report written to ${args.out}\n`);
  return data;
}
