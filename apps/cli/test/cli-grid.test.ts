import { readdirSync, readFileSync } from "node:fs";
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

  it("takes train's --seed, --shrinkage and --bins: each job trains what train --folds does with them", async () => {
    const data = writeMulanDir(60, 3);
    const MEASURES = ["microF1", "macroF1", "hammingLoss", "rankingLoss", "oneError", "averagePrecision"];
    /** The grid's collected runs, by algorithm (each with its one point). */
    const grid = async (algorithms: string, ...more: string[]) => {
      const results = join(tempDir(), "results");
      const r = await run([
        ...gridArgs(data, algorithms),
        "--iterations",
        "3",
        "--seeds",
        "5",
        "--results",
        results,
        "--json",
        ...more,
      ]);
      expect(r.code, r.err).toBe(0);
      const runs = JSON.parse(r.out).runs as { algorithm: string; points: Record<string, number>[] }[];
      return { results, points: Object.fromEntries(runs.map((x) => [x.algorithm, x.points[0]!])) };
    };
    /** `train --folds 3 --split-seed 5` with these options: each measure's mean over the folds. */
    const local = async (...args: string[]) => {
      const cv = (await trainMulan(data, "--folds", "3", "--split-seed", "5", ...args)).crossValidation as {
        measures: Record<string, { mean: number | null }>;
      };
      return Object.fromEntries(MEASURES.map((m) => [m, cv.measures[m]!.mean]));
    };
    const pick = (point: Record<string, number>) => Object.fromEntries(MEASURES.map((m) => [m, point[m]]));

    const seeded = await grid("adaboost-mh,mlrf", "--seed", "3", "--shrinkage", "0.5");
    const forest3 = await local("--algorithm", "mlrf", "--members", "3", "--seed", "3");
    expect(pick(seeded.points.mlrf!)).toEqual(forest3);
    expect(pick(seeded.points["adaboost-mh"]!)).toEqual(
      await local("--algorithm", "adaboost-mh", "--iterations", "3", "--shrinkage", "0.5"),
    );
    // Another seed is another forest, and the grid's default is train's (seed 0).
    const unseeded = await grid("mlrf");
    expect(pick(unseeded.points.mlrf!)).toEqual(await local("--algorithm", "mlrf", "--members", "3"));
    expect(pick(unseeded.points.mlrf!)).not.toEqual(forest3);
    // Recorded in the jobs that take them (and so in their names), not in the others.
    const manifest = readdirSync(seeded.results).find((f) => f.startsWith("grid-"))!;
    const jobs = JSON.parse(readFileSync(join(seeded.results, manifest), "utf8")).jobs as {
      spec: Record<string, unknown>;
    }[];
    for (const job of jobs) {
      if (job.spec.algorithm === "mlrf") expect(job.spec).toMatchObject({ algorithmSeed: 3 });
      else expect(job.spec).toMatchObject({ shrinkage: 0.5 });
      expect(job.spec).not.toHaveProperty(job.spec.algorithm === "mlrf" ? "shrinkage" : "algorithmSeed");
    }

    const binned = await grid("adaboost-mh", "--stumps", "binned", "--bins", "2");
    expect(pick(binned.points["adaboost-mh"]!)).toEqual(
      await local("--algorithm", "adaboost-mh", "--iterations", "3", "--stumps", "binned", "--bins", "2"),
    );
  });

  it("refuses --seed, --shrinkage and --bins for algorithms that do not take them, and out of train's ranges", async () => {
    const data = writeMulanDir(30, 3);
    const refused = async (...args: string[]) => {
      const r = await run([...args, "--results", tempDir()]);
      expect(r.code).not.toBe(0);
      return r.err;
    };
    expect(await refused(...gridArgs(data, "adaboost-mh,mp-boost"), "--seed", "3")).toMatch(
      /--seed applies to --algorithm mlrf, not adaboost-mh, mp-boost \(the seeds of the folds are --seeds\)/,
    );
    expect(await refused(...gridArgs(data, "mlrf"), "--shrinkage", "0.5")).toMatch(
      /--shrinkage applies to --algorithm adaboost-mh, mp-boost and treeboost, not mlrf/,
    );
    expect(await refused(...gridArgs(data, "mlrf"), "--bins", "8")).toMatch(
      /--bins applies to --algorithm .*, not mlrf/,
    );
    expect(await refused(...gridArgs(data, "adaboost-mh"), "--bins", "8", "--stumps", "presence")).toMatch(
      /--bins applies to --stumps binned/,
    );
    expect(await refused(...gridArgs(data, "adaboost-mh"), "--shrinkage", "1.5")).toMatch(
      /--shrinkage must be a number in \(0, 1\]/,
    );
    expect(await refused(...gridArgs(data, "mlrf"), "--seed", "2147483648")).toMatch(
      /--seed must be a whole number from 0 to 2,147,483,647/,
    );
    expect(await refused(...gridArgs(data, "adaboost-mh"), "--bins", "2000")).toMatch(
      /--bins must be a whole number from 1 to 1024/,
    );
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
