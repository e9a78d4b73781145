import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { run, writeTextCorpus } from "../src/test-support/run.js";

/** A small SVMlight data set whose labels follow a threshold on feature 1's real value. */
function writeRealValued(): string {
  const stem = writeTextCorpus(5, 2);
  const lines = (from: number, n: number) =>
    Array.from({ length: n }, (_, k) => {
      const i = from + k;
      const x = ((i * 37) % 100) / 100;
      return `${x > 0.5 ? "1" : "0"} 1:${x.toFixed(2)} 2:${(((i * 11) % 10) / 10 + 0.05).toFixed(2)}`;
    }).join("\n");
  writeFileSync(`${stem}-train.svm`, `${lines(0, 80)}\n`);
  writeFileSync(`${stem}-test.svm`, `${lines(80, 40)}\n`);
  return `${stem}-{split}.svm`;
}

const learner = (file: string) =>
  (JSON.parse(readFileSync(file, "utf8")) as { body: { settings: { learner: string } } }).body.settings
    .learner;
const settingsOf = (file: string) =>
  (JSON.parse(readFileSync(file, "utf8")) as { body: { settings: Record<string, unknown> } }).body.settings;
const roundTypes = (file: string) =>
  new Set(
    (JSON.parse(readFileSync(file, "utf8")) as { body: { rounds: { type: string }[] } }).body.rounds.map(
      (h) => h.type,
    ),
  );
const train = (data: string, ...args: string[]) =>
  run(["train", "--format", "svmlight", "--data", data, "--iterations", "10", ...args]);

