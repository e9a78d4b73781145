import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

/** A small SVMlight data set with two labels over real values (label 0 by feature 1, label 1 by feature 2). */
function writeData(): string {
  const stem = writeTextCorpus(5, 2);
  const lines = (from: number, n: number) =>
    Array.from({ length: n }, (_, k) => {
      const i = from + k;
      const x = ((i * 37) % 100) / 100;
      const z = ((i * 11) % 10) / 10 + 0.05;
      const labels = [x > 0.5 ? "0" : "", z > 0.5 ? "1" : ""].filter(Boolean).join(",") || "0";
      return `${labels} 1:${x.toFixed(2)} 2:${z.toFixed(2)} 3:${((i % 3) + 1).toFixed(0)}`;
    }).join("\n");
  writeFileSync(`${stem}-train.svm`, `${lines(0, 80)}\n`);
  writeFileSync(`${stem}-test.svm`, `${lines(80, 40)}\n`);
  return `${stem}-{split}.svm`;
}

type ModelFile = {
  body: { settings: Record<string, unknown>; rounds: { below?: number[]; present?: number[] }[] };
};
const modelOf = (file: string) => JSON.parse(readFileSync(file, "utf8")) as ModelFile;
const train = (data: string, ...args: string[]) =>
  run(["train", "--format", "svmlight", "--data", data, "--iterations", "8", "--log-every", "0", ...args]);

describe("textboost train --shrinkage", () => {
  it.each(["adaboost-mh", "mp-boost"])(
    "%s: records ν, scales the first round's votes by ν, and trains the same model on 1 and 2 threads",
    async (algorithm) => {
      const data = writeData();
      const out = (name: string) => data.replace("-{split}.svm", `.${algorithm}.${name}.json`);
      expect((await train(data, "--algorithm", algorithm, "--out", out("plain"))).code).toBe(0);
      for (const threads of ["1", "2"]) {
        const r = await train(
          data,
          "--algorithm",
          algorithm,
          "--shrinkage",
          "0.25",
          "--threads",
          threads,
          "--out",
          out(threads),
        );
        expect(r.code).toBe(0);
      }
      const plain = modelOf(out("plain"));
      const shrunk = modelOf(out("1"));
      expect(shrunk.body.settings.shrinkage).toBe(0.25);
      expect(plain.body.settings.shrinkage).toBeUndefined();
      const votes = (m: ModelFile) => m.body.rounds[0]!.below ?? m.body.rounds[0]!.present ?? [];
      expect(votes(plain).length).toBeGreaterThan(0);
      for (const [j, v] of votes(shrunk).entries()) expect(v).toBeCloseTo(0.25 * votes(plain)[j]!, 12);
      expect(readFileSync(out("2"), "utf8")).toBe(readFileSync(out("1"), "utf8"));
    },
  );

  it.each(["adaboost-mh", "mp-boost"])(
    "treeboost with %s nodes: every node model records ν and scales its first round's votes by ν, on 1 and 2 threads alike",
    async (base) => {
      const stem = writeTextCorpus(60, 5);
      const tree = join(dirname(stem), "tree.tsv");
      writeFileSync(
        tree,
        "None\tRoot\nRoot\tcommodities\ncommodities\tgrain\ncommodities\toil\nRoot\tmoney\n",
      );
      const out = (name: string) => `${stem}.${base}.${name}.json`;
      const fit = async (name: string, ...more: string[]) => {
        const args = ["--algorithm", "treeboost", "--base", base, "--hierarchy", tree, "--iterations", "6"];
        const r = await trainOnCorpus(stem, ...args, ...more, "--log-every", "0", "--out", out(name));
        expect([r.code, r.err]).toEqual([0, ""]);
        return JSON.parse(readFileSync(out(name), "utf8")) as {
          body: { nodes: { model: ModelFile | null }[] };
        };
      };
      const plain = await fit("plain", "--threads", "1");
      const shrunk = await fit("1", "--shrinkage", "0.4", "--threads", "1");
      await fit("2", "--shrinkage", "0.4", "--threads", "2");
      expect(readFileSync(out("2"), "utf8")).toBe(readFileSync(out("1"), "utf8"));
      const votes = (m: ModelFile) => m.body.rounds[0]!.present ?? [];
      const nodes = shrunk.body.nodes.flatMap((n, b) =>
        n.model === null ? [] : [[n.model, plain.body.nodes[b]!.model!] as const],
      );
      expect(nodes.length).toBe(2);
      for (const [node, unshrunk] of nodes) {
        expect([node.body.settings.shrinkage, unshrunk.body.settings.shrinkage]).toEqual([0.4, undefined]);
        expect(votes(unshrunk).length).toBeGreaterThan(0);
        for (const [j, v] of votes(node).entries()) expect(v).toBeCloseTo(0.4 * votes(unshrunk)[j]!, 12);
      }
    },
  );

  it("refuses a value outside (0, 1] and an algorithm without stump rounds, naming --shrinkage", async () => {
    const data = writeData();
    const out = data.replace("-{split}.svm", ".refused.json");
    for (const value of ["0", "1.5", "-0.2", "abc"]) {
      const r = await train(data, "--shrinkage", value, "--out", out);
      expect(r.code).toBe(2);
      expect(r.err).toContain("--shrinkage must be a number in (0, 1]");
    }
    const lc = await train(data, "--algorithm", "adaboost-lc", "--shrinkage", "0.5", "--out", out);
    expect(lc.code).not.toBe(0);
    expect(lc.err).toContain(
      "--shrinkage applies to --algorithm adaboost-mh, mp-boost and treeboost, not adaboost-lc",
    );
  });
});
