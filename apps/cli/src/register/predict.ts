import { TextboostError } from "@textboost/core";
import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { dataFormat, splitOption, threadsOption, withExamples } from "../options/common-options.js";
import * as range from "../options/option-ranges.js";
import { inRange } from "../options/option-values.js";
import { predictionOutputFormatOption } from "../options/prediction-output-option.js";
import { required } from "../options/required-option.js";

/** Adds `predict`. */
export function registerPredict(program: Command, io: CliIO): void {
  withExamples(
    program.command("predict"),
    'echo "wheat and corn exports rose" | textboost predict --model reuters.model.json',
    "textboost predict --model reuters.model.json --top 3 --json story1.txt story2.txt",
    "textboost predict --model medical.model.json --format mulan --data ../shared/datasets/mulan/medical --split test --out medical-test.csv",
  )
    .description(
      "label documents: raw-text files (one document each), the lines of standard input, or a data set (--format/--data), printed or written to --out",
    )
    .addOption(required("--model <file>", "model written by train"))
    .argument("[files...]", "text files")
    .option("--format <format>", "data format of --data")
    .option("--data <path>", "label the documents of this data set (file or directory)")
    .addOption(splitOption())
    .option(
      "--threshold <t>",
      "predict labels scoring above t (default: the thresholds recorded in the model, else 0)",
      inRange("--threshold", range.THRESHOLD),
    )
    .option(
      "--top <k>",
      "also show the k best labels when fewer pass the threshold",
      inRange("--top", range.SHOWN_OR_NONE),
      0,
    )
    .option("--allow-mismatch", "go on when the data's features differ from the model's", false)
    .option(
      "--out <file>",
      "write every document's predicted labels, scores, probabilities and (for --data) true labels to a .csv or .jsonl file",
    )
    .addOption(predictionOutputFormatOption())
    .option("--force", "replace --out if it exists (never an input)", false)
    .option("--json", "print JSON", false)
    .addOption(threadsOption())
    .action(async (files: string[], o) => {
      if ((o.data === undefined) !== (o.format === undefined)) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "give --format and --data together to label a data set",
        );
      }
      const { predict } = await import("../commands/predict.js");
      await predict(
        {
          model: o.model,
          files,
          ...(o.data !== undefined
            ? {
                dataset: {
                  format: dataFormat(o.format),
                  data: o.data,
                  ...(o.split ? { split: o.split } : {}),
                  allowMismatch: o.allowMismatch,
                },
              }
            : {}),
          ...(o.threshold === undefined ? {} : { threshold: o.threshold }),
          top: o.top,
          json: o.json,
          ...(o.out !== undefined ? { out: o.out, force: o.force } : {}),
          ...(o.outFormat !== undefined ? { outFormat: o.outFormat } : {}),
          ...(o.threads ? { threads: o.threads } : {}),
        },
        io,
      );
    });
}
