/// <reference types="node" />
// A worker thread of a member pool (parallelRotationForest): imports the base booster once, takes the
// training set of each fit once (a "job" message, its arrays on shared memory), then trains the members
// it is sent, one message at a time, and posts each back as JSON (projection + base model envelope).
import { parentPort, workerData } from "node:worker_threads";
import type { CscMatrix, Dataset } from "@textboost/core";
import { toCsc } from "@textboost/sparse";
import type { ForestSettings } from "../forest-settings.js";
import { trainMember } from "../train-member.js";
import { trainedMemberToJSON } from "../trained-member-json.js";
import { type BaseModule, importBase } from "./base-module.js";
import type { JobRequest, MemberReply, MemberRequest, ProgressReply, ReadyReply } from "./member-protocol.js";

const { base } = workerData as { base: BaseModule };
const port = parentPort!;
const failure = (job: number, index: number, e: unknown): MemberReply => ({
  kind: "member",
  job,
  index,
  error: {
    code: typeof (e as { code?: unknown }).code === "string" ? (e as { code: string }).code : "E_WORKER",
    message: (e as Error).message ?? String(e),
  },
});
const booster = importBase(base);
let current:
  | { job: number; data: Dataset; Xc: CscMatrix; settings: ForestSettings; progress: boolean }
  | undefined;

port.on("message", async (message: JobRequest | MemberRequest) => {
  if (message.kind === "job") {
    const { job, data, settings } = message;
    current = { job, data, Xc: toCsc(data.X), settings, progress: message.progress === true };
    const ready: ReadyReply = { kind: "ready", job };
    booster.then(
      () => port.postMessage(ready),
      () => port.postMessage(ready), // the first member reports the import's error
    );
    return;
  }
  const { job, index, seed } = message;
  let reply: MemberReply;
  try {
    if (current?.job !== job) throw new Error(`member ${index + 1} of fit ${job} came before its data`);
    const { data, Xc, settings, progress } = current;
    const onProgress = progress
      ? (stage: ProgressReply["stage"], done: number, total: number) => {
          const update: ProgressReply = { kind: "progress", job, index, stage, done, total };
          port.postMessage(update);
        }
      : undefined;
    const base = await booster;
    reply = {
      kind: "member",
      job,
      index,
      ...trainedMemberToJSON(await trainMember(data, Xc, settings, base, seed, undefined, onProgress)),
    };
  } catch (e) {
    reply = failure(job, index, e);
  }
  port.postMessage(reply);
});
