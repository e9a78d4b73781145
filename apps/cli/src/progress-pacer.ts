/** When a progress line is due (see {@link createPacer}). */
export interface ProgressPacer {
  /** Whether a line may be printed now; when it says yes, the next period starts now. */
  due(): boolean;
  /** Seconds since the pacer was created. */
  elapsedSeconds(): number;
}

/**
 * The rhythm of progress lines when standard error is not a terminal: at most one line per
 * `everySeconds` (`--log-every`), the first one period after the start, none at all for 0. Every
 * progress display of the CLI paces its lines with one.
 *
 * @param everySeconds - the period; 0 (or less) prints nothing
 * @param now - a clock in milliseconds (default `performance.now`; tests pass a fake one)
 * @returns the pacer, started now
 *
 * @example
 * ```ts
 * import { createPacer } from "./progress-pacer.js";
 * let t = 0;
 * const pacer = createPacer(10, () => t);
 * t = 9_999;
 * pacer.due(); // false: less than a period since the start
 * t = 10_000;
 * pacer.due(); // true, and the next line is due at 20 s
 * ```
 */
export function createPacer(
  everySeconds: number,
  now: () => number = () => performance.now(),
): ProgressPacer {
  const start = now();
  let last = start;
  const period = everySeconds * 1000;
  return {
    due() {
      if (!(period > 0)) return false;
      const t = now();
      if (t - last < period) return false;
      last = t;
      return true;
    },
    elapsedSeconds: () => (now() - start) / 1000,
  };
}
