import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { writeMulan } from "@textboost/datasets";
import { loadMPBoost } from "@textboost/mp-boost";
import { csrFromRows, labelMatrix } from "@textboost/sparse";
import { loadTreeBoost } from "@textboost/treeboost";
import { beforeAll, describe, expect, it } from "vitest";
import type { ExplainReport } from "../src/commands/explain.js";
import { evaluateOnCorpus, run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

/** grain and oil under "commodities", money on its own. */
const TREE =
  "None\tRoot\nRoot\tcommodities\tgoods traded\ncommodities\tgrain\ncommodities\toil\nRoot\tmoney\n";

describe("textboost train --algorithm treeboost", () => {
  let stem: string;
  let tree: string;
  let model: string;
  beforeAll(async () => {
    stem = writeTextCorpus();
    tree = join(dirname(stem), "tree.tsv");
    writeFileSync(tree, TREE);
    model = `${stem}.tree.json`;
    const r = await trainOnCorpus(
      stem,
      "--algorithm",
      "treeboost",
      "--hierarchy",
      tree,
      "--iterations",
      "15",
      "--out",
      model,
      "--threads",
      "1",
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });

  it("writes a TreeBoost.MH model over the file's tree", () => {
    const m = loadTreeBoost(JSON.parse(readFileSync(model, "utf8")));
    expect(m.labels).toEqual(["grain", "oil", "money"]);
    expect(m.plan.nodes.map((n) => n.name)).toEqual(["(root)", "commodities"]);
    expect(m.length).toBe(15);
  });

  it("evaluate prints the hierarchical measures, predict and explain work", async () => {
    const e = await evaluateOnCorpus(model, stem, "--json", "--threads", "1");
    expect(e.code).toBe(0);
    const row = JSON.parse(e.out);
    expect(row.hierarchy.leafLabels).toBe(3);
    expect(row.hierarchy.hierarchicalF1).toBeGreaterThan(0.5);
    const text = await evaluateOnCorpus(model, stem, "--at", "5,15");
    expect(text.out).toMatch(/hierarchical F1/);
    const p = await run(["predict", "--model", model, "--json"], "wheat corn harvest crop said");
    expect(p.code).toBe(0);
    expect(JSON.parse(p.out)[0].labels.map((l: { label: string }) => l.label)).toContain("grain");
    const x = await run(
      ["explain", "--model", model, "--label", "grain", "--json"],
      "wheat corn harvest crop said",
    );
    const report = JSON.parse(x.out) as ExplainReport;
    const parts = report.labels[0]!.parts!;
    expect(parts[0]!.name).toBe("node (root) -> commodities (accepted)");
    expect(parts[1]!.name).toMatch(/^node commodities -> grain /);
    const plain = await run(
      ["explain", "--model", model, "--label", "grain"],
      "wheat corn harvest crop said",
    );
    expect(plain.out).toMatch(/node \(root\) -> commodities \(accepted\): \+/);
  });

  it("any model is evaluated hierarchically with --hierarchy", async () => {
    const flat = `${stem}.flat.json`;
    expect((await trainOnCorpus(stem, "--iterations", "10", "--out", flat)).code).toBe(0);
    const e = await evaluateOnCorpus(flat, stem, "--hierarchy", tree, "--json");
    expect(e.code).toBe(0);
    expect(JSON.parse(e.out).hierarchy.leafLabels).toBe(3);
    const none = await evaluateOnCorpus(flat, stem, "--json");
    expect(JSON.parse(none.out).hierarchy).toBeUndefined();
  });

  it("MP-Boost as the base, on 1 and 2 threads: the same model file", async () => {
    const files = [];
    for (const threads of ["1", "2"]) {
      const out = `${stem}.tree-mp.t${threads}.json`;
      const r = await trainOnCorpus(
        stem,
        "--algorithm",
        "treeboost",
        "--base",
        "mp-boost",
        "--hierarchy",
        tree,
        "--iterations",
        "10",
        "--threads",
        threads,
        "--out",
        out,
        "--json",
      );
      expect(r.err).toBe("");
      expect(JSON.parse(r.out).threads).toBe(Number(threads));
      files.push(readFileSync(out, "utf8"));
    }
    expect(files[1]).toBe(files[0]);
    expect(loadTreeBoost(JSON.parse(files[0]!), { loadBase: loadMPBoost }).base).toBe("mp-boost");
    const e = await evaluateOnCorpus(`${stem}.tree-mp.t1.json`, stem, "--threads", "2", "--json");
    const e1 = await evaluateOnCorpus(`${stem}.tree-mp.t1.json`, stem, "--threads", "1", "--json");
    expect(JSON.parse(e.out).microF1).toBe(JSON.parse(e1.out).microF1);
  });

  it("induces a hierarchy, writes it as TSV, and selects glocal features", async () => {
    const written = join(dirname(stem), "induced.tsv");
    const out = `${stem}.induced.json`;
    const r = await trainOnCorpus(
      stem,
      "--algorithm",
      "treeboost",
      "--induce-hierarchy",
      "2",
      "--min-documents",
      "5",
      "--glocal-features",
      "5",
      "--write-hierarchy",
      written,
      "--iterations",
      "5",
      "--out",
      out,
    );
    expect(r.err).toBe("");
    const tsv = readFileSync(written, "utf8");
    for (const label of ["grain", "oil", "money"]) expect(tsv).toMatch(new RegExp(`\\t${label}\\t`));
    const m = loadTreeBoost(JSON.parse(readFileSync(out, "utf8")));
    expect(m.plan.tree.roots).toHaveLength(2);
    for (const n of m.nodes) expect(n.columns.length).toBeLessThanOrEqual(5);
    expect(m.settings.glocalFeatures).toEqual({
      size: 5,
      measure: "information-gain",
      globalisation: "round-robin",
    });
  });

  it("builds the tree from path-style label names", async () => {
    const dir = join(dirname(stem), "paths");
    mkdirSync(dir);
    const rows = Array.from({ length: 40 }, (_, i) => ({ indices: [i % 4, 4 + (i % 3)] }));
    const labels = Array.from({ length: 40 }, (_, i) => [i % 3]);
    await writeMulan(
      {
        X: csrFromRows(rows, 7),
        Y: labelMatrix(labels, 3),
        featureNames: ["a", "b", "c", "d", "e", "f", "g"],
        labelNames: ["TOP.TOP", "TOP.x", "OTHER"],
      },
      join(dir, "paths-train.arff"),
      join(dir, "paths.xml"),
    );
    const out = join(dir, "paths.model.json");
    const r = await run([
      "train",
      "--algorithm",
      "treeboost",
      "--hierarchy-from-names",
      "--format",
      "mulan",
      "--data",
      dir,
      "--iterations",
      "4",
      "--out",
      out,
    ]);
    expect(r.err).toBe("");
    const m = loadTreeBoost(JSON.parse(readFileSync(out, "utf8")));
    expect(m.plan.nodes.map((n) => n.outputs.map((o) => `${o.name}${o.self ? " itself" : ""}`))).toEqual([
      ["TOP", "OTHER"],
      ["TOP itself", "x"],
    ]);
  });

  it("refuses misplaced, missing and conflicting hierarchy options, and trees without the labels", async () => {
    const bad = async (...args: string[]) => {
      const r = await trainOnCorpus(stem, "--iterations", "2", "--out", `${stem}.bad.json`, ...args);
      expect(r.code).toBe(1);
      return r.err;
    };
    expect(await bad("--hierarchy", tree)).toMatch(
      /--hierarchy applies to --algorithm treeboost, not adaboost-mh/,
    );
    expect(await bad("--algorithm", "treeboost")).toMatch(/needs a hierarchy/);
    expect(await bad("--algorithm", "treeboost", "--hierarchy", tree, "--induce-hierarchy", "2")).toMatch(
      /give one hierarchy/,
    );
    expect(await bad("--algorithm", "treeboost", "--hierarchy", tree, "--min-documents", "3")).toMatch(
      /--min-documents applies to --induce-hierarchy/,
    );
    expect(await bad("--algorithm", "treeboost", "--hierarchy", tree, "--base", "adaboost-lc")).toMatch(
      /--base must be one of/,
    );
    const partial = join(dirname(stem), "partial.tsv");
    writeFileSync(partial, "None\tRoot\nRoot\tgrain\n");
    expect(await bad("--algorithm", "treeboost", "--hierarchy", partial)).toMatch(
      /not in the hierarchy: "oil", "money"/,
    );
  });
});
