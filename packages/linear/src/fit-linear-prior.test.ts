import { test } from "@fast-check/vitest";
import type { LabelMatrix } from "@textboost/core";
import { arbDataset } from "@textboost/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expLoss, fitExpCalibration } from "./exp-calibration.js";
import { fitLinearPrior } from "./fit-linear-prior.js";
import { fitLinearSvm } from "./linear-svm.js";

/** Y with document `row`'s membership of `label` flipped. */
function flipped(Y: LabelMatrix, row: number, label: number): LabelMatrix {
  const rows: number[][] = [];
  for (let i = 0; i < Y.rows; i++) {
    const labels = Array.from(Y.indices.subarray(Y.indptr[i]!, Y.indptr[i + 1]!));
    if (i === row) {
      const at = labels.indexOf(label);
      if (at >= 0) labels.splice(at, 1);
      else labels.push(label);
      labels.sort((a, b) => a - b);
    }
    rows.push(labels);
  }
  const indptr = new Int32Array(Y.rows + 1);
  rows.forEach((r, i) => {
    indptr[i + 1] = indptr[i]! + r.length;
  });
  return { format: "csr", rows: Y.rows, cols: Y.cols, indptr, indices: Int32Array.from(rows.flat()) };
}

describe("fitLinearPrior", () => {
  test.prop([
    arbDataset({ rows: { min: 4, max: 12 }, features: { min: 1, max: 5 }, kind: "non-degenerate" }),
    fc.nat(),
    fc.nat(),
  ])(
    "scores each document out of fold at a fixed cost: its own label does not move its own score",
    (data, r, l) => {
      const row = r % data.X.rows;
      const label = l % data.Y.cols;
      const a = fitLinearPrior(data.X, data.Y, { folds: 2, seed: 3, c: 1 }).outOfFold;
      const b = fitLinearPrior(data.X, flipped(data.Y, row, label), { folds: 2, seed: 3, c: 1 }).outOfFold;
      const m = data.Y.cols;
      expect(b[row * m + label]).toBe(a[row * m + label]);
    },
  );

  it("is the SVM fitted on every document, through each label's map of the out-of-fold scores", () => {
    const rows = 24;
    const indices: number[] = [];
    const indptr = [0];
    const labels: number[] = [];
    const lptr = [0];
    for (let i = 0; i < rows; i++) {
      indices.push(i % 3, 3 + (i % 2));
      indptr.push(indices.length);
      if (i % 3 === 0 || i % 5 === 0) labels.push(0);
      if (i % 2 === 1) labels.push(1);
      lptr.push(labels.length);
    }
    const X = {
      format: "csr" as const,
      rows,
      cols: 5,
      indptr: Int32Array.from(indptr),
      indices: Int32Array.from(indices),
    };
    const Y = {
      format: "csr" as const,
      rows,
      cols: 2,
      indptr: Int32Array.from(lptr),
      indices: Int32Array.from(labels),
    };
    const fitted = fitLinearPrior(X, Y, { folds: 3, c: 1 });
    for (let j = 0; j < 2; j++) {
      const positive = Uint8Array.from({ length: rows }, (_, i) =>
        Y.indices.subarray(Y.indptr[i]!, Y.indptr[i + 1]!).includes(j) ? 1 : 0,
      );
      const column = Float64Array.from({ length: rows }, (_, i) => fitted.outOfFold[i * 2 + j]!);
      const map = fitExpCalibration(column, positive);
      expect(fitted.maps[j]).toEqual(map);
      const svm = fitLinearSvm(X, positive);
      expect(fitted.hypothesis.bias[j]).toBeCloseTo(map.scale * svm.bias + map.shift, 12);
      for (let k = 0; k < 5; k++)
        expect(fitted.hypothesis.weights[k * 2 + j]).toBe(Math.fround(map.scale * svm.weights[k]!));
    }
  });

  test.prop([
    arbDataset({ rows: { min: 4, max: 14 }, features: { min: 1, max: 5 }, kind: "non-degenerate" }),
  ])("keeps, per label, the cost whose mapped out-of-fold scores have the least exponential loss", (data) => {
    const grid = [0.1, 1, 10];
    const chosen = fitLinearPrior(data.X, data.Y, { folds: 2, c: grid });
    const single = grid.map((c) => fitLinearPrior(data.X, data.Y, { folds: 2, c }));
    const m = data.Y.cols;
    const g = data.X.rows;
    for (let j = 0; j < m; j++) {
      const positive = Uint8Array.from({ length: g }, (_, i) =>
        data.Y.indices.subarray(data.Y.indptr[i]!, data.Y.indptr[i + 1]!).includes(j) ? 1 : 0,
      );
      const lossOf = (fitted: typeof chosen) => {
        const column = Float64Array.from({ length: g }, (_, i) => fitted.outOfFold[i * m + j]!);
        return expLoss(column, positive, fitted.maps[j]!);
      };
      const best = Math.min(...single.map(lossOf));
      expect(lossOf(chosen)).toBe(best);
      const q = grid.indexOf(chosen.c[j]!);
      expect(lossOf(single[q]!)).toBe(best);
      expect(Array.from(chosen.hypothesis.weights.filter((_, at) => at % m === j))).toEqual(
        Array.from(single[q]!.hypothesis.weights.filter((_, at) => at % m === j)),
      );
    }
  });

  test.prop([
    arbDataset({ rows: { min: 4, max: 14 }, features: { min: 1, max: 5 }, kind: "non-degenerate" }),
  ])('with balanced: "choose", keeps per label the class weighing of the least loss', (data) => {
    const chosen = fitLinearPrior(data.X, data.Y, { folds: 2, c: 1, balanced: "choose" });
    const plain = fitLinearPrior(data.X, data.Y, { folds: 2, c: 1, balanced: false });
    const weighed = fitLinearPrior(data.X, data.Y, { folds: 2, c: 1, balanced: true });
    const m = data.Y.cols;
    const g = data.X.rows;
    for (let j = 0; j < m; j++) {
      const positive = Uint8Array.from({ length: g }, (_, i) =>
        data.Y.indices.subarray(data.Y.indptr[i]!, data.Y.indptr[i + 1]!).includes(j) ? 1 : 0,
      );
      const lossOf = (fitted: typeof chosen) =>
        expLoss(
          Float64Array.from({ length: g }, (_, i) => fitted.outOfFold[i * m + j]!),
          positive,
          fitted.maps[j]!,
        );
      const [a, b] = [lossOf(plain), lossOf(weighed)];
      expect(lossOf(chosen)).toBe(Math.min(a, b));
      expect(chosen.balanced[j]).toBe(b < a ? 1 : 0);
      expect(plain.balanced[j]).toBe(0);
      expect(weighed.balanced[j]).toBe(1);
    }
  });

  it("refuses too few documents for its parts and parts out of range", () => {
    const X = {
      format: "csr" as const,
      rows: 2,
      cols: 1,
      indptr: Int32Array.of(0, 1, 2),
      indices: Int32Array.of(0, 0),
    };
    const Y = {
      format: "csr" as const,
      rows: 2,
      cols: 1,
      indptr: Int32Array.of(0, 1, 1),
      indices: Int32Array.of(0),
    };
    expect(() => fitLinearPrior(X, Y, { folds: 3 })).toThrow(/2 documents cannot make 3 parts/);
    expect(() => fitLinearPrior(X, Y, { folds: 1 })).toThrow(/folds must be an integer in \[2, 20\]/);
    const wide = { ...X, cols: 2 ** 20 };
    const many = { ...Y, cols: 2 ** 9 };
    expect(() => fitLinearPrior(wide, many)).toThrow(/would hold 536870912 weights, more than 268435456/);
  });
});
