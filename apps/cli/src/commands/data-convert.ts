import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type DatasetFormat, writeMpBoost, writeSvmlight } from "@textboost/datasets";
import type { CliIO } from "../io.js";
import { guardOutput } from "../output-guard.js";
import { loadEvaluationData, loadTrainingData } from "../prepare-data.js";

/** Formats `data convert` writes. */
export const CONVERT_TARGETS = ["mpboost", "svmlight"] as const;

/** Arguments of `textboost data convert`. */
export interface DataConvertArgs {
  readonly format: DatasetFormat;
  readonly path: string;
  readonly to: (typeof CONVERT_TARGETS)[number];
  readonly outDir: string;
  readonly force: boolean;
}

/**
 * `textboost data convert`: reads the training and test parts of a data set, vectorises raw text with
 * the default pipeline fitted on the training part (so both files share one feature space), and
 * writes them in another format: `training` and `test` for MP-Boost++ (Esuli's layout), `train.svm`
 * and `test.svm` for SVMlight.
 */
export async function dataConvert(args: DataConvertArgs, io: CliIO): Promise<{ files: string[] }> {
  const train = await loadTrainingData(args.format, args.path, "train");
  const featureSpace = {
    features: train.dataset.featureNames,
    labels: train.dataset.labelNames,
    preprocessing: train.pipeline ? train.pipeline.toJSON() : null,
  };
  const test = await loadEvaluationData(args.format, args.path, "test", featureSpace);
  const names = args.to === "mpboost" ? ["training", "test"] : ["train.svm", "test.svm"];
  const files = names.map((n) => join(args.outDir, n));
  for (const f of files) guardOutput(f, { force: args.force, inputs: [args.path] });
  mkdirSync(args.outDir, { recursive: true });
  const write = args.to === "mpboost" ? writeMpBoost : writeSvmlight;
  await write(train.dataset, files[0]!);
  await write(test.dataset, files[1]!);
  io.out(
    `wrote ${files[0]} (${train.dataset.X.rows} documents) and ${files[1]} (${test.dataset.X.rows} documents): ` +
      `${train.dataset.X.cols} features, ${train.dataset.Y.cols} labels` +
      (test.unknownLabels > 0
        ? `; ${test.unknownLabels} test label assignments outside the training labels dropped`
        : "") +
      "\n",
  );
  return { files };
}
