import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { sameBits } from "./test-support/reference.js";
import { textPipeline } from "./text-pipeline.js";
import { TEXT_PIPELINE_TYPE, TEXT_PIPELINE_VERSION } from "./text-pipeline-format.js";
import { loadTextPipeline } from "./text-pipeline-json.js";

const TRAIN = ["Oil prices rose sharply.", "Wheat exports fell; oil stocks rose.", "Corn and wheat."];

function saved(options: Parameters<typeof textPipeline>[0] = {}): Record<string, unknown> {
  return JSON.parse(JSON.stringify(textPipeline(options).fit(TRAIN)));
}

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (isTextboostError(e)) return e.code;
    throw e;
  }
  return undefined;
}

describe("toJSON", () => {
  it("is plain JSON with the type tag and version 1", () => {
    const json = textPipeline({ weighting: "pivoted", stopWords: ["oil"], ngrams: [1, 2] })
      .fit(TRAIN)
      .toJSON();
    expect(json.type).toBe("textboost-text-pipeline");
    expect(json.version).toBe(1);
    expect(TEXT_PIPELINE_TYPE).toBe(json.type);
    expect(TEXT_PIPELINE_VERSION).toBe(json.version);
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
    expect(json.options.stopWords).toEqual(["oil"]);
    expect(json.columns).toBeNull();
    expect(json.vocabulary.length).toBe(json.documentFrequencies.length);
  });

  it("a loaded pipeline classifies raw text like the original", () => {
    for (const weighting of ["binary", "tf", "tf-idf", "tf-idf-cosine", "pivoted", "bm25"] as const) {
      const original = textPipeline({ weighting }).fit(TRAIN);
      const loaded = loadTextPipeline(JSON.parse(JSON.stringify(original)), { file: "model.json" });
      const raw = ["OIL wheat corn", "nothing known", ""];
      expect(sameBits(loaded.transform(raw), original.transform(raw))).toBe(true);
      expect(loaded.tokens("The ponies")).toEqual(["poni"]);
    }
  });
});

describe("loadTextPipeline validation", () => {
  it("rejects garbage with E_MODEL_FORMAT", () => {
    for (const bad of [
      null,
      3,
      "{}",
      [],
      {},
      { type: "textboost-model", version: 1 },
      JSON.stringify(saved()),
    ]) {
      expect(codeOf(() => loadTextPipeline(bad))).toBe("E_MODEL_FORMAT");
    }
  });

  it("rejects unknown versions with E_MODEL_VERSION", () => {
    for (const version of [2, 0, "1", undefined]) {
      expect(codeOf(() => loadTextPipeline({ ...saved(), version }))).toBe("E_MODEL_VERSION");
    }
  });

  it("names the file in errors", () => {
    try {
      loadTextPipeline({}, { file: "pipe.json" });
    } catch (e) {
      expect(isTextboostError(e) && e.file).toBe("pipe.json");
      expect(String((e as Error).message)).toMatch(/^pipe\.json: /);
    }
  });

  const tamper: [string, (j: Record<string, unknown>) => void][] = [
    ["missing field", (j) => delete j.documentCount],
    ["unknown field", (j) => (j.extra = 1)],
    ["unknown option", (j) => ((j.options as Record<string, unknown>).colour = "red")],
    ["missing option", (j) => delete (j.options as Record<string, unknown>).weighting],
    ["bad weighting", (j) => ((j.options as Record<string, unknown>).weighting = "okapi")],
    ["non-boolean sublinearTf", (j) => ((j.options as Record<string, unknown>).sublinearTf = 1)],
    ["sublinearTf with binary weighting", (j) => ((j.options as Record<string, unknown>).sublinearTf = true)],
    ["negative bm25K1", (j) => ((j.options as Record<string, unknown>).bm25K1 = -0.5)],
    ["bm25K1 above 100", (j) => ((j.options as Record<string, unknown>).bm25K1 = 101)],
    ["bm25B above 1", (j) => ((j.options as Record<string, unknown>).bm25B = 1.5)],
    ["bm25B null", (j) => ((j.options as Record<string, unknown>).bm25B = null)],
    ["negative averageDocumentLength", (j) => (j.averageDocumentLength = -1)],
    ["string averageDocumentLength", (j) => (j.averageDocumentLength = "3")],
    [
      "bm25 without averageDocumentLength",
      (j) => {
        (j.options as Record<string, unknown>).weighting = "bm25";
        delete j.averageDocumentLength;
      },
    ],
    [
      "bm25 with a zero averageDocumentLength",
      (j) => {
        (j.options as Record<string, unknown>).weighting = "bm25";
        j.averageDocumentLength = 0;
      },
    ],
    ["bad slope", (j) => ((j.options as Record<string, unknown>).pivotSlope = 2)],
    ["bad ngrams", (j) => ((j.options as Record<string, unknown>).ngrams = [2, 1])],
    [
      "missing normalize flag",
      (j) => delete ((j.options as Record<string, unknown>).normalize as Record<string, unknown>).nfkc,
    ],
    ["negative documentCount", (j) => (j.documentCount = -1)],
    ["repeated term", (j) => ((j.vocabulary as string[])[1] = (j.vocabulary as string[])[0]!)],
    ["empty term", (j) => ((j.vocabulary as string[])[0] = "")],
    ["non-string term", (j) => ((j.vocabulary as unknown[])[0] = 7)],
    ["short documentFrequencies", (j) => (j.documentFrequencies as number[]).pop()],
    ["df above N", (j) => ((j.documentFrequencies as number[])[0] = 99)],
    ["df zero", (j) => ((j.documentFrequencies as number[])[0] = 0)],
    ["fractional df", (j) => ((j.documentFrequencies as number[])[0] = 1.5)],
    ["NaN average", (j) => (j.averageUniqueTerms = null)],
    ["zero average with terms", (j) => (j.averageUniqueTerms = 0)],
    ["bad columns", (j) => (j.columns = [0, 0])],
    ["column out of range", (j) => (j.columns = [1000])],
    ["columns not an array", (j) => (j.columns = "all")],
    ["more terms than maxFeatures", (j) => ((j.options as Record<string, unknown>).maxFeatures = 1)],
  ];
  for (const [name, change] of tamper) {
    it(`rejects a pipeline with ${name}`, () => {
      const j = saved();
      change(j);
      expect(codeOf(() => loadTextPipeline(j))).toBe("E_MODEL_FORMAT");
    });
  }

  it("loads files written before sublinearTf, BM25 and averageDocumentLength as before", () => {
    // what toJSON wrote before those fields existed: the same object without them
    for (const weighting of ["binary", "tf", "tf-idf", "tf-idf-cosine", "pivoted"] as const) {
      const original = textPipeline({ weighting, ngrams: [1, 2] }).fit(TRAIN);
      const old = JSON.parse(JSON.stringify(original)) as Record<string, unknown>;
      const options = old.options as Record<string, unknown>;
      delete options.sublinearTf;
      delete options.bm25K1;
      delete options.bm25B;
      delete old.averageDocumentLength;
      const loaded = loadTextPipeline(old);
      expect(loaded.options.sublinearTf).toBe(false);
      const raw = ["OIL oil oil wheat corn", "wheat exports", ""];
      expect(sameBits(loaded.transform(raw), original.transform(raw))).toBe(true);
    }
  });

  it("accepts valid selections and custom stop lists", () => {
    const j = saved({ stopWords: ["oil"] });
    j.columns = [2, 0];
    const p = loadTextPipeline(j);
    expect(p.terms).toEqual([(j.vocabulary as string[])[2], (j.vocabulary as string[])[0]]);
    expect(p.tokens("oil corn")).toEqual(["corn"]);
  });
});

