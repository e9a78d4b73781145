import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "./test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles } from "./test-support/vector-data.js";

const trainJson = async (...args: string[]) => {
  const r = await run(["train", ...args, "--iterations", "5", "--threads", "1", "--json"]);
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as { documents: number };
};

describe("data from a single file or a pair", () => {
  it("train on one Mulan file without parts reads the whole file", async () => {
    const dir = tempDir();
    writeMulanFiles(vectorDataset(40), join(dir, "x.arff"), join(dir, "x.xml"));
    const report = await trainJson(
      "--format",
      "mulan",
      "--data",
      join(dir, "x.arff"),
      "--out",
      join(dir, "m.json"),
    );
    expect(report.documents).toBe(40);
  });

  it("a directory holding only D.arff is read whole too", async () => {
    const dir = join(tempDir(), "d");
    mkdirSync(dir);
    writeMulanFiles(vectorDataset(30), join(dir, "d.arff"), join(dir, "d.xml"));
    const report = await trainJson("--format", "mulan", "--data", dir, "--out", join(dir, "..", "m.json"));
    expect(report.documents).toBe(30);
  });

  it("evaluate on a -test.arff file reads that file", async () => {
    const dir = tempDir();
    writeMulanFiles(vectorDataset(40, 1), join(dir, "x-train.arff"), join(dir, "x.xml"));
    writeMulanFiles(vectorDataset(25, 2), join(dir, "x-test.arff"));
    const model = join(dir, "m.json");
    await trainJson("--format", "mulan", "--data", join(dir, "x-train.arff"), "--out", model);
    const r = await run([
      "evaluate",
      "--model",
      model,
      "--format",
      "mulan",
      "--data",
      join(dir, "x-test.arff"),
      "--json",
      "--threads",
      "1",
    ]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(JSON.parse(r.out).documents).toBe(25);
  });

  it("a missing file says no such file, for train and evaluate alike", async () => {
    const dir = tempDir();
    const missing = join(dir, "nope.arff");
    const t = await run(["train", "--format", "mulan", "--data", missing, "--out", join(dir, "m.json")]);
    expect([t.code, t.err]).toEqual([
      1,
      expect.stringMatching(/no such file.*nope\.arff|nope\.arff.*no such file/),
    ]);
    expect(t.err).not.toMatch(/split/);
    const e = await run([
      "evaluate",
      "--model",
      join(dir, "m.json"),
      "--format",
      "svmlight",
      "--data",
      missing,
    ]);
    expect(e.code).toBe(1);
  });

  it("MEKA's -split-number in the relation name is the data set's train/test split", async () => {
    const dir = tempDir();
    const file = join(dir, "s.arff");
    writeMulanFiles(vectorDataset(50), file, undefined, "s: -C -3 -split-number 35");
    const model = join(dir, "m.json");
    expect((await trainJson("--format", "meka", "--data", file, "--out", model)).documents).toBe(35);
    const r = await run([
      "evaluate",
      "--model",
      model,
      "--format",
      "meka",
      "--data",
      file,
      "--json",
      "--threads",
      "1",
    ]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(JSON.parse(r.out).documents).toBe(15);
  });

  it("an explicit --split on a file without parts is an error that says what to do", async () => {
    const dir = tempDir();
    writeMulanFiles(vectorDataset(20), join(dir, "x.arff"), join(dir, "x.xml"));
    const r = await run([
      "train",
      "--format",
      "mulan",
      "--data",
      join(dir, "x.arff"),
      "--split",
      "test",
      "--out",
      join(dir, "m.json"),
    ]);
    expect([r.code, r.err]).toEqual([
      1,
      expect.stringMatching(/without train and test parts; leave the split out/),
    ]);
  });
});
