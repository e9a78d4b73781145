import type { DatasetFormat } from "@textboost/datasets";
import { type Command, Option } from "commander";
import { CONVERT_TARGETS } from "../commands/data-convert.js";
import type { CliIO } from "../io.js";
import { formatOption, splitOption, withExamples } from "../options/common-options.js";
import { fraction } from "../options/experiment-options.js";
import * as range from "../options/option-ranges.js";
import { inRange } from "../options/option-values.js";
import { required } from "../options/required-option.js";

/** Adds `data split` to the `data` command. */
export function registerDataSplit(data: Command, io: CliIO): void {
  withExamples(
    data.command("split"),
    "textboost data split --format mulan --data ../shared/datasets/mulan/reutersk500/reutersk500.arff --test-fraction 0.3 --split-seed 1 --out k500-split",
    "textboost data split --format reuters21578 --data ../shared/datasets/reuters21578 --test-fraction 0.2 --out reuters-dev --to svmlight",
  )
    .description(
      "divide a data set (its train part when it has two) into stratified train and test parts, and write them; the same split as train --test-fraction with the same seed",
    )
    .addOption(formatOption())
    .addOption(required("--data <path>", "the data set (file or directory)"))
    .addOption(splitOption("train"))
    .addOption(
      required("--test-fraction <f>", "share of the documents in the test part, in (0, 1)").argParser(
        fraction("--test-fraction"),
      ),
    )
    .option("--split-seed <n>", "seed of the stratified split", inRange("--split-seed", range.SEED), 0)
    .addOption(required("--out <dir>", "directory for the files (named so --data <dir> reads them back)"))
    .addOption(
      new Option(
        "--to <format>",
        "output format (default: the input's; BoosTexter for Reuters SGML)",
      ).choices([...CONVERT_TARGETS]),
    )
    .option("--force", "overwrite existing files (never an input)", false)
    .action(async (o) => {
      const { dataSplit } = await import("../commands/data-split.js");
      await dataSplit(
        {
          format: o.format as DatasetFormat,
          data: o.data,
          ...(o.split ? { split: o.split } : {}),
          testFraction: o.testFraction,
          seed: o.splitSeed,
          outDir: o.out,
          ...(o.to ? { to: o.to } : {}),
          force: o.force,
        },
        io,
      );
    });
}
