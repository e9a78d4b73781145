import type { TrainingSet } from "@textboost/core";
import { createWasmMemory, wasmRegions } from "../wasm-loaders/wasm-engine.js";
import { registerWeightsMemory, weightsMemoryRegions } from "../wasm-loaders/weights-memory.js";

/**
 * D in a registered weights memory, as a boosting loop's pair passes lay it out (with `rooms` rooms,
 * this thread's `room`, and a region after the layout's that no kernel may write), set to `w`, and
 * the training set's signs copied in.
 */
export function weightsInMemory(ts: TrainingSet, w: ArrayLike<number>, rooms = 1, room = 0) {
  const g = ts.X.rows;
  const m = ts.Y.cols;
  const { at, end } = wasmRegions({ ...weightsMemoryRegions(g, m, rooms), other: 8 });
  const memory = createWasmMemory(end)!;
  const D = new Float64Array(memory.buffer, at.weights, g * m);
  D.set(w);
  new Int8Array(memory.buffer, at.signs, g * m).set(ts.signs);
  registerWeightsMemory(D, { memory, shared: false, signs: ts.signs, at, rooms, room });
  return { D, memory, at };
}
