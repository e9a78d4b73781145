/// <reference types="node" />
// A worker thread of parallelRotationForest: imports the base booster, then trains the members it is
// sent, one message at a time, and posts each back as JSON (projection + base model envelope).
import { parentPort, workerData } from "node:worker_threads";
import type { Dataset } from "@textboost/core";
import { toCsc } from "@textboost/sparse";
import type { ForestSettings } from "../forest-settings.js";
import { trainMember } from "../train-member.js";
import { trainedMemberToJSON } from "../trained-member-json.js";
import { type BaseModule, importBase } from "./base-module.js";
import type { MemberReply, MemberRequest } from "./member-protocol.js";

const { data, settings, base } = workerData as { data: Dataset; settings: ForestSettings; base: BaseModule };
const port = parentPort!;
const failure = (index: number, e: unknown): MemberReply => ({
  index,
  error: {
    code: typeof (e as { code?: unknown }).code === "string" ? (e as { code: string }).code : "E_WORKER",
    message: (e as Error).message ?? String(e),
  },
});
const booster = importBase(base);
const Xc = toCsc(data.X);
port.on("message", async ({ index, seed }: MemberRequest) => {
  let reply: MemberReply;
  try {
    reply = { index, ...trainedMemberToJSON(await trainMember(data, Xc, settings, await booster, seed)) };
  } catch (e) {
    reply = failure(index, e);
  }
  port.postMessage(reply);
});
