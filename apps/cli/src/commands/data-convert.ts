import type { DatasetFormat } from "@textboost/datasets";
import { featureSpaceOf, loadSource, prepareEvaluation, prepareTraining } from "../data/prepare-data.js";
import { type PartToWrite, WRITE_FORMATS, type WriteFormat, writeParts } from "../files/write-parts.js";
import type { CliIO } from "../io.js";

/** Formats `data convert` writes. */
export const CONVERT_TARGETS = WRITE_FORMATS;

/** Arguments of `textboost data convert`. */
export interface DataConvertArgs {
  readonly format: DatasetFormat;
  readonly path: string;
  readonly to: WriteFormat;
  readonly outDir: string;
  readonly force: boolean;
}

/**
 * `textboost data convert`: reads a data set, both its parts when it has a train/test split (else
 * the whole file), vectorises raw text with the default pipeline fitted on the training part (so
 * every file shares one feature space), and writes it in another format, laid out so that
 * `--data` reads it back (see `partLayout`). Never replaces an input, even with `--force`.
 */
export async function dataConvert(args: DataConvertArgs, io: CliIO): Promise<{ files: string[] }> {
  const first = await loadSource(args.format, args.path, undefined, "train");
  const train = prepareTraining(first);
  const parts: PartToWrite[] = [{ part: first.part, dataset: train.dataset }];
  let dropped = 0;
  if (first.part === "train") {
    const test = prepareEvaluation(
      await loadSource(args.format, args.path, "test", "test"),
      featureSpaceOf(train),
    );
    parts.push({ part: "test", dataset: test.dataset });
    dropped = test.unknownLabels;
  }
  // The files written depend on the parts found: checked once the data is read, before any is written.
  const { files, readBack } = await writeParts(args.to, args.outDir, parts, {
    force: args.force,
    inputs: [
      { option: "<path>", path: args.path },
      ...first.files.map((path) => ({ option: "<path>", path })),
    ],
  });
  io.out(
    `wrote ${describeParts(parts, files)}: ${train.dataset.X.cols} features, ${train.dataset.Y.cols} labels` +
      (dropped > 0 ? `; ${dropped} test label assignments outside the training labels dropped` : "") +
      `\nread it with --format ${args.to} --data ${readBack}\n`,
  );
  return { files };
}

/** "a (n documents) and b (m documents), with c" for the files of some parts. */
export function describeParts(parts: readonly PartToWrite[], files: readonly string[]): string {
  const each = parts.map((p, k) => `${files[k]} (${p.dataset.X.rows} documents)`);
  const shared = files.slice(parts.length);
  return each.join(" and ") + (shared.length > 0 ? `, with ${shared.join(", ")}` : "");
}
