import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { closeRows, denseRows, referenceRows } from "./test-support/reference.js";
import { textPipeline } from "./text-pipeline.js";
import { PAPER_PREPROCESSING } from "./text-pipeline-options.js";

const TRAIN = [
  "Oil prices rose sharply on Monday.",
  "Wheat exports fell; oil stocks rose.",
  "The company's wheat exports rose 3rd quarter, up 1,000.5 tonnes.",
  "Nothing about it.",
];

describe("textPipeline: defaults", () => {
  it("normalises, drops stop words, numbers and punctuation, and stems", () => {
    const p = textPipeline();
    expect(p.options).toEqual({
      normalize: { nfkc: true, lowercase: true, dropPunctuation: true, dropNumbers: true },
      ngrams: [1, 1],
      stopWords: "smart",
      stem: "porter",
      minDocumentFrequency: 1,
      maxFeatures: null,
      weighting: "binary",
      pivotSlope: 0.3,
      sublinearTf: false,
      bm25K1: 1.2,
      bm25B: 0.75,
    });
    expect(p.tokens("The company's wheat exports rose 3rd quarter, up 1,000.5 tonnes!")).toEqual([
      "compani",
      "wheat",
      "export",
      "rose",
      "quarter",
      "tonn",
    ]);
  });

  it("fits a sorted vocabulary with document frequencies", () => {
    const f = textPipeline().fit(TRAIN);
    expect(f.terms).toEqual([
      "compani",
      "export",
      "fell",
      "mondai",
      "oil",
      "price",
      "quarter",
      "rose",
      "sharpli",
      "stock",
      "tonn",
      "wheat",
    ]);
    expect(f.documentFrequencies).toEqual([1, 2, 1, 1, 2, 1, 1, 3, 1, 1, 1, 2]);
    expect(f.documentCount).toBe(4);
    // distinct terms per document: 5, 6, 6, 0 ("nothing" is a SMART stop word)
    expect(f.averageUniqueTerms).toBe(17 / 4);
    expect(f.termIndex("oil")).toBe(4);
    expect(f.termIndex("Oil")).toBe(-1);
  });

  it("gives a binary matrix without values", () => {
    const f = textPipeline().fit(TRAIN);
    const X = f.transform(["OIL and wheat, wheat!", "", "the of and", "zebra unknown words"]);
    expect(X.rows).toBe(4);
    expect(X.cols).toBe(12);
    expect(X.values).toBeUndefined();
    expect(Array.from(X.indptr)).toEqual([0, 2, 2, 2, 2]);
    expect(Array.from(X.indices)).toEqual([4, 11]);
  });

  it("fitTransform equals fit then transform", () => {
    for (const weighting of ["binary", "tf", "tf-idf", "tf-idf-cosine", "pivoted"] as const) {
      const p = textPipeline({ weighting });
      const { pipeline, matrix } = p.fitTransform(TRAIN);
      expect(pipeline.toJSON()).toEqual(p.fit(TRAIN).toJSON());
      expect(matrix).toEqual(pipeline.transform(TRAIN));
    }
  });
});

