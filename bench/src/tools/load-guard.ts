import { loadavg } from "node:os";

/** The machine's 1-, 5- and 15-minute load averages, rounded to 0.01. */
export function loadAverage(): [number, number, number] {
  const [a, b, c] = loadavg();
  const r = (x: number | undefined) => Math.round((x ?? 0) * 100) / 100;
  return [r(a), r(b), r(c)];
}

/**
 * Tracks the highest 1-minute load average seen while figures were taken, so a bench can refuse to
 * write timing figures taken on a busy machine (`--max-load L`; a shared 2-core machine is "quiet"
 * below about 1.5).
 */
export class LoadGuard {
  #highest = 0;
  constructor(readonly maxLoad: number) {}

  /** Samples the load average now; returns it for printing beside a figure. */
  sample(): [number, number, number] {
    const load = loadAverage();
    this.#highest = Math.max(this.#highest, load[0]);
    return load;
  }

  /** The highest 1-minute load average sampled. */
  get highest(): number {
    return this.#highest;
  }

  /** True when every sample was at or below the stated maximum. */
  get quiet(): boolean {
    return this.#highest <= this.maxLoad;
  }
}
