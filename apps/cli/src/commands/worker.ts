import { DEFAULT_QUEUE_NAME, openJobQueue, startJobWorker } from "@textboost/distributed";
import { cliJobHandlers } from "../grid/job-handlers.js";
import type { CliIO } from "../io.js";

/** Arguments of `textboost worker`. */
export interface WorkerArgs {
  readonly queue: string;
  readonly queueName?: string;
  readonly concurrency: number;
  /** Seconds a dead worker's job stays claimed before another worker takes it. */
  readonly lockSeconds: number;
}

/**
 * `textboost worker`: takes jobs from the queue (grid folds, rotation-forest members, TreeBoost.MH
 * subtrees) and runs them until it is stopped (Ctrl-C or SIGTERM: it finishes its running jobs
 * first), printing a line per job on standard error.
 *
 * @param stopped - resolves when the worker is to stop (the process' signals; tests pass their own)
 */
export async function worker(
  args: WorkerArgs,
  io: CliIO,
  stopped: Promise<void> = processStopped(),
): Promise<void> {
  // A wrong URL is an error at once; once running, the worker waits out Redis restarts.
  const probe = openJobQueue(args.queue, { name: args.queueName ?? DEFAULT_QUEUE_NAME });
  try {
    await probe.ready();
  } finally {
    await probe.close();
  }
  const running = startJobWorker({
    url: args.queue,
    queue: args.queueName ?? DEFAULT_QUEUE_NAME,
    concurrency: args.concurrency,
    lockMs: Math.round(args.lockSeconds * 1000),
    handlers: cliJobHandlers(io),
    onEvent: (e) =>
      io.err(`worker ${process.pid}: ${e.job} ${e.type}${e.type === "failed" ? `: ${e.error}` : ""}\n`),
  });
  io.err(
    `worker ${process.pid}: waiting for jobs on ${args.queue} (queue "${args.queueName ?? DEFAULT_QUEUE_NAME}", ${args.concurrency} at a time)\n`,
  );
  await stopped;
  io.err(`worker ${process.pid}: stopping after the running jobs\n`);
  await running.close();
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
