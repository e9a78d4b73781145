import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readLabelTree } from "@textboost/datasets";
import { describe, expect, it } from "vitest";
import { run } from "../src/test-support/run.js";

const datasets = process.env.TEXTBOOST_DATASETS ?? join(__dirname, "../../../../shared/datasets");
const present = existsSync(datasets);
if (!present)
  console.warn(
    `textboost cli: real-data tests skipped: no data sets at ${datasets} (set TEXTBOOST_DATASETS)`,
  );

describe.skipIf(!present)("textboost data stats on the shared data sets", () => {
  it("Reuters-21578 ModApte: 7,770 training documents over the 90 categories", async () => {
    const r = await run([
      "data",
      "stats",
      "--format",
      "reuters21578",
      join(datasets, "reuters21578"),
      "--split",
      "train",
      "--json",
    ]);
    expect(r.err).toBe("");
    const s = JSON.parse(r.out);
    expect(s.documents).toBe(7770);
    expect(s.labels).toBe(90);
    expect(s.labelsWithoutPositive).toBe(0);
    expect(s.rawText).toBe(true);
    expect(s.features).toBeGreaterThan(10_000);
  });

  it("Mulan medical: 333 / 645 documents, 45 labels, 1,449 features", async () => {
    const dir = join(datasets, "mulan/medical");
    const train = JSON.parse(
      (await run(["data", "stats", "--format", "mulan", dir, "--split", "train", "--json"])).out,
    );
    const test = JSON.parse(
      (await run(["data", "stats", "--format", "mulan", dir, "--split", "test", "--json"])).out,
    );
    expect([train.documents, test.documents, train.labels, train.features]).toEqual([333, 645, 45, 1449]);
  });

  it("Reuters-K500, one file without parts: trained whole, or on the rest of a stratified 30 % held out", async () => {
    const file = join(datasets, "mulan/reutersk500/reutersk500.arff");
    const stats = JSON.parse((await run(["data", "stats", "--format", "mulan", file, "--json"])).out);
    expect(stats.documents).toBe(6000);
    const dir = mkdtempSync(join(tmpdir(), "textboost-k500-"));
    const r = await run([
      "train",
      "--format",
      "mulan",
      "--data",
      file,
      "--iterations",
      "5",
      "--threads",
      "1",
      "--test-fraction",
      "0.3",
      "--split-seed",
      "1",
      "--out",
      join(dir, "m.json"),
      "--json",
    ]);
    expect([r.code, r.err]).toEqual([0, ""]);
    const report = JSON.parse(r.out);
    expect(report.documents + report.heldOut.documents).toBe(6000);
    expect(Math.abs(report.heldOut.documents - 1800)).toBeLessThan(30);
  });
});

describe.skipIf(!present)("textboost data induce-hierarchy on Reuters-21578", () => {
  it("4 macro-categories over the 90 ModApte categories, the same on every run, read back from TSV", async () => {
    const dir = mkdtempSync(join(tmpdir(), "textboost-hier-"));
    const args = (out: string) => [
      "data",
      "induce-hierarchy",
      "--format",
      "reuters21578",
      "--data",
      join(datasets, "reuters21578"),
      "--clusters",
      "4",
      "--min-documents",
      "30",
      "--out",
      out,
      "--json",
    ];
    const a = await run(args(join(dir, "a.tsv")));
    expect(a.err).toBe("");
    const b = await run(args(join(dir, "b.tsv")));
    expect(readFileSync(join(dir, "a.tsv"), "utf8")).toBe(readFileSync(join(dir, "b.tsv"), "utf8"));
    const macros = JSON.parse(a.out).macroCategories as { categories: { name: string }[] }[];
    expect(macros).toHaveLength(4);
    const members = macros.flatMap((m) => m.categories.map((c) => c.name));
    expect(new Set(members).size).toBe(90);
    const tree = await readLabelTree(join(dir, "a.tsv"));
    expect(tree.roots).toHaveLength(4);
    expect(tree.labels).toHaveLength(94);
    expect(b.code).toBe(0);
  }, 120_000);
});

describe.skipIf(!present)("textboost train --statistics streamed on real data", () => {
  it.each(["adaboost-mh", "mp-boost"])(
    "%s on Mulan enron (1,001 terms, 53 labels): the table's model file, byte for byte",
    async (algorithm) => {
      const dir = mkdtempSync(join(tmpdir(), "textboost-streamed-"));
      const files = [];
      for (const statistics of ["table", "streamed"]) {
        const out = join(dir, `${statistics}.json`);
        const r = await run([
          ...["train", "--format", "mulan", "--data", join(datasets, "mulan/enron"), "--stumps", "presence"],
          ...["--algorithm", algorithm, "--iterations", "60", "--threads", "1", "--statistics", statistics],
          ...["--out", out],
        ]);
        expect(r.code).toBe(0);
        files.push(readFileSync(out, "utf8"));
      }
      expect(files[1]).toBe(files[0]);
    },
    60_000,
  );
});