describe("textboost train --stumps", () => {
  it("threshold stumps learn a threshold rule presence stumps cannot", async () => {
    const data = writeRealValued();
    const out = data.replace("-{split}.svm", ".t.json");
    const r = await train(data, "--stumps", "threshold", "--out", out);
    expect(r.code).toBe(0);
    expect(learner(out)).toBe("threshold-stump");
    const presence = data.replace("-{split}.svm", ".p.json");
    expect(
      (
        await run([
          "train",
          "--format",
          "svmlight",
          "--data",
          data,
          "--iterations",
          "10",
          "--stumps",
          "presence",
          "--out",
          presence,
        ])
      ).code,
    ).toBe(0);
    expect(learner(presence)).not.toBe("threshold-stump");
    const f1 = async (model: string) =>
      JSON.parse(
        (await run(["evaluate", "--model", model, "--format", "svmlight", "--data", data, "--json"])).out,
      ).microF1;
    // Every document has both features, so presence says nothing; the threshold on feature 1 is the rule.
    expect(await f1(out)).toBe(1);
    expect(await f1(presence)).toBeLessThan(0.9);
  });

  it("defaults to binned threshold stumps on real-valued features: an ordinary model of threshold stumps", async () => {
    const data = writeRealValued();
    const out = data.replace("-{split}.svm", ".b.json");
    const r = await train(data, "--threads", "1", "--out", out);
    expect(r.err).toBe("");
    expect(settingsOf(out).stumps).toBe("binned");
    expect(roundTypes(out)).toEqual(new Set(["threshold-stump"]));
    const evaluated = await run([
      "evaluate",
      "--model",
      out,
      "--format",
      "svmlight",
      "--data",
      data,
      "--json",
    ]);
    const presence = data.replace("-{split}.svm", ".bp.json");
    await train(data, "--stumps", "presence", "--out", presence);
    const presenceF1 = JSON.parse(
      (await run(["evaluate", "--model", presence, "--format", "svmlight", "--data", data, "--json"])).out,
    ).microF1;
    expect(JSON.parse(evaluated.out).microF1).toBeGreaterThan(presenceF1);
  });

  it("trains the same binned model file on 1 and 2 threads, which predict and explain read", async () => {
    const data = writeRealValued();
    for (const algorithm of ["adaboost-mh", "mp-boost"]) {
      const out = data.replace("-{split}.svm", `.${algorithm}`);
      const common = ["--algorithm", algorithm, "--stumps", "binned", "--bins", "4", "--force"];
      const one = await train(data, ...common, "--threads", "1", "--out", `${out}.1.json`);
      const two = await train(data, ...common, "--threads", "2", "--out", `${out}.2.json`);
      expect(one.err).toBe("");
      expect(two.err).toBe("");
      expect(settingsOf(`${out}.1.json`).bins).toBe(4);
      expect(readFileSync(`${out}.2.json`, "utf8")).toBe(readFileSync(`${out}.1.json`, "utf8"));
      const predicted = await run([
        "predict",
        "--model",
        `${out}.1.json`,
        "--format",
        "svmlight",
        "--data",
        data,
        "--split",
        "test",
        "--threads",
        "1",
        "--json",
      ]);
      expect(predicted.code).toBe(0);
      expect((JSON.parse(predicted.out) as unknown[]).length).toBe(40);
      const explained = await run([
        "explain",
        "--model",
        `${out}.1.json`,
        "--format",
        "svmlight",
        "--data",
        data,
        "--split",
        "test",
        "--row",
        "0",
      ]);
      expect(explained.code).toBe(0);
      // the rounds are attributed to the original features (svmlight names them 1 and 2)
      // with the document's value and the cut: "1 = 0.42: > 0.31"
      expect(explained.out).toMatch(/ [12] = -?[\d.e+-]+: (>|<=) -?[\d.e+-]+/);
    }
  });

  it("trains AdaBoost.LC on binned features: the file keeps the binning, the same on 1 and 2 threads", async () => {
    const data = writeRealValued();
    const out = data.replace("-{split}.svm", ".lc");
    const common = ["--algorithm", "adaboost-lc", "--stumps", "binned", "--bins", "8", "--force"];
    const one = await train(data, ...common, "--threads", "1", "--out", `${out}.1.json`);
    expect(one.err).toBe("");
    const two = await train(data, ...common, "--threads", "2", "--out", `${out}.2.json`);
    expect(two.err).toBe("");
    expect(readFileSync(`${out}.2.json`, "utf8")).toBe(readFileSync(`${out}.1.json`, "utf8"));
    const file = JSON.parse(readFileSync(`${out}.1.json`, "utf8"));
    expect(file.features).toEqual(["1", "2"]);
    expect(file.body.binning.bins).toBe(8);
    const evaluate = async (model: string) =>
      JSON.parse(
        (await run(["evaluate", "--model", model, "--format", "svmlight", "--data", data, "--json"])).out,
      ).microF1 as number;
    const presence = `${out}.p.json`;
    expect((await train(data, "--algorithm", "adaboost-lc", "--out", presence)).code).toBe(0);
    // the labels follow a threshold on feature 1, which the binned expansion can express
    expect(await evaluate(`${out}.1.json`)).toBeGreaterThan(await evaluate(presence));
    const explained = await run([
      "explain",
      "--model",
      `${out}.1.json`,
      "--format",
      "svmlight",
      "--data",
      data,
      "--split",
      "test",
      "--row",
      "1",
      "--json",
    ]);
    expect(explained.code).toBe(0);
  });

  it("compares algorithms with binned stumps and --bins", async () => {
    const data = writeRealValued();
    const r = await run([
      "compare",
      "--algorithms",
      "adaboost-mh,mp-boost",
      "--stumps",
      "binned",
      "--bins",
      "4",
      "--format",
      "svmlight",
      "--data",
      data,
      "--at",
      "5,10",
      "--threads",
      "1",
      "--json",
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toBeTruthy();
  });

  it("checks --bins: a whole number from 1 to 1024, with binned stumps only", async () => {
    const data = writeRealValued();
    const out = data.replace("-{split}.svm", ".bins.json");
    for (const bad of ["0", "1025", "2.5", "x"]) {
      const r = await train(data, "--bins", bad, "--out", out);
      expect(r.code).not.toBe(0);
      expect(r.err).toMatch(/--bins must be a whole number from 1 to 1024/);
    }
    const presence = await train(data, "--stumps", "presence", "--bins", "4", "--out", out);
    expect(presence.code).not.toBe(0);
    expect(presence.err).toMatch(/--bins applies to --stumps binned/);
  });

  it("gives MP-Boost per-label threshold stumps, and refuses what cannot work", async () => {
    const data = writeRealValued();
    const out = data.replace("-{split}.svm", ".mp.json");
    expect(
      (
        await run([
          "train",
          "--algorithm",
          "mp-boost",
          "--format",
          "svmlight",
          "--data",
          data,
          "--iterations",
          "5",
          "--out",
          out,
        ])
      ).code,
    ).toBe(0);
    expect(roundTypes(out)).toEqual(new Set(["per-label-threshold-stump"]));
    const lc = await run([
      "train",
      "--algorithm",
      "adaboost-lc",
      "--stumps",
      "threshold",
      "--format",
      "svmlight",
      "--data",
      data,
      "--out",
      `${out}.lc`,
    ]);
    expect(lc.err).toMatch(/--stumps applies to adaboost-mh, mp-boost and treeboost/);
    const discrete = await run([
      "train",
      "--stumps",
      "threshold",
      "--variant",
      "discrete",
      "--format",
      "svmlight",
      "--data",
      data,
      "--out",
      `${out}.d`,
    ]);
    expect(discrete.err).toMatch(
      /threshold stumps are real-valued; --variant discrete applies to --stumps presence/,
    );
    const threads = await run([
      "train",
      "--stumps",
      "threshold",
      "--threads",
      "2",
      "--format",
      "svmlight",
      "--data",
      data,
      "--out",
      `${out}.t2`,
    ]);
    expect(threads.err).toMatch(/adaboost-mh with threshold stumps trains on one thread/);
  });

  it("gives TreeBoost.MH's nodes binned threshold stumps on real-valued features, the same on 1 and 2 threads", async () => {
    const data = writeRealValued();
    const tree = data.replace("-{split}.svm", ".tree.tsv");
    writeFileSync(tree, "None\tRoot\nRoot\tA\nA\t0\nA\t1\n");
    const out = data.replace("-{split}.svm", ".tbb");
    const args = ["--algorithm", "treeboost", "--hierarchy", tree, "--bins", "16", "--log-every", "0"];
    const one = await train(data, ...args, "--threads", "1", "--out", `${out}.1.json`);
    expect(one.err).toBe("");
    const two = await train(data, ...args, "--threads", "2", "--out", `${out}.2.json`);
    expect(two.err).toBe("");
    const nodes = JSON.stringify(JSON.parse(readFileSync(`${out}.1.json`, "utf8")).body);
    expect(nodes).toMatch(/"threshold-stump"/);
    expect(nodes).not.toMatch(/"type":"stump"/);
    expect(readFileSync(`${out}.2.json`, "utf8")).toBe(readFileSync(`${out}.1.json`, "utf8"));
    const e = await run([
      "evaluate",
      "--model",
      `${out}.1.json`,
      "--format",
      "svmlight",
      "--data",
      data,
      "--json",
    ]);
    expect(e.code).toBe(0);
  });

  it("gives TreeBoost.MH's nodes exact threshold stumps with --stumps threshold, on one thread", async () => {
    const data = writeRealValued();
    const tree = data.replace("-{split}.svm", ".tree.tsv");
    writeFileSync(tree, "None\tRoot\nRoot\tA\nA\t0\nA\t1\n");
    const out = data.replace("-{split}.svm", ".tb.json");
    const args = [
      "train",
      "--algorithm",
      "treeboost",
      "--hierarchy",
      tree,
      "--format",
      "svmlight",
      "--data",
      data,
      "--iterations",
      "10",
      "--stumps",
      "threshold",
    ];
    const r = await run([...args, "--out", out]);
    expect(r.code).toBe(0);
    const nodes = JSON.stringify(JSON.parse(readFileSync(out, "utf8")).body);
    expect(nodes).toMatch(/"threshold-stump"/);
    const e = await run(["evaluate", "--model", out, "--format", "svmlight", "--data", data, "--json"]);
    expect(JSON.parse(e.out).microF1).toBe(1);
    const two = await run([...args, "--threads", "2", "--out", `${out}.2`]);
    expect(two.err).toMatch(/treeboost with threshold stumps trains on one thread/);
  });
});
