import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbLabelTree } from "./label-tree.js";
import { arbLabelVector } from "./label-vector.js";
import { arbPairWeights, arbWeightMatrix } from "./pair-weights.js";

/** Depth of every node by walking parents; throws on a cycle. */
function depths(parents: Int32Array): number[] {
  return Array.from(parents, (_, l) => {
    let d = 0;
    for (let at = l; parents[at] !== -1; at = parents[at]!) {
      if (++d > parents.length) throw new Error(`cycle through ${l}`);
    }
    return d;
  });
}

describe("arbLabelTree", () => {
  test.prop([arbLabelTree()])("is an acyclic parent array with at least one root", (parents) => {
    expect(parents.length >= 1 && parents.length <= 8).toBe(true);
    for (const p of parents) expect(p >= -1 && p < parents.length).toBe(true);
    parents.forEach((p, l) => {
      expect(p).not.toBe(l);
    });
    expect(() => depths(parents)).not.toThrow();
    expect(parents.includes(-1)).toBe(true);
  });

  test.prop([arbLabelTree({ labels: { min: 1, max: 12 }, singleRoot: true })])(
    "singleRoot: one tree",
    (parents) => {
      expect(parents.filter((p) => p === -1).length).toBe(1);
      expect(() => depths(parents)).not.toThrow();
    },
  );

  it("produces forests, deep trees and parents with larger ids than their children", () => {
    const sample = fc.sample(arbLabelTree({ labels: 6 }), { numRuns: 100, seed: 7 });
    expect(sample.some((p) => p.filter((x) => x === -1).length > 1)).toBe(true);
    expect(sample.some((p) => Math.max(...depths(p)) >= 3)).toBe(true);
    expect(sample.some((p) => p.some((x, l) => x > l))).toBe(true);
  });
});

describe("arbPairWeights / arbWeightMatrix", () => {
  test.prop([fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat()])(
    "non-negative, rows x labels, summing to 1",
    (rows, labels, seed) => {
      const [w] = fc.sample(arbPairWeights(rows, labels), { numRuns: 1, seed });
      expect(w!.length).toBe(rows * labels);
      let sum = 0;
      for (const x of w!) {
        expect(x).toBeGreaterThanOrEqual(0);
        sum += x;
      }
      expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
    },
  );

  it("includes zeros, the uniform distribution and very skewed weights", () => {
    const sample = fc.sample(arbPairWeights(4, 3), { numRuns: 100, seed: 8 });
    expect(sample.some((w) => w.includes(0))).toBe(true);
    expect(sample.some((w) => w.every((x) => x === 1 / 12))).toBe(true);
    expect(sample.some((w) => Math.min(...w.filter((x) => x > 0)) < 1e-6 * Math.max(...w))).toBe(true);
  });

  test.prop([arbWeightMatrix(3, 2)])("arbWeightMatrix wraps the same weights", (W) => {
    expect([W.rows, W.cols, W.data.length]).toEqual([3, 2, 6]);
  });
});

describe("arbLabelVector", () => {
  test.prop([fc.nat(12).chain((k) => fc.tuple(fc.constant(k), arbLabelVector(k)))])(
    "is k entries of ±1",
    ([k, y]) => {
      expect(y).toBeInstanceOf(Int8Array);
      expect(y.length).toBe(k);
      for (const v of y) expect(v === 1 || v === -1).toBe(true);
    },
  );

  it("produces all-negative and all-positive vectors", () => {
    const sample = fc.sample(arbLabelVector(3), { numRuns: 100, seed: 9 });
    expect(sample.some((y) => y.every((v) => v === -1))).toBe(true);
    expect(sample.some((y) => y.every((v) => v === 1))).toBe(true);
  });
});
