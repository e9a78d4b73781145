import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateMulan, run, runJson, trainMulan } from "../src/test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles } from "../src/test-support/vector-data.js";

const train = (data: string, out: string, ...more: string[]) =>
  trainMulan(data, "--iterations", "5", "--out", out, ...more);

describe("data from a single file or a pair", () => {
  it("train on one Mulan file without parts reads the whole file", async () => {
    const dir = tempDir();
    writeMulanFiles(vectorDataset(40), join(dir, "x.arff"), join(dir, "x.xml"));
    expect((await train(join(dir, "x.arff"), join(dir, "m.json"))).documents).toBe(40);
  });

  it("a directory holding only D.arff is read whole too", async () => {
    const dir = join(tempDir(), "d");
    mkdirSync(dir);
    writeMulanFiles(vectorDataset(30), join(dir, "d.arff"), join(dir, "d.xml"));
    expect((await train(dir, join(dir, "..", "m.json"))).documents).toBe(30);
  });

  it("evaluate on a -test.arff file reads that file", async () => {
    const dir = tempDir();
    writeMulanFiles(vectorDataset(40, 1), join(dir, "x-train.arff"), join(dir, "x.xml"));
    writeMulanFiles(vectorDataset(25, 2), join(dir, "x-test.arff"));
    const model = join(dir, "m.json");
    await train(join(dir, "x-train.arff"), model);
    expect((await evaluateMulan(model, join(dir, "x-test.arff"))).documents).toBe(25);
  });

  it("a missing file says no such file, for train and evaluate alike", async () => {
    const dir = tempDir();
    const missing = join(dir, "nope.arff");
    const noSuchFile = expect.stringMatching(/nope\.arff.*no such file|no such file.*nope\.arff/);
    const t = await run(["train", "--format", "mulan", "--data", missing, "--out", join(dir, "m.json")]);
    expect([t.code, t.err]).toEqual([1, noSuchFile]);
    expect(t.err).not.toMatch(/split/);
    writeMulanFiles(vectorDataset(20), join(dir, "x.arff"), join(dir, "x.xml"));
    await train(join(dir, "x.arff"), join(dir, "m.json"));
    const e = await run([
      "evaluate",
      "--model",
      join(dir, "m.json"),
      "--format",
      "svmlight",
      "--data",
      missing,
    ]);
    expect([e.code, e.err]).toEqual([1, noSuchFile]);
  });

  it("MEKA's -split-number in the relation name is the data set's train/test split", async () => {
    const dir = tempDir();
    const file = join(dir, "s.arff");
    writeMulanFiles(vectorDataset(50), file, undefined, "s: -C -3 -split-number 35");
    const model = join(dir, "m.json");
    const meka = ["--format", "meka", "--data", file, "--threads", "1", "--json"];
    expect((await runJson(["train", ...meka, "--iterations", "5", "--out", model])).documents).toBe(35);
    expect((await runJson(["evaluate", "--model", model, ...meka])).documents).toBe(15);
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
      expect.stringMatching(
        /without train and test parts, so --split test .*cannot be read from it: leave --split out or use --split all/,
      ),
    ]);
  });
});
