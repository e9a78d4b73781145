import type { DatasetFormat, DatasetSplit } from "@textboost/datasets";
import { featureSpaceOf, loadSource, prepareEvaluation, prepareTraining } from "../data/prepare-data.js";
import { splitSource } from "../data/split-source.js";
import { checkOutputPaths } from "../files/output-paths.js";
import { partOutputs, WRITE_FORMATS, type WriteFormat, writeParts } from "../files/write-parts.js";
import type { CliIO } from "../io.js";
import { describeParts } from "./data-convert.js";

/** Arguments of `textboost data split`. */
export interface DataSplitArgs {
  readonly format: DatasetFormat;
  readonly data: string;
  /** Which part to split when the data set already has two (default: train). */
  readonly split?: DatasetSplit;
  readonly testFraction: number;
  readonly seed: number;
  readonly outDir: string;
  /** The format to write (default: the input's, or BoosTexter continuous for Reuters SGML). */
  readonly to?: WriteFormat;
  readonly force: boolean;
}

/**
 * `textboost data split`: divides a data set (its training part when it already has two) into a
 * training and a test part with the stratified split `train --test-fraction` uses (same fraction and
 * seed, same documents), and writes both, in one feature space, laid out so `--data` reads them back.
 * Raw text is vectorised with the default pipeline fitted on the new training part.
 */
export async function dataSplit(args: DataSplitArgs, io: CliIO): Promise<{ files: string[] }> {
  const to =
    args.to ??
    ((WRITE_FORMATS as readonly string[]).includes(args.format)
      ? (args.format as WriteFormat)
      : "boostexter");
  const data = { option: "--data", path: args.data };
  checkOutputPaths({
    inputs: [data],
    outputs: partOutputs(to, args.outDir, ["train", "test"]),
    force: args.force,
  });
  const source = await loadSource(args.format, args.data, args.split, "train");
  const { rest, heldOut } = splitSource(source, args.testFraction, args.seed, "--test-fraction");
  const train = prepareTraining(rest);
  const test = prepareEvaluation(heldOut, featureSpaceOf(train));
  const parts = [
    { part: "train", dataset: train.dataset },
    { part: "test", dataset: test.dataset },
  ] as const;
  const { files, readBack } = await writeParts(to, args.outDir, parts, {
    force: args.force,
    inputs: [data, ...source.files.map((path) => ({ option: "--data", path }))],
  });
  io.out(
    `split ${source.part === "whole" ? "all" : `the ${source.part} part:`} ${train.dataset.X.rows + test.dataset.X.rows} documents (stratified, --test-fraction ${args.testFraction}, seed ${args.seed})\n` +
      `wrote ${describeParts(parts, files)}: ${train.dataset.X.cols} features, ${train.dataset.Y.cols} labels\n` +
      `read it with --format ${to} --data ${readBack}\n`,
  );
  return { files };
}
