import { fc, test } from "@fast-check/vitest";
import type { TrainingSet } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { createSimdStatisticsTable } from "./simd-table.js";
import { createSimdUpdate } from "./simd-update.js";

/** The dot products in the documented order: four partial sums, the rest into the first. */
function reference(values: Float64Array, c: Float64Array, terms: number, width: number): Float64Array {
  const out = new Float64Array(terms);
  for (let k = 0; k < terms; k++) {
    const g = [0, 0, 0, 0];
    let u = 0;
    for (; u + 3 < width; u += 4) for (let t = 0; t < 4; t++) g[t]! += c[u + t]! * values[k * width + u + t]!;
    for (; u < width; u++) g[0]! += c[u]! * values[k * width + u]!;
    out[k] = g[0]! + g[1]! + g[2]! + g[3]!;
  }
  return out;
}

/** A table's shape and its values in [0, 1], and `extra` more numbers in [−5, 5] (coefficients). */
const arbTableValues = (maxTerms: number, maxLabels: number, extra: (labels: number) => number) =>
  fc
    .record({ terms: fc.integer({ min: 1, max: maxTerms }), labels: fc.integer({ min: 1, max: maxLabels }) })
    .chain(({ terms, labels }) =>
      fc.record({
        terms: fc.constant(terms),
        labels: fc.constant(labels),
        values: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: 2 * terms * labels,
          maxLength: 2 * terms * labels,
        }),
        c: fc.array(fc.double({ min: -5, max: 5, noNaN: true }), {
          minLength: extra(labels),
          maxLength: extra(labels),
        }),
      }),
    );

describe("createSimdStatisticsTable", () => {
  it("is an empty term-major table with unit scales", () => {
    const table = createSimdStatisticsTable(4, 3)!;
    expect(table.layout).toBe("term-major");
    expect([table.termStride, table.labelStride]).toEqual([6, 2]);
    expect(Array.from(table.values)).toEqual(new Array(24).fill(0));
    expect(Array.from(table.scale)).toEqual(new Array(6).fill(1));
  });

  test.prop([arbTableValues(20, 11, (labels) => 2 * labels)])(
    "rowDots has the bits of the documented order of sums",
    ({ terms, labels, values, c }) => {
      const table = createSimdStatisticsTable(terms, labels)!;
      table.values.set(values);
      const coefficients = Float64Array.from(c);
      const dots = table.rowDots!(coefficients);
      const expected = reference(table.values, coefficients, terms, 2 * labels);
      for (let k = 0; k < terms; k++) expect(Object.is(dots[k], expected[k]), `term ${k}`).toBe(true);
    },
  );
});

describe("createSimdStatisticsTable, label-major", () => {
  test.prop([arbTableValues(21, 5, () => 3)])(
    "labelBounds has the bits of (floor − negative · n) − positive · p",
    ({ terms, labels, values, c }) => {
      const table = createSimdStatisticsTable(terms, labels, "label-major")!;
      expect([table.termStride, table.labelStride, table.rowDots]).toEqual([2, 2 * terms, undefined]);
      table.values.set(values);
      const [floor, negative, positive] = c as [number, number, number];
      for (let j = 0; j < labels; j++) {
        const bounds = table.labelBounds!(j, floor, negative, positive);
        for (let k = 0; k < terms; k++) {
          const at = j * table.labelStride + 2 * k;
          const expected = floor - negative * table.values[at]! - positive * table.values[at + 1]!;
          expect(Object.is(bounds[k], expected), `label ${j}, term ${k}`).toBe(true);
        }
      }
    },
  );
});

/** The parts of a training set that createSimdUpdate sizes its memory by: g documents, m labels, nnz entries. */
const shapeOnly = (g: number, m: number, nnz: number) =>
  ({
    X: { rows: g, cols: 1, indptr: new Int32Array(g + 1), indices: new Int32Array(nnz) },
    Xc: { indptr: new Int32Array(2), indices: new Int32Array(nnz) },
    Y: { cols: m },
  }) as unknown as TrainingSet;

describe("createSimdUpdate", () => {
  test.prop([
    fc
      .record({
        documents: fc.integer({ min: 1, max: 12 }),
        size: fc.integer({ min: 1, max: 9 }),
        entries: fc.integer({ min: 1, max: 30 }),
      })
      .chain(({ documents, size, entries }) =>
        fc.record({
          documents: fc.constant(documents),
          size: fc.constant(size),
          increments: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), {
            minLength: documents * size,
            maxLength: documents * size,
          }),
          order: fc.array(fc.integer({ min: 0, max: documents - 1 }), {
            minLength: entries,
            maxLength: entries,
          }),
          cut: fc.tuple(fc.nat(entries), fc.nat(entries)),
        }),
      ),
  ])("sumRows has the bits of summing each label over the documents in order", (p) => {
    const sums = createSimdUpdate(shapeOnly(p.documents, p.size, p.order.length))!;
    sums.increments.set(p.increments);
    sums.documents.set(p.order);
    const [start, end] = [Math.min(...p.cut), Math.max(...p.cut)];
    const out = sums.sumRows(start, end, p.size);
    for (let jj = 0; jj < p.size; jj++) {
      let s = 0;
      for (let e = start; e < end; e++) s += p.increments[p.order[e]! * p.size + jj]!;
      expect(Object.is(out[jj], s), `label ${jj}`).toBe(true);
    }
  });
});
