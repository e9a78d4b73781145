import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@fast-check/vitest";
import { arbDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { readDatasetFile, writeDatasetFile } from "./dataset-file.js";
import { createJob } from "./job.js";
import { hasResult, readResult, resultPath, writeResult } from "./result-store.js";

const data = { path: "/data/x", sha256: "b".repeat(64) };

describe("results and data set files", () => {
  it("are written once: a second write keeps the first file, no temporary file is left", () => {
    const dir = mkdtempSync(join(tmpdir(), "tb-results-"));
    const job = createJob("experiment", data, { fold: 1 });
    expect(hasResult(dir, job)).toBe(false);
    expect(readResult(dir, job)).toBeUndefined();
    const path = writeResult(dir, job, { microF1: 0.5 }, 12);
    const first = readFileSync(path, "utf8");
    writeResult(dir, job, { microF1: 0.5 }, 99);
    expect(readFileSync(path, "utf8")).toBe(first);
    expect(readdirSync(dir)).toEqual([path.slice(dir.length + 1)]);
    expect(readResult(dir, job)?.output).toEqual({ microF1: 0.5 });
    const other = createJob("experiment", data, { fold: 2 });
    writeFileSync(resultPath(dir, other), first);
    expect(() => readResult(dir, other)).toThrow(/not the result of job/);
  });

  test.prop([arbDataset({ rows: { min: 1, max: 6 }, features: { min: 1, max: 5 } })], { numRuns: 20 })(
    "a data set file reads back as the same matrices and names, and a changed file is refused",
    (dataset) => {
      const dir = mkdtempSync(join(tmpdir(), "tb-data-"));
      const ref = writeDatasetFile(dir, dataset);
      const back = readDatasetFile(ref);
      for (const key of ["X", "Y"] as const) {
        expect(back[key].rows).toBe(dataset[key].rows);
        expect(back[key].cols).toBe(dataset[key].cols);
        expect(Array.from(back[key].indptr)).toEqual(Array.from(dataset[key].indptr));
        expect(Array.from(back[key].indices)).toEqual(Array.from(dataset[key].indices));
        expect(back[key].values === undefined ? undefined : Array.from(back[key].values!)).toEqual(
          dataset[key].values === undefined ? undefined : Array.from(dataset[key].values!),
        );
      }
      expect(back.featureNames).toEqual([...dataset.featureNames]);
      expect(back.labelNames).toEqual([...dataset.labelNames]);
      expect(writeDatasetFile(dir, dataset)).toEqual(ref);
      writeFileSync(ref.path, `${readFileSync(ref.path, "utf8")} `);
      expect(() => readDatasetFile(ref)).toThrow(/not what the job was made for/);
    },
  );
});
