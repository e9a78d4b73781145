import { resolve } from "node:path";
import { DEFAULT_QUEUE_NAME, maskQueueUrl, openJobQueue, startJobWorker } from "@textboost/distributed";
import { cliJobHandlers } from "../grid/job-handlers.js";
import type { CliIO } from "../io.js";

/** Arguments of `textboost worker`. */
export interface WorkerArgs {
  readonly queue: string;
  readonly queueName?: string;
  readonly concurrency: number;
  /** Seconds a dead worker's job stays claimed before another worker takes it. */
  readonly lockSeconds: number;
  /** Directories jobs may read (`--data-root`, repeatable). */
  readonly dataRoots: readonly string[];
  /** The directory results are written under (`--results-root`). */
  readonly resultsRoot: string;
}

/** Seconds `worker` waits for its running jobs to stop after SIGTERM before it leaves them to the stalled-job check. */
export const STOP_GRACE_SECONDS = 5;

/**
 * `textboost worker`: takes jobs from the queue (grid folds, rotation-forest members, TreeBoost.MH
 * subtrees) and runs them until it is stopped, printing a line per job on standard error (every
 * text from the queue escaped). Every job is checked before anything is touched: its schema, its
 * data under one of `dataRoots`, its results directory under `resultsRoot`; a refused job fails at
 * once. On Ctrl-C or SIGTERM the running jobs are aborted and put back in the queue, and the worker
 * ends within {@link STOP_GRACE_SECONDS} seconds; a handler that does not stop in time leaves its job
 * to the stalled-job check (another worker takes it after the lock time).
 *
 * @param stopped - resolves when the worker is to stop (default: the process' first SIGINT or SIGTERM,
 *   and then a job that does not stop in time ends the process; tests pass their own)
 */
export async function worker(args: WorkerArgs, io: CliIO, stopped?: Promise<void>): Promise<void> {
  const queueName = args.queueName ?? DEFAULT_QUEUE_NAME;
  const shown = maskQueueUrl(args.queue);
  // A wrong URL or password is an error at once; once running, the worker waits out Redis restarts.
  const probe = openJobQueue(args.queue, { name: queueName });
  try {
    await probe.ready();
  } finally {
    await probe.close();
  }
  const dataRoots = args.dataRoots.map((d) => resolve(io.cwd, d));
  const resultsRoot = resolve(io.cwd, args.resultsRoot);
  const running = startJobWorker({
    url: args.queue,
    queue: queueName,
    concurrency: args.concurrency,
    lockMs: Math.round(args.lockSeconds * 1000),
    handlers: cliJobHandlers(io),
    dataRoots,
    resultsRoot,
    onEvent: (e) =>
      io.err(
        e.type === "error"
          ? `worker ${process.pid}: error: ${e.error}\n`
          : `worker ${process.pid}: ${e.job} ${e.type}${"error" in e ? `: ${e.error}` : ""}\n`,
      ),
  });
  io.err(
    `worker ${process.pid}: waiting for jobs on ${shown} (queue "${queueName}", ${args.concurrency} at a time; reading under ${dataRoots.join(", ")}; writing under ${resultsRoot})\n`,
  );
  await (stopped ?? processStopped());
  io.err(`worker ${process.pid}: stopping: the running jobs go back to the queue\n`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((r) => {
    timer = setTimeout(() => r("late"), STOP_GRACE_SECONDS * 1000);
  });
  const how = await Promise.race([running.close().then(() => "closed" as const), late]);
  clearTimeout(timer);
  if (how === "late") {
    io.err(
      `worker ${process.pid}: a job did not stop within ${STOP_GRACE_SECONDS} s; leaving it to another worker after the lock time\n`,
    );
    if (stopped === undefined) process.exit(1);
  }
}

/** Resolves on the first SIGINT or SIGTERM. */
function processStopped(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
