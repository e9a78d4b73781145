import { generateSyntheticCorpus } from "@textboost/datasets";
import { PAPER_PREPROCESSING } from "@textboost/text";
import { describe, expect, it } from "vitest";
import { TextClassifier } from "./text-classifier.js";

const { train, test: testPart } = generateSyntheticCorpus({ seed: 11 });
const texts = train.documents.map((d) => d.text);
const labelLists = train.documents.map((d) => d.labels);
const testTexts = testPart.documents.slice(0, 30).map((d) => d.text);
const tfidf = { ...PAPER_PREPROCESSING, weighting: "tf-idf-cosine" as const };

describe("TextClassifier.train with a linear prior", () => {
  it("starts the committee from the prior, with presence stumps after it, and saves and loads the same scores", async () => {
    const classifier = await TextClassifier.train(texts, labelLists, {
      algorithm: "mp-boost",
      iterations: 6,
      prior: "linear",
      shrinkage: 0.1,
      text: tfidf,
    });
    const file = JSON.parse(JSON.stringify(classifier.toJSON()));
    const rounds = file.body.rounds as { type: string }[];
    expect(rounds[0]!.type).toBe("linear-prior");
    expect(rounds.slice(1).every((h) => h.type === "per-label-stump")).toBe(true);
    expect(file.body.settings.shrinkage).toBe(0.1);
    const loaded = TextClassifier.fromJSON(file);
    const X = classifier.pipeline.transform(testTexts);
    expect(Array.from(loaded.model.scores(X).data)).toEqual(Array.from(classifier.model.scores(X).data));
    expect(loaded.predict(testTexts)).toEqual(classifier.predict(testTexts));
  });

  it("refuses a prior it does not know and a shrinkage out of range, naming them", async () => {
    await expect(
      TextClassifier.train(texts, labelLists, { prior: "svm" as unknown as "linear" }),
    ).rejects.toThrow(/prior must be "none" or "linear"/);
    await expect(TextClassifier.train(texts, labelLists, { shrinkage: 2 })).rejects.toThrow(
      /shrinkage must be/,
    );
  });
});
