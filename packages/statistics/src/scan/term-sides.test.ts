import { fc, test } from "@fast-check/vitest";
import { csrFromRows, labelMatrix, trainingSet } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { addTermWeightsBySign } from "../sum/document-weights.js";
import { arbWeighted } from "../test-support/arb-weighted.js";
import { bits } from "../test-support/bits.js";
import { weightsInMemory } from "../test-support/weights-in-memory.js";
import { createWasmMemory, wasmRegions } from "../wasm-loaders/wasm-engine.js";
import {
  registerWeightsMemory,
  weightsMemoryOf,
  weightsMemoryRegions,
} from "../wasm-loaders/weights-memory.js";
import { termSidesOf } from "./term-sides.js";

/** A weighted training set (zeros among the weights) and a range of its labels. */
const arbRanged = fc.tuple(arbWeighted({ zeros: true }), fc.nat(), fc.nat()).map(([{ ts, w }, a, b]) => {
  const m = ts.Y.cols;
  return { ts, w, from: Math.min(a % (m + 1), b % (m + 1)), to: Math.max(a % (m + 1), b % (m + 1)) };
});

describe("termSidesOf", () => {
  test.prop([arbRanged])(
    "over D in a weights memory, every term's sides of [from, to) have the bits of addTermWeightsBySign's",
    ({ ts, w, from, to }) => {
      const { D } = weightsInMemory(ts, w);
      const sides = termSidesOf(ts, D);
      for (let k = 0; k < ts.X.cols; k++) {
        const expected = new Float64Array(2 * (to - from));
        addTermWeightsBySign(ts, D, k, from, to, expected);
        // Scratch left dirty by the last term: the sides must not add to it.
        const out = new Float64Array(2 * (to - from)).fill(7);
        sides(k, from, to, out);
        expect(bits(out)).toEqual(bits(expected));
      }
    },
  );

  it("sums a term of many documents (its ids copied from a view) as addTermWeightsBySign does", () => {
    // Term 0 in 140 of 160 documents, term 1 in 10: the long list and the short one.
    const g = 160;
    const rows = Array.from({ length: g }, (_, i) => ({ indices: i % 16 === 3 ? [1] : i < 150 ? [0] : [] }));
    const Y = labelMatrix(
      Array.from({ length: g }, (_, i) => (i % 3 === 0 ? [i % 9] : [])),
      9,
    );
    const ts = trainingSet(csrFromRows(rows, 2), Y);
    const w = Array.from({ length: g * 9 }, (_, p) => 1 / (p + 1));
    const { D } = weightsInMemory(ts, w);
    for (const k of [0, 1]) {
      const expected = new Float64Array(18);
      addTermWeightsBySign(ts, D, k, 0, 9, expected);
      const out = new Float64Array(18);
      termSidesOf(ts, D)(k, 0, 9, out);
      expect(bits(out)).toEqual(bits(expected));
    }
  });

  it("runs the kernel in the memory: the term's documents are copied into its room", () => {
    // 3 documents, 2 terms, 9 labels; term 1 in documents 0 and 2.
    const X = csrFromRows([{ indices: [1] }, { indices: [0] }, { indices: [0, 1] }], 2);
    const Y = labelMatrix([[0, 8], [3], []], 9);
    const ts = trainingSet(X, Y);
    const w = Array.from({ length: 27 }, (_, p) => p + 1);
    const { D, memory, at } = weightsInMemory(ts, w);
    const out = new Float64Array(18);
    termSidesOf(ts, D)(1, 0, 9, out);
    expect(Array.from(new Int32Array(memory.buffer, at.termDocuments, 2))).toEqual([0, 2]);
    // Label 0: document 0 positive (weight 1), document 2 negative (19); label 8: 9 positive, 27 negative.
    expect([out[0], out[1], out[16], out[17]]).toEqual([19, 1, 27, 9]);
  });

  it("uses this thread's room: a worker's view registered with room 1 of 2 writes there", () => {
    const X = csrFromRows([{ indices: [0] }, { indices: [0] }, { indices: [] }], 1);
    const ts = trainingSet(X, labelMatrix([[0, 1, 2, 3], [], [1]], 4));
    const { at, end } = wasmRegions(weightsMemoryRegions(3, 4, 2));
    const memory = createWasmMemory(end)!;
    const D = new Float64Array(memory.buffer, at.weights, 12);
    D.set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    new Int8Array(memory.buffer, at.signs, 12).set(ts.signs);
    registerWeightsMemory(D, { memory, shared: false, signs: ts.signs, at, rooms: 2, room: 1 });
    const out = new Float64Array(8);
    termSidesOf(ts, D)(0, 0, 4, out);
    expect(Array.from(out)).toEqual([5, 1, 6, 2, 7, 3, 8, 4]);
    // Room 0's documents untouched; room 1's (a room of 3 ids padded to 128 bytes further) hold the term's two.
    expect(Array.from(new Int32Array(memory.buffer, at.termDocuments, 3))).toEqual([0, 0, 0]);
    expect(Array.from(new Int32Array(memory.buffer, at.termDocuments + 128, 2))).toEqual([0, 1]);
    expect(Array.from(new Float64Array(memory.buffer, at.termSides + 128, 8))).toEqual(Array.from(out));
  });

  it("runs the kernel for signs that are a view of the memory's own copy", () => {
    const X = csrFromRows([{ indices: [0] }, { indices: [0] }], 1);
    const ts = trainingSet(X, labelMatrix([[0, 1, 2, 3], []], 4));
    const { D, memory, at } = weightsInMemory(ts, [1, 2, 3, 4, 5, 6, 7, 8]);
    const view = { ...ts, signs: new Int8Array(memory.buffer, at.signs, 8) };
    const out = new Float64Array(8);
    termSidesOf(view, D)(0, 0, 4, out);
    expect(Array.from(out)).toEqual([5, 1, 6, 2, 7, 3, 8, 4]);
    expect(Array.from(new Int32Array(memory.buffer, at.termDocuments, 2))).toEqual([0, 1]);
  });

  it("sums in JavaScript where D is an ordinary array or the signs are another set's", () => {
    const X = csrFromRows([{ indices: [0] }, { indices: [0] }], 1);
    const ts = trainingSet(X, labelMatrix([[0, 1, 2, 3], []], 4));
    const other = trainingSet(X, labelMatrix([[], [0, 1, 2, 3]], 4));
    const { D, memory, at } = weightsInMemory(ts, [1, 2, 3, 4, 5, 6, 7, 8]);
    const out = new Float64Array(8);
    termSidesOf(other, D)(0, 0, 4, out);
    expect(Array.from(out)).toEqual([1, 5, 2, 6, 3, 7, 4, 8]);
    expect(Array.from(new Int32Array(memory.buffer, at.termDocuments, 2))).toEqual([0, 0]);
    termSidesOf(ts, Float64Array.from(D))(0, 0, 4, out);
    expect(Array.from(out)).toEqual([5, 1, 6, 2, 7, 3, 8, 4]);
  });
});

