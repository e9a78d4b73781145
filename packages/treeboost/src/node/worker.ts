/// <reference types="node" />
// The worker thread of @textboost/treeboost/node: trains some nodes of a TreeBoost.MH plan, or loads
// a model and scores blocks of documents, as the main thread asks. Loaded as built JavaScript
// (dist/node/worker.js): Node 20 workers cannot load TypeScript.
import { parentPort } from "node:worker_threads";
import type { Model } from "@textboost/core";
import { labelTree } from "@textboost/core";
import { loadTreeBoost } from "../load-tree-boost.js";
import { localExamples } from "../local-examples.js";
import { trainNodes } from "../train-nodes.js";
import { treeBoostPlan } from "../tree-plan.js";
import type { WorkerReply, WorkerRequest } from "./protocol.js";
import { resolveWorkerBase } from "./worker-base.js";

const port = parentPort!;
let model: Model | undefined;

const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []): void =>
  port.postMessage(message, transfer);

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.op) {
    case "train": {
      const { booster } = await resolveWorkerBase(request.base);
      const tree = labelTree(request.tree);
      const plan = treeBoostPlan(tree, request.labelNodes);
      const examples = localExamples(plan, request.data.Y);
      const trained = await trainNodes(request.data, plan, examples, request.nodes, booster, {
        iterations: request.iterations,
        ...(request.seed === undefined ? {} : { seed: request.seed }),
        ...(request.glocal === undefined ? {} : { glocal: request.glocal }),
        onRound: (index, event) => reply({ id: request.id, type: "round", index, event }),
      });
      reply({
        id: request.id,
        type: "trained",
        nodes: trained.map((t) => ({
          index: t.index,
          columns: t.columns,
          model: t.model === null ? null : t.model.toJSON(),
        })),
      });
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
