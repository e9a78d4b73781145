import { fc, test } from "@fast-check/vitest";
import type { Dataset } from "@textboost/core";
import { columnCounts, toCsc, validateCsr } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { arbDataset } from "./dataset.js";
import { arbWeakLearnerInput } from "./training-set.js";

function emptyDocument(d: Dataset): boolean {
  for (let i = 0; i < d.X.rows; i++) if (d.X.indptr[i] === d.X.indptr[i + 1]) return true;
  return false;
}
function labelWithoutPositive(d: Dataset): boolean {
  return columnCounts(d.Y).some((c) => c === 0);
}
function nonDegenerate(d: Dataset): boolean {
  const counts = columnCounts(d.Y);
  return d.X.rows >= 2 && !emptyDocument(d) && counts.every((c) => c > 0 && c < d.X.rows);
}

describe("arbDataset", () => {
  test.prop([arbDataset()])("gives consistent data sets", (d) => {
    validateCsr(d.X);
    validateCsr(d.Y);
    expect(d.Y.values).toBeUndefined();
    expect(d.X.rows).toBe(d.Y.rows);
    expect(d.X.rows).toBeGreaterThanOrEqual(1);
    expect(d.featureNames).toEqual(Array.from({ length: d.X.cols }, (_, c) => `f${c}`));
    expect(d.labelNames).toEqual(Array.from({ length: d.Y.cols }, (_, j) => `l${j}`));
  });

  it("by default mixes degenerate and non-degenerate sets", () => {
    const sample = fc.sample(arbDataset(), { numRuns: 200, seed: 6 });
    expect(sample.filter(emptyDocument).length).toBeGreaterThan(20);
    expect(sample.filter(labelWithoutPositive).length).toBeGreaterThan(20);
    expect(sample.filter(nonDegenerate).length).toBeGreaterThan(20);
  });

  test.prop([arbDataset({ kind: "non-degenerate" })])(
    "non-degenerate: no empty document, every label mixed",
    (d) => {
      expect(nonDegenerate(d)).toBe(true);
    },
  );

  test.prop([arbDataset({ kind: "non-degenerate", rows: 1 })])(
    "non-degenerate sets have at least 2 rows",
    (d) => {
      expect(nonDegenerate(d)).toBe(true);
    },
  );

  test.prop([arbDataset({ kind: "degenerate" })])(
    "degenerate: an empty document and a label nobody has",
    (d) => {
      expect(emptyDocument(d)).toBe(true);
      expect(labelWithoutPositive(d)).toBe(true);
    },
  );

  test.prop([arbDataset({ rows: 4, features: 3, labels: 2, binary: true })])(
    "respects sizes and binary",
    (d) => {
      expect([d.X.rows, d.X.cols, d.Y.cols]).toEqual([4, 3, 2]);
      expect(d.X.values).toBeUndefined();
    },
  );
});

describe("arbWeakLearnerInput", () => {
  test.prop([arbWeakLearnerInput()])(
    "signs, CSC form and weights fit the data set",
    ({ dataset, data, weights }) => {
      expect(data.X).toBe(dataset.X);
      expect(data.Xc).toEqual(toCsc(dataset.X));
      const m = dataset.Y.cols;
      expect(data.signs.length).toBe(dataset.X.rows * m);
      for (let i = 0; i < dataset.Y.rows; i++) {
        const labels = new Set(dataset.Y.indices.subarray(dataset.Y.indptr[i]!, dataset.Y.indptr[i + 1]!));
        for (let j = 0; j < m; j++) expect(data.signs[i * m + j]).toBe(labels.has(j) ? 1 : -1);
      }
      expect(weights.length).toBe(dataset.X.rows * m);
    },
  );
});
