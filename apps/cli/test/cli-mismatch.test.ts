import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

describe("a model and data that do not fit are an error unless --allow-mismatch", () => {
  let stem: string;
  let model: string;
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.model.json`;
    expect((await trainOnCorpus(stem, "--iterations", "5", "--out", model)).code).toBe(0);
  });

  it("evaluate on data with labels the model does not have", async () => {
    const other = join(dirname(stem), "other");
    copyFileSync(`${stem}.data`, `${other}.data`);
    copyFileSync(`${stem}.test`, `${other}.test`);
    writeFileSync(`${other}.names`, "grain, oil, money, shipping.\ntext: text.\n");
    const args = ["evaluate", "--model", model, "--format", "boostexter", "--data", other, "--split", "test"];
    const r = await run(args);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /the data does not fit the model: 1 label\(s\) of the data are not the model's: "shipping"/,
    );
    expect(r.err).toMatch(/--allow-mismatch/);
    expect(r.out).toBe("");
    const allowed = await run([...args, "--allow-mismatch"]);
    expect(allowed.code).toBe(0);
    expect(allowed.err).toMatch(/note: 1 label\(s\) of the data are not the model's/);
  });

  it("evaluate, predict and explain on vectors with features the model does not have", async () => {
    const dir = join(dirname(stem), "vectors");
    mkdirSync(dir);
    expect(
      (await run(["data", "convert", "--format", "boostexter", stem, "--to", "svmlight", "--out", dir])).code,
    ).toBe(0);
    const vecModel = join(dir, "m.json");
    expect(
      (
        await run([
          "train",
          "--format",
          "svmlight",
          "--data",
          join(dir, "{split}.svm"),
          "--iterations",
          "3",
          "--out",
          vecModel,
        ])
      ).code,
    ).toBe(0);
    // A test file whose first document has a feature id no training document had.
    const lines = readFileSync(join(dir, "test.svm"), "utf8").split("\n");
    lines[0] = `${lines[0]} 999999:1`;
    writeFileSync(join(dir, "shifted-test.svm"), lines.join("\n"));
    const data = ["--format", "svmlight", "--data", join(dir, "shifted-{split}.svm"), "--split", "test"];
    const evaluate = await run(["evaluate", "--model", vecModel, ...data]);
    expect(evaluate.code).toBe(1);
    expect(evaluate.err).toMatch(/feature\(s\) of the data are not the model's/);
    const predict = await run(["predict", "--model", vecModel, ...data]);
    expect(predict.code).toBe(1);
    expect(predict.err).toMatch(/feature\(s\) of the data are not the model's/);
    const explain = await run(["explain", "--model", vecModel, ...data, "--row", "0"]);
    expect(explain.code).toBe(1);
    for (const command of [["evaluate"], ["predict"], ["explain", "--row", "0"]]) {
      const ok = await run([
        command[0]!,
        "--model",
        vecModel,
        ...data,
        ...command.slice(1),
        "--allow-mismatch",
      ]);
      expect(ok.code, command[0]).toBe(0);
    }
    // The unshifted test file fits.
    expect(
      (
        await run([
          "evaluate",
          "--model",
          vecModel,
          "--format",
          "svmlight",
          "--data",
          join(dir, "{split}.svm"),
        ])
      ).code,
    ).toBe(0);
  });
});
