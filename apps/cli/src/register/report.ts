import { TextboostError } from "@textboost/core";
import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { dataFormat, splitOption, withExamples } from "../options/common-options.js";
import { emptyLabelsOption } from "../options/empty-labels.js";
import * as range from "../options/option-ranges.js";
import { inRange, listInRange } from "../options/option-values.js";
import { required } from "../options/required-option.js";

/** Adds `report`. */
export function registerReport(program: Command, io: CliIO): void {
  withExamples(
    program.command("report"),
    "textboost report --comparison reuters.compare.json --out reuters-report.html",
    "textboost report --model reuters.model.json --format reuters21578 --data ../shared/datasets/reuters21578 --out reuters-model.html",
    "textboost report --model medical.mlrf.json --format mulan --data ../shared/datasets/mulan/medical --kappa-error medical.kappa-error.json --out medical-mlrf.html",
    "textboost report --model medical.lc.json --format mulan --data ../shared/datasets/mulan/medical --covers hamming,zero-one --out medical-lc.html",
  )
    .description(
      "write one self-contained HTML page (inline SVG and CSS, nothing fetched): learning curves of F1 micro and macro against S, per-label F1 against frequency, the per-label table, top pivot terms, covering errors when given; a TreeBoost.MH model's tree with per-node measures; an MLRF kappa-error diagram",
    )
    .option("--comparison <file>", "a comparison written by textboost compare --out")
    .option("--model <file>", "a model written by train (instead of --comparison)")
    .option("--format <format>", "with --model: data format of --data")
    .option("--data <path>", "with --model: labelled data to measure the model on (file or directory)")
    .addOption(splitOption("test"))
    .option(
      "--at <S,...>",
      "with --model: rounds to draw the learning curve at (default 1,2,5,10,... and all)",
      listInRange("--at", range.ROUNDS_AT),
    )
    .option(
      "--top-terms <k>",
      "with --model: top pivot terms per label",
      inRange("--top-terms", range.SHOWN_OR_NONE),
      10,
    )
    .option(
      "--covers <list>",
      "with --model: the covering error of these covers at every S (as evaluate --covers); an AdaBoost.LC model's own cover is shown too",
    )
    .option("--allow-mismatch", "go on when the data's labels or features differ from the model's", false)
    .addOption(emptyLabelsOption())
    .option("--kappa-error <file>", "add the kappa-error diagram written by textboost diversity --out")
    .option("--title <text>", "the page's title")
    .addOption(required("--out <file>", "where to write the HTML"))
    .option("--force", "overwrite --out if it exists", false)
    .action(async (o, command: Command) => {
      if ((o.comparison === undefined) === (o.model === undefined)) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "give one of --comparison FILE or --model FILE (with --format and --data)",
        );
      }
      const modelOnly = ["format", "data", "split", "at", "covers"].filter((k) => o[k] !== undefined);
      if (command.getOptionValueSource("emptyLabels") === "cli") modelOnly.push("empty-labels");
      if (o.comparison !== undefined && modelOnly.length > 0) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          `${modelOnly.map((k) => `--${k}`).join(", ")} appl${modelOnly.length === 1 ? "ies" : "y"} to --model; a comparison holds its own measures${modelOnly.includes("covers") ? " (give --covers to textboost compare)" : ""}`,
        );
      }
      if (o.model !== undefined && (o.format === undefined || o.data === undefined)) {
        throw new TextboostError(
          "E_INVALID_ARGUMENT",
          "--model needs --format and --data: the labelled documents to measure it on",
        );
      }
      const { report } = await import("../commands/report.js");
      await report(
        {
          source:
            o.comparison !== undefined
              ? { kind: "comparison", file: o.comparison }
              : {
                  kind: "model",
                  model: o.model,
                  format: dataFormat(o.format),
                  data: o.data,
                  ...(o.split ? { split: o.split } : {}),
                  ...(o.at ? { at: o.at } : {}),
                  ...(o.covers === undefined ? {} : { covers: o.covers }),
                  allowMismatch: o.allowMismatch,
                  emptyLabels: o.emptyLabels,
                },
          ...(o.kappaError === undefined ? {} : { kappaError: o.kappaError }),
          topTerms: o.topTerms,
          ...(o.title === undefined ? {} : { title: o.title }),
          out: o.out,
          force: o.force,
        },
        io,
      );
    });
}
