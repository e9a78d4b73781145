import { readFileSync, writeFileSync } from "node:fs";
import { loadAdaBoostLC } from "@textboost/adaboost-lc";
import { coveringError, parseCoverSpec } from "@textboost/covers";
import { loadDataset } from "@textboost/datasets";
import { labelMatrix } from "@textboost/sparse";
import { loadTextPipeline } from "@textboost/text";
import { describe, expect, it } from "vitest";
import { run, writeTextCorpus } from "../src/test-support/run.js";

describe("textboost with AdaBoost.LC", () => {
  it("trains with a cover and reports covering errors equal to the covers' own on the model's scores", async () => {
    const stem = writeTextCorpus();
    const out = `${stem}.lc.json`;
    const t = await run([
      "train",
      "--algorithm",
      "adaboost-lc",
      "--cover",
      "weighted-positive:6",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--iterations",
      "20",
      "--out",
      out,
      "--json",
    ]);
    expect(t.err).toBe("");
    expect(JSON.parse(t.out).algorithm).toBe("adaboost-lc");
    const e = await run([
      "evaluate",
      "--model",
      out,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--covers",
      "hamming,zero-one,wp",
      "--json",
    ]);
    expect(e.code).toBe(0);
    const row = JSON.parse(e.out);
    expect(Object.keys(row.coveringError)).toEqual(["hamming", "zero-one", "weighted-positive:6"]);

    const model = loadAdaBoostLC(JSON.parse(readFileSync(out, "utf8")));
    const test = await loadDataset("boostexter", stem, { split: "test" });
    if (test.kind !== "text") throw new Error("expected text");
    const X = loadTextPipeline(model.preprocessing).transform(test.corpus.documents.map((d) => d.text));
    const idx = new Map(model.labels.map((l, j) => [l, j]));
    const Y = labelMatrix(
      test.corpus.documents.map((d) => d.labels.map((l) => idx.get(l)!)),
      model.labels.length,
    );
    const scores = model.scores(X);
    for (const name of ["hamming", "zero-one", "weighted-positive:6"]) {
      expect(row.coveringError[name]).toBe(coveringError(parseCoverSpec(name), Y, scores));
    }
    // The Hamming covering error is the Hamming loss times the number of labels.
    expect(row.coveringError.hamming).toBeCloseTo(row.hammingLoss * model.labels.length, 12);
  });

  it("reads a groups file for a group cover, and refuses --cover with another algorithm", async () => {
    const stem = writeTextCorpus(30, 10);
    writeFileSync(`${stem}.groups`, "grain oil\nmoney\n");
    const out = `${stem}.groups.json`;
    const t = await run([
      "train",
      "--algorithm",
      "adaboost-lc",
      "--cover",
      `groups:${stem}.groups`,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--iterations",
      "5",
      "--out",
      out,
    ]);
    expect(t.err).toBe("");
    expect(t.code).toBe(0);
    const bad = await run([
      "train",
      "--algorithm",
      "adaboost-mh",
      "--cover",
      "hamming",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--iterations",
      "2",
      "--out",
      `${out}.2`,
    ]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/--cover applies to --algorithm adaboost-lc/);
    const unknown = await run([
      "train",
      "--algorithm",
      "adaboost-lc",
      "--cover",
      "nope",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--iterations",
      "2",
      "--out",
      `${out}.3`,
    ]);
    expect(unknown.code).toBe(1);
  });
});
