// Browsers and Node both have setTimeout; the ES2022 library core compiles against does not declare it.
declare const setTimeout: (callback: () => void, ms: number) => unknown;

/**
 * Returns `pause()`, which gives the event loop a turn (a `setTimeout(0)`) when more than `everyMs`
 * milliseconds have passed since the last turn, and otherwise returns at once. Long synchronous loops
 * (a boosting fit) call it between rounds so that timers, I/O and `AbortSignal`s fired from them get
 * through, at a cost of about one timer per `everyMs`.
 *
 * @param everyMs - longest stretch without a turn (default 20 ms)
 *
 * @example
 * ```ts
 * const pause = eventLoopYielder();
 * const rounds = 100;
 * let total = 0;
 * for (let s = 0; s < rounds; s++) { total += s; await pause(); } // other tasks get the thread every 20 ms
 * ```
 */
export function eventLoopYielder(everyMs = 20): () => Promise<void> {
  let last = Date.now();
  return async () => {
    if (Date.now() - last <= everyMs) return;
    await new Promise<void>((resolve) => setTimeout(() => resolve(), 0));
    last = Date.now();
  };
}
