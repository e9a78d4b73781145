import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import {
  countStates,
  DEFAULT_QUEUE_NAME,
  formatCounts,
  type Job,
  type JobCounts,
  openJobQueue,
  runJob,
} from "@textboost/distributed";
import type { Comparison } from "../comparison/comparison.js";
import { COMPARISON_OUTPUT } from "../files/output-kinds.js";
import { checkOutputPaths, type InputPath } from "../files/output-paths.js";
import { writeFileAtomic } from "../files/write-file-atomic.js";
import { collectResults, formatCollected } from "../grid/collected-results.js";
import { type ExperimentSpec, experimentJobs, type GridSpec } from "../grid/experiment-job.js";
import { readGridJobs, writeGridManifest } from "../grid/grid-manifest.js";
import { cliJobHandlers } from "../grid/job-handlers.js";
import type { CliIO } from "../io.js";

/** Where a grid's jobs go and how `grid` waits for them. */
export interface GridQueueArgs {
  /** `redis://...`: enqueue the jobs for `textboost worker`s; absent: run them here, one after the other. */
  readonly queue?: string;
  readonly queueName?: string;
  /** The results directory (shared with every worker, at the same path). */
  readonly results: string;
}

/** What `grid collect` (and `grid --wait`) writes and prints. */
export interface GridOutputArgs {
  /** Write the collected comparison JSON here (one data set), or one file per data set (`<stem>-<n>.json`). */
  readonly out?: string;
  readonly force: boolean;
  readonly json: boolean;
}

/** Arguments of `textboost grid`. */
export type GridArgs = GridSpec & GridQueueArgs & GridOutputArgs & { readonly wait: boolean };

/**
 * `textboost grid`: the jobs of a grid (algorithms x data sets x S x seeds x folds) with a manifest in
 * the results directory; without `--queue` they run here and the results are collected; with it they
 * are enqueued (those with a result skipped, failed ones retried) and, with `--wait`, awaited and
 * collected.
 */
export async function grid(args: GridArgs, io: CliIO): Promise<Comparison[] | undefined> {
  const results = resolve(io.cwd, args.results);
  checkCollectedOutputs(args, args.data.length, [
    ...args.data.map((path) => ({ option: "--data", path })),
    { option: "--results", path: results },
  ]);
  const { algorithms, format, data, split, folds, iterations, seeds, variant, stumps, statistics } = args;
  const { algorithmSeed, shrinkage, bins } = args;
  const spec: GridSpec = {
    algorithms,
    format,
    data: data.map((d) => resolve(io.cwd, d)),
    ...(split === undefined ? {} : { split }),
    folds,
    iterations,
    seeds,
    ...(variant === undefined ? {} : { variant }),
    ...(stumps === undefined ? {} : { stumps }),
    ...(statistics === undefined ? {} : { statistics }),
    ...(algorithmSeed === undefined ? {} : { algorithmSeed }),
    ...(shrinkage === undefined ? {} : { shrinkage }),
    ...(bins === undefined ? {} : { bins }),
  };
  const jobs = experimentJobs(spec);
  mkdirSync(results, { recursive: true });
  writeGridManifest(results, spec, jobs);
  if (args.queue === undefined) {
    await runHere(jobs, results, io);
    return collect(jobs, results, args, io);
  }
  const queue = openJobQueue(args.queue, { name: args.queueName ?? DEFAULT_QUEUE_NAME });
  try {
    await queue.ready();
    const r = await queue.enqueue(jobs, results);
    io.err(
      `grid: ${jobs.length} jobs: ${r.added} enqueued, ${r.finished} finished before, ${r.retried} failed before and enqueued again, ${r.queued} in the queue already\n`,
    );
    if (!args.wait) {
      io.err(
        `start workers with: textboost worker --queue ${args.queue}${args.queueName ? ` --queue-name ${args.queueName}` : ""}\nthen: textboost grid status --results ${args.results} --queue ${args.queue}\n`,
      );
      return undefined;
    }
    let last = "";
    await queue.wait(jobs, results, {
      onProgress: (counts) => {
        const line = formatCounts(counts);
        if (line !== last) io.err(`grid: ${line}\n`);
        last = line;
      },
    });
  } finally {
    await queue.close();
  }
  return collect(jobs, results, args, io);
}

/** Runs the jobs in this process, one after the other, skipping those with a result. */
async function runHere(jobs: readonly Job[], results: string, io: CliIO): Promise<void> {
  const handlers = cliJobHandlers(io);
  for (const [i, job] of jobs.entries()) {
    const spec = job.spec as ExperimentSpec;
    const outcome = await runJob(job, handlers, results);
    io.err(
      `grid: job ${i + 1}/${jobs.length} (${spec.algorithm}, S = ${spec.iterations}, seed ${spec.seed}, fold ${spec.fold + 1}/${spec.folds}) ${outcome}\n`,
    );
  }
}

