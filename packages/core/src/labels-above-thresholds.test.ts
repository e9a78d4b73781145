import { fc, test } from "@fast-check/vitest";
import { expect, it } from "vitest";
import { labelsAboveThresholds } from "./labels-above-thresholds.js";

test.prop([
  fc.integer({ min: 1, max: 6 }).chain((cols) =>
    fc.record({
      cols: fc.constant(cols),
      data: fc
        .array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 0, maxLength: 40 })
        .map((a) => a.slice(0, a.length - (a.length % cols))),
      t: fc.array(fc.double({ min: -2, max: 2, noNaN: true }), { minLength: cols, maxLength: cols }),
    }),
  ),
])("agrees with a direct comparison, per-label thresholds or one for all", ({ cols, data, t }) => {
  const scores = { rows: data.length / cols, cols, data: Float64Array.from(data) };
  for (const thresholds of [t, t[0]!] as const) {
    const Y = labelsAboveThresholds(scores, thresholds);
    for (let i = 0; i < scores.rows; i++) {
      const got = Array.from(Y.indices.subarray(Y.indptr[i], Y.indptr[i + 1]));
      const want = [...Array(cols).keys()].filter(
        (j) => data[i * cols + j]! > (typeof thresholds === "number" ? thresholds : thresholds[j]!),
      );
      expect(got).toEqual(want);
    }
  }
});

it("rejects a wrong number of thresholds and NaN", () => {
  const scores = { rows: 1, cols: 2, data: new Float64Array([1, 2]) };
  expect(() => labelsAboveThresholds(scores, [1])).toThrow(/2 labels/);
  expect(() => labelsAboveThresholds(scores, Number.NaN)).toThrow(/NaN/);
});
