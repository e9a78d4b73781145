import { test } from "@fast-check/vitest";
import { validateCsr } from "@textboost/sparse";
import { expect } from "vitest";
import { arbDenseBinaryDataset } from "./dense-binary-dataset.js";

test.prop([arbDenseBinaryDataset({ rows: { min: 1, max: 9 }, labels: 3 })])(
  "the CSR form says what the dense mirrors say",
  ({ x, y, dataset }) => {
    validateCsr(dataset.X);
    validateCsr(dataset.Y);
    expect(dataset.Y.cols).toBe(3);
    x.forEach((row, i) => {
      expect(Array.from(dataset.X.indices.subarray(dataset.X.indptr[i], dataset.X.indptr[i + 1]))).toEqual(
        row.flatMap((v, k) => (v ? [k] : [])),
      );
    });
    y.forEach((row, i) => {
      expect(Array.from(dataset.Y.indices.subarray(dataset.Y.indptr[i], dataset.Y.indptr[i + 1]))).toEqual(
        row.flatMap((v, j) => (v ? [j] : [])),
      );
    });
  },
);
