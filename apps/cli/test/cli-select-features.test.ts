import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../src/test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles } from "../src/test-support/vector-data.js";

/** A vector data set (features f0..f9) trained with --select-features 4. */
async function selectedModel() {
  const dir = tempDir();
  const data = join(dir, "data.arff");
  const dataset = vectorDataset(80);
  writeMulanFiles(dataset, data, join(dir, "data.xml"));
  const model = join(dir, "sel.model.json");
  const t = await run([
    "train",
    ...["--format", "mulan", "--data", data, "--iterations", "10", "--select-features", "4"],
    ...["--out", model, "--json"],
  ]);
  expect(t.code).toBe(0);
  return { dir, data, model, dataset };
}

const on = (data: string) => ["--format", "mulan", "--data", data];

describe("a model trained with --select-features on vector data", () => {
  it("evaluates, predicts and explains on its own data set without --allow-mismatch", async () => {
    const { data, model, dataset } = await selectedModel();
    const file = JSON.parse(readFileSync(model, "utf8"));
    expect(file.features).toHaveLength(4);
    // the record maps each kept feature back to its column of the original space
    expect(file.featureSelection.from.features).toBe(10);
    expect(file.featureSelection.columns.map((c: number) => dataset.featureNames[c])).toEqual(file.features);
    const e = await run(["evaluate", "--model", model, ...on(data), "--json"]);
    expect(e.err).not.toMatch(/mismatch/);
    expect(e.code).toBe(0);
    expect(JSON.parse(e.out).documents).toBe(80);
    const p = await run(["predict", "--model", model, ...on(data), "--threads", "1", "--json"]);
    expect(p.code).toBe(0);
    expect(JSON.parse(p.out)).toHaveLength(80);
    const x = await run(["explain", "--model", model, ...on(data), "--row", "0", "--json"]);
    expect(x.code).toBe(0);
  });

  it("is refused without its record (the cause: the data has the features the selection dropped)", async () => {
    const { data, model } = await selectedModel();
    const file = JSON.parse(readFileSync(model, "utf8"));
    delete file.featureSelection;
    const bare = model.replace(".model.json", ".bare.json");
    writeFileSync(bare, JSON.stringify(file));
    const e = await run(["evaluate", "--model", bare, ...on(data)]);
    expect(e.code).not.toBe(0);
    expect(e.err).toMatch(/6 feature\(s\) of the data are not the model's.*--allow-mismatch/);
  });

  it("still refuses data in another feature space, and a malformed record", async () => {
    const { dir, model } = await selectedModel();
    const other = vectorDataset(30, 2);
    const renamed = { ...other, featureNames: other.featureNames.map((f, c) => (c >= 8 ? `g${c}` : f)) };
    const otherData = join(dir, "other.arff");
    writeMulanFiles(renamed, otherData, join(dir, "other.xml"));
    const e = await run(["evaluate", "--model", model, ...on(otherData)]);
    expect(e.code).not.toBe(0);
    expect(e.err).toMatch(/feature\(s\) of the data are not the model's.*--allow-mismatch/);
    const file = JSON.parse(readFileSync(model, "utf8"));
    file.featureSelection.columns = [0, 99];
    const broken = join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify(file));
    const b = await run(["evaluate", "--model", broken, ...on(otherData)]);
    expect(b.err).toMatch(/featureSelection record is malformed.*\[0, 10\).*E_MODEL_FORMAT/);
  });
});
