/// <reference types="node" />
import type { Worker } from "node:worker_threads";
import type { Booster, CsrMatrix, Dataset, Model } from "@textboost/core";
import { type ErrorCode, TextboostError, throwIfAborted } from "@textboost/core";
import { shareArray } from "@textboost/workers/node";
import type { MemberJob, MemberTrainer } from "../fit-rotation-forest.js";
import type { TrainedMember } from "../train-member.js";
import { trainMember } from "../train-member.js";
import { trainedMemberFromJSON } from "../trained-member-json.js";
import { type MemberPool, startMemberWorkers } from "./member-pool.js";
import type { JobRequest, MemberReply, MemberRequest, ProgressReply, ReadyReply } from "./member-protocol.js";
import { MemberRun } from "./member-run.js";

/** How often a running fit looks at its abort signal, in ms. */
const ABORT_POLL_MS = 50;

/** Tells the fits apart, so that a late reply of an earlier fit is never taken for this one's. */
let jobs = 0;

/** A CSR matrix with its arrays on shared memory (worker threads read them without a copy). */
function shareCsr(m: CsrMatrix): CsrMatrix {
  const { format, rows, cols, indptr, indices, values } = m;
  return {
    format,
    rows,
    cols,
    indptr: shareArray(indptr),
    indices: shareArray(indices),
    ...(values === undefined ? {} : { values: shareArray(values) }),
  };
}

/** The error of member `index` (0-based), as the fit reports it, whichever thread trained it. */
function memberError(index: number, code: string, message: string, cause?: unknown): TextboostError {
  return new TextboostError(
    code as ErrorCode,
    `member ${index + 1}: ${message}`,
    {},
    cause === undefined ? {} : { cause },
  );
}

/**
 * Trains a forest's members on this thread and the workers of `pool` at once: the data goes to each
 * worker once per fit (its arrays on shared memory), then every thread takes the next untrained
 * member until none is left (a worker from when it is ready, so a slow start holds no member back);
 * then this thread, instead of waiting, trains a backup copy of the first member a worker still
 * holds, and the first copy to finish counts (a member depends on its seed only). A worker imports
 * the base booster from the pool's module and posts its members back as JSON, which `loadBase`
 * turns into models here; this thread trains its share with `base`. Members are the same as in one thread (each depends on its seed only) and come back in any
 * order; the fit reports them in member order. When another fit holds the pool, this one starts
 * workers of its own and stops them after.
 *
 * On abort the workers are stopped at once (the fit rejects with `E_ABORTED`); a worker's error
 * rejects the fit with that error's code, a worker that dies with `E_WORKER`. Either way the pool
 * starts new workers for its next fit.
 *
 * @param pool - the worker threads (this thread makes one more)
 * @param base - the base booster for this thread's members (the one the pool's module gives)
 * @param loadBase - turns a member's model JSON back into a model
 * @returns the {@link MemberTrainer}
 */
export function workerMembers(
  pool: MemberPool,
  base: Booster,
  loadBase: (json: unknown) => Model,
): MemberTrainer {
  return async (job, done) => {
    const pooled = pool.acquire();
    const workers = pooled ?? startMemberWorkers(pool.base, pool.size);
    const id = ++jobs;
    const run = new MemberRun(job.seeds.length, done);
    const stopListening = listenToWorkers(workers, run, id, job, loadBase);
    const stopPolling = pollAbort(run, job.signal);
    sendJob(workers, id, job);
    try {
      await Promise.all([trainHere(run, job, base).catch((e: unknown) => run.stop(e)), run.settled]);
    } finally {
      stopPolling();
      stopListening();
      if (pooled) pool.release(pooled, run.broken);
      else for (const w of workers) void w.terminate();
    }
    if (run.failure !== undefined) throw run.failure;
  };
}

/** Sends every worker the fit's data (its arrays on shared memory); each answers "ready", then gets its first member. */
function sendJob(workers: readonly Worker[], id: number, job: MemberJob): void {
  const data: Dataset = {
    X: shareCsr(job.data.X),
    Y: shareCsr(job.data.Y),
    featureNames: [...job.data.featureNames],
    labelNames: [...job.data.labelNames],
  };
  for (const w of workers) {
    const request: JobRequest = {
      kind: "job",
      job: id,
      data,
      settings: job.settings,
      progress: job.progress !== undefined,
    };
    w.postMessage(request);
  }
}

