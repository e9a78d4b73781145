import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { labelTotals, weightsMemoryOf } from "@textboost/statistics";
import {
  perLabelStump,
  presenceStump,
  streamedPerLabelStump,
  streamedPresenceStump,
} from "@textboost/stumps";
import { arbDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { boostAdditive, type Normalization } from "./boost-additive.js";
import { createPairPasses } from "./pair-passes.js";

/**
 * A problem of g documents and m labels: signs, starting weights, factors, side bits and 1 / Z. Up to
 * 40 labels, so that the kernels' steps of sixteen labels, their pairs after them and an odd label
 * last all run.
 */
const arbPairs = fc
  .record({ g: fc.integer({ min: 1, max: 30 }), m: fc.integer({ min: 1, max: 40 }) })
  .chain(({ g, m }) =>
    fc.record({
      g: fc.constant(g),
      m: fc.constant(m),
      signs: fc.array(fc.boolean(), { minLength: g * m, maxLength: g * m }),
      weights: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: g * m, maxLength: g * m }),
      factor: fc.array(fc.double({ min: 1e-3, max: 10, noNaN: true }), {
        minLength: 4 * m,
        maxLength: 4 * m,
      }),
      sides: fc.array(fc.boolean(), { minLength: g * m, maxLength: g * m }),
      inv: fc.array(fc.double({ min: 0.5, max: 4, noNaN: true }), { minLength: m, maxLength: m }),
    }),
  );

const sameBits = (a: Float64Array, b: Float64Array) => {
  expect(a.length).toBe(b.length);
  for (let u = 0; u < a.length; u++)
    expect(Object.is(a[u], b[u]), `entry ${u}: ${a[u]} against ${b[u]}`).toBe(true);
};

