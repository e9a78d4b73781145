import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { formatOption, splitOption, threadsOption, withExamples } from "../options/common-options.js";
import { emptyLabelsOption } from "../options/empty-labels.js";
import * as range from "../options/option-ranges.js";
import { inRange, listInRange } from "../options/option-values.js";
import { required } from "../options/required-option.js";
import { addHierarchyEvaluateOptions } from "../options/treeboost-options.js";

/** Adds `evaluate`. */
export function registerEvaluate(program: Command, io: CliIO): void {
  withExamples(
    addHierarchyEvaluateOptions(program.command("evaluate")),
    "textboost evaluate --model reuters.model.json --format reuters21578 --data ../shared/datasets/reuters21578 --at 10,50,200",
    "textboost evaluate --model medical.model.json --format mulan --data ../shared/datasets/mulan/medical --covers hamming,zero-one --json",
  )
    .description("evaluate a model on labelled data with every measure of @textboost/metrics")
    .addOption(required("--model <file>", "model written by train"))
    .addOption(formatOption())
    .addOption(required("--data <path>", "evaluation data (file or directory)"))
    .addOption(splitOption("test"))
    .option(
      "--at <S,...>",
      "evaluate the model after these numbers of rounds (default: all)",
      listInRange("--at", range.ROUNDS_AT),
    )
    .option(
      "--covers <list>",
      "also the covering error of these covers, e.g. hamming,zero-one,two-sets,weighted-positive:6,weighted-negative:4",
    )
    .option(
      "--threshold <t>",
      "predict labels scoring above t (default: the thresholds recorded in the model, else 0)",
      inRange("--threshold", range.THRESHOLD),
    )
    .option("--allow-mismatch", "go on when the data's labels or features differ from the model's", false)
    .option("--per-label", "also precision, recall and F1 of every label (a table for the largest S)", false)
    .addOption(emptyLabelsOption())
    .option("--json", "print JSON: one object, or one per S with --at", false)
    .addOption(threadsOption())
    .action(async (o) => {
      const { evaluate } = await import("../commands/evaluate.js");
      await evaluate(
        {
          model: o.model,
          format: o.format,
          data: o.data,
          ...(o.split ? { split: o.split } : {}),
          ...(o.at ? { at: o.at } : {}),
          ...(o.covers ? { covers: o.covers } : {}),
          ...(o.threshold === undefined ? {} : { threshold: o.threshold }),
          perLabel: o.perLabel,
          allowMismatch: o.allowMismatch,
          emptyLabels: o.emptyLabels,
          ...(o.hierarchy !== undefined ? { hierarchy: o.hierarchy } : {}),
          hierarchyFromNames: o.hierarchyFromNames,
          json: o.json,
          ...(o.threads ? { threads: o.threads } : {}),
        },
        io,
      );
    });
}