/** Sends worker `w` the next member nobody has taken, if any. */
function dispatch(w: Worker, run: MemberRun, id: number, job: MemberJob): void {
  const index = run.take();
  if (index < 0) return;
  const request: MemberRequest = { kind: "member", job: id, index, seed: job.seeds[index]! };
  w.postMessage(request);
}

/**
 * Handles the workers' replies to fit `id`: a ready worker gets a member, progress goes to the job,
 * a member comes back as a model (and its worker gets the next), an error or a dead worker ends the fit.
 *
 * @returns a function that stops listening
 */
function listenToWorkers(
  workers: readonly Worker[],
  run: MemberRun,
  id: number,
  job: MemberJob,
  loadBase: (json: unknown) => Model,
): () => void {
  const listeners = workers.map((w) => {
    const message = (reply: MemberReply | ReadyReply | ProgressReply): void => {
      if (reply.job !== id || run.failure !== undefined) return;
      if (reply.kind === "ready") {
        dispatch(w, run, id, job);
        return;
      }
      if (reply.kind === "progress") {
        if (run.got[reply.index] === 0) job.progress?.(reply.index, reply.stage, reply.done, reply.total);
        return;
      }
      if ("error" in reply) {
        run.stop(memberError(reply.index, reply.error.code, reply.error.message));
        return;
      }
      if (run.got[reply.index] === 0) {
        // (when it is 1, this thread's backup copy finished first)
        try {
          run.finish(
            reply.index,
            trainedMemberFromJSON(reply, reply.index, job.data.X.cols, job.settings, loadBase),
          );
        } catch (e) {
          run.stop(e);
          return;
        }
      }
      dispatch(w, run, id, job);
    };
    const error = (e: Error): void =>
      run.stop(new TextboostError("E_WORKER", `a member worker failed: ${e.message}`, {}, { cause: e }));
    const exit = (code: number): void =>
      run.stop(new TextboostError("E_WORKER", `a member worker stopped unexpectedly (exit code ${code})`));
    w.on("message", message);
    w.on("error", error);
    w.on("exit", exit);
    return { w, message, error, exit };
  });
  return () => {
    for (const { w, message, error, exit } of listeners) {
      w.off("message", message);
      w.off("error", error);
      w.off("exit", exit);
    }
  };
}

/** Ends the fit with `E_ABORTED` once the signal fires (looked at every {@link ABORT_POLL_MS} ms); returns the stop. */
function pollAbort(run: MemberRun, signal: MemberJob["signal"]): () => void {
  const poll = setInterval(() => {
    if (signal?.aborted) {
      run.stop(new TextboostError("E_ABORTED", "training was aborted", {}, { cause: signal.reason }));
    }
  }, ABORT_POLL_MS);
  return () => clearInterval(poll);
}

/**
 * This thread's share: the next member nobody has taken, until none is left; then, rather than
 * wait, the first member a worker still holds (a backup copy: a member depends on its seed only, so
 * whichever copy finishes first is the same member). A cold worker's last member would otherwise
 * keep the whole fit waiting.
 */
async function trainHere(run: MemberRun, job: MemberJob, base: Booster): Promise<void> {
  const mine = new Set<number>();
  const backup = (): number => {
    for (let i = 0; i < run.total; i++) if (run.got[i] === 0 && !mine.has(i)) return i;
    return -1;
  };
  while (run.running) {
    throwIfAborted(job.signal, "training");
    const taken = run.take();
    const index = taken >= 0 ? taken : backup();
    if (index < 0) break;
    mine.add(index);
    run.finish(index, await trainOne(run, job, base, index));
    // Let the workers' replies in between this thread's members.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Member `index` trained on this thread, with its progress reported while no other copy has finished. */
async function trainOne(
  run: MemberRun,
  job: MemberJob,
  base: Booster,
  index: number,
): Promise<TrainedMember> {
  const progress = job.progress;
  const onProgress =
    progress === undefined
      ? undefined
      : (stage: ProgressReply["stage"], d: number, all: number) => {
          if (run.got[index] === 0) progress(index, stage, d, all);
        };
  try {
    return await trainMember(job.data, job.Xc, job.settings, base, job.seeds[index]!, job.signal, onProgress);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw memberError(index, typeof code === "string" ? code : "E_WORKER", (e as Error).message, e);
  }
}
