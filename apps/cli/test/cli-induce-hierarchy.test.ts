import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { leaves } from "@textboost/core";
import { readLabelTree } from "@textboost/datasets";
import { describe, expect, it } from "vitest";
import { run, writeTextCorpus } from "../src/test-support/run.js";
import { tempDir } from "../src/test-support/vector-data.js";

/**
 * A skewed BoosTexter text corpus: 4 topics of 40 documents with words of their own, and 16 rare
 * categories of 1 or 2 documents with idiosyncratic words; returns the stem.
 */
function writeSkewedCorpus(): string {
  const topics = ["grain", "crude", "money", "ships"];
  const words: Record<string, string[]> = {
    grain: ["wheat", "harvest", "corn", "bushel"],
    crude: ["barrel", "opec", "refinery", "petroleum"],
    money: ["dollar", "currency", "yen", "interest"],
    ships: ["vessel", "port", "cargo", "freight"],
  };
  const rare = Array.from({ length: 16 }, (_, r) => `rare${String.fromCharCode(97 + r)}`);
  const lines: string[] = [];
  topics.forEach((t, k) => {
    for (let i = 0; i < 40; i++) {
      const w = words[t]!;
      lines.push(`${w[i % 4]} ${w[(i + k + 1) % 4]} market said, ${t}.`);
    }
  });
  rare.forEach((r, k) => {
    for (let i = 0; i <= k % 2; i++) lines.push(`zz${r}word yy${r}term market, ${r}.`);
  });
  const stem = join(tempDir(), "skewed");
  writeFileSync(`${stem}.names`, `${[...topics, ...rare].join(", ")}.\ntext: text.\n`);
  writeFileSync(`${stem}.data`, `${lines.join("\n")}\n`);
  return stem;
}

describe("textboost data induce-hierarchy", () => {
  it("writes a TSV tree of macro-categories over every label, refuses to overwrite, never an input", async () => {
    const stem = writeTextCorpus();
    const out = `${stem}-tree.tsv`;
    const args = ["data", "induce-hierarchy", "--format", "boostexter", "--data", stem, "--clusters", "2"];
    const r = await run([...args, "--out", out]);
    expect(r.err).toMatch(/^textboost: --induce-hierarchy 2: --min-documents \d+ chosen from the data/);
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

  it("without --min-documents, chooses a minimum that keeps a skewed label set from a degenerate tree", async () => {
    const stem = writeSkewedCorpus();
    const args = ["data", "induce-hierarchy", "--format", "boostexter", "--data", stem, "--clusters", "4"];
    const naive = JSON.parse(
      (await run([...args, "--min-documents", "1", "--out", `${stem}-1.tsv`, "--json"])).out,
    );
    const r = await run([...args, "--out", `${stem}-4.tsv`, "--json"]);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/--min-documents \d+ chosen from the data/);
    const report = JSON.parse(r.out);
    expect(report.minDocumentsChosen).toBe(true);
    expect(report.minDocuments).toBeGreaterThan(2);
    const shares = (macros: { categories: { documents: number }[] }[]) => {
      const docs = macros.map((m) => m.categories.reduce((a, c) => a + c.documents, 0));
      const total = docs.reduce((a, b) => a + b, 0);
      return docs.map((d) => d / total);
    };
    expect(Math.min(...shares(naive.macroCategories))).toBeLessThan(1 / 16); // degenerate
    expect(Math.min(...shares(report.macroCategories))).toBeGreaterThanOrEqual(1 / 16);
    const tree = await readLabelTree(`${stem}-4.tsv`);
    for (const root of tree.roots) expect(tree.descriptions[root]).toContain("(chosen from the data)");
    // the four topics in four macro-categories
    const parents = ["grain", "crude", "money", "ships"].map((t) => tree.parent[tree.labels.indexOf(t)]);
    expect(new Set(parents).size).toBe(4);
  });
});
