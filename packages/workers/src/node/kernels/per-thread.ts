/** What each thread bound for a shared context on its first task of it ({@link perThread}). */
const boundPerContext = new WeakMap<object, unknown>();

/**
 * What this thread bound for context `c`, bound on its first task of it with the next scratch that
 * `slots` hands out (each thread of a task gets scratch of its own), and kept while `c` lives.
 *
 * @example
 * ```ts no-run
 * declare const context: object, slots: Int32Array;
 * const scratch = perThread(context, slots, (thread) => new Float64Array(64 + thread)); // bound once a thread
 * ```
 */
export function perThread<T>(c: object, slots: Int32Array, bind: (thread: number) => T): T {
  if (!boundPerContext.has(c)) boundPerContext.set(c, bind(Atomics.add(slots, 0, 1)));
  return boundPerContext.get(c) as T;
}
