/**
 * Receives the flat index of every table slot whose error estimate passed the tolerance during an
 * update, or -1 when some were lost (the statistics then recompute everything). The update's kernels
 * call `add`, a method of one class per thread, never a closure made per training set: a call whose
 * target changed from one booster to the next made V8 throw away the kernels' compiled code.
 */
export interface StaleSink {
  add(at: number): void;
}

/**
 * The stale slots of one training set's update in this thread, a growing list ({@link StaleSink}).
 *
 * @example
 * ```ts
 * const stale = createStaleSlots();
 * stale.add(12);
 * stale.count; // 1, at stale.slots[0]
 * ```
 */
export interface StaleSlots extends StaleSink {
  readonly slots: Int32Array;
  /** Number of slots listed. */
  count: number;
  /** Set when `add(-1)` said some were lost. */
  lostTrack: boolean;
}

class GrowingStaleSlots implements StaleSlots {
  slots = new Int32Array(1024);
  count = 0;
  lostTrack = false;

  add(at: number): void {
    if (at < 0) {
      this.lostTrack = true;
      return;
    }
    if (this.count === this.slots.length) {
      const grown = new Int32Array(2 * this.slots.length);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.count++] = at;
  }
}

/** An empty {@link StaleSlots}. */
export function createStaleSlots(): StaleSlots {
  return new GrowingStaleSlots();
}
