import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { arbSmallWeightedData, bruteTermWeights } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { slotOf } from "../test-support/brute-update.js";
import { createStatisticsTable, fillStatisticsTable } from "./statistics-table.js";

describe("fillStatisticsTable", () => {
  test.prop([arbSmallWeightedData(), fc.constantFrom("term-major" as const, "label-major" as const)])(
    "holds W(k, j, −) and W(k, j, +) of equation (5) at the layout's strides, with scales 1",
    (d, layout) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const table = createStatisticsTable(ts.X.cols, ts.Y.cols, layout);
      table.scale.fill(7);
      fillStatisticsTable(ts, d.weights, table);
      expect(Array.from(table.scale)).toEqual(Array(2 * ts.Y.cols).fill(1));
      for (let k = 0; k < ts.X.cols; k++) {
        for (let j = 0; j < ts.Y.cols; j++) {
          const W = bruteTermWeights(d, k, j);
          expect(table.values[slotOf(table, k, j, 0)]).toBeCloseTo(W[1][0], 12);
          expect(table.values[slotOf(table, k, j, 1)]).toBeCloseTo(W[1][1], 12);
        }
      }
    },
  );

  test.prop([arbSmallWeightedData()])("both layouts hold the same bits", (d) => {
    const ts = trainingSet(d.dataset.X, d.dataset.Y);
    const a = fillStatisticsTable(ts, d.weights, createStatisticsTable(ts.X.cols, ts.Y.cols, "term-major"));
    const b = fillStatisticsTable(ts, d.weights, createStatisticsTable(ts.X.cols, ts.Y.cols, "label-major"));
    for (let k = 0; k < ts.X.cols; k++)
      for (let j = 0; j < ts.Y.cols; j++)
        for (const bit of [0, 1] as const)
          expect(a.values[slotOf(a, k, j, bit)]).toBe(b.values[slotOf(b, k, j, bit)]);
  });

  it("rejects weights of the wrong shape", () => {
    const ts = trainingSet(
      { format: "csr", rows: 1, cols: 1, indptr: Int32Array.of(0, 1), indices: Int32Array.of(0) },
      { format: "csr", rows: 1, cols: 2, indptr: Int32Array.of(0, 1), indices: Int32Array.of(0) },
    );
    expect(() =>
      fillStatisticsTable(ts, new Float64Array(3), createStatisticsTable(1, 2, "term-major")),
    ).toThrow(/expected documents x labels/);
  });
});
