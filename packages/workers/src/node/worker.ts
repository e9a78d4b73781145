/// <reference types="node" />
// The worker thread of a WorkerPool. It waits on its control array (Atomics.wait), takes the main
// thread's messages synchronously from its port (receiveMessageOnPort), runs the named task of
// kernels.ts on the shared context and signals completion. Loaded as built JavaScript
// (dist/node/worker.js): Node 20 workers cannot load TypeScript.
import { type MessagePort, receiveMessageOnPort, workerData } from "node:worker_threads";
import {
  DONE,
  describeFailure,
  failureOf,
  REQUEST,
  type Request,
  STATE,
  STATE_BROKEN,
  STATE_EXITED,
  STATE_READY,
  type WorkerFailure,
} from "./protocol.js";

const { control, port } = workerData as { control: Int32Array; port: MessagePort };

const fail = (failure: WorkerFailure): void => port.postMessage(failure);

type Task = (context: unknown, args: unknown) => void;
let kernels: Record<string, Task> | undefined;
try {
  // Imported here rather than statically, so a module that fails to load is reported, not a hang.
  kernels = (await import("./kernels.js")).KERNELS as unknown as Record<string, Task>;
} catch (e) {
  fail({ startup: true, message: `worker thread could not load its tasks: ${describeFailure(e)}` });
  Atomics.store(control, STATE, STATE_BROKEN);
  Atomics.notify(control, DONE);
}

const contexts = new Map<number, unknown>();

function handle(kernels: Record<string, Task>, request: Request): void {
  switch (request.op) {
    case "share":
      contexts.set(request.id, request.context);
      return;
    case "release":
      contexts.delete(request.id);
      return;
    case "run": {
      const task = kernels[request.kernel];
      if (!task) throw new Error(`unknown task "${request.kernel}"`);
      if (!contexts.has(request.id)) throw new Error(`unknown shared context ${request.id}`);
      task(contexts.get(request.id), request.args);
      return;
    }
  }
}

/** Answers requests until the thread is terminated. */
function serve(kernels: Record<string, Task>): void {
  Atomics.store(control, STATE, STATE_READY);
  Atomics.notify(control, DONE);
  try {
    let seen = 0;
    for (;;) {
      Atomics.wait(control, REQUEST, seen);
      seen = Atomics.load(control, REQUEST);
      for (let entry = receiveMessageOnPort(port); entry; entry = receiveMessageOnPort(port)) {
        const request = entry.message as Request;
        try {
          handle(kernels, request);
        } catch (e) {
          fail(failureOf(e, request.seq));
        }
        Atomics.store(control, DONE, request.seq);
        Atomics.notify(control, DONE);
      }
    }
  } finally {
    Atomics.store(control, STATE, STATE_EXITED);
    Atomics.notify(control, DONE);
  }
}

if (kernels) serve(kernels);
