import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { selectDocuments } from "@textboost/datasets";
import { describe, expect, it } from "vitest";
import { gridArgs, run } from "../src/test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles, writeMulanParts } from "../src/test-support/vector-data.js";

/** `grid` on `data` with its results in a temporary folder, never in the working directory. */
const grid = (data: string, ...rest: string[]) =>
  run([...gridArgs(data, "adaboost-mh"), "--results", tempDir(), ...rest]);

describe("one data syntax for every command that takes --data", () => {
  it("grid reads a {split} path as train and evaluate do, with the same measures as the directory", async () => {
    const dir = writeMulanParts(80, 50, 4);
    const pattern = join(dir, "parts-{split}.arff");
    const byDir = await grid(dir, "--iterations", "5", "--json");
    expect(byDir.code, byDir.err).toBe(0);
    const byPattern = await grid(pattern, "--iterations", "5", "--json");
    expect(byPattern.code, byPattern.err).toBe(0);
    const points = (out: string) => JSON.parse(out).runs.map((r: { points: unknown }) => r.points);
    expect(points(byPattern.out)).toEqual(points(byDir.out));
    const test = await grid(pattern, "--iterations", "5", "--split", "test", "--json");
    expect(test.code, test.err).toBe(0);
    expect(JSON.parse(test.out).runs[0].points).not.toEqual(points(byDir.out)[0]);
  });

  it("a {split} path none of whose parts exists is an error naming both files", async () => {
    const missing = join(tempDir(), "none-{split}.arff");
    const r = await grid(missing, "--iterations", "2");
    expect(r.code).not.toBe(0);
    expect(r.err).toContain("none-train.arff");
    expect(r.err).toContain("none-test.arff");
  });
});
