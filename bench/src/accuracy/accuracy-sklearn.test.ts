import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Dataset } from "@textboost/core";
import { csrFromDense, labelMatrix } from "@textboost/sparse";
import { afterAll, describe, expect, test } from "vitest";
import { findSklearn, runBaselines } from "./accuracy-sklearn.js";

const python = findSklearn(undefined, false);
const dir = mkdtempSync(join(tmpdir(), "textboost-accuracy-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Label 0 when feature 0 is on, label 1 when feature 1 is on, label 2 never: separable by a line. */
function part(rows: number): Dataset {
  const dense: number[][] = [];
  const sets: number[][] = [];
  for (let i = 0; i < rows; i++) {
    const [a, b] = [i % 2, Math.floor(i / 2) % 2];
    dense.push([a, b, 0.5 + (i % 3) / 10]);
    sets.push([...(a ? [0] : []), ...(b ? [1] : [])]);
  }
  return {
    X: csrFromDense({ rows, cols: 3, data: Float64Array.from(dense.flat()) }),
    Y: labelMatrix(sets, 3),
    featureNames: ["f0", "f1", "f2"],
    labelNames: ["0", "1", "2"],
  };
}

describe.skipIf(typeof python === "string")("ovr_baselines.py (needs Python with scikit-learn)", () => {
  test("each baseline separates separable labels, and a label without positives scores -1", async () => {
    if (typeof python === "string") return;
    const [train, test] = [part(24), part(8)];
    const out = await runBaselines(python, { features: "given", train, test }, dir, {
      models: ["svm", "svm-balanced", "logreg"],
      cGrid: [1, 100],
      folds: 2,
      repeat: 1,
      seed: 0,
    });
    expect(out.map((m) => m.model)).toEqual(["svm", "svm-balanced", "logreg"]);
    for (const m of out) {
      expect(m.constantLabels).toBe(1);
      expect(m.cv.map((c) => c.C)).toEqual([1, 100]);
      for (let i = 0; i < test.X.rows; i++) {
        const truth = new Set(Array.from(test.Y.indices.subarray(test.Y.indptr[i]!, test.Y.indptr[i + 1]!)));
        for (let j = 0; j < 3; j++) expect(m.scores.data[i * 3 + j]! > 0).toBe(truth.has(j));
        expect(m.scores.data[i * 3 + 2]).toBe(-1);
      }
    }
  });
});
