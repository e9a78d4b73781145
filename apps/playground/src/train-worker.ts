import { userMessage } from "./dropped-file.js";
import { type TrainRequest, type TrainResult, trainInBrowser } from "./train-in-browser.js";

/** Messages the training worker posts to the page. */
export type WorkerMessage =
  | { readonly type: "progress"; readonly round: number; readonly rounds: number }
  | { readonly type: "done"; readonly result: TrainResult }
  | { readonly type: "error"; readonly message: string };

/** The worker's global scope, as far as this file uses it. */
interface WorkerScope {
  onmessage: ((event: { data: TrainRequest }) => void) | null;
  postMessage(message: WorkerMessage): void;
}

const scope = globalThis as unknown as WorkerScope;
/** Progress is posted at most every this many milliseconds (and at the last round). */
const PROGRESS_EVERY_MS = 50;

scope.onmessage = async (event) => {
  let last = 0;
  try {
    const result = await trainInBrowser(event.data, (round, rounds) => {
      const now = performance.now();
      if (round === rounds || now - last >= PROGRESS_EVERY_MS) {
        last = now;
        scope.postMessage({ type: "progress", round, rounds });
      }
    });
    scope.postMessage({ type: "done", result });
  } catch (e) {
    scope.postMessage({ type: "error", message: userMessage(e) });
  }
};
