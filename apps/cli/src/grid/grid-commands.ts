import { TextboostError } from "@textboost/core";
import { DATASET_FORMATS, type DatasetFormat } from "@textboost/datasets";
import { type Command, Option } from "commander";
import { checkStatisticsOption, parseVariant } from "../algorithms.js";
import type { CliIO } from "../io.js";
import { CONCURRENCY, FOLDS, LOCK_SECONDS, ROUNDS, SEED } from "../option-ranges.js";
import { inRange, listInRange } from "../option-values.js";
import { required } from "../required-option.js";
import { splitOption } from "../split-option.js";
import { STUMP_KINDS, type StatisticsKind, type StumpKind, statisticsOption } from "../stump-kind.js";

/** The results directory of `grid`, `train --queue` and the grid subcommands when none is given. */
export const DEFAULT_RESULTS_DIR = "textboost-results";

/** `--queue`, `--queue-name`: shared by `grid`, `grid status`, `worker` and `train`. */
export function addQueueOptions(command: Command, what: string): Command {
  return command
    .option(
      "--queue <url>",
      `${what} (redis://host[:port][/db], or rediss:// for TLS); without it everything runs here`,
    )
    .option("--queue-name <name>", "the BullMQ queue's name (default textboost)");
}

/** `--results`: where the jobs' results go (seen by every worker at the same path). */
export const resultsOption = (): Option =>
  new Option(
    "--results <dir>",
    "results directory, at the same path for this machine and every worker (default textboost-results)",
  ).default(DEFAULT_RESULTS_DIR);

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

/** Adds `grid`, `grid status`, `grid collect` and `worker` to the program. */
export function addGridCommands(program: Command, io: CliIO): void {
  const gridCommand = program
    .command("grid")
    // grid's options before `status` / `collect` are grid's; after them, the subcommand's (both have --results).
    .enablePositionalOptions()
    .description(
      "cross-validate a grid of algorithms x data sets x S x seeds (one job per fold): here, or as jobs on a Redis queue for textboost workers; then collect the results as compare does",
    )
    .addHelpText(
      "after",
      `\nExamples:\n  textboost grid --algorithms adaboost-mh,mp-boost --format mulan --data ../shared/datasets/mulan/medical --folds 3 --iterations 50,100\n  textboost grid --algorithms adaboost-mh,mp-boost --format mulan --data ../shared/datasets/mulan/medical --folds 5 --iterations 100,200 --seeds 1,2 --queue redis://127.0.0.1:6379 --results /shared/results\n  textboost grid --algorithms adaboost-mh --format mulan --data ../shared/datasets/mulan/medical --folds 5 --iterations 100 --queue redis://127.0.0.1:6379 --wait --out medical-grid.json\n`,
    )
    .addOption(required("--algorithms <list>", "comma-separated: adaboost-mh, mp-boost, adaboost-lc, mlrf"))
    .addOption(required("--format <format>", "data format").choices(DATASET_FORMATS as unknown as string[]))
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
    .addOption(new Option("--variant <variant>", "stump variant").choices(["real", "abstaining", "discrete"]))
    .addOption(
      new Option("--stumps <kind>", "presence, binned or threshold stumps (default: by the data)").choices([
        ...STUMP_KINDS,
      ]),
    )
    .addOption(statisticsOption())
    .addOption(resultsOption())
    .option("--wait", "with --queue: wait until every job is done, then collect", false);
  addQueueOptions(gridCommand, "enqueue the jobs on this Redis");
  addCollectOptions(gridCommand).action(async (o) => {
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
  });

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

  addQueueOptions(
    program
      .command("worker")
      .description(
        "run jobs from a Redis queue until stopped (Ctrl-C, SIGTERM): grid folds, mlrf members and treeboost subtrees of train --queue",
      )
      .addHelpText(
        "after",
        "\nEvery job is checked before anything is touched: it may read only regular files under a --data-root and write only under --results-root; a job that asks for more fails at once. Redis' password: in the URL, or $TEXTBOOST_REDIS_PASSWORD, or the first line of the file $TEXTBOOST_REDIS_PASSWORD_FILE names; rediss:// for TLS.\n\nExamples:\n  textboost worker --queue redis://10.0.0.5:6379 --data-root /shared/datasets --data-root /shared/results/data --results-root /shared/results --concurrency 2\n",
      )
      .addOption(
        required(
          "--data-root <dir...>",
          "directories the jobs may read (repeatable): their data, and for train --queue jobs the data folder of the results directory",
        ),
      )
      .addOption(required("--results-root <dir>", "the directory the jobs' results directories must be in"))
      .option("--concurrency <n>", "jobs at once in this process", inRange("--concurrency", CONCURRENCY), 1)
      .option(
        "--lock-seconds <s>",
        "seconds a killed worker's job stays claimed before another worker takes it again",
        inRange("--lock-seconds", LOCK_SECONDS),
        30,
      ),
    "the queue to take jobs from",
  ).action(async (o) => {
    if (o.queue === undefined)
      throw new TextboostError("E_INVALID_ARGUMENT", "worker needs --queue redis://host[:port]");
    const { worker } = await import("../commands/worker.js");
    await worker(
      {
        queue: o.queue,
        ...(o.queueName === undefined ? {} : { queueName: o.queueName }),
        concurrency: o.concurrency,
        lockSeconds: o.lockSeconds,
        dataRoots: o.dataRoot,
        resultsRoot: o.resultsRoot,
      },
      io,
    );
  });
}
