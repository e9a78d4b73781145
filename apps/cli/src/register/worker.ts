import { TextboostError } from "@textboost/core";
import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { CONCURRENCY, LOCK_SECONDS } from "../options/option-ranges.js";
import { inRange } from "../options/option-values.js";
import { addQueueOptions } from "../options/queue-options.js";
import { required } from "../options/required-option.js";

/** Adds `worker`: runs jobs from a Redis queue (grid folds, mlrf members, treeboost subtrees). */
export function registerWorker(program: Command, io: CliIO): void {
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
