import type { StaleSink } from "@textboost/statistics";

/**
 * Reports stale slots into a context's shared list (an atomic counter hands out its places); sets
 * `staleCount[1]` when the list is full. One class, so the kernels' call to `add` has one target.
 */
class SharedStaleReporter implements StaleSink {
  constructor(private readonly c: { readonly stale: Int32Array; readonly staleCount: Int32Array }) {}

  add(at: number): void {
    const { stale, staleCount } = this.c;
    const place = Atomics.add(staleCount, 0, 1);
    if (place < stale.length) stale[place] = at;
    else Atomics.store(staleCount, 1, 1);
  }
}

/**
 * A sink that reports the stale slots of a table update into `c`'s shared list, from any thread.
 *
 * @param c - the list and its counter: `staleCount[0]` the next free place, `staleCount[1]` set to 1
 *   when a slot found no place (the caller then recomputes everything)
 * @returns the sink to pass to `updateLabel`, `updateGroup` or the WebAssembly kernels
 *
 * @example
 * ```ts
 * const c = { stale: new Int32Array(new SharedArrayBuffer(8)), staleCount: new Int32Array(new SharedArrayBuffer(8)) };
 * const sink = staleReporter(c);
 * sink.add(7); sink.add(9); sink.add(11); // the third finds no place
 * [c.stale[0], c.stale[1], c.staleCount[1]]; // [7, 9, 1]
 * ```
 */
export function staleReporter(c: { readonly stale: Int32Array; readonly staleCount: Int32Array }): StaleSink {
  return new SharedStaleReporter(c);
}