describe("textPipeline: weighting", () => {
  const texts = ["oil oil oil wheat price", "oil wheat wheat", "oil market", "price price market crash oil"];

  it("tf stores raw counts", () => {
    const f = textPipeline({ weighting: "tf" }).fit(texts);
    expect(f.terms).toEqual(["crash", "market", "oil", "price", "wheat"]);
    expect(denseRows(f.transform(["oil oil wheat zebra"]))).toEqual([[0, 0, 2, 0, 1]]);
  });

  it("tf-idf is count x ln(N/df), and a term in every training document is not stored", () => {
    const f = textPipeline({ weighting: "tf-idf" }).fit(texts);
    const X = f.transform(["oil oil wheat crash"]);
    // oil is in all 4 documents: idf 0, no entry
    expect(Array.from(X.indices)).toEqual([0, 4]);
    expect(X.values![0]).toBeCloseTo(Math.log(4 / 1), 14);
    expect(X.values![1]).toBeCloseTo(Math.log(4 / 2), 14);
  });

  it("tf-idf-cosine rows have unit norm; a row of idf-0 terms only is empty", () => {
    const f = textPipeline({ weighting: "tf-idf-cosine" }).fit(texts);
    const X = f.transform(["oil wheat wheat crash", "oil oil"]);
    const w = [Math.log(4), 2 * Math.log(2)];
    const norm = Math.hypot(...w);
    expect(Array.from(X.indptr)).toEqual([0, 2, 2]);
    expect(X.values![0]).toBeCloseTo(w[0]! / norm, 14);
    expect(X.values![1]).toBeCloseTo(w[1]! / norm, 14);
  });

  it("pivoted follows the AdaBoost.LC formula with slope 0.3", () => {
    const f = textPipeline({ weighting: "pivoted" }).fit(texts);
    // m_i over the training documents: 3, 2, 2, 4 -> avg_m = 2.75
    expect(f.averageUniqueTerms).toBe(2.75);
    const X = f.transform(["wheat wheat wheat price zebra"]);
    // document: 5 terms, m_i = 3 distinct (zebra counts for length), avg_d = 5 / 3
    const denom = 1 - 0.3 + (0.3 * 3) / 2.75;
    const wheat = ((1 + Math.log(3)) / (1 + Math.log(5 / 3)) / denom) * Math.log(4 / 2);
    const price = (1 / (1 + Math.log(5 / 3)) / denom) * Math.log(4 / 2);
    expect(Array.from(X.indices)).toEqual([3, 4]);
    expect(X.values![0]).toBeCloseTo(price, 14);
    expect(X.values![1]).toBeCloseTo(wheat, 14);
  });

  it("pivotSlope is honoured", () => {
    const f = textPipeline({ weighting: "pivoted", pivotSlope: 0 }).fit(texts);
    const X = f.transform(["price"]);
    expect(X.values![0]).toBeCloseTo(Math.log(2), 14);
  });

  it("every weighting agrees with the dense reference on the training texts", () => {
    for (const weighting of ["binary", "tf", "tf-idf", "tf-idf-cosine", "pivoted"] as const) {
      const f = textPipeline({ weighting, stopWords: "none" }).fit(TRAIN);
      expect(closeRows(denseRows(f.transform(TRAIN)), referenceRows(f, TRAIN)), weighting).toBe(true);
    }
  });
});

