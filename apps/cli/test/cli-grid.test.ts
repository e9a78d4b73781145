import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseComparison } from "../src/comparison/parse-comparison.js";
import { gridArgs, run, runJson, trainMulan } from "../src/test-support/run.js";
import { tempDir, writeMulanDir } from "../src/test-support/vector-data.js";

describe("textboost grid without a queue", () => {
  it("runs every fold here and collects the means of train --folds' per-fold measures; a re-run skips every job", async () => {
    const data = writeMulanDir(60, 3);
    const results = join(tempDir(), "results");
    const args = gridArgs(data);
    const more = ["--iterations", "4,8", "--seeds", "5", "--results", results, "--json"];
    const first = await run([...args, ...more]);
    expect(first.code).toBe(0);
    expect(first.err.match(/ finished\n/g)).toHaveLength(12);
    const collected = JSON.parse(first.out);
    expect(collected.format).toBe("textboost-comparison");
    expect(collected.runs.map((r: { algorithm: string }) => r.algorithm)).toEqual([
      "adaboost-mh",
      "mp-boost",
    ]);
    for (const runResult of collected.runs) {
      for (const point of runResult.points) {
        const local = await trainMulan(
          data,
          "--algorithm",
          runResult.algorithm,
          "--folds",
          "3",
          "--split-seed",
          "5",
          "--iterations",
          String(point.iterations),
        );
        const cv = local.crossValidation as { measures: Record<string, { mean: number | null }> };
        for (const m of [
          "microF1",
          "macroF1",
          "hammingLoss",
          "subsetAccuracy",
          "rankingLoss",
          "oneError",
          "averagePrecision",
        ]) {
          expect(point[m]).toBe(cv.measures[m]!.mean);
        }
      }
    }
    const again = await run([...args, ...more]);
    expect(again.err.match(/ skipped\n/g)).toHaveLength(12);
    expect(JSON.parse(again.out).runs.map((r: { points: unknown }) => r.points)).toEqual(
      collected.runs.map((r: { points: unknown }) => r.points),
    );
    const status = await runJson(["grid", "status", "--results", results, "--json"]);
    expect(status).toMatchObject({ jobs: 12, finished: 12, missing: 0 });
    const table = await run(["grid", "collect", "--results", results]);
    expect(table.out).toMatch(/adaboost-mh\s+4\s+0\.\d{4}/);
    // The collected file is a comparison file: report reads and draws it.
    const file = join(tempDir(), "grid.json");
    expect((await run(["grid", "collect", "--results", results, "--out", file])).code).toBe(0);
    expect(parseComparison(JSON.parse(readFileSync(file, "utf8")), file).runs).toHaveLength(2);
    const html = join(tempDir(), "grid.html");
    const drawn = await run(["report", "--comparison", file, "--out", html]);
    expect(drawn.code, drawn.err).toBe(0);
    expect(readFileSync(html, "utf8")).toContain("mp-boost");
  });

  it("refuses what it cannot run, with the reason", async () => {
    const data = writeMulanDir(60, 3);
    const bad = await run(gridArgs(data, "treeboost"));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/grid runs adaboost-mh, mp-boost, adaboost-lc, mlrf/);
    const wait = await run([...gridArgs(data, "adaboost-mh"), "--wait"]);
    expect(wait.err).toMatch(/--wait applies with --queue/);
    const none = await run(["grid", "status", "--results", tempDir()]);
    expect(none.err).toMatch(/holds no grid/);
  });
});
