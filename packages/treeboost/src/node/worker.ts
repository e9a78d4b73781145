/// <reference types="node" />
// The worker thread of @textboost/treeboost/node: trains some nodes of a TreeBoost.MH plan, or loads
// a model and scores blocks of documents, as the main thread asks. Loaded as built JavaScript
// (dist/node/worker.js): Node 20 workers cannot load TypeScript.
import { parentPort } from "node:worker_threads";
import type { Model } from "@textboost/core";
import { loadTreeBoost } from "../load-tree-boost.js";
import { trainNodeShare } from "./node-share.js";
import type { WorkerReply, WorkerRequest } from "./protocol.js";
import { resolveWorkerBase } from "./worker-base.js";

const port = parentPort!;
let model: Model | undefined;

const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []): void =>
  port.postMessage(message, transfer);

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.op) {
    case "train": {
      const { op: _, id, ...share } = request;
      const nodes = await trainNodeShare(share, (index, event) => reply({ id, type: "round", index, event }));
      reply({ id, type: "trained", nodes });
      return;
    }
    case "load": {
      const { load } = await resolveWorkerBase(request.base);
      model = loadTreeBoost(request.model, { loadBase: load });
      reply({ id: request.id, type: "loaded" });
      return;
    }
    case "score": {
      if (!model) throw new Error("no model loaded");
      const data = model.scores(request.X, { rounds: request.rounds }).data;
      reply({ id: request.id, type: "scores", data }, [data.buffer as ArrayBuffer]);
      return;
    }
  }
}

port.on("message", (request: WorkerRequest) => {
  handle(request).catch((e: unknown) => {
    const error = e as { code?: unknown; message?: unknown; stack?: unknown };
    reply({
      id: request.id,
      type: "error",
      ...(typeof error?.code === "string" ? { code: error.code } : {}),
      message: String(error?.message ?? e),
    });
  });
});
