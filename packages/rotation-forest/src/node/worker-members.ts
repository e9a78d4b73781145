/// <reference types="node" />
import type { Worker } from "node:worker_threads";
import type { Booster, CsrMatrix, Dataset, Model } from "@textboost/core";
import { type ErrorCode, TextboostError, throwIfAborted } from "@textboost/core";
import { shareArray } from "@textboost/workers/node";
import type { MemberTrainer } from "../fit-rotation-forest.js";
import type { TrainedMember } from "../train-member.js";
import { trainMember } from "../train-member.js";
import { trainedMemberFromJSON } from "../trained-member-json.js";
import { type MemberPool, startMemberWorkers } from "./member-pool.js";
import type { JobRequest, MemberReply, MemberRequest, ProgressReply, ReadyReply } from "./member-protocol.js";

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
 * holds, and the first copy to finish counts (a member depends on its seed only). A worker imports the base booster from the pool's module and posts its
 * members back as JSON, which `loadBase` turns into models here; this thread trains its share with
 * `base`. Members are the same as in one thread (each depends on its seed only) and come back in any
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
    const total = job.seeds.length;
    const data: Dataset = {
      X: shareCsr(job.data.X),
      Y: shareCsr(job.data.Y),
      featureNames: [...job.data.featureNames],
      labelNames: [...job.data.labelNames],
    };
    let next = 0;
    let finished = 0;
    let failure: unknown;
    let broken = false;
    let settle: () => void = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const stop = (error?: unknown): void => {
      if (failure !== undefined || finished === total) return;
      if (error !== undefined) {
        failure = error;
        broken = true;
      }
      settle();
    };
    const got = new Uint8Array(total); // members done, by whichever thread finished them first
    const finish = (index: number, trained: TrainedMember): void => {
      if (failure !== undefined || got[index] === 1) return;
      got[index] = 1;
      done(index, trained);
      finished++;
      if (finished === total) settle();
    };
    const dispatch = (w: Worker): void => {
      if (failure !== undefined || next >= total) return;
      const request: MemberRequest = { kind: "member", job: id, index: next, seed: job.seeds[next]! };
      next++;
      w.postMessage(request);
    };
    const listeners = workers.map((w) => {
      const message = (reply: MemberReply | ReadyReply | ProgressReply): void => {
        if (reply.job !== id || failure !== undefined) return;
        if (reply.kind === "ready") {
          dispatch(w);
          return;
        }
        if (reply.kind === "progress") {
          if (got[reply.index] === 0) job.progress?.(reply.index, reply.stage, reply.done, reply.total);
          return;
        }
        if ("error" in reply) {
          stop(memberError(reply.index, reply.error.code, reply.error.message));
          return;
        }
        if (got[reply.index] === 1) {
          dispatch(w); // this thread's backup copy finished first
          return;
        }
        try {
          finish(
            reply.index,
            trainedMemberFromJSON(reply, reply.index, job.data.X.cols, job.settings, loadBase),
          );
        } catch (e) {
          stop(e);
          return;
        }
        dispatch(w);
      };
      const error = (e: Error): void =>
        stop(new TextboostError("E_WORKER", `a member worker failed: ${e.message}`, {}, { cause: e }));
      const exit = (code: number): void =>
        stop(new TextboostError("E_WORKER", `a member worker stopped unexpectedly (exit code ${code})`));
      w.on("message", message);
      w.on("error", error);
      w.on("exit", exit);
      return { w, message, error, exit };
    });
    const poll = setInterval(() => {
      if (job.signal?.aborted) {
        stop(new TextboostError("E_ABORTED", "training was aborted", {}, { cause: job.signal.reason }));
      }
    }, ABORT_POLL_MS);
    for (const w of workers) {
      const request: JobRequest = {
        kind: "job",
        job: id,
        data,
        settings: job.settings,
        progress: job.progress !== undefined,
      };
      w.postMessage(request); // it answers "ready", then gets its first member
    }
    // This thread's share: the next member nobody has taken, until none is left; then, rather than
    // wait, the first member a worker still holds (a backup copy: a member depends on its seed only,
    // so whichever copy finishes first is the same member). A cold worker's last member would
    // otherwise keep the whole fit waiting.
    const backup = (): number => {
      for (let i = 0; i < total; i++) if (got[i] === 0 && !mine.has(i)) return i;
      return -1;
    };
    const mine = new Set<number>();
    const here = async (): Promise<void> => {
      while (failure === undefined && finished < total) {
        throwIfAborted(job.signal, "training");
        const index = next < total ? next++ : backup();
        if (index < 0) break;
        mine.add(index);
        let trained: TrainedMember;
        try {
          const progress = job.progress;
          const onProgress =
            progress === undefined
              ? undefined
              : (stage: ProgressReply["stage"], d: number, all: number) => {
                  if (got[index] === 0) progress(index, stage, d, all);
                };
          trained = await trainMember(
            job.data,
            job.Xc,
            job.settings,
            base,
            job.seeds[index]!,
            job.signal,
            onProgress,
          );
        } catch (e) {
          const code = (e as { code?: unknown }).code;
          throw memberError(index, typeof code === "string" ? code : "E_WORKER", (e as Error).message, e);
        }
        finish(index, trained);
        // Let the workers' replies in between this thread's members.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    };
    try {
      await Promise.all([here().catch(stop), settled]);
    } finally {
      clearInterval(poll);
      for (const { w, message, error, exit } of listeners) {
        w.off("message", message);
        w.off("error", error);
        w.off("exit", exit);
      }
      if (pooled) pool.release(pooled, broken);
      else for (const w of workers) void w.terminate();
    }
    if (failure !== undefined) throw failure;
  };
}
