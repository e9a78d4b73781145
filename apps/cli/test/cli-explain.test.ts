import { readFileSync } from "node:fs";
import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { loadTextPipeline } from "@textboost/text";
import { beforeAll, describe, expect, it } from "vitest";
import type { ExplainReport } from "../src/commands/explain.js";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

describe("textboost explain", () => {
  let stem: string;
  let model: string;
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.model.json`;
    const r = await trainOnCorpus(stem, "--iterations", "25", "--out", model);
    expect(r.code).toBe(0);
  });

  const text = "wheat corn harvest market said";

  it("explains standard input: each label's score equals the model's score and the sum of its votes", async () => {
    const r = await run(["explain", "--model", model, "--label", "grain", "oil", "--json"], text);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as ExplainReport;
    const m = loadAdaBoostMH(JSON.parse(readFileSync(model, "utf8")));
    const X = loadTextPipeline(m.preprocessing).transform([text]);
    const scores = m.scores(X).data;
    expect(report.labels.map((l) => l.labelName)).toEqual(["grain", "oil"]);
    for (const l of report.labels) {
      const j = m.labels.indexOf(l.labelName);
      expect(l.score).toBeCloseTo(scores[j]!, 12);
      const sum = l.contributions.reduce((s, c) => s + c.vote, 0);
      expect(sum).toBeCloseTo(l.score, 10);
      expect(l.probability).toBeCloseTo(1 / (1 + Math.exp(-2 * l.score)), 12);
    }
  });

  it("by default explains the labels scoring above 0", async () => {
    const r = await run(["explain", "--model", model, "--json"], text);
    const report = JSON.parse(r.out) as ExplainReport;
    expect(report.labels.length).toBeGreaterThan(0);
    for (const l of report.labels) expect(l.score).toBeGreaterThan(0);
    const plain = await run(["explain", "--model", model], text);
    expect(plain.out).toMatch(/grain: score \+\d/);
  });

  it("explains a document of a data set by row number, equal to explaining its text", async () => {
    const line = readFileSync(`${stem}.test`, "utf8").split("\n")[4]!;
    const docText = line.slice(0, line.lastIndexOf(","));
    const a = await run([
      "explain",
      "--model",
      model,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--split",
      "test",
      "--row",
      "4",
      "--label",
      "money",
      "--json",
    ]);
    expect(a.err).toBe("");
    const b = await run(["explain", "--model", model, "--label", "money", "--json"], docText);
    expect(JSON.parse(a.out).labels).toEqual(JSON.parse(b.out).labels);
  });

  it("names what is wrong: an unknown label, a row out of range, half a data set, rounds out of range, empty input", async () => {
    const unknown = await run(["explain", "--model", model, "--label", "nope"], text);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/--label "nope" is not a label of the model/);
    const row = await run([
      "explain",
      "--model",
      model,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--split",
      "test",
      "--row",
      "999",
    ]);
    expect(row.code).toBe(1);
    expect(row.err).toMatch(/--row 999 is outside \[0, 30\)/);
    const id = await run([
      "explain",
      "--model",
      model,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--split",
      "test",
      "--doc",
      "x",
    ]);
    expect(id.code).toBe(1);
    expect(id.err).toMatch(/--doc x/);
    const half = await run(["explain", "--model", model, "--data", stem], text);
    expect(half.code).toBe(1);
    expect(half.err).toMatch(/give --format, --data and one of --doc or --row/);
    const rounds = await run(["explain", "--model", model, "--rounds", "26"], text);
    expect(rounds.err).toMatch(/--rounds 26: this model has 25 rounds/);
    const empty = await run(["explain", "--model", model], "  \n");
    expect(empty.err).toMatch(/standard input is empty/);
  });
});
