import { readFileSync } from "node:fs";
import { join } from "node:path";
import type * as Stumps from "@textboost/stumps";
import { describe, expect, it, vi } from "vitest";
import { gridArgs, run, runJson, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";
import { tempDir, writeMulanDir } from "../src/test-support/vector-data.js";

/** How often train made each streamed learner: the table's model file alone cannot tell them apart. */
const made = vi.hoisted(() => ({ "adaboost-mh": 0, "mp-boost": 0 }));
vi.mock("@textboost/stumps", async (importOriginal) => {
  const actual = await importOriginal<typeof Stumps>();
  return {
    ...actual,
    streamedPresenceStump: (o: Parameters<typeof actual.streamedPresenceStump>[0]) => {
      made["adaboost-mh"]++;
      return actual.streamedPresenceStump(o);
    },
    streamedPerLabelStump: (o: Parameters<typeof actual.streamedPerLabelStump>[0]) => {
      made["mp-boost"]++;
      return actual.streamedPerLabelStump(o);
    },
  };
});

describe("textboost train --statistics", () => {
  it.each([
    ["adaboost-mh", "real"],
    ["adaboost-mh", "discrete"],
    ["mp-boost", "real"],
    ["mp-boost", "abstaining"],
  ] as const)(
    "%s (%s): streamed statistics write the table's model file, byte for byte",
    async (algorithm, variant) => {
      const stem = writeTextCorpus(80, 20);
      const files = [];
      for (const statistics of ["table", "streamed"]) {
        const before = made[algorithm];
        const out = `${stem}.${algorithm}.${variant}.${statistics}.json`;
        const r = await trainOnCorpus(
          stem,
          ...["--algorithm", algorithm, "--variant", variant, "--iterations", "25", "--threads", "1"],
          ...["--statistics", statistics, "--out", out],
        );
        expect(r.err).toBe("");
        expect(r.code).toBe(0);
        expect(made[algorithm] - before).toBe(statistics === "streamed" ? 1 : 0);
        files.push(readFileSync(out, "utf8"));
      }
      expect(files[1]).toBe(files[0]);
    },
  );

  it.each(["adaboost-mh", "mp-boost"])(
    "%s: on two threads (the streamed sums on a worker) the same model file as on one",
    async (algorithm) => {
      const stem = writeTextCorpus(60, 10);
      const files = [];
      for (const threads of ["1", "2"]) {
        const out = `${stem}.${algorithm}.s${threads}.json`;
        const r = await trainOnCorpus(
          stem,
          ...["--algorithm", algorithm, "--iterations", "15", "--statistics", "streamed"],
          ...["--threads", threads, "--out", out, "--json"],
        );
        expect(r.code, r.err).toBe(0);
        expect(JSON.parse(r.out).threads).toBe(Number(threads));
        files.push(readFileSync(out, "utf8"));
      }
      expect(files[1]).toBe(files[0]);
    },
  );

  it("applies to adaboost-mh and mp-boost only", async () => {
    const stem = writeTextCorpus(20, 5);
    const r = await trainOnCorpus(
      stem,
      ...[
        "--algorithm",
        "adaboost-lc",
        "--iterations",
        "2",
        "--statistics",
        "streamed",
        "--out",
        `${stem}.lc.json`,
      ],
    );
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/--statistics applies to --algorithm adaboost-mh and mp-boost, not adaboost-lc/);
  });

  it("refuses threshold stumps and an unknown kind", async () => {
    const stem = writeTextCorpus(20, 5);
    const threshold = await trainOnCorpus(
      stem,
      ...[
        "--stumps",
        "threshold",
        "--iterations",
        "2",
        "--statistics",
        "streamed",
        "--out",
        `${stem}.th.json`,
      ],
    );
    expect(threshold.code).not.toBe(0);
    expect(threshold.err).toMatch(/--statistics streamed applies to presence stumps/);
    const unknown = await trainOnCorpus(
      stem,
      ...["--iterations", "2", "--statistics", "kept", "--out", `${stem}.k.json`],
    );
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toMatch(/--statistics.*kept.*table, streamed/s);
  });

  it("compare passes it to adaboost-mh and mp-boost (the same figures), and refuses it when neither is compared", async () => {
    const stem = writeTextCorpus(60, 30);
    const args = ["compare", "--algorithms", "adaboost-mh,mp-boost,adaboost-lc", "--format", "boostexter"];
    const more = ["--data", stem, "--at", "3,9", "--threads", "1", "--json"];
    const before = { ...made };
    const table = await runJson([...args, ...more]);
    expect(made).toEqual(before);
    const streamed = await runJson([...args, ...more, "--statistics", "streamed"]);
    expect(made["adaboost-mh"] - before["adaboost-mh"]).toBe(1);
    expect(made["mp-boost"] - before["mp-boost"]).toBe(1);
    const figures = (c: typeof table) =>
      (c.runs as { algorithm: string; points: unknown }[]).map(({ algorithm, points }) => ({
        algorithm,
        points,
      }));
    expect(figures(table).map((r) => r.algorithm)).toEqual(["adaboost-mh", "mp-boost", "adaboost-lc"]);
    expect(figures(streamed)).toEqual(figures(table));
    const lc = await run([
      ...["compare", "--algorithms", "adaboost-lc", "--format", "boostexter"],
      ...more,
      ...["--statistics", "streamed"],
    ]);
    expect(lc.code).not.toBe(0);
    expect(lc.err).toMatch(/--statistics applies to --algorithm adaboost-mh and mp-boost, not adaboost-lc/);
  });

  it("grid passes it to the jobs of adaboost-mh and mp-boost: the same measures", async () => {
    const data = writeMulanDir(45, 3);
    const args = gridArgs(data, "adaboost-mh,adaboost-lc");
    const more = ["--iterations", "4", "--json"];
    const table = JSON.parse((await run([...args, ...more, "--results", join(tempDir(), "table")])).out);
    const before = { ...made };
    const streamed = JSON.parse(
      (
        await run([
          ...[...args, ...more, "--results", join(tempDir(), "streamed")],
          ...["--statistics", "streamed"],
        ])
      ).out,
    );
    expect(made["adaboost-mh"] - before["adaboost-mh"]).toBe(3); // one job per fold
    const points = (c: { runs: { points: unknown }[] }) => c.runs.map((r) => r.points);
    expect(points(table)).toHaveLength(2);
    expect(points(streamed)).toEqual(points(table));
  });
});
