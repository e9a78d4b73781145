import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { run, writeTextCorpus } from "./test-support/run.js";

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

describe("textboost train --stumps", () => {
  it("defaults to threshold stumps on real-valued features, which learn a threshold rule presence stumps cannot", async () => {
    const data = writeRealValued();
    const out = data.replace("-{split}.svm", ".t.json");
    const r = await run([
      "train",
      "--format",
      "svmlight",
      "--data",
      data,
      "--iterations",
      "10",
      "--out",
      out,
    ]);
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
    expect(learner(out)).toBe("per-label-threshold-stump");
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

  it("gives TreeBoost.MH's nodes threshold stumps on real-valued features, on one thread", async () => {
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
