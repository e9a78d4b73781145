import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { PAPER_PREPROCESSING, textPipeline } from "@textboost/text";
import { beforeAll, describe, expect, it } from "vitest";
import type { Prediction } from "../src/commands/predict.js";
import { run, runJson, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";
import { tempDir, writeMulanDir } from "../src/test-support/vector-data.js";

/** The texts of a BoosTexter corpus file written by writeTextCorpus (one document a line: text, labels.). */
function textsOf(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => l.slice(0, l.lastIndexOf(",")));
}

describe("train's text pipeline options", () => {
  let stem: string;
  let model: string;
  const options = ["--ngrams", "1-2", "--min-df", "2", "--stem", "none"];
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.bigrams.model.json`;
    const r = await trainOnCorpus(stem, "--iterations", "20", "--threads", "1", ...options, "--out", model);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });

  it("fits the pipeline the options describe and records it in the model", () => {
    const m = loadAdaBoostMH(JSON.parse(readFileSync(model, "utf8")));
    const reference = textPipeline({
      ...PAPER_PREPROCESSING,
      ngrams: [1, 2],
      minDocumentFrequency: 2,
      stem: "none",
    }).fit(textsOf(`${stem}.data`));
    expect(m.features).toEqual(reference.terms);
    expect(m.features.some((f) => f.includes(" "))).toBe(true); // bigrams among them
    const saved = (m.preprocessing as { options: Record<string, unknown> }).options;
    expect(saved.ngrams).toEqual([1, 2]);
    expect(saved.minDocumentFrequency).toBe(2);
    expect(saved.stem).toBe("none");
  });

  it("predict and evaluate on raw text apply the saved options (bigrams)", async () => {
    const m = loadAdaBoostMH(JSON.parse(readFileSync(model, "utf8")));
    const reference = textPipeline({
      ...PAPER_PREPROCESSING,
      ngrams: [1, 2],
      minDocumentFrequency: 2,
      stem: "none",
    }).fit(textsOf(`${stem}.data`));
    const bigrams = m.features.filter((f) => f.includes(" "));
    const text = bigrams.slice(0, 6).join(" ");
    const expected = m.scores(reference.transform([text])).data;
    const r = await run(["predict", "--model", model, "--top", "3", "--json"], text);
    expect(r.code).toBe(0);
    const labels = (JSON.parse(r.out) as Prediction[])[0]!.labels;
    expect(labels.length).toBeGreaterThanOrEqual(3);
    for (const l of labels) expect(l.score).toBeCloseTo(expected[m.labels.indexOf(l.label)]!, 12);
    expect(reference.transform([text]).indices.some((c) => reference.terms[c]!.includes(" "))).toBe(true);
    const evaluated = await runJson([
      "evaluate",
      "--model",
      model,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--split",
      "test",
      "--json",
    ]);
    expect(evaluated.documents).toBe(textsOf(`${stem}.test`).length);
  });

  it("reads a stop-word file and drops its words from the vocabulary", async () => {
    const dir = tempDir();
    const words = join(dir, "stop.txt");
    writeFileSync(words, "# topic words of grain\nwheat\ncorn  \n\n");
    const out = join(dir, "m.json");
    const r = await trainOnCorpus(
      stem,
      "--iterations",
      "5",
      "--threads",
      "1",
      "--stop-words",
      words,
      "--out",
      out,
    );
    expect(r.code).toBe(0);
    const m = loadAdaBoostMH(JSON.parse(readFileSync(out, "utf8")));
    expect(m.features).not.toContain("wheat");
    expect(m.features).not.toContain("corn");
    expect(m.features).toContain("harvest");
  });

  it("takes every weighting; bm25 and sublinear tf make real values and threshold stumps", async () => {
    for (const extra of [
      ["--weighting", "bm25", "--bm25-k1", "2", "--bm25-b", "0.5"],
      ["--weighting", "tf-idf", "--sublinear-tf"],
    ]) {
      const out = join(tempDir(), "m.json");
      const r = await trainOnCorpus(stem, "--iterations", "3", "--threads", "1", ...extra, "--out", out);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      const saved = JSON.parse(readFileSync(out, "utf8")).preprocessing.options;
      expect(saved.weighting).toBe(extra[1]);
      if (extra[1] === "bm25") expect([saved.bm25K1, saved.bm25B]).toEqual([2, 0.5]);
      else expect(saved.sublinearTf).toBe(true);
    }
  });
});

describe("text options refused", () => {
  it("names the option for values out of range (usage errors)", async () => {
    const stem = writeTextCorpus(10, 5);
    for (const [flag, value] of [
      ["--ngrams", "4"],
      ["--ngrams", "2-1"],
      ["--ngrams", "0-2"],
      ["--ngrams", "x"],
      ["--min-df", "0"],
      ["--max-features", "1.5"],
      ["--bm25-k1", "-1"],
      ["--bm25-b", "1.5"],
      ["--weighting", "okapi"],
      ["--stem", "snowball"],
    ] as const) {
      const r = await trainOnCorpus(stem, flag, value, "--out", join(tempDir(), "m.json"));
      expect(r.code).toBe(2);
      expect(r.err).toContain(flag);
    }
  });

  it("refuses combinations that do nothing, naming the options", async () => {
    const stem = writeTextCorpus(10, 5);
    const out = join(tempDir(), "m.json");
    const sub = await trainOnCorpus(stem, "--sublinear-tf", "--out", out);
    expect(sub.code).toBe(1);
    expect(sub.err).toMatch(/--sublinear-tf applies to --weighting tf, tf-idf, tf-idf-cosine, not binary/);
    const k1 = await trainOnCorpus(stem, "--weighting", "tf", "--bm25-k1", "1", "--out", out);
    expect(k1.code).toBe(1);
    expect(k1.err).toContain("--bm25-k1 applies to --weighting bm25");
  });

  it("says when the options keep no term, and when the stop-word file is missing", async () => {
    const stem = writeTextCorpus(10, 5);
    const out = join(tempDir(), "m.json");
    const none = await trainOnCorpus(stem, "--min-df", "11", "--out", out);
    expect(none.code).toBe(1);
    expect(none.err).toContain("kept no term of the 10 training documents");
    const missing = await trainOnCorpus(stem, "--stop-words", "no-such-file.txt", "--out", out);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("no-such-file.txt");
  });

  it("refuses text options with a vector format, naming them", async () => {
    const data = writeMulanDir(30);
    const out = join(tempDir(), "m.json");
    const r = await run([
      "train",
      "--format",
      "mulan",
      "--data",
      data,
      "--ngrams",
      "2",
      "--min-df",
      "2",
      "--out",
      out,
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("--ngrams, --min-df apply to raw text");
    expect(r.err).toContain("--format mulan");
  });
});
