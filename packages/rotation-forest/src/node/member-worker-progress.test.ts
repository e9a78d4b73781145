import type { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { resolveForestSettings } from "../forest-settings.js";
import { toyData } from "../test-support/small-forest.js";
import { defaultBaseModule } from "./base-module.js";
import { startMemberWorkers } from "./member-pool.js";
import type { JobRequest, MemberReply, MemberRequest, ProgressReply, ReadyReply } from "./member-protocol.js";

type Reply = MemberReply | ReadyReply | ProgressReply;

/** Sends a job and one member to a worker and collects its replies until the member comes back. */
function trainOne(worker: Worker, progress: boolean): Promise<Reply[]> {
  const data = toyData();
  const settings = resolveForestSettings(
    { subsetSize: 1, lsiDims: 1, baseIterations: 3 },
    1,
    data.X.cols,
    "adaboost-mh",
  );
  const replies: Reply[] = [];
  return new Promise((resolve, reject) => {
    worker.on("error", reject);
    worker.on("message", (reply: Reply) => {
      replies.push(reply);
      if (reply.kind === "ready") {
        const member: MemberRequest = { kind: "member", job: 1, index: 0, seed: 5 };
        worker.postMessage(member);
      }
      if (reply.kind === "member") resolve(replies);
    });
    const job: JobRequest = { kind: "job", job: 1, data, settings, progress };
    worker.postMessage(job);
  });
}

describe("member worker progress", () => {
  it("posts the member's LSI and round progress before the member when asked, and none otherwise", async () => {
    const [asked, quiet] = startMemberWorkers(defaultBaseModule(), 2);
    try {
      const told = await trainOne(asked!, true);
      const progress = told.filter((r): r is ProgressReply => r.kind === "progress");
      expect(progress.filter((p) => p.stage === "rounds").map((p) => p.done)).toEqual([1, 2, 3]);
      expect(progress.filter((p) => p.stage === "lsi").at(-1)).toMatchObject({ done: 6, total: 6, index: 0 });
      expect(told.at(-1)!.kind).toBe("member");
      expect("error" in told.at(-1)!).toBe(false);
      const silent = await trainOne(quiet!, false);
      expect(silent.map((r) => r.kind)).toEqual(["ready", "member"]);
    } finally {
      await Promise.all([asked!.terminate(), quiet!.terminate()]);
    }
  });
});
