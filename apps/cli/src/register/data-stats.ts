import type { DatasetFormat } from "@textboost/datasets";
import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { formatOption, splitOption, withExamples } from "../options/common-options.js";

/** Adds `data stats` to the `data` command. */
export function registerDataStats(data: Command, io: CliIO): void {
  withExamples(
    data.command("stats"),
    "textboost data stats --format reuters21578 ../shared/datasets/reuters21578 --split train",
    "textboost data stats --format mulan ../shared/datasets/mulan/medical --split test --json",
  )
    .description(
      "documents, labels, features, label cardinality and labels without positives: of every document, and of each part where the data set has a train and a test part (with --split: of that part)",
    )
    .argument("<path>", "file or directory of the data set")
    .addOption(formatOption())
    .addOption(splitOption())
    .option("--json", "print JSON", false)
    .action(async (path: string, o) => {
      const { dataStats } = await import("../commands/data-stats.js");
      await dataStats(
        { format: o.format as DatasetFormat, path, ...(o.split ? { split: o.split } : {}), json: o.json },
        io,
      );
    });
}
