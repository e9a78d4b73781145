import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHARED_ARRAYS, type SharableArray, shareArray } from "./shared-arrays.js";

const TYPES = [Float64Array, Int32Array, Int8Array, Uint8Array, Uint16Array] as const;

describe("shareArray", () => {
  it("copies an ordinary array onto shared memory with its type and entries, and the copy is its own", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.array(fc.integer({ min: -128, max: 127 }), { maxLength: 40 }),
        (Type, values) => {
          const source = new Type(values.length) as SharableArray;
          source.set(values.map((v) => (Type === Uint8Array || Type === Uint16Array ? Math.abs(v) : v)));
          const shared = shareArray(source);
          expect(shared.buffer).toBeInstanceOf(SharedArrayBuffer);
          expect(shared.constructor).toBe(Type);
          expect(Array.from(shared)).toEqual(Array.from(source));
          if (source.length > 0) {
            const before = source[0]!;
            shared[0] = before === 7 ? 8 : 7;
            expect(source[0]).toBe(before);
          }
        },
      ),
    );
  });

  it("returns an array already on shared memory itself", () => {
    const ids = SHARED_ARRAYS.int32(3);
    expect(shareArray(ids)).toBe(ids);
    const view = new Uint16Array(new SharedArrayBuffer(16), 4, 2);
    expect(shareArray(view)).toBe(view);
  });

  it("copies only a view's own entries", () => {
    const whole = Float64Array.of(1, 2, 3, 4, 5);
    const view = whole.subarray(1, 3);
    const shared = shareArray(view);
    expect(Array.from(shared)).toEqual([2, 3]);
    expect(shared.buffer.byteLength).toBe(16);
  });
});
