import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { formatOption, splitOption, withExamples } from "../options/common-options.js";
import { required } from "../options/required-option.js";

/** Adds `diversity`. */
export function registerDiversity(program: Command, io: CliIO): void {
  withExamples(
    program.command("diversity"),
    "textboost diversity --model medical.mlrf.json --format mulan --data ../shared/datasets/mulan/medical --out medical.kappa-error.json",
  )
    .description(
      "write the kappa-error diagram data of an mlrf model: for every pair of members, the mean over labels of Cohen's kappa and their mean Hamming loss",
    )
    .addOption(required("--model <file>", "an mlrf model written by train"))
    .addOption(formatOption())
    .addOption(required("--data <path>", "labelled data (file or directory)"))
    .addOption(splitOption("test"))
    .addOption(required("--out <file>", "where to write the JSON"))
    .option("--force", "overwrite --out if it exists", false)
    .option("--allow-mismatch", "go on when the data's labels or features differ from the model's", false)
    .option("--json", "print the summary as JSON", false)
    .action(async (o) => {
      const { diversity } = await import("../commands/diversity.js");
      await diversity(
        {
          model: o.model,
          format: o.format,
          data: o.data,
          ...(o.split ? { split: o.split } : {}),
          out: o.out,
          force: o.force,
          allowMismatch: o.allowMismatch,
          json: o.json,
        },
        io,
      );
    });
}