describe("option validation", () => {
  const bad: unknown[] = [
    { weighting: "okapi" },
    { weighting: "binary", sublinearTf: true },
    { weighting: "bm25", sublinearTf: true },
    { weighting: "pivoted", sublinearTf: true },
    { weighting: "tf", sublinearTf: "yes" },
    { weighting: "bm25", bm25K1: -1 },
    { weighting: "bm25", bm25K1: 100.5 },
    { weighting: "bm25", bm25K1: Number.NaN },
    { weighting: "bm25", bm25B: 1.01 },
    { weighting: "bm25", bm25B: -0.01 },
    { ngrams: [0, 1] },
    { ngrams: [1] },
    { stopWords: "english" },
    { stopWords: [1] },
    { stem: "snowball" },
    { minDocumentFrequency: 0 },
    { minDocumentFrequency: 1.5 },
    { maxFeatures: 0 },
    { maxFeatures: Number.POSITIVE_INFINITY },
    { pivotSlope: -0.1 },
    { pivotSlope: Number.NaN },
    { normalize: { lowercase: "yes" } },
    { normalize: { stem: true } },
    { lowercase: true },
    "binary",
  ];
  for (const options of bad) {
    it(`rejects ${JSON.stringify(options)} with E_INVALID_ARGUMENT`, () => {
      expect(codeOf(() => textPipeline(options as Parameters<typeof textPipeline>[0]))).toBe(
        "E_INVALID_ARGUMENT",
      );
    });
  }

  it("treats maxFeatures null as unlimited", () => {
    expect(textPipeline({ maxFeatures: null }).options.maxFeatures).toBeNull();
  });

  it("selectTerms rejects bad columns", () => {
    const f = textPipeline().fit(TRAIN);
    expect(codeOf(() => f.selectTerms([0, 0]))).toBe("E_INVALID_ARGUMENT");
    expect(codeOf(() => f.selectTerms([-1]))).toBe("E_INVALID_ARGUMENT");
    expect(codeOf(() => f.selectTerms([f.terms.length]))).toBe("E_INVALID_ARGUMENT");
    expect(codeOf(() => f.selectTerms([0.5]))).toBe("E_INVALID_ARGUMENT");
    expect(f.selectTerms([]).transform(TRAIN).cols).toBe(0);
  });
});
