import { readFileSync } from "node:fs";
import { leaves } from "@textboost/core";
import { readLabelTree } from "@textboost/datasets";
import { describe, expect, it } from "vitest";
import { run, writeTextCorpus } from "./test-support/run.js";

describe("textboost data induce-hierarchy", () => {
  it("writes a TSV tree of macro-categories over every label, refuses to overwrite, never an input", async () => {
    const stem = writeTextCorpus();
    const out = `${stem}-tree.tsv`;
    const args = ["data", "induce-hierarchy", "--format", "boostexter", "--data", stem, "--clusters", "2"];
    const r = await run([...args, "--out", out]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^cluster-1 \(\d categories\): /m);
    expect(r.out).toMatch(/wrote .*: 2 macro-categories over 3 categories \(60 documents/);
    const tree = await readLabelTree(out);
    expect(tree.roots.map((x) => tree.labels[x])).toEqual(["cluster-1", "cluster-2"]);
    expect(
      leaves(tree)
        .map((x) => tree.labels[x])
        .sort(),
    ).toEqual(["grain", "money", "oil"]);

    const before = readFileSync(out, "utf8");
    const again = await run([...args, "--out", out]);
    expect([again.code, again.err]).toEqual([1, expect.stringMatching(/exists; pass --force/)]);
    const input = await run([...args, "--out", `${stem}.data`, "--force"]);
    expect([input.code, input.err]).toEqual([1, expect.stringMatching(/never overwrites its inputs/)]);
    expect(readFileSync(`${stem}.data`, "utf8")).not.toMatch(/^parent\tchild/);

    const json = await run([...args, "--clusters", "9", "--out", out, "--force", "--json"]);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.out);
    expect(report.macroCategories).toHaveLength(3); // clamped to the 3 labels
    expect(readFileSync(out, "utf8")).not.toBe(before);
  });

  it("rejects a number of clusters below 1 and a weight outside [0, 1]", async () => {
    const stem = writeTextCorpus(20, 5);
    const base = [
      "data",
      "induce-hierarchy",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--out",
      `${stem}.t.tsv`,
    ];
    expect((await run([...base, "--clusters", "0"])).code).toBe(2);
    const w = await run([...base, "--clusters", "2", "--cooccurrence", "2"]);
    // A usage error now, before the data is read.
    expect([w.code, w.err]).toEqual([
      2,
      expect.stringMatching(/--cooccurrence must be a number in \[0, 1\], got "2"/),
    ]);
  });
});
