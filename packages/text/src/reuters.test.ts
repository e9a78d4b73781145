import { describe, expect, it } from "vitest";
import { sameBits } from "./test-support/reference.js";
import { readReutersTexts, reutersAvailable, reutersDir } from "./test-support/reuters-texts.js";
import { textPipeline } from "./text-pipeline.js";
import { loadTextPipeline } from "./text-pipeline-json.js";
import { PAPER_PREPROCESSING } from "./text-pipeline-options.js";

const available = reutersAvailable();
if (!available)
  console.warn(`Reuters-21578 not found at ${reutersDir()}: skipping the real-data tests of @textboost/text`);

describe.skipIf(!available)("Reuters-21578 (ModApte)", () => {
  const all = available ? readReutersTexts() : [];
  const train = all.filter((d) => d.split === "TRAIN" && d.topics).map((d) => d.text);
  const test = all.filter((d) => d.split === "TEST" && d.topics).map((d) => d.text);

  it("has the ModApte split sizes", () => {
    expect(all.length).toBe(21578);
    expect(train.length).toBe(9603);
    expect(test.length).toBe(3299);
  });

  it("vectorises with the paper's preprocessing, and a saved pipeline gives the same test matrix", () => {
    const { pipeline, matrix } = textPipeline(PAPER_PREPROCESSING).fitTransform(train);
    expect(matrix.rows).toBe(9603);
    expect(matrix.values).toBeUndefined();
    // Stemmed, stop-word-free vocabularies of the ModApte training set are in the 15k-25k range.
    expect(pipeline.terms.length).toBeGreaterThan(15_000);
    expect(pipeline.terms.length).toBeLessThan(25_000);
    for (const stop of ["the", "a", "about", "said"]) expect(pipeline.termIndex(stop)).toBe(-1);
    for (const term of ["oil", "wheat", "trade", "earn"])
      expect(pipeline.termIndex(term)).toBeGreaterThanOrEqual(0);
    expect(pipeline.terms.filter((t) => /^\p{N}/u.test(t))).toEqual([]);
    const X = pipeline.transform(test);
    const loaded = loadTextPipeline(JSON.parse(JSON.stringify(pipeline)));
    expect(sameBits(loaded.transform(test), X)).toBe(true);
  });

  it("pivoted and cosine weights are finite, and cosine rows have unit norm", () => {
    for (const weighting of ["pivoted", "tf-idf-cosine"] as const) {
      const { matrix } = textPipeline({ ...PAPER_PREPROCESSING, weighting }).fitTransform(train);
      let bad = 0;
      for (const v of matrix.values!) if (!(Number.isFinite(v) && v > 0)) bad++;
      expect(bad).toBe(0);
      if (weighting === "tf-idf-cosine") {
        let worst = 0;
        for (let r = 0; r < matrix.rows; r++) {
          let ss = 0;
          for (let p = matrix.indptr[r]!; p < matrix.indptr[r + 1]!; p++) ss += matrix.values![p]! ** 2;
          if (matrix.indptr[r + 1]! > matrix.indptr[r]!) worst = Math.max(worst, Math.abs(ss - 1));
        }
        expect(worst).toBeLessThan(1e-9);
      }
    }
  });
});
