import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { createRandom } from "./random.js";

describe("createRandom", () => {
  test.prop([fc.integer()])("is deterministic for a seed", (seed) => {
    const a = createRandom(seed);
    const b = createRandom(seed);
    for (let i = 0; i < 20; i++) expect(a.uint32()).toBe(b.uint32());
  });

  test.prop([fc.integer(), fc.integer({ min: 1, max: 1000 })])("int(n) stays in [0, n)", (seed, n) => {
    const r = createRandom(seed);
    for (let i = 0; i < 50; i++) {
      const x = r.int(n);
      expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
    }
  });

  it("next() is roughly uniform (chi-square over 10 bins)", () => {
    const r = createRandom(7);
    const bins = new Array<number>(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) bins[Math.floor(r.next() * 10)]!++;
    const expected = n / 10;
    const chi2 = bins.reduce((s, b) => s + (b - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(27.9); // 99.9% quantile, 9 degrees of freedom
  });

  it("different seeds and forks give different streams", () => {
    const a = createRandom(1);
    const b = createRandom(2);
    const f = a.fork();
    const sa = [a.uint32(), a.uint32()];
    expect(sa).not.toEqual([b.uint32(), b.uint32()]);
    expect(sa).not.toEqual([f.uint32(), f.uint32()]);
  });

  it("rejects bad arguments", () => {
    expect(() => createRandom(Number.NaN)).toThrow(/finite/);
    expect(() => createRandom(1).int(0)).toThrow(/int\(n\)/);
    expect(() => createRandom(1).int(2.5)).toThrow(/int\(n\)/);
  });
});
