import { TextboostError } from "@textboost/core";
import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { dataFormat, splitOption, withExamples } from "../options/common-options.js";
import * as range from "../options/option-ranges.js";
import { inRange } from "../options/option-values.js";
import { required } from "../options/required-option.js";

/** Adds `explain`. */
export function registerExplain(program: Command, io: CliIO): void {
  withExamples(
    program.command("explain"),
    'echo "wheat and corn exports rose" | textboost explain --model reuters.model.json',
    "textboost explain --model m.json --format mulan --data medical --split test --row 12 --label Class-4-753_0",
  )
    .description(
      "show why a model gives one document its labels: the features (and, for composite models, the parts) behind each score",
    )
    .addOption(required("--model <file>", "model written by train"))
    .option("--format <format>", "data format of --data (without --data: raw text on standard input)")
    .option("--data <path>", "data set holding the document (file or directory)")
    .addOption(splitOption("test"))
    .option("--doc <id>", "with --data: the document's id")
    .option("--row <n>", "with --data: the document's 0-based row number", inRange("--row", range.ROW))
    .option("--allow-mismatch", "go on when the data's features differ from the model's", false)
    .option(
      "--label <name...>",
      "labels to explain (default: the predicted ones, by the model's thresholds or score > 0, else the --top best)",
    )
    .option("--top <k>", "labels to explain when none is predicted", inRange("--top", range.SHOWN), 3)
    .option(
      "--contributions <n>",
      "features shown per label and per part",
      inRange("--contributions", range.SHOWN),
      10,
    )
    .option(
      "--rounds <S>",
      "evaluate the model after S rounds (default: the S recorded in the model, else all)",
      inRange("--rounds", range.ROUNDS_AT),
    )
    .option("--json", "print JSON", false)
    .action(async (o) => {
      const fromData = o.data !== undefined || o.format !== undefined;
      const picks = (o.doc === undefined ? 0 : 1) + (o.row === undefined ? 0 : 1);
      if (fromData && (o.data === undefined || o.format === undefined || picks !== 1)) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "to explain a document of a data set give --format, --data and one of --doc or --row; without them standard input is explained",
        );
      }
      if (!fromData && picks > 0) {
        throw new TextboostError("E_INVALID_ARGUMENT", "--doc and --row need --format and --data");
      }
      const { explain } = await import("../commands/explain.js");
      await explain(
        {
          model: o.model,
          source:
            o.data === undefined
              ? { kind: "stdin" }
              : {
                  kind: "dataset",
                  format: dataFormat(o.format),
                  data: o.data,
                  ...(o.split ? { split: o.split } : {}),
                  document: o.doc !== undefined ? { id: String(o.doc) } : { row: o.row as number },
                  allowMismatch: o.allowMismatch,
                },
          ...(o.label ? { labels: o.label } : {}),
          top: o.top,
          contributions: o.contributions,
          ...(o.rounds !== undefined ? { rounds: o.rounds } : {}),
          json: o.json,
        },
        io,
      );
    });
}
