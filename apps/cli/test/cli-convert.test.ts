import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

describe("textboost data convert", () => {
  it("writes MP-Boost++ files on which training gives the same model as on the raw text", async () => {
    const stem = writeTextCorpus();
    const dir = `${stem}-mpb`;
    const c = await run(["data", "convert", "--format", "boostexter", stem, "--to", "mpboost", "--out", dir]);
    expect(c.err).toBe("");
    expect(c.code).toBe(0);
    const again = await run([
      "data",
      "convert",
      "--format",
      "boostexter",
      stem,
      "--to",
      "mpboost",
      "--out",
      dir,
    ]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/exists; pass --force/);

    const fromText = `${stem}.text.json`;
    const fromMpb = `${stem}.mpb.json`;
    await trainOnCorpus(stem, "--iterations", "15", "--out", fromText);
    await run([
      "train",
      "--format",
      "mpboost",
      "--data",
      dir,
      "--split",
      "train",
      "--iterations",
      "15",
      "--out",
      fromMpb,
    ]);
    const a = loadAdaBoostMH(JSON.parse(readFileSync(fromText, "utf8")));
    const b = loadAdaBoostMH(JSON.parse(readFileSync(fromMpb, "utf8")));
    // Same pivots (the MP-Boost++ file names features by column id) and the same votes.
    expect(b.rounds.map((h) => h.toJSON())).toEqual(a.rounds.map((h) => h.toJSON()));

    const evalText = JSON.parse(
      (await run(["evaluate", "--model", fromText, "--format", "boostexter", "--data", stem, "--json"])).out,
    );
    const evalMpb = JSON.parse(
      (
        await run([
          "evaluate",
          "--model",
          fromMpb,
          "--format",
          "mpboost",
          "--data",
          dir,
          "--split",
          "test",
          "--json",
        ])
      ).out,
    );
    expect(evalMpb.microF1).toBe(evalText.microF1);
    expect(evalMpb.macroF1).toBe(evalText.macroF1);
    expect(evalMpb.documents).toBe(30);
    expect(readFileSync(join(dir, "training"), "utf8").trim().split("\n")).toHaveLength(60);
  });
});

describe("textboost train --select-features", () => {
  it("keeps that many terms, and the model still reads raw text", async () => {
    const stem = writeTextCorpus();
    const out = `${stem}.sel.json`;
    const t = await trainOnCorpus(
      stem,
      "--iterations",
      "10",
      "--select-features",
      "6",
      "--out",
      out,
      "--json",
    );
    expect(JSON.parse(t.out).features).toBe(6);
    const model = loadAdaBoostMH(JSON.parse(readFileSync(out, "utf8")));
    expect(model.features).toHaveLength(6);
    const p = await run(["predict", "--model", out, "--json"], "wheat grain harvest corn\n");
    expect(p.code).toBe(0);
    const e = await run(["evaluate", "--model", out, "--format", "boostexter", "--data", stem, "--json"]);
    expect(e.code).toBe(0);
    expect(JSON.parse(e.out).microF1).toBeGreaterThan(0.5);
  });
});
