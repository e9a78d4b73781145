import type { DatasetFormat } from "@textboost/datasets";
import type { Command } from "commander";
import { CONVERT_TARGETS } from "../commands/data-convert.js";
import type { CliIO } from "../io.js";
import { formatOption, withExamples } from "../options/common-options.js";
import { required } from "../options/required-option.js";

/** Adds `data convert` to the `data` command. */
export function registerDataConvert(data: Command, io: CliIO): void {
  withExamples(
    data.command("convert"),
    "textboost data convert --format reuters21578 ../shared/datasets/reuters21578 --to mpboost --out reuters-mpboost",
    "textboost data convert --format svmlight train.svm --to mulan --out train-mulan",
  )
    .description(
      "write a data set in another format: both parts when it has a train/test split, else the whole file, in one feature space (raw text: the default pipeline fitted on train)",
    )
    .argument("<path>", "file or directory of the data set")
    .addOption(formatOption())
    .addOption(required("--to <format>", "output format").choices([...CONVERT_TARGETS]))
    .addOption(required("--out <dir>", "directory for the files (named so --data <dir> reads them back)"))
    .option("--force", "overwrite existing files", false)
    .action(async (path: string, o) => {
      const { dataConvert } = await import("../commands/data-convert.js");
      await dataConvert(
        { format: o.format as DatasetFormat, path, to: o.to, outDir: o.out, force: o.force },
        io,
      );
    });
}
