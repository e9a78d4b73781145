// The shared counter every task's threads take their chunks from.

/**
 * What every task context has: a shared counter the threads take chunks from. The threads of a task
 * (the workers, and the calling thread when it runs or helps) take chunk after chunk with
 * `Atomics.add` until none is left, so a thread that is slow or descheduled holds up nobody.
 */
export interface ChunkedContext {
  /** `counter[0]`: the next chunk to take; reset to 0 before each task. */
  readonly counter: Int32Array;
}

/** Chunk boundaries: chunk c is [cuts[c], cuts[c + 1]). */
export interface Chunks {
  readonly cuts: readonly number[];
}

/**
 * The next chunk for this thread, or -1 when none is left. The chunks are handed out in ascending
 * order, so each thread's chunks ascend too. Kernels loop on it inline (no callback: a closure per
 * chunk would keep V8 from optimising the inner loops as well).
 *
 * @example
 * ```ts no-run
 * declare const c: ChunkedContext, cuts: readonly number[];
 * for (let chunk = takeChunk(c, cuts); chunk >= 0; chunk = takeChunk(c, cuts)) {
 *   // work on [cuts[chunk], cuts[chunk + 1])
 * }
 * ```
 */
export function takeChunk(c: ChunkedContext, cuts: readonly number[]): number {
  const chunk = Atomics.add(c.counter, 0, 1);
  return chunk < cuts.length - 1 ? chunk : -1;
}
