/// <reference types="node" />
import { Worker } from "node:worker_threads";
import type { Model } from "@textboost/core";
import { type ErrorCode, TextboostError } from "@textboost/core";
import type { MemberTrainer } from "../fit-rotation-forest.js";
import { trainedMemberFromJSON } from "../trained-member-json.js";
import type { BaseModule } from "./base-module.js";
import { builtUrl } from "./built-url.js";
import type { MemberReply, MemberRequest } from "./member-protocol.js";

/** How often a running fit looks at its abort signal, in ms. */
const ABORT_POLL_MS = 50;

/**
 * Trains a forest's members on `threads` worker threads (at most one per member): each worker imports
 * the base booster from `base`, takes the next untrained member, and posts it back as JSON, which
 * `loadBase` turns into the member's model here. Members are the same as in one thread (each depends
 * on its seed only) and come back in any order; the fit reports them in member order.
 *
 * On abort the workers are stopped at once (the fit rejects with `E_ABORTED`); a worker's error
 * rejects the fit with that error's code, a worker that dies with `E_WORKER`.
 */
export function workerMembers(
  base: BaseModule,
  loadBase: (json: unknown) => Model,
  threads: number,
): MemberTrainer {
  return (job, done) =>
    new Promise<void>((resolve, reject) => {
      const total = job.seeds.length;
      const workerData = {
        data: {
          X: job.data.X,
          Y: job.data.Y,
          featureNames: [...job.data.featureNames],
          labelNames: [...job.data.labelNames],
        },
        settings: job.settings,
        base: { ...base, module: String(base.module) },
      };
      const workers: Worker[] = [];
      let next = 0;
      let finished = 0;
      let settled = false;
      const stop = (error?: unknown): void => {
        if (settled) return;
        settled = true;
        clearInterval(poll);
        for (const w of workers) void w.terminate();
        if (error === undefined) resolve();
        else reject(error);
      };
      const poll = setInterval(() => {
        if (job.signal?.aborted) {
          stop(new TextboostError("E_ABORTED", "training was aborted", {}, { cause: job.signal.reason }));
        }
      }, ABORT_POLL_MS);
      const dispatch = (w: Worker): void => {
        if (next >= total) return;
        const request: MemberRequest = { index: next, seed: job.seeds[next]! };
        next++;
        w.postMessage(request);
      };
      const receive = (w: Worker, reply: MemberReply): void => {
        if (settled) return;
        if ("error" in reply) {
          const code = reply.error.code as ErrorCode;
          stop(new TextboostError(code, `member ${reply.index + 1}: ${reply.error.message}`));
          return;
        }
        try {
          done(
            reply.index,
            trainedMemberFromJSON(reply, reply.index, job.data.X.cols, job.settings, loadBase),
          );
        } catch (e) {
          stop(e);
          return;
        }
        finished++;
        if (finished === total) stop();
        else dispatch(w);
      };
      try {
        const script = builtUrl("./member-worker.js");
        for (let t = 0; t < Math.min(threads, total); t++) {
          const w = new Worker(script, { workerData, execArgv: [] });
          workers.push(w);
          w.on("message", (reply: MemberReply) => receive(w, reply));
          w.on("error", (e) =>
            stop(new TextboostError("E_WORKER", `a member worker failed: ${e.message}`, {}, { cause: e })),
          );
          w.on("exit", (code) => {
            if (!settled)
              stop(
                new TextboostError("E_WORKER", `a member worker stopped unexpectedly (exit code ${code})`),
              );
          });
          dispatch(w);
        }
      } catch (e) {
        stop(
          new TextboostError(
            "E_WORKER",
            `cannot start a member worker: ${(e as Error).message}`,
            {},
            { cause: e },
          ),
        );
      }
    });
}
