import { readFileSync } from "node:fs";
import { loadDataset } from "@textboost/datasets";
import { TextClassifier } from "textboost";
import { beforeAll, describe, expect, it } from "vitest";
import type { Prediction } from "../src/commands/predict.js";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

/** The texts and label lists of a part of a corpus written by `writeTextCorpus`. */
async function part(stem: string, split: "train" | "test") {
  const loaded = await loadDataset("boostexter", stem, { split });
  if (loaded.kind !== "text") throw new Error("expected text");
  return {
    texts: loaded.corpus.documents.map((d) => d.text),
    labels: loaded.corpus.documents.map((d) => [...d.labels]),
  };
}

/** `textboost predict --json` of a model on the corpus's test part. */
async function cliPredictions(model: string, stem: string): Promise<Prediction[]> {
  const r = await run([
    "predict",
    ...["--model", model, "--format", "boostexter", "--data", stem, "--split", "test"],
    ...["--threads", "1", "--json"],
  ]);
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Prediction[];
}

const predictedOf = (p: Prediction) => p.labels.filter((l) => l.predicted).map((l) => l.label);

describe("the textboost package's TextClassifier and the CLI share one model file", () => {
  let stem: string;
  beforeAll(() => {
    stem = writeTextCorpus();
  });

  it("the CLI predicts with a model TextClassifier saved, as the classifier does", async () => {
    const train = await part(stem, "train");
    const test = await part(stem, "test");
    const classifier = await TextClassifier.train(train.texts, train.labels, { iterations: 15 });
    const file = `${stem}.classifier.json`;
    await classifier.save(file);
    const cli = await cliPredictions(file, stem);
    const mine = classifier.predict(test.texts);
    const proba = classifier.predictProba(test.texts);
    expect(cli.map(predictedOf)).toEqual(mine);
    cli.forEach((p, i) => {
      for (const l of p.labels) expect(l.probability).toBe(proba[i]![l.label]);
    });
    const evaluated = await run(["evaluate", "--model", file, "--format", "boostexter", "--data", stem]);
    expect(evaluated.code).toBe(0);
  });

  it("the CLI decides with the thresholds and calibration TextClassifier tuned on validation texts", async () => {
    const train = await part(stem, "train");
    const test = await part(stem, "test");
    const classifier = await TextClassifier.train(train.texts, train.labels, {
      iterations: 15,
      validationFraction: 0.3,
      thresholds: { kind: "per-label-f1" },
      calibrate: "platt",
    });
    const file = `${stem}.tuned.json`;
    await classifier.save(file);
    const decision = JSON.parse(readFileSync(file, "utf8")).decision;
    expect(decision.thresholding.kind).toBe("per-label");
    expect(decision.calibration.kind).toBe("platt");
    const cli = await cliPredictions(file, stem);
    expect(cli.map(predictedOf)).toEqual(classifier.predict(test.texts));
    const proba = classifier.predictProba(test.texts);
    cli.forEach((p, i) => {
      for (const l of p.labels) expect(l.probability).toBe(proba[i]![l.label]);
    });
  });

  it("TextClassifier loads what `textboost train` wrote, with its S, thresholds and calibration", async () => {
    const file = `${stem}.cli.json`;
    const t = await trainOnCorpus(
      stem,
      ...["--algorithm", "mp-boost", "--iterations", "20", "--validation-fraction", "0.3"],
      ...["--thresholds", "per-label-f1", "--calibrate", "platt", "--out", file],
    );
    expect(t.code).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).decision.thresholding.kind).toBe("per-label");
    const test = await part(stem, "test");
    const classifier = await TextClassifier.load(file);
    const cli = await cliPredictions(file, stem);
    expect(classifier.predict(test.texts)).toEqual(cli.map(predictedOf));
    const proba = classifier.predictProba(test.texts);
    cli.forEach((p, i) => {
      for (const l of p.labels) expect(proba[i]![l.label]).toBe(l.probability);
    });
  });
});