/** Arguments of `textboost grid status`. */
export interface GridStatusArgs {
  readonly results: string;
  readonly queue?: string;
  readonly queueName?: string;
  readonly json: boolean;
}

/**
 * `textboost grid status`: how many of the grids' jobs (every grid with results in the directory) are
 * finished, and, with `--queue`, waiting, running or failed (with their errors).
 */
export async function gridStatus(args: GridStatusArgs, io: CliIO): Promise<JobCounts> {
  const results = resolve(io.cwd, args.results);
  const jobs = readGridJobs(results);
  let counts: JobCounts;
  const failures: string[] = [];
  if (args.queue === undefined) {
    const { unfinished } = collectResults(jobs, results);
    counts = {
      finished: jobs.length - unfinished,
      waiting: 0,
      active: 0,
      delayed: 0,
      failed: 0,
      missing: unfinished,
    };
  } else {
    const queue = openJobQueue(args.queue, { name: args.queueName ?? DEFAULT_QUEUE_NAME });
    try {
      await queue.ready();
      const states = await queue.states(jobs, results);
      counts = countStates(states);
      states.forEach((s, i) => {
        if (s.state === "failed") failures.push(`${describeJob(jobs[i]!)}: ${s.reason}`);
      });
    } finally {
      await queue.close();
    }
  }
  if (args.json) io.out(`${JSON.stringify({ jobs: jobs.length, ...counts, failures })}\n`);
  else {
    io.out(
      `${jobs.length} jobs: ${formatCounts(counts)}${args.queue === undefined ? " (missing: no result yet; give --queue to see the queue)" : ""}\n`,
    );
    for (const f of failures) io.out(`failed: ${f}\n`);
  }
  return counts;
}

/** Arguments of `textboost grid collect`. */
export type GridCollectArgs = GridOutputArgs & { readonly results: string };

/** `textboost grid collect`: the finished jobs of the grids in the results directory, as `compare` shows them. */
export async function gridCollect(args: GridCollectArgs, io: CliIO): Promise<Comparison[]> {
  const results = resolve(io.cwd, args.results);
  return collect(readGridJobs(results), results, args, io);
}

/** The files `--out` names for `count` collected comparisons: the file itself, or `<stem>-<n>.json` each. */
function collectedFiles(out: string, count: number): string[] {
  return count === 1
    ? [out]
    : Array.from({ length: count }, (_, n) => out.replace(/(\.json)?$/, `-${n + 1}.json`));
}

/**
 * Checks the files `--out` names for `count` comparisons against the inputs (the data, the results
 * directory and its manifests) and each other, before they are written.
 */
function checkCollectedOutputs(args: GridOutputArgs, count: number, inputs: readonly InputPath[]): void {
  if (args.out === undefined) return;
  checkOutputPaths({
    inputs,
    outputs: collectedFiles(args.out, count).map((path) => ({
      option: "--out",
      path,
      kind: COMPARISON_OUTPUT,
    })),
    force: args.force,
  });
}

/** Collects, prints and writes a grid's comparisons. */
function collect(
  jobs: readonly Job<ExperimentSpec>[],
  results: string,
  args: GridOutputArgs,
  io: CliIO,
): Comparison[] {
  const { comparisons, unfinished } = collectResults(jobs, results);
  checkCollectedOutputs(args, comparisons.length, [{ option: "--results", path: results }]);
  if (unfinished > 0)
    io.err(`grid: ${unfinished} of ${jobs.length} jobs have no result yet; their points are left out\n`);
  if (args.json) io.out(`${JSON.stringify(comparisons.length === 1 ? comparisons[0] : comparisons)}\n`);
  else io.out(comparisons.map(formatCollected).join("\n"));
  if (args.out !== undefined) {
    const files = collectedFiles(args.out, comparisons.length);
    comparisons.forEach((c, n) => {
      const file = files[n]!;
      writeFileAtomic(file, `${JSON.stringify(c, null, 2)}\n`, "the collected results");
      io.err(`grid: ${c.data.path} written to ${file}\n`);
    });
  }
  return comparisons;
}

/** A job as a person reads it. */
function describeJob(job: Job<ExperimentSpec>): string {
  const s = job.spec;
  return `${s.algorithm} S = ${s.iterations} seed ${s.seed} fold ${s.fold + 1}/${s.folds} on ${job.data.path}`;
}
