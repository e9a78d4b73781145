import { fc, test } from "@fast-check/vitest";
import { csrFromRows, labelMatrix, trainingSet } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { createWasmMemory, wasmRegions } from "../wasm-loaders/wasm-engine.js";
import { registerWeightsMemory, weightsMemoryRegions } from "../wasm-loaders/weights-memory.js";
import { documentDotsOf } from "./document-dots.js";

/** Documents with 1 to 21 labels (the kernel's pairs and odd last label), weights, coefficients and a range. */
const arbDots = fc
  .record({ g: fc.integer({ min: 1, max: 10 }), m: fc.integer({ min: 1, max: 21 }) })
  .chain(({ g, m }) =>
    fc.record({
      y: fc.array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: g, maxLength: g }),
      w: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: g * m, maxLength: g * m }),
      c: fc.array(fc.double({ min: -4, max: 4, noNaN: true }), { minLength: 2 * m, maxLength: 2 * m }),
      range: fc.tuple(fc.nat(), fc.nat()),
    }),
  )
  .map(({ y, w, c, range }) => {
    const g = y.length;
    const m = y[0]!.length;
    const ts = trainingSet(
      csrFromRows(
        y.map(() => ({ indices: [0] })),
        1,
      ),
      labelMatrix(
        y.map((row) => row.flatMap((on, j) => (on ? [j] : []))),
        m,
      ),
    );
    const a = range[0] % (g + 1);
    const b = range[1] % (g + 1);
    return { ts, w, c: Float64Array.from(c), from: Math.min(a, b), to: Math.max(a, b) };
  });

describe("documentDotsOf", () => {
  test.prop([arbDots])(
    "over D in a weights memory, Σ_j c(j, y) · D(i, j) of each document of the range, to rounding; nothing else written",
    ({ ts, w, c, from, to }) => {
      const g = ts.X.rows;
      const m = ts.Y.cols;
      const { at, end } = wasmRegions(weightsMemoryRegions(g, m));
      const memory = createWasmMemory(end)!;
      const D = new Float64Array(memory.buffer, at.weights, g * m);
      D.set(w);
      new Int8Array(memory.buffer, at.signs, g * m).set(ts.signs);
      registerWeightsMemory(D, { memory, shared: false, signs: ts.signs, at, rooms: 1, room: 0 });
      const simd = new Float64Array(g).fill(7);
      documentDotsOf(ts, D)(c, simd, from, to);
      const js = new Float64Array(g).fill(7);
      documentDotsOf(ts, D, false)(c, js, from, to);
      for (let i = 0; i < g; i++) {
        if (i < from || i >= to) {
          expect([simd[i], js[i]]).toEqual([7, 7]);
          continue;
        }
        let exact = 0;
        let scale = 0;
        for (let j = 0; j < m; j++) {
          const term = c[2 * j + (ts.signs[i * m + j]! > 0 ? 1 : 0)]! * w[i * m + j]!;
          exact += term;
          scale += Math.abs(term);
        }
        expect(Math.abs(js[i]! - exact)).toBe(0); // the labels in ascending order
        expect(Math.abs(simd[i]! - exact)).toBeLessThanOrEqual(1e-14 * scale);
      }
    },
  );

  it("runs the kernel in the memory: the coefficients and dots are in the thread's room", () => {
    const ts = trainingSet(
      csrFromRows([{ indices: [0] }, { indices: [0] }], 1),
      labelMatrix([[0, 2], [1]], 3),
    );
    const { at, end } = wasmRegions(weightsMemoryRegions(2, 3));
    const memory = createWasmMemory(end)!;
    const D = new Float64Array(memory.buffer, at.weights, 6);
    D.set([1, 2, 3, 4, 5, 6]);
    new Int8Array(memory.buffer, at.signs, 6).set(ts.signs);
    registerWeightsMemory(D, { memory, shared: false, signs: ts.signs, at, rooms: 1, room: 0 });
    const out = new Float64Array(2);
    // c(j, −) = 1, c(j, +) = 10 for every label.
    documentDotsOf(ts, D)(Float64Array.of(1, 10, 1, 10, 1, 10), out, 0, 2);
    // Document 0: 10·1 + 1·2 + 10·3; document 1: 1·4 + 10·5 + 1·6.
    expect(Array.from(out)).toEqual([42, 60]);
    expect(Array.from(new Float64Array(memory.buffer, at.documentDots, 2))).toEqual([42, 60]);
  });
});
