import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

const SMALL = ["--members", "3", "--subset-size", "8", "--lsi-dims", "3", "--base-iterations", "4"];

describe("textboost train --algorithm mlrf: --seed, the shape's notes, progress inside members", () => {
  const stem = writeTextCorpus(60, 30);
  const forest = (out: string, ...rest: string[]) =>
    trainOnCorpus(stem, "--algorithm", "mlrf", ...SMALL, "--out", out, "--force", ...rest);

  it("the same --seed gives a byte-identical model with the seed in its settings, another seed another model", async () => {
    const [a, b, c] = [`${stem}.a.json`, `${stem}.b.json`, `${stem}.c.json`];
    for (const [out, seed, threads] of [
      [a, "5", "1"],
      [b, "5", "2"],
      [c, "6", "1"],
    ] as const) {
      const r = await forest(out, "--seed", seed, "--threads", threads);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
    }
    const [ja, jb, jc] = [a, b, c].map((f) => readFileSync(f, "utf8"));
    expect(jb).toBe(ja);
    expect(jc).not.toBe(ja);
    expect(JSON.parse(ja!).body.settings.seed).toBe(5);
    expect(JSON.parse(jc!).body.settings.seed).toBe(6);
  });

  it("refuses a --seed out of range or not whole, naming the option", async () => {
    for (const bad of ["-1", "2147483648", "1.5", "x"]) {
      const r = await forest(`${stem}.bad.json`, "--seed", bad);
      expect(r.code).not.toBe(0);
      expect(r.err).toMatch(/--seed/);
    }
  });

  it("prints what the data cannot support as a note, and records it in the model", async () => {
    const out = `${stem}.cut.json`;
    // 45 documents in a subset's sample (75% of 60) support at most 45 LSI dimensions.
    const r = await trainOnCorpus(
      stem,
      "--algorithm",
      "mlrf",
      "--members",
      "2",
      "--lsi-dims",
      "100",
      "--base-iterations",
      "2",
      "--out",
      out,
    );
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^textboost: lsiDims cut from 100 to 45: /m);
    const settings = JSON.parse(readFileSync(out, "utf8")).body.settings;
    expect(settings.lsiDims).toBe(45);
    expect(settings.notes[0]).toMatch(/^lsiDims cut from 100 to 45/);
  });

  it("prints progress inside a member within --log-every, on one thread and from worker threads", async () => {
    for (const threads of ["1", "2"]) {
      const r = await forest(`${stem}.progress.json`, "--log-every", "0.000001", "--threads", threads);
      expect(r.code).toBe(0);
      expect(r.err).toMatch(
        /^textboost: training mlrf: \d\/3 \(\d+%\), member \d\/3: subset \d+\/\d+ LSI, /m,
      );
      expect(r.err).toMatch(/^textboost: training mlrf: \d\/3 \(\d+%\), member \d\/3: round [1-4]\/4, /m);
    }
    const quiet = await forest(`${stem}.progress.json`, "--log-every", "0", "--threads", "1");
    expect(quiet.err).toBe("");
  });
});