describe("pair passes", () => {
  it("run in WebAssembly SIMD on Node 20 (where the speed comes from)", () => {
    expect(createPairPasses(Int8Array.of(1, -1, -1), 1, 3).simd).toBe(true);
    expect(createPairPasses(Int8Array.of(1, -1, -1), 1, 3, { simd: false }).simd).toBe(false);
  });

  it("start from uniform weights", () => {
    const passes = createPairPasses(new Int8Array(6).fill(-1), 2, 3);
    expect(Array.from(passes.weights)).toEqual(new Array(6).fill(1 / 6));
  });

  it("place D on shared memory when asked, in WebAssembly and in JavaScript", () => {
    for (const simd of [true, false]) {
      const passes = createPairPasses(Int8Array.of(1, -1, -1), 1, 3, { simd, shared: true });
      expect(passes.simd).toBe(simd);
      expect(passes.weights.buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(createPairPasses(Int8Array.of(1, -1, -1), 1, 3, { simd }).weights.buffer).not.toBeInstanceOf(
        SharedArrayBuffer,
      );
    }
  });

  it("register D in WebAssembly memory as a weights memory with its signs, for kernels over D in place", () => {
    const signs = Int8Array.of(1, -1, -1, 1, 1, -1);
    for (const shared of [false, true]) {
      const passes = createPairPasses(signs, 2, 3, { shared });
      const memory = weightsMemoryOf(passes.weights)!;
      expect(memory.shared).toBe(shared);
      expect(memory.signs).toBe(signs);
      expect(Array.from(new Int8Array(memory.memory.buffer, memory.at.signs, 6))).toEqual(Array.from(signs));
      expect(weightsMemoryOf(createPairPasses(signs, 2, 3, { simd: false, shared }).weights)).toBeUndefined();
    }
  });

  test.prop([arbPairs, fc.boolean(), fc.integer({ min: 1, max: 3 })])(
    "SIMD and JavaScript, on ordinary or shared memory, give the same bits: reweighting (per document and per pair) and normalising",
    (p, perPair, rounds) => {
      const signs = Int8Array.from(p.signs, (b) => (b ? 1 : -1));
      const js = createPairPasses(signs, p.g, p.m, { simd: false });
      const all = [
        js,
        createPairPasses(signs, p.g, p.m),
        createPairPasses(signs, p.g, p.m, { shared: true }),
        createPairPasses(signs, p.g, p.m, { simd: false, shared: true }),
      ];
      for (const passes of all) passes.weights.set(p.weights);
      const factor = Float64Array.from(p.factor);
      const inv = Float64Array.from(p.inv);
      for (let s = 0; s < rounds; s++) {
        const sums = all.map(() => new Float64Array(p.m));
        all.forEach((passes, at) => {
          const sides = passes.sides(perPair);
          for (let u = 0; u < sides.length; u++) sides[u] = p.sides[(u + s) % p.sides.length] ? 1 : 0;
          passes.reweight(factor, perPair, sums[at]!);
        });
        for (let at = 1; at < all.length; at++) {
          sameBits(all[at]!.weights, js.weights);
          sameBits(sums[at]!, sums[0]!);
        }
        const totals = all.map(() => ({ positive: new Float64Array(p.m), negative: new Float64Array(p.m) }));
        all.forEach((passes, at) => {
          passes.normalise(inv, totals[at]!.positive, totals[at]!.negative);
        });
        for (let at = 1; at < all.length; at++) {
          sameBits(all[at]!.weights, js.weights);
          sameBits(totals[at]!.positive, totals[0]!.positive);
          sameBits(totals[at]!.negative, totals[0]!.negative);
        }
      }
    },
  );

  test.prop([arbPairs, fc.array(fc.boolean(), { minLength: 1, maxLength: 4 })])(
    "the side bits a round asks for are zero, whatever the rounds before set and in which mode",
    (p, modes) => {
      const signs = Int8Array.from(p.signs, (b) => (b ? 1 : -1));
      for (const passes of [
        createPairPasses(signs, p.g, p.m),
        createPairPasses(signs, p.g, p.m, { simd: false }),
      ]) {
        for (const perPair of modes) {
          const sides = passes.sides(perPair);
          expect(sides.length).toBe(perPair ? p.g * p.m : p.g);
          expect(sides.every((b) => b === 0)).toBe(true);
          for (let u = 0; u < sides.length; u++) sides[u] = p.sides[u % p.sides.length] ? 1 : 0;
          passes.reweight(Float64Array.from(p.factor), perPair, new Float64Array(p.m));
        }
        expect(passes.sides(true).every((b) => b === 0)).toBe(true);
      }
    },
  );

  test.prop([
    arbDataset({ rows: { min: 1, max: 25 }, features: { min: 1, max: 6 }, labels: { min: 1, max: 40 } }),
    fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 50 }),
    fc.boolean(),
  ])(
    "normalise's label totals are labelTotals' bits over the new weights (the learners take them as theirs)",
    (data, weights, simd) => {
      const ts = trainingSet(data.X, data.Y);
      const g = ts.X.rows;
      const m = ts.Y.cols;
      const passes = createPairPasses(ts.signs, g, m, { simd });
      for (let u = 0; u < g * m; u++) passes.weights[u] = weights[u % weights.length]!;
      const positive = new Float64Array(m);
      const negative = new Float64Array(m);
      passes.normalise(new Float64Array(m).fill(1 / 3), positive, negative);
      for (const summed of [labelTotals(ts, passes.weights), labelTotals(ts, passes.weights, false)]) {
        sameBits(positive, summed.positive);
        sameBits(negative, summed.negative);
      }
    },
  );

  it("reweight multiplies each pair by the factor of its side and sign, and sums per label", () => {
    // Two documents, two labels; document 0 on the present side.
    const passes = createPairPasses(Int8Array.of(1, -1, -1, 1), 2, 2);
    passes.weights.set([1, 2, 3, 4]);
    passes.sides(false)[0] = 1;
    // factor[side * 4 + (y > 0 ? 2 : 0) + j]
    const factor = Float64Array.of(10, 20, 30, 40, 50, 60, 70, 80);
    const sums = new Float64Array(2);
    passes.reweight(factor, false, sums);
    // (0,0): side 1, y = +1 -> 70; (0,1): side 1, y = −1 -> 60; (1,0): side 0, y = −1 -> 10; (1,1): side 0, y = +1 -> 40
    expect(Array.from(passes.weights)).toEqual([70, 120, 30, 160]);
    expect(Array.from(sums)).toEqual([100, 280]);
  });
});

describe.each([
  ["AdaBoost.MH", presenceStump(), "global"],
  ["MP-Boost", perLabelStump(), "per-label"],
  // Their sums read D in place in the passes' memory (termSidesOf) with SIMD, and in JavaScript without.
  ["AdaBoost.MH, streamed", streamedPresenceStump(), "global"],
  ["MP-Boost, streamed", streamedPerLabelStump(), "per-label"],
] as const)("%s with and without SIMD", (_, learner, normalization) => {
  test.prop(
    [
      arbDataset({ rows: { min: 1, max: 25 }, features: { min: 1, max: 12 }, labels: { min: 1, max: 19 } }),
      fc.integer({ min: 1, max: 15 }),
    ],
    { numRuns: 30 },
  )("byte-identical model files", async (data, iterations) => {
    const common = { algorithm: "t", learner, normalization: normalization as Normalization, iterations };
    const simd = await boostAdditive(data, common);
    const js = await boostAdditive(data, { ...common, simd: false });
    expect(JSON.stringify(simd.toJSON())).toBe(JSON.stringify(js.toJSON()));
  });
});
