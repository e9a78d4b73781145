import { TextboostError } from "@textboost/core";
import type { DatasetFormat } from "@textboost/datasets";
import type { Command, OptionValues } from "commander";
import {
  checkBinsOption,
  checkSeedOption,
  checkShrinkageOption,
  checkStatisticsOption,
  parseVariant,
} from "../algorithms/registry.js";
import type { CliIO } from "../io.js";
import { formatOption, splitOption } from "../options/common-options.js";
import { FOLDS, ROUNDS, SEED } from "../options/option-ranges.js";
import { inRange, listInRange } from "../options/option-values.js";
import { addQueueOptions, resultsOption } from "../options/queue-options.js";
import { required } from "../options/required-option.js";
import { addSeedOption } from "../options/seed-option.js";
import { shrinkageOption } from "../options/shrinkage-option.js";
import {
  binsOption,
  checkBinsWithStumps,
  type StatisticsKind,
  type StumpKind,
  statisticsOption,
  stumpsOption,
  variantOption,
} from "../options/stump-kind.js";

/** `--out`, `--force`, `--json` of `grid` and `grid collect`. */
function addCollectOptions(command: Command): Command {
  return command
    .option(
      "--out <file>",
      "write the collected results as a comparison JSON (one file per data set: <file>-1.json, ... for several)",
    )
    .option("--force", "overwrite --out if it exists", false)
    .option("--json", "print the collected results as JSON", false);
}

/** Adds `grid` and its subcommands `status` and `collect`. */
export function registerGrid(program: Command, io: CliIO): void {
  const gridCommand = program
    .command("grid")
    // grid's options before `status` / `collect` are grid's; after them, the subcommand's (both have --results).
    .enablePositionalOptions()
    .description(
      "cross-validate a grid of algorithms x data sets x S x seeds (one job per fold): here, or as jobs on a Redis queue for textboost workers; then collect the results as compare does",
    )
    .addHelpText(
      "after",
      `\nExamples:\n  textboost grid --algorithms adaboost-mh,mp-boost --format mulan --data ../shared/datasets/mulan/medical --folds 3 --iterations 50,100\n  textboost grid --algorithms adaboost-mh,mp-boost --format mulan --data ../shared/datasets/mulan/medical --folds 5 --iterations 100,200 --seeds 1,2 --queue redis://127.0.0.1:6379 --results /shared/results\n  textboost grid --algorithms adaboost-mh --format mulan --data ../shared/datasets/mulan/medical --folds 5 --iterations 100 --queue redis://127.0.0.1:6379 --wait --out medical-grid.json\n  textboost grid --algorithms adaboost-mh,mlrf --format mulan --data ../shared/datasets/mulan/medical --folds 3 --iterations 10 --seed 3 --shrinkage 0.3\n`,
    )
    .addOption(required("--algorithms <list>", "comma-separated: adaboost-mh, mp-boost, adaboost-lc, mlrf"))
    .addOption(formatOption())
    .addOption(
      required(
        "--data <path...>",
        "one or more data sets (files, directories or {split} paths every worker sees)",
      ),
    )
    .addOption(splitOption("train"))
    .addOption(
      required("--folds <k>", "stratified folds per cross-validation (>= 2)").argParser(
        inRange("--folds", FOLDS),
      ),
    )
    .option(
      "--iterations <S,...>",
      "boosting rounds S (members for mlrf), comma-separated",
      listInRange("--iterations", ROUNDS),
      [100],
    )
    .option(
      "--seeds <n,...>",
      "seeds of the stratified folds, comma-separated",
      listInRange("--seeds", SEED),
      [0],
    )
    .addOption(variantOption())
    .addOption(stumpsOption("presence, binned or threshold stumps (default: by the data)"))
    .addOption(binsOption())
    .addOption(shrinkageOption())
    .addOption(statisticsOption())
    .addOption(resultsOption())
    .option("--wait", "with --queue: wait until every job is done, then collect", false);
  addSeedOption(gridCommand);
  addQueueOptions(gridCommand, "enqueue the jobs on this Redis");
  addCollectOptions(gridCommand).action((o: OptionValues) => runGrid(o, io));
  registerGridStatus(gridCommand, io);
  registerGridCollect(gridCommand, io);
}

/** Checks `grid`'s options and runs the grid (here, or as jobs on the queue). */
async function runGrid(o: OptionValues, io: CliIO): Promise<void> {
  const algorithms = String(o.algorithms)
    .split(",")
    .map((a) => a.trim());
  if (o.wait && o.queue === undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "--wait applies with --queue (without it the grid runs here and is always waited for)",
    );
  }
  checkStatisticsOption(o.statistics, algorithms);
  // As compare: each option goes to the algorithms that take it, and is refused when none does.
  checkShrinkageOption(o.shrinkage, algorithms);
  checkBinsOption(o.bins, algorithms);
  if (o.stumps !== undefined) checkBinsWithStumps(o.bins, o.stumps as StumpKind);
  checkSeedOption(o.seed, algorithms, " (the seeds of the folds are --seeds)");
  const variant = parseVariant(o.variant);
  const { grid } = await import("../commands/grid.js");
  await grid(
    {
      algorithms,
      format: o.format as DatasetFormat,
      data: o.data as string[],
      ...(o.split ? { split: o.split } : {}),
      folds: o.folds,
      iterations: o.iterations,
      seeds: o.seeds,
      ...(variant === undefined ? {} : { variant }),
      ...(o.stumps ? { stumps: o.stumps as StumpKind } : {}),
      ...(o.statistics ? { statistics: o.statistics as StatisticsKind } : {}),
      ...(o.seed === undefined ? {} : { algorithmSeed: o.seed as number }),
      ...(o.shrinkage === undefined ? {} : { shrinkage: o.shrinkage as number }),
      ...(o.bins === undefined ? {} : { bins: o.bins as number }),
      results: o.results,
      ...(o.queue === undefined ? {} : { queue: o.queue }),
      ...(o.queueName === undefined ? {} : { queueName: o.queueName }),
      wait: o.wait,
      ...(o.out === undefined ? {} : { out: o.out }),
      force: o.force,
      json: o.json,
    },
    io,
  );
}

/** Adds `grid status`. */
function registerGridStatus(gridCommand: Command, io: CliIO): void {
  addQueueOptions(
    gridCommand
      .command("status")
      .description(
        "how many jobs of the grids in a results directory are finished (with --queue: waiting, running, failed with their errors)",
      )
      .addOption(resultsOption())
      .option("--json", "print JSON", false),
    "also ask this Redis about the unfinished jobs",
  ).action(async (o) => {
    const { gridStatus } = await import("../commands/grid.js");
    await gridStatus(
      {
        results: o.results,
        ...(o.queue === undefined ? {} : { queue: o.queue }),
        ...(o.queueName === undefined ? {} : { queueName: o.queueName }),
        json: o.json,
      },
      io,
    );
  });
}

/** Adds `grid collect`. */
function registerGridCollect(gridCommand: Command, io: CliIO): void {
  addCollectOptions(
    gridCommand
      .command("collect")
      .description(
        "gather the finished jobs of the grids in a results directory into compare's table and JSON",
      )
      .addOption(resultsOption()),
  ).action(async (o) => {
    const { gridCollect } = await import("../commands/grid.js");
    await gridCollect(
      { results: o.results, ...(o.out === undefined ? {} : { out: o.out }), force: o.force, json: o.json },
      io,
    );
  });
}