describe("textPipeline: edge cases", () => {
  it("empty texts, stop-word-only texts and an empty training set", () => {
    const f = textPipeline().fit(["", "the and of", "   "]);
    expect(f.terms).toEqual([]);
    expect(f.averageUniqueTerms).toBe(0);
    const X = f.transform(["anything at all", ""]);
    expect(X.rows).toBe(2);
    expect(X.cols).toBe(0);
    expect(X.indices.length).toBe(0);

    const e = textPipeline({ weighting: "pivoted" }).fit([]);
    expect(e.documentCount).toBe(0);
    expect(e.transform(["oil"]).indices.length).toBe(0);
    expect(textPipeline({ weighting: "tf" }).fit(["oil"]).transform([]).rows).toBe(0);
  });

  it("handles Unicode: ligatures under NFKC, accents, CJK runs, full-width forms", () => {
    const p = textPipeline({ stem: "none" });
    expect(p.tokens("ﬁnancial ＲＥＶＩＥＷ Café naïve 東京大学 İ")).toEqual([
      "financial",
      "review",
      "café",
      "naïve",
      "東京大学",
      "i̇",
    ]);
    expect(textPipeline({ stem: "none", normalize: { nfkc: false } }).tokens("ﬁnancial")).toEqual([
      "ﬁnancial",
    ]);
  });

  it("drops numbers whole, or keeps them", () => {
    expect(textPipeline({ stem: "none" }).tokens("1,000.5 3rd 1980s g7 mp3 ٣")).toEqual(["g7", "mp3"]);
    expect(
      textPipeline({ stem: "none", normalize: { dropNumbers: false } }).tokens("1,000.5 3rd g7"),
    ).toEqual(["1,000.5", "3rd", "g7"]);
  });

  it("keeps punctuation as tokens when asked", () => {
    expect(
      textPipeline({ stem: "none", normalize: { dropPunctuation: false } }).tokens("oil up 5%, $3"),
    ).toEqual(["oil", "%", ",", "$"]);
  });

  it("matches stop words case-insensitively, with and without apostrophes", () => {
    const p = textPipeline({ stem: "none", normalize: { lowercase: false } });
    expect(p.tokens("The Oil DON'T we’ll O'Neil")).toEqual(
      ["Oil", "DONT", "ONeil"].filter((t) => t !== "DONT"),
    );
    const custom = textPipeline({ stem: "none", stopWords: ["OIL", "dont", "ﬁ"] });
    expect(custom.tokens("oil don't fi the price")).toEqual(["the", "price"]);
    expect(textPipeline({ stem: "none", stopWords: "none" }).tokens("the company's")).toEqual([
      "the",
      "companys",
    ]);
  });

  it("builds word n-grams after stop words and stemming", () => {
    const p = textPipeline({ ngrams: [1, 2] });
    expect(p.tokens("oil prices rose")).toEqual(["oil", "price", "rose", "oil price", "price rose"]);
    expect(textPipeline({ ngrams: [2, 2] }).tokens("the oil")).toEqual([]);
    const f = textPipeline({ ngrams: [2, 2] }).fit(["oil prices rose", "oil prices fell"]);
    expect(f.terms).toEqual(["oil price", "price fell", "price rose"]);
  });

  it("rejects texts that are not strings, naming the row", () => {
    const f = textPipeline().fit(["oil"]);
    let caught: unknown;
    try {
      f.transform(["oil", 3 as unknown as string]);
    } catch (e) {
      caught = e;
    }
    expect(isTextboostError(caught, "E_INVALID_ARGUMENT")).toBe(true);
    expect((caught as { row: number }).row).toBe(1);
    expect(() => textPipeline().fit("oil" as unknown as string[])).toThrow(/array of strings/);
    expect(() => f.tokens(null as unknown as string)).toThrow(/expected a string/);
  });
});

describe("textPipeline: vocabulary limits", () => {
  const texts = ["alpha beta gamma", "beta gamma", "gamma delta", "delta epsilon", "zeta"];

  it("minDocumentFrequency drops rare terms", () => {
    const f = textPipeline({ stem: "none", minDocumentFrequency: 2 }).fit(texts);
    expect(f.terms).toEqual(["beta", "delta", "gamma"]);
  });

  it("maxFeatures keeps the most frequent, ties by term", () => {
    // df: gamma 3, beta 2, delta 2, alpha 1, epsilon 1, zeta 1
    expect(textPipeline({ stem: "none", maxFeatures: 1 }).fit(texts).terms).toEqual(["gamma"]);
    expect(textPipeline({ stem: "none", maxFeatures: 2 }).fit(texts).terms).toEqual(["beta", "gamma"]);
    expect(textPipeline({ stem: "none", maxFeatures: 4 }).fit(texts).terms).toEqual([
      "alpha",
      "beta",
      "delta",
      "gamma",
    ]);
    expect(textPipeline({ stem: "none", maxFeatures: 100 }).fit(texts).terms.length).toBe(6);
  });
});

describe("PAPER_PREPROCESSING", () => {
  it("is stop words, Porter, no numbers, no punctuation, lowercase, binary", () => {
    const p = textPipeline(PAPER_PREPROCESSING);
    expect(p.options).toEqual(textPipeline().options);
    expect(p.options.weighting).toBe("binary");
    expect(p.tokens("The 3 Ponies were RELATIONAL!")).toEqual(["poni", "relat"]);
    expect(Object.isFrozen(PAPER_PREPROCESSING)).toBe(true);
  });
});
