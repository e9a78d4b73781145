import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { selectDocuments } from "@textboost/datasets";
import { describe, expect, it } from "vitest";
import { run, runJson } from "../src/test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles, writeMulanParts } from "../src/test-support/vector-data.js";

/** A MEKA file whose relation declares `-split-number train` (labels last: `-C -3`). */
function mekaSplitFile(documents: number, train: number): string {
  const file = join(tempDir(), "s.arff");
  writeMulanFiles(vectorDataset(documents), file, undefined, `s: -C -3 -split-number ${train}`);
  return file;
}

describe("--split all: every document, on every reader and command", () => {
  it("--folds and --test-fraction use every document of a MEKA-split file with --split all, its train part without", async () => {
    const file = mekaSplitFile(50, 35);
    const meka = ["--format", "meka", "--data", file, "--iterations", "3", "--threads", "1", "--json"];
    const cvAll = await runJson(["train", ...meka, "--folds", "2", "--split", "all"]);
    expect(cvAll.crossValidation.documents).toBe(50);
    const cvTrain = await runJson(["train", ...meka, "--folds", "2"]);
    expect(cvTrain.crossValidation.documents).toBe(35);
    const held = await runJson([
      "train",
      ...meka,
      "--test-fraction",
      "0.2",
      "--split",
      "all",
      "--out",
      join(tempDir(), "m.json"),
    ]);
    expect(held.documents + held.heldOut.documents).toBe(50);
  });

  it("data stats without --split reports every document and each part, the same way on every data set", async () => {
    const stats = (path: string, format: string, ...more: string[]) =>
      runJson(["data", "stats", "--format", format, path, "--json", ...more]);
    const dir = await stats(writeMulanParts(40, 25, 3), "mulan");
    expect([dir.documents, dir.parts.train.documents, dir.parts.test.documents]).toEqual([40, 25, 15]);
    const meka = await stats(mekaSplitFile(50, 35), "meka");
    expect([meka.documents, meka.parts.train.documents, meka.parts.test.documents]).toEqual([50, 35, 15]);
    const single = join(tempDir(), "one.arff");
    writeMulanFiles(vectorDataset(30), single, join(single, "..", "one.xml"));
    const whole = await stats(single, "mulan");
    expect([whole.documents, whole.parts]).toEqual([30, undefined]);
    const all = await stats(writeMulanParts(40, 25, 3), "mulan", "--split", "all");
    const { parts: _, ...total } = dir;
    expect(all).toEqual(total);
    const table = await run(["data", "stats", "--format", "meka", mekaSplitFile(50, 35)]);
    expect(table.out).toMatch(/all\s+train\s+test\ndocuments\s+50\s+35\s+15\n/);
  });

  it("the help of --split says which parts a file has", async () => {
    for (const command of [["train"], ["evaluate"], ["data", "stats"], ["grid"]]) {
      const help = await run([...command, "--help"]);
      expect(help.out).toMatch(/all \(every document\)/);
      expect(help.out.replace(/\s+/g, " ")).toMatch(/-split-number or -split-percentage/);
    }
  });
});
