import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addRowsJs, createHistogramRows } from "./histogram-rows.js";

/** Documents, columns, a slot table within `length` sums, and a list of (document, start, amount). */
const arbRows = fc
  .record({
    g: fc.integer({ min: 1, max: 6 }),
    C: fc.integer({ min: 1, max: 5 }),
    width: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ g, C, width }) =>
    fc.record({
      g: fc.constant(g),
      C: fc.constant(C),
      length: fc.constant(3 * width),
      slot: fc.array(fc.integer({ min: 0, max: width - 1 }), { minLength: g * C, maxLength: g * C }),
      list: fc.array(
        fc.record({
          doc: fc.integer({ min: 0, max: g - 1 }),
          start: fc.integer({ min: 0, max: 2 * width }),
          amount: fc.double({ min: -1e3, max: 1e3, noNaN: true }),
        }),
        { maxLength: g },
      ),
    }),
  );

describe("createHistogramRows", () => {
  it("runs the loop in WebAssembly on Node, and in JavaScript on request", () => {
    expect(createHistogramRows(2, 2, 4).wasm).toBe(true);
    expect(createHistogramRows(2, 2, 4, { wasm: false }).wasm).toBe(false);
  });

  test.prop([arbRows, fc.integer({ min: 1, max: 3 })])(
    "adds each listed document's amount to its bin of every column, the same bits in WebAssembly and in JavaScript",
    ({ g, C, length, slot, list }, batches) => {
      const wasm = createHistogramRows(g, C, length);
      const js = createHistogramRows(g, C, length, { wasm: false });
      const expected = new Float64Array(length);
      for (const rows of [wasm, js]) rows.slot.set(slot);
      for (let batch = 0; batch < batches; batch++) {
        list.forEach(({ doc, start, amount }, k) => {
          for (const rows of [wasm, js]) {
            rows.docs[k] = doc;
            rows.starts[k] = start;
            rows.amounts[k] = amount;
          }
          for (let c = 0; c < C; c++) expected[start + slot[doc * C + c]!]! += amount;
        });
        wasm.addRows(list.length);
        js.addRows(list.length);
      }
      expect(Array.from(wasm.values)).toEqual(Array.from(expected));
      expect(Array.from(js.values)).toEqual(Array.from(expected));
    },
  );

  it("addRowsJs adds nothing for an empty list", () => {
    const rows = {
      values: Float64Array.of(1, 2),
      slot: Int32Array.of(0),
      docs: Int32Array.of(0),
      amounts: Float64Array.of(5),
      starts: Int32Array.of(0),
    };
    addRowsJs(rows, 1, 0);
    expect(Array.from(rows.values)).toEqual([1, 2]);
  });
});