describe("weightsMemoryOf", () => {
  it("finds a registered D's memory, and nothing for another view or an ordinary array", () => {
    const ts = trainingSet(csrFromRows([{ indices: [0] }], 1), labelMatrix([[0]], 2));
    const { D, memory } = weightsInMemory(ts, [1, 2]);
    expect(weightsMemoryOf(D)?.memory).toBe(memory);
    expect(weightsMemoryOf(new Float64Array(memory.buffer, 8, 1))).toBeUndefined();
    expect(weightsMemoryOf(new Float64Array(2))).toBeUndefined();
  });

  it("refuses to register a D that is not the memory's view at its weights region, or a room it has not", () => {
    const memory = createWasmMemory(64)!;
    const at = {
      weights: 0,
      signs: 16,
      termDocuments: 32,
      termSides: 48,
      dotCoefficients: 48,
      documentDots: 48,
      labelBounds: 48,
      openLabels: 48,
    };
    const common = { memory, shared: false, at, rooms: 1, room: 0 };
    expect(() => registerWeightsMemory(new Float64Array(2), { ...common, signs: new Int8Array(2) })).toThrow(
      RangeError,
    );
    expect(() =>
      registerWeightsMemory(new Float64Array(memory.buffer, 8, 1), { ...common, signs: new Int8Array(1) }),
    ).toThrow(RangeError);
    // A room the layout does not have.
    const D = new Float64Array(memory.buffer, 0, 2);
    expect(() => registerWeightsMemory(D, { ...common, signs: new Int8Array(2), room: 1 })).toThrow(
      RangeError,
    );
  });
});
