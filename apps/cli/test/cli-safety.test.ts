import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

describe("textboost never overwrites its inputs, even with --force", () => {
  let stem: string;
  beforeAll(() => {
    stem = writeTextCorpus();
  });

  it("refuses --out equal to the training file, before training, and leaves the file as it was", async () => {
    const before = readFileSync(`${stem}.data`, "utf8");
    const r = await trainOnCorpus(stem, "--iterations", "3", "--out", `${stem}.data`, "--force");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/is part of the input .*never overwrites its inputs, even with --force/);
    expect(readFileSync(`${stem}.data`, "utf8")).toBe(before);
    const names = await trainOnCorpus(stem, "--iterations", "3", "--out", `${stem}.names`, "--force");
    expect(names.code).toBe(1);
  });

  it("refuses an existing file inside an input directory, but writes a new one there", async () => {
    const dir = join(dirname(stem), "svm");
    mkdirSync(dir);
    const convert = await run([
      "data",
      "convert",
      "--format",
      "boostexter",
      stem,
      "--to",
      "svmlight",
      "--out",
      dir,
    ]);
    expect(convert.code).toBe(0);
    const data = join(dir, "{split}.svm");
    const before = readFileSync(join(dir, "train.svm"), "utf8");
    const clash = await run([
      "train",
      "--format",
      "svmlight",
      "--data",
      data,
      "--out",
      join(dir, "test.svm"),
      "--force",
    ]);
    expect(clash.code).toBe(1);
    expect(clash.err).toMatch(/never overwrites its inputs/);
    const again = await run([
      "data",
      "convert",
      "--format",
      "svmlight",
      data,
      "--to",
      "svmlight",
      "--out",
      dir,
      "--force",
    ]);
    expect(again.code).toBe(1);
    expect(readFileSync(join(dir, "train.svm"), "utf8")).toBe(before);
    const fresh = await run([
      "train",
      "--format",
      "svmlight",
      "--data",
      data,
      "--iterations",
      "2",
      "--out",
      join(dir, "m.json"),
    ]);
    expect(fresh.code).toBe(0);
  });

  it("--force still replaces an earlier output of the same kind, and only that", async () => {
    const out = `${stem}.old.json`;
    expect((await trainOnCorpus(stem, "--iterations", "1", "--out", out)).code).toBe(0);
    const earlier = readFileSync(out, "utf8");
    expect((await trainOnCorpus(stem, "--iterations", "2", "--out", out)).err).toMatch(
      /exists; pass --force/,
    );
    expect((await trainOnCorpus(stem, "--iterations", "2", "--out", out, "--force")).code).toBe(0);
    expect(readFileSync(out, "utf8")).toMatch(/^\{"format":"textboost-model"/);
    expect(readFileSync(out, "utf8")).not.toBe(earlier);
    writeFileSync(out, "old");
    expect((await trainOnCorpus(stem, "--iterations", "2", "--out", out, "--force")).err).toMatch(
      /is not a textboost model; --force replaces only a previous output of the same kind/,
    );
    expect(readFileSync(out, "utf8")).toBe("old");
  });
});

describe("textboost usage errors are short and name the problem", () => {
  it("an unknown option is named before any missing one, with a hint instead of the whole help", async () => {
    const r = await run(["train", "--rounds", "10"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown option '--rounds'/);
    expect(r.err).toMatch(/--help/);
    expect(r.err.split("\n").length).toBeLessThan(6);
  });

  it("a missing required option is still reported", async () => {
    const r = await run(["train", "--data", "x", "--out", "y"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/required option '--format <format>' not specified/);
  });

  it("--version prints the version and every command's help has examples", async () => {
    const v = await run(["--version"]);
    expect(v.code).toBe(0);
    expect(v.out.trim()).toMatch(/^\d+\.\d+\.\d+/);
    for (const command of [
      ["train"],
      ["evaluate"],
      ["predict"],
      ["explain"],
      ["demo"],
      ["data", "stats"],
      ["data", "convert"],
    ]) {
      const h = await run([...command, "--help"]);
      expect(h.code).toBe(0);
      expect(h.out, command.join(" ")).toMatch(/Examples:\n {2}.*textboost /);
    }
  });

  it("evaluate --at beyond the model names --at", async () => {
    const stem = writeTextCorpus();
    await trainOnCorpus(stem, "--iterations", "4", "--out", `${stem}.m.json`);
    const r = await run([
      "evaluate",
      "--model",
      `${stem}.m.json`,
      "--format",
      "boostexter",
      "--data",
      stem,
      "--at",
      "2,50",
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/--at 50: this model has 4 rounds/);
  });

  it("a missing groups file of --cover is an error naming the file, not a stack trace", async () => {
    const stem = writeTextCorpus();
    const r = await trainOnCorpus(
      stem,
      "--algorithm",
      "adaboost-lc",
      "--cover",
      "groups:/no/such/groups.txt",
      "--out",
      `${stem}.lc.json`,
    );
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^textboost: \/no\/such\/groups.txt: cannot read the cover's groups file/);
    expect(r.err).not.toMatch(/\n\s+at /);
  });
});
