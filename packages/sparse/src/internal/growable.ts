/**
 * Append-only typed-array buffers that double their capacity, so builders of matrices with millions of
 * non-zeros never hold a JavaScript array of numbers per entry.
 */

/** A growable Int32Array. */
export class GrowableInt32 {
  data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Int32Array(Math.max(16, capacity));
  }

  /** Makes room for `extra` more elements. */
  reserve(extra: number): void {
    const need = this.length + extra;
    if (need <= this.data.length) return;
    let cap = this.data.length * 2;
    while (cap < need) cap *= 2;
    const next = new Int32Array(cap);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  push(x: number): void {
    if (this.length === this.data.length) this.reserve(1);
    this.data[this.length++] = x;
  }

  /** A trimmed copy of the contents. */
  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** A growable Float64Array. */
export class GrowableFloat64 {
  data: Float64Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Float64Array(Math.max(16, capacity));
  }

  reserve(extra: number): void {
    const need = this.length + extra;
    if (need <= this.data.length) return;
    let cap = this.data.length * 2;
    while (cap < need) cap *= 2;
    const next = new Float64Array(cap);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  push(x: number): void {
    if (this.length === this.data.length) this.reserve(1);
    this.data[this.length++] = x;
  }

  /** Appends `n` copies of `x`. */
  fill(x: number, n: number): void {
    this.reserve(n);
    this.data.fill(x, this.length, this.length + n);
    this.length += n;
  }

  toArray(): Float64Array {
    return this.data.slice(0, this.length);
  }
}
