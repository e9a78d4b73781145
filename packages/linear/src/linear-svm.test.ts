import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { csrFromRows, selectRows } from "@textboost/sparse";
import { arbDataset } from "@textboost/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitLinearSvm, svmObjective } from "./linear-svm.js";

/** Label 0 of a data set as the class of a binary SVM. */
const firstLabel = (Y: { rows: number; indptr: Int32Array; indices: Int32Array }) =>
  Uint8Array.from({ length: Y.rows }, (_, i) =>
    Y.indptr[i] !== Y.indptr[i + 1] && Y.indices[Y.indptr[i]!] === 0 ? 1 : 0,
  );

const tight = { tolerance: 1e-9, maxEpochs: 20_000 };

describe("fitLinearSvm", () => {
  test.prop([
    arbDataset({ rows: { min: 2, max: 12 }, features: { min: 1, max: 6 } }),
    fc.boolean(),
    fc.double({ min: 0.05, max: 20, noNaN: true }),
  ])(
    "reaches the minimum of the primal: no small step from its (w, b) lowers the objective",
    (data, balanced, c) => {
      const positive = firstLabel(data.Y);
      const options = { c, balanced, ...tight };
      const svm = fitLinearSvm(data.X, positive, options);
      const best = svmObjective(data.X, positive, svm.weights, svm.bias, options);
      const scale = 1 + best;
      for (let k = -1; k < data.X.cols; k++) {
        for (const step of [1e-3, -1e-3]) {
          const w = Float64Array.from(svm.weights);
          let b = svm.bias;
          if (k < 0) b += step;
          else w[k]! += step;
          expect(svmObjective(data.X, positive, w, b, options)).toBeGreaterThanOrEqual(best - 1e-7 * scale);
        }
      }
    },
  );

  test.prop([
    arbDataset({ rows: { min: 3, max: 12 }, features: { min: 1, max: 6 } }),
    fc.integer({ min: 0, max: 1000 }),
  ])("fits on a subset of rows as on those rows alone, bit for bit", (data, seed) => {
    const positive = firstLabel(data.Y);
    const rows = Int32Array.from({ length: data.X.rows }, (_, i) => i).filter((i) => i % 3 !== 1);
    const whole = fitLinearSvm(data.X, positive, { seed }, rows);
    const alone = fitLinearSvm(
      selectRows(data.X, Array.from(rows)),
      Array.from(rows, (i) => positive[i]!),
      { seed },
    );
    expect(whole.bias).toBe(alone.bias);
    expect(Array.from(whole.weights)).toEqual(Array.from(alone.weights));
  });

  it("separates separable documents, with a margin of about 1 on either side", () => {
    const X = csrFromRows(
      [[0], [0, 2], [1], [1, 2]].map((indices) => ({ indices })),
      3,
    );
    const svm = fitLinearSvm(X, [1, 1, 0, 0], { c: 100, ...tight });
    const score = (cols: number[]) => svm.bias + cols.reduce((s, c) => s + svm.weights[c]!, 0);
    expect(score([0])).toBeGreaterThan(0.9);
    expect(score([0, 2])).toBeGreaterThan(0.9);
    expect(score([1])).toBeLessThan(-0.9);
    expect(score([1, 2])).toBeLessThan(-0.9);
  });

  it("refuses options out of range, naming them", () => {
    const X = csrFromRows([{ indices: [0] }], 1);
    for (const [options, name] of [
      [{ c: 0 }, "c"],
      [{ c: Number.NaN }, "c"],
      [{ tolerance: -1 }, "tolerance"],
      [{ maxEpochs: 0 }, "maxEpochs"],
      [{ maxEpochs: 1.5 }, "maxEpochs"],
    ] as const) {
      let caught: unknown;
      try {
        fitLinearSvm(X, [1], options);
      } catch (e) {
        caught = e;
      }
      expect(isTextboostError(caught) && caught.code === "E_INVALID_ARGUMENT").toBe(true);
      expect(String(caught)).toContain(name);
    }
  });
});
