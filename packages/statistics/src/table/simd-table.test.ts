import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbTableValues } from "../test-support/arb-table-values.js";
import { createSimdStatisticsTable } from "./simd-table.js";

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
  test.prop([
    fc.array(
      fc.oneof(
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, -0),
      ),
      { minLength: 1, maxLength: 19 },
    ),
    fc.nat(),
    fc.oneof(fc.double({ min: -3, max: 3, noNaN: true }), fc.constant(Number.POSITIVE_INFINITY)),
  ])(
    "nextBelow finds the first bound from `from` on that is not at or above the cutoff",
    (bounds, at, cutoff) => {
      const terms = bounds.length;
      const table = createSimdStatisticsTable(terms, 1, "label-major")!;
      table.labelBounds!(0, 0, 0, 0).set(bounds);
      const from = at % (terms + 1);
      let expected = from;
      while (expected < terms && bounds[expected]! >= cutoff) expected++;
      expect(table.nextBelow!(from, cutoff)).toBe(expected);
    },
  );
});

/**
 * Rounds over a training set of 2 to 9 labels (small groups, which the JavaScript loops update by
 * `updateSmallGroup`, and larger ones), the pivot shared by all of them (AdaBoost.MH: the group
 * kernel) or per label (MP-Boost: the label scatter; labels may share a pivot by chance), with
 * factors over a wide range so that entries cancel and go stale; in either layout.
 */
