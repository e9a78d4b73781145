import { DEFAULT_ITERATIONS, TextboostError } from "@textboost/core";
import { type Command, Option, type OptionValues } from "commander";
import {
  ALGORITHMS,
  checkPriorOption,
  checkShrinkageOption,
  checkStatisticsOption,
  parseVariant,
} from "../algorithms/registry.js";
import type { CliIO } from "../io.js";
import {
  formatOption,
  logEveryOption,
  splitOption,
  threadsOption,
  withExamples,
} from "../options/common-options.js";
import { addExperimentOptions, experimentOptions } from "../options/experiment-options.js";
import { addMlrfOptions, mlrfSettings } from "../options/mlrf-options.js";
import * as range from "../options/option-ranges.js";
import { inRange } from "../options/option-values.js";
import { priorOptions, priorSettings } from "../options/prior-option.js";
import { addQueueOptions, resultsOption } from "../options/queue-options.js";
import { required } from "../options/required-option.js";
import { addSeedOption } from "../options/seed-option.js";
import { shrinkageOption } from "../options/shrinkage-option.js";
import { binsOption, statisticsOption, stumpsOption, variantOption } from "../options/stump-kind.js";
import { addTextOptions, textSettings } from "../options/text-options.js";
import { applyPreset, presetHelp, presetOption } from "../options/train-preset.js";
import { addTreeBoostTrainOptions, treeBoostTrainSettings } from "../options/treeboost-options.js";

/** Adds `train`. */
export function registerTrain(program: Command, io: CliIO): void {
  const trainCommand = withExamples(
    addTreeBoostTrainOptions(program.command("train")),
    "textboost train --format reuters21578 --data ../shared/datasets/reuters21578 --iterations 200 --out reuters.model.json",
    "textboost train --algorithm mp-boost --format mulan --data ../shared/datasets/mulan/medical --out medical.model.json --json",
    "textboost train --format reuters21578 --data ../shared/datasets/reuters21578 --iterations 5000 --out r.json --checkpoint r.ckpt --checkpoint-every 200",
    "textboost train --format reuters21578 --data ../shared/datasets/reuters21578 --iterations 5000 --out r.json --checkpoint r.ckpt --resume r.ckpt",
    "textboost train --format mulan --data ../shared/datasets/mulan/reutersk500/reutersk500.arff --test-fraction 0.3 --split-seed 1 --out k500.model.json",
    "textboost train --format mulan --data ../shared/datasets/mulan/medical --folds 5 --iterations 200",
    "textboost train --format mulan --data ../shared/datasets/mulan/enron --validation-fraction 0.2 --thresholds per-label-f1 --calibrate platt --out enron.model.json",
    "textboost train --algorithm adaboost-lc --cover two-sets --format mulan --data ../shared/datasets/mulan/enron --out enron.model.json",
    "textboost train --algorithm mlrf --members 10 --subset-size 100 --lsi-dims 10 --base-iterations 10 --format mulan --data ../shared/datasets/mulan/medical --out medical.mlrf.json",
    "textboost train --algorithm treeboost --induce-hierarchy 4 --min-documents 30 --format reuters21578 --data ../shared/datasets/reuters21578 --iterations 500 --out reuters-tree.model.json",
    "textboost train --preset accurate --format reuters21578 --data ../shared/datasets/reuters21578 --threads 2 --out reuters-accurate.model.json",
    "textboost train --format reuters21578 --data ../shared/datasets/reuters21578 --weighting tf-idf --sublinear-tf --ngrams 1-2 --min-df 3 --out reuters-tfidf.model.json",
    "textboost train --algorithm treeboost --base mp-boost --hierarchy-from-names --format mulan --data ../shared/datasets/mulan/reutersk500/reutersk500.arff --test-fraction 0.25 --split-seed 1 --out k500.model.json",
  )
    .description("train a model and write it as JSON")
    .addOption(
      new Option("--algorithm <name>", "boosting algorithm")
        .choices(ALGORITHMS.map((a) => a.name))
        .default("adaboost-mh"),
    )
    .addOption(formatOption())
    .addOption(required("--data <path>", "training data (file or directory)"))
    .addOption(splitOption("train"))
    .option("--iterations <S>", "boosting rounds", inRange("--iterations", range.ROUNDS), DEFAULT_ITERATIONS)
    .addOption(variantOption().default("real"))
    .addOption(
      stumpsOption(
        "weak learner of adaboost-mh, mp-boost and treeboost's nodes: presence (of a term), binned (a threshold on a real value among --bins quantile cuts per feature; threads as presence) or threshold (among every value; one thread); default: binned when the features have real values, else presence",
      ),
    )
    .addOption(binsOption())
    .addOption(shrinkageOption())
    .addOption(
      statisticsOption(
        "adaboost-mh and mp-boost with presence stumps: table (default: the statistics of every term and label kept across rounds, fastest) or streamed (recomputed every round without a table: the same model in less memory and more time; its sums split well over --threads)",
      ),
    )
    .option(
      "--base <booster>",
      "mlrf and treeboost: the booster of each member or node, adaboost-mh or mp-boost (default: mp-boost for mlrf, adaboost-mh for treeboost)",
    )
    .option(
      "--cover <spec>",
      "adaboost-lc: the label cover: hamming, zero-one, two-sets, weighted-positive[:w], weighted-negative[:w], groups:<file>, label-dependent:<file>",
    )
    .option("--out <file>", "where to write the model (required, except with --folds)")
    .option("--force", "overwrite --out if it exists", false)
    .option(
      "--select-features <n>",
      "keep the n best features (information gain, round robin over labels) before training",
      inRange("--select-features", range.FEATURES),
    )
    .option("--json", "print a JSON report (iterations, trainMs, msPerIteration, peakRssMb, ...)", false)
    .option(
      "--checkpoint <file>",
      "save the training state to this file every --checkpoint-every rounds and on Ctrl-C",
    )
    .option(
      "--checkpoint-every <n>",
      "rounds between checkpoints",
      inRange("--checkpoint-every", range.ROUNDS),
      100,
    )
    .option(
      "--resume <file>",
      "continue from a checkpoint (same data and options): the model equals an uninterrupted run's",
    )
    .addOption(logEveryOption())
    .addOption(threadsOption());
  for (const option of priorOptions()) trainCommand.addOption(option);
  addSeedOption(addMlrfOptions(trainCommand)).action((parsed: OptionValues, command: Command) =>
    runTrain(parsed, command, io),
  );
  addExperimentOptions(trainCommand);
  addTextOptions(trainCommand).addOption(presetOption()).addHelpText("after", presetHelp());
  addQueueOptions(
    trainCommand,
    "mlrf and treeboost: train the members or subtrees as jobs for textboost workers on this Redis (the same model)",
  ).addOption(resultsOption());
}

