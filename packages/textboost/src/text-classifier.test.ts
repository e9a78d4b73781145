import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { generateSyntheticCorpus } from "@textboost/datasets";
import { beforeAll, describe, expect, it } from "vitest";
import { TextClassifier } from "./text-classifier.js";

const { train, test: testPart } = generateSyntheticCorpus({ seed: 7 });
const texts = train.documents.map((d) => d.text);
const labelLists = train.documents.map((d) => d.labels);
const testTexts = testPart.documents.slice(0, 20).map((d) => d.text);

/** The logistic of 2f, from its definition. */
const logistic2f = (f: number) => 1 / (1 + Math.exp(-2 * f));

const errorCode = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? e.code : "not a TextboostError";
  }
  return undefined;
};

describe("TextClassifier", () => {
  let model: TextClassifier;
  beforeAll(async () => {
    model = await TextClassifier.train(texts, labelLists, { algorithm: "mp-boost", iterations: 30 });
  });

  it("predicts the labels whose score passes 0, best first, from the model's own scores", () => {
    const scores = model.model.scores(model.pipeline.transform(testTexts));
    const m = model.labels.length;
    const predicted = model.predict(testTexts);
    testTexts.forEach((text, i) => {
      const row = Array.from(scores.data.subarray(i * m, (i + 1) * m));
      const expected = model.labels
        .map((l, j) => ({ l, s: row[j]! }))
        .filter((x) => x.s > 0)
        .sort((a, b) => b.s - a.s)
        .map((x) => x.l);
      expect(predicted[i]).toEqual(expected);
      expect(model.predict(text)).toEqual(expected);
      const proba = model.predictProba(text);
      expect(Object.keys(proba)).toEqual([...model.labels]);
      model.labels.forEach((l, j) => {
        expect(proba[l]).toBeCloseTo(logistic2f(row[j]!), 12);
      });
    });
  });

  it("learns the synthetic corpus: most test documents get their true labels", () => {
    const docs = testPart.documents.slice(0, 100);
    const predicted = model.predict(docs.map((d) => d.text));
    let hits = 0;
    let total = 0;
    docs.forEach((d, i) => {
      total += d.labels.length;
      hits += d.labels.filter((l) => predicted[i]!.includes(l)).length;
    });
    expect(hits / total).toBeGreaterThan(0.5);
  });

  it("explains: each label's votes add up to its score; the predicted labels by default", () => {
    const text = testTexts[0]!;
    const explained = model.explain(text);
    const predicted = model.predict(text);
    if (predicted.length > 0) expect(explained.map((e) => e.labelName)).toEqual(predicted);
    else expect(explained).toHaveLength(3);
    for (const e of model.explain(text, { labels: model.labels })) {
      const sum = e.contributions.reduce((s, c) => s + c.vote, 0);
      expect(sum).toBeCloseTo(e.score, 10);
      expect(e.probability).toBeCloseTo(logistic2f(e.score), 12);
      expect(e.predicted).toBe(predicted.includes(e.labelName));
    }
    expect(errorCode(() => model.explain(text, { labels: ["no such label"] }))).toBe("E_INVALID_ARGUMENT");
    expect(errorCode(() => model.explain(text, { top: 0 }))).toBe("E_INVALID_ARGUMENT");
    expect(errorCode(() => model.predict([text, 3 as unknown as string]))).toBe("E_INVALID_ARGUMENT");
    expect(errorCode(() => model.predictProba(undefined as unknown as string))).toBe("E_INVALID_ARGUMENT");
  });

  it("saves one file and loads it back: the same predictions and probabilities", async () => {
    const dir = mkdtempSync(join(tmpdir(), "textboost-classifier-"));
    const file = join(dir, "m.model.json");
    await model.save(file);
    const again = await TextClassifier.load(file);
    expect(again.labels).toEqual(model.labels);
    expect(again.predict(testTexts)).toEqual(model.predict(testTexts));
    expect(again.predictProba(testTexts)).toEqual(model.predictProba(testTexts));
    await again.save(file); // a model file is replaced
    expect(JSON.parse(readFileSync(file, "utf8")).format).toBe("textboost-model");
  });

  it("never replaces a file that is not a model, and names a file it cannot read", async () => {
    const dir = mkdtempSync(join(tmpdir(), "textboost-classifier-"));
    const data = join(dir, "data.csv");
    writeFileSync(data, "text,labels\n");
    await expect(model.save(data)).rejects.toMatchObject({ code: "E_IO", file: data });
    expect(readFileSync(data, "utf8")).toBe("text,labels\n");
    await expect(TextClassifier.load(join(dir, "missing.json"))).rejects.toMatchObject({ code: "E_IO" });
    await expect(TextClassifier.load(data)).rejects.toMatchObject({ code: "E_MODEL_FORMAT" });
  });

  it("uses binned threshold stumps on tf-idf weights, and reads them back", async () => {
    const tfidf = await TextClassifier.train(texts.slice(0, 200), labelLists.slice(0, 200), {
      iterations: 10,
      text: { weighting: "tf-idf" },
    });
    const json = JSON.parse(JSON.stringify(tfidf.toJSON()));
    expect(json.body.rounds.some((h: { type: string }) => h.type === "threshold-stump")).toBe(true);
    expect(TextClassifier.fromJSON(json).predictProba(testTexts)).toEqual(tfidf.predictProba(testTexts));
  });
});

describe("TextClassifier.train's checks", () => {
  it("names what is wrong with the inputs", async () => {
    const cases: [unknown, unknown, unknown, RegExp][] = [
      [["a"], [["x"], ["y"]], {}, /1 texts but 2 label lists/],
      [[], [], {}, /no texts/],
      [["a", 3], [["x"], ["y"]], {}, /texts\[1\] is number/],
      [["a"], [[""]], {}, /labelLists\[0\]\[0\] must be a non-empty string/],
      [["a"], ["x"], {}, /labelLists\[0\] must be an array/],
      [["a b"], [[]], {}, /no text has a label/],
      [["a b"], [["x"]], { iterations: 0 }, /iterations must be a whole number in \[1, 1000000\], got 0/],
      [["a b"], [["x"]], { iterations: 2.5 }, /iterations/],
      [["a b"], [["x"]], { algorithm: "svm" }, /algorithm "svm" is not one of adaboost-mh, mp-boost/],
    ];
    for (const [t, l, o, message] of cases) {
      await expect(TextClassifier.train(t as string[], l as string[][], o as object)).rejects.toMatchObject({
        code: "E_INVALID_ARGUMENT",
        message,
      });
    }
  });

  test.prop(
    [
      fc.array(
        fc.record({
          words: fc.array(fc.constantFrom("wheat", "corn", "bank", "rate", "oil", "crude"), {
            minLength: 1,
            maxLength: 4,
          }),
          labels: fc.uniqueArray(fc.constantFrom("grain", "money", "oil", "a,b", 'q"'), { maxLength: 2 }),
        }),
        { minLength: 2, maxLength: 12 },
      ),
    ],
    { numRuns: 15 },
  )("the labels are the distinct names given, sorted; probabilities lie in [0, 1]", async (docs) => {
    const given = docs.flatMap((d) => d.labels);
    if (given.length === 0) return;
    const opts = { iterations: 3, text: { stopWords: "none" as const, stem: "none" as const } };
    const model = await TextClassifier.train(
      docs.map((d) => d.words.join(" ")),
      docs.map((d) => d.labels),
      opts,
    );
    expect(model.labels).toEqual([...new Set(given)].sort());
    for (const p of Object.values(model.predictProba("wheat bank oil"))) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
  });
});
