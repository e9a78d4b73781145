import { TextboostError } from "@textboost/core";
import type { DatasetFormat } from "@textboost/datasets";
import type { Command, OptionValues } from "commander";
import {
  ALGORITHMS,
  checkPriorOption,
  checkShrinkageOption,
  checkStatisticsOption,
  parseVariant,
} from "../algorithms/registry.js";
import type { CliIO } from "../io.js";
import { formatOption, logEveryOption, threadsOption, withExamples } from "../options/common-options.js";
import { emptyLabelsOption } from "../options/empty-labels.js";
import { fraction } from "../options/experiment-options.js";
import { MLRF_BASES, type MlrfBaseName } from "../options/mlrf-options.js";
import * as range from "../options/option-ranges.js";
import { inRange, listInRange } from "../options/option-values.js";
import { priorOptions, priorSettings } from "../options/prior-option.js";
import { required } from "../options/required-option.js";
import { addSeedOption } from "../options/seed-option.js";
import { shrinkageOption } from "../options/shrinkage-option.js";
import { binsOption, statisticsOption, stumpsOption, variantOption } from "../options/stump-kind.js";
import { addTextOptions, textSettings } from "../options/text-options.js";
import { addTreeBoostTrainOptions, treeBoostTrainSettings } from "../options/treeboost-options.js";

/** Adds `compare`. */
export function registerCompare(program: Command, io: CliIO): void {
  const compareCommand = withExamples(
    addTreeBoostTrainOptions(program.command("compare")),
    "textboost compare --algorithms adaboost-mh,mp-boost --format reuters21578 --data ../shared/datasets/reuters21578 --at 5,10,50,100,500 --out reuters.compare.json",
    "textboost compare --algorithms adaboost-mh,mp-boost,adaboost-lc --format mulan --data ../shared/datasets/mulan/medical --at 10,100 --json",
    "textboost compare --algorithms adaboost-mh,treeboost --hierarchy-from-names --format mulan --data ../shared/datasets/mulan/reutersk500/reutersk500.arff --test-fraction 0.25 --at 10,100",
  )
    .description(
      "train several algorithms on one data set and score each at every S of --at (one model per algorithm, cut at each S; mlrf: one forest per S); print one table, write JSON for textboost report",
    )
    .addOption(
      required(
        "--algorithms <list>",
        `algorithms to compare, comma-separated: ${ALGORITHMS.map((a) => a.name).join(", ")}`,
      ),
    )
    .addOption(formatOption())
    .addOption(required("--data <path>", "the data set: trained on its train part, scored on its test part"))
    .addOption(
      required("--at <S,...>", "numbers of rounds to score at, e.g. 5,10,50,100").argParser(
        listInRange("--at", range.ROUNDS_AT),
      ),
    )
    .option(
      "--test-fraction <f>",
      "hold out this share of the documents (stratified) instead of the test part; needed for data without one",
      fraction("--test-fraction"),
    )
    .option("--split-seed <n>", "seed of --test-fraction's split", inRange("--split-seed", range.SEED), 0)
    .addOption(variantOption())
    .addOption(stumpsOption("weak learner of adaboost-mh and mp-boost (as train --stumps)"))
    .addOption(binsOption())
    .addOption(shrinkageOption())
    .addOption(statisticsOption())
    .option("--cover <spec>", "adaboost-lc: the label cover (as train --cover; default hamming)")
    .option(
      "--covers <list>",
      "record each run's covering error of these covers at every S (as evaluate --covers); adaboost-lc's own cover too",
    )
    .option(
      "--base <booster>",
      "treeboost and mlrf: the booster of each node or member (default: adaboost-mh for treeboost, mp-boost for mlrf)",
    )
    .option("--members <N>", "mlrf: committee size (default 10)", inRange("--members", range.MEMBERS))
    .option(
      "--top-terms <k>",
      "top pivot terms kept per label for the report (0: none)",
      inRange("--top-terms", range.SHOWN_OR_NONE),
      10,
    )
    .addOption(emptyLabelsOption())
    .option("--out <file>", "write the comparison as JSON (what textboost report --comparison reads)")
    .option("--force", "overwrite --out if it exists", false)
    .option("--json", "print the comparison as JSON", false)
    .addOption(logEveryOption())
    .addOption(threadsOption());
  for (const option of priorOptions()) compareCommand.addOption(option);
  addSeedOption(addTextOptions(compareCommand)).action((o: OptionValues) => runCompare(o, io));
}

/** Checks `compare`'s options against the algorithms compared and compares them. */
async function runCompare(o: OptionValues, io: CliIO): Promise<void> {
  const text = textSettings(o, io.cwd);
  const algorithms = String(o.algorithms)
    .split(",")
    .map((a) => a.trim())
    .filter((a) => a !== "");
  const treeboost = await treeBoostTrainSettings(
    algorithms.includes("treeboost") ? "treeboost" : algorithms.join(","),
    o,
    (line) => io.err(`textboost: ${line}\n`),
  );
  const usesBase = algorithms.includes("treeboost") || algorithms.includes("mlrf");
  if (o.base !== undefined && !usesBase) {
    throw new TextboostError("E_INVALID_ARGUMENT", "--base applies when treeboost or mlrf is compared");
  }
  if (
    o.base !== undefined &&
    algorithms.includes("mlrf") &&
    !(MLRF_BASES as readonly string[]).includes(o.base)
  ) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--base must be one of ${MLRF_BASES.join(", ")}, got "${o.base}"`,
    );
  }
  if (o.members !== undefined && !algorithms.includes("mlrf")) {
    throw new TextboostError("E_INVALID_ARGUMENT", "--members applies when mlrf is compared");
  }
  if (o.cover !== undefined && !algorithms.includes("adaboost-lc")) {
    throw new TextboostError("E_INVALID_ARGUMENT", "--cover applies when adaboost-lc is compared");
  }
  checkStatisticsOption(o.statistics, algorithms);
  checkShrinkageOption(o.shrinkage, algorithms);
  const prior = priorSettings(o);
  checkPriorOption(prior, algorithms);
  const variant = parseVariant(o.variant);
  const { compare } = await import("../commands/compare.js");
  await compare(
    {
      algorithms,
      format: o.format as DatasetFormat,
      data: o.data,
      at: o.at,
      ...(o.testFraction === undefined ? {} : { testFraction: o.testFraction }),
      splitSeed: o.splitSeed,
      ...(variant ? { variant } : {}),
      ...(o.stumps ? { stumps: o.stumps } : {}),
      ...(o.statistics === undefined ? {} : { statistics: o.statistics }),
      ...(o.bins === undefined ? {} : { bins: o.bins }),
      ...(o.shrinkage === undefined ? {} : { shrinkage: o.shrinkage }),
      ...(prior === undefined ? {} : { prior }),
      ...(o.cover === undefined ? {} : { cover: o.cover }),
      ...(o.covers === undefined ? {} : { covers: o.covers }),
      ...(text === undefined ? {} : { text }),
      ...(treeboost ? { treeboost } : {}),
      ...(algorithms.includes("mlrf")
        ? {
            mlrf: {
              ...(o.members === undefined ? {} : { members: o.members }),
              ...(o.base === undefined ? {} : { base: o.base as MlrfBaseName }),
            },
          }
        : {}),
      ...(o.seed === undefined ? {} : { seed: o.seed }),
      topTerms: o.topTerms,
      ...(o.threads ? { threads: o.threads } : {}),
      logEverySeconds: o.logEvery,
      ...(o.out === undefined ? {} : { out: o.out }),
      force: o.force,
      json: o.json,
      emptyLabels: o.emptyLabels,
    },
    io,
  );
}