/** Checks `train`'s options (applying `--preset`) and trains. */
async function runTrain(parsed: OptionValues, command: Command, io: CliIO): Promise<void> {
  const preset =
    parsed.preset === undefined
      ? undefined
      : applyPreset(parsed.preset, parsed, (key) => command.getOptionValueSource(key) === "cli");
  if (preset !== undefined) io.err(`textboost: ${preset.summary}\n`);
  const o = preset?.options ?? parsed;
  if (o.out === undefined && o.folds === undefined) {
    command.error("error: required option '--out <file>' not specified (only --folds may go without it)", {
      code: "commander.missingMandatoryOptionValue",
    });
  }
  // The values of the experiment options, checked by their parsers.
  const experiment = experimentOptions(o as Parameters<typeof experimentOptions>[0]);
  const text = textSettings(o, io.cwd, preset?.textKeys);
  const variant = parseVariant(o.variant);
  const mlrf = mlrfSettings(o, o.algorithm, command.getOptionValueSource("iterations") === "cli");
  const treeboost = await treeBoostTrainSettings(o.algorithm, o, (line) => io.err(`textboost: ${line}\n`));
  if (o.base !== undefined && o.algorithm !== "mlrf" && o.algorithm !== "treeboost") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--base applies to --algorithm mlrf and treeboost, not ${o.algorithm}`,
    );
  }
  checkStatisticsOption(o.statistics, [o.algorithm]);
  checkShrinkageOption(o.shrinkage, [o.algorithm]);
  const prior = priorSettings(o);
  checkPriorOption(prior, [o.algorithm]);
  if (o.cover !== undefined && o.algorithm !== "adaboost-lc") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--cover applies to --algorithm adaboost-lc, not ${o.algorithm}`,
    );
  }
  const { train } = await import("../commands/train.js");
  await train(
    {
      ...(o.queue === undefined
        ? {}
        : {
            queue: {
              url: o.queue,
              results: o.results,
              ...(o.queueName === undefined ? {} : { name: o.queueName }),
            },
          }),
      algorithm: o.algorithm,
      format: o.format,
      data: o.data,
      ...(o.split ? { split: o.split } : {}),
      iterations: mlrf.members ?? o.iterations,
      ...(o.seed === undefined ? {} : { seed: o.seed }),
      ...(o.stumps ? { stumps: o.stumps } : {}),
      settings: {
        ...(variant ? { variant } : {}),
        ...(o.statistics !== undefined ? { statistics: o.statistics } : {}),
        ...(o.bins !== undefined ? { bins: o.bins } : {}),
        ...(o.shrinkage !== undefined ? { shrinkage: o.shrinkage } : {}),
        ...(prior !== undefined ? { prior } : {}),
        ...(o.cover !== undefined ? { cover: o.cover } : {}),
        ...(mlrf.settings ? { mlrf: mlrf.settings } : {}),
        ...(treeboost ? { treeboost } : {}),
      },
      ...(o.out === undefined ? {} : { out: o.out }),
      force: o.force,
      json: o.json,
      ...(o.selectFeatures ? { selectFeatures: o.selectFeatures } : {}),
      ...(o.threads ? { threads: o.threads } : {}),
      ...(text === undefined ? {} : { text }),
      logEverySeconds: o.logEvery,
      experiment,
      checkpoints: {
        checkpointEvery: o.checkpointEvery,
        ...(o.checkpoint !== undefined ? { checkpoint: o.checkpoint } : {}),
        ...(o.resume !== undefined ? { resume: o.resume } : {}),
      },
    },
    io,
  );
}
