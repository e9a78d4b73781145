import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseComparison } from "../src/comparison/parse-comparison.js";
import {
  evaluateOnCorpus,
  type JsonOutput,
  run,
  runJson,
  trainOnCorpus,
  writeTextCorpus,
} from "../src/test-support/run.js";
import { tempDir } from "../src/test-support/vector-data.js";

const MEASURES = [
  "microF1",
  "macroF1",
  "hammingLoss",
  "subsetAccuracy",
  "rankingLoss",
  "oneError",
  "averagePrecision",
] as const;

/** The covers of the comparison in `beforeAll`, as `--covers` spells them. */
const COVERS = "hamming,zo,wp:3";

describe("textboost compare", () => {
  let stem: string;
  let comparison: JsonOutput;
  let dir: string;
  beforeAll(async () => {
    stem = writeTextCorpus(80, 40);
    dir = tempDir();
    comparison = await runJson([
      "compare",
      "--algorithms",
      "adaboost-mh,mp-boost",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--at",
      "8,3",
      "--threads",
      "1",
      "--top-terms",
      "4",
      "--covers",
      COVERS,
      "--out",
      join(dir, "cmp.json"),
      "--json",
    ]);
  }, 60_000);

  it("measures each algorithm at every S as a model trained for S rounds and evaluated alone would", async () => {
    expect(comparison.runs.map((r: JsonOutput) => r.algorithm)).toEqual(["adaboost-mh", "mp-boost"]);
    for (const runOf of comparison.runs) {
      expect(runOf.points.map((p: JsonOutput) => p.iterations)).toEqual([3, 8]);
      for (const point of runOf.points) {
        const model = join(dir, `${runOf.algorithm}-${point.iterations}.json`);
        const trained = await trainOnCorpus(
          stem,
          "--algorithm",
          runOf.algorithm,
          "--iterations",
          String(point.iterations),
          "--threads",
          "1",
          "--out",
          model,
        );
        expect(trained.code).toBe(0);
        const evaluated = await evaluateOnCorpus(
          model,
          stem,
          "--threads",
          "1",
          "--per-label",
          "--covers",
          COVERS,
          "--json",
        );
        const alone = JSON.parse(evaluated.out);
        for (const m of MEASURES)
          expect(point[m], `${runOf.algorithm} S=${point.iterations} ${m}`).toBe(alone[m]);
        expect(Object.keys(alone.coveringError)).toEqual(["hamming", "zero-one", "weighted-positive:3"]);
        expect(point.coveringError).toEqual(alone.coveringError);
        if (point.iterations === 8) expect(runOf.perLabel).toEqual(alone.perLabel);
      }
    }
  }, 120_000);

  it("cuts a TreeBoost.MH model at each S, and trains one forest per S for mlrf", async () => {
    const c = await runJson([
      "compare",
      "--algorithms",
      "treeboost,mlrf",
      "--induce-hierarchy",
      "2",
      "--min-documents",
      "1",
      "--members",
      "3",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--at",
      "2,6",
      "--threads",
      "1",
      "--json",
    ]);
    expect(c.runs.map((r: JsonOutput) => r.algorithm)).toEqual(["treeboost", "mlrf"]);
    const [tree, mlrf] = c.runs;
    for (const [k, s] of [2, 6].entries()) {
      const model = join(dir, `tree-${s}.json`);
      const t = await trainOnCorpus(
        stem,
        "--algorithm",
        "treeboost",
        "--induce-hierarchy",
        "2",
        "--min-documents",
        "1",
        "--iterations",
        String(s),
        "--threads",
        "1",
        "--out",
        model,
      );
      expect(t.code).toBe(0);
      const alone = JSON.parse((await evaluateOnCorpus(model, stem, "--threads", "1", "--json")).out);
      expect(tree.points[k].microF1).toBe(alone.microF1);
      expect(tree.points[k].macroF1).toBe(alone.macroF1);
      const members = join(dir, `mlrf-${s}.json`);
      // compare's forest: default subset size and LSI dimensions, --members 3, each member S rounds.
      const f = await trainOnCorpus(
        stem,
        "--algorithm",
        "mlrf",
        "--members",
        "3",
        "--base-iterations",
        String(s),
        "--threads",
        "1",
        "--out",
        members,
      );
      expect(f.code).toBe(0);
      const forestAlone = JSON.parse((await evaluateOnCorpus(members, stem, "--threads", "1", "--json")).out);
      expect(mlrf.points[k]).toMatchObject({
        iterations: s,
        microF1: forestAlone.microF1,
        macroF1: forestAlone.macroF1,
      });
    }
    expect(mlrf.topTerms).toBeUndefined();
    // Each forest keeps its own training time; the run's is their total.
    const own = mlrf.points.map((p: JsonOutput) => p.trainMs);
    for (const ms of own) expect(ms).toBeGreaterThan(0);
    expect(own.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(mlrf.trainMs, 0);
    expect(tree.points.every((p: JsonOutput) => p.trainMs === undefined)).toBe(true);
  }, 180_000);

  it("passes --seed to its forests: the forest at S is train's forest with the same --seed", async () => {
    const c = await runJson(
      ["compare", "--algorithms", "mlrf", "--members", "3", "--seed", "7", "--format", "boostexter"].concat([
        "--data",
        stem,
        "--at",
        "2",
        "--threads",
        "1",
        "--json",
      ]),
    );
    const model = join(dir, "mlrf-seed-7.json");
    const f = await trainOnCorpus(
      stem,
      ...["--algorithm", "mlrf", "--members", "3", "--base-iterations", "2", "--seed", "7"],
      ...["--threads", "1", "--out", model],
    );
    expect(f.code).toBe(0);
    expect(JSON.parse(readFileSync(model, "utf8")).body.settings.seed).toBe(7);
    const alone = JSON.parse((await evaluateOnCorpus(model, stem, "--threads", "1", "--json")).out);
    expect(c.runs[0].points[0]).toMatchObject({
      iterations: 2,
      microF1: alone.microF1,
      averagePrecision: alone.averagePrecision,
    });
  }, 120_000);

  it("counts each label's training documents, and writes what it printed to --out", () => {
    const counts = new Map<string, number>();
    for (const line of readFileSync(`${stem}.data`, "utf8").trim().split("\n")) {
      for (const l of line
        .slice(line.lastIndexOf(",") + 1, -1)
        .trim()
        .split(" "))
        counts.set(l, (counts.get(l) ?? 0) + 1);
    }
    expect(comparison.labels).toEqual(
      comparison.labels.map((l: JsonOutput) => ({ name: l.name, trainFrequency: counts.get(l.name) })),
    );
    expect(comparison.data).toMatchObject({ format: "boostexter", trainDocuments: 80, testDocuments: 40 });
    const written = parseComparison(JSON.parse(readFileSync(join(dir, "cmp.json"), "utf8")));
    expect(written).toEqual(comparison);
    for (const r of written.runs) {
      expect(r.topTerms).toHaveLength(written.labels.length);
      for (const t of r.topTerms!) expect(t.terms.length).toBeLessThanOrEqual(4);
    }
  });

  it("prints one table: a line per algorithm and S, with a column for adaboost-lc's own cover", async () => {
    const r = await run([
      "compare",
      "--algorithms",
      "adaboost-mh,adaboost-lc",
      "--cover",
      "wp",
      "--format",
      "boostexter",
      "--data",
      stem,
      "--at",
      "2,4",
      "--threads",
      "1",
    ]);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split("\n");
    expect(lines[1]).toMatch(
      /^algorithm\s+S\s+F1 micro.*empty\s+cov\. err\. weighted-positive:6\s+train \(s\)$/,
    );
    expect(lines.at(-1)).toMatch(/^F1 macro counts empty labels .* as 1 \(--empty-labels one\|zero\|skip\)$/);
    expect(lines.slice(3, -1).map((l) => l.split(/\s+/).slice(0, 2))).toEqual([
      ["adaboost-mh", "2"],
      ["adaboost-mh", "4"],
      ["adaboost-lc", "2"],
      ["adaboost-lc", "4"],
    ]);
  }, 60_000);

  it("records adaboost-lc's own cover for every run, after --covers, as evaluate --covers does on the model alone", async () => {
    /** `compare` at S = 3 on the corpus, as JSON, with these options. */
    const compareAt3 = (...options: string[]) =>
      runJson([
        "compare",
        ...options,
        "--format",
        "boostexter",
        "--data",
        stem,
        "--at",
        "3",
        "--threads",
        "1",
        "--json",
      ]);
    const c = await compareAt3(
      "--algorithms",
      "mp-boost,adaboost-lc",
      "--cover",
      "wp:2",
      "--covers",
      "zero-one,weighted-positive:2",
    );
    for (const runOf of c.runs) {
      expect(Object.keys(runOf.points[0].coveringError)).toEqual(["zero-one", "weighted-positive:2"]);
    }
    const model = join(dir, "lc-3.json");
    const trained = await trainOnCorpus(
      stem,
      "--algorithm",
      "adaboost-lc",
      "--cover",
      "wp:2",
      "--iterations",
      "3",
      "--out",
      model,
    );
    expect(trained.code).toBe(0);
    const alone = JSON.parse(
      (await evaluateOnCorpus(model, stem, "--covers", "zo,wp:2", "--threads", "1", "--json")).out,
    );
    expect(c.runs[1].points[0].coveringError).toEqual(alone.coveringError);
    const noCovers = await compareAt3("--algorithms", "mp-boost");
    expect(noCovers.runs[0].points[0].coveringError).toBeUndefined();
  }, 60_000);

  it("refuses a data set without a test part unless --test-fraction holds one out", async () => {
    const dir2 = tempDir();
    const whole = join(dir2, "all.data");
    const names = join(dir2, "all.names");
    const { copyFileSync } = await import("node:fs");
    copyFileSync(`${stem}.data`, whole);
    copyFileSync(`${stem}.names`, names);
    const args = [
      "compare",
      "--algorithms",
      "mp-boost",
      "--format",
      "boostexter",
      "--data",
      whole,
      "--at",
      "3",
    ];
    const refused = await run([...args, "--threads", "1"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/has no test part: give --test-fraction/);
    const held = await runJson([...args, "--threads", "1", "--test-fraction", "0.25", "--json"]);
    expect(held.data.trainDocuments + held.data.testDocuments).toBe(80);
    expect(held.data.testDocuments).toBeGreaterThan(10);
  }, 60_000);

  it("refuses unknown or repeated algorithms, S = 0 and options of algorithms not compared", async () => {
    const base = ["compare", "--format", "boostexter", "--data", stem, "--threads", "1"];
    const cases: [string[], RegExp][] = [
      [["--algorithms", "adaboost-mh,nope", "--at", "3"], /unknown algorithm "nope"/],
      [["--algorithms", "mp-boost,mp-boost", "--at", "3"], /names an algorithm twice/],
      [["--algorithms", "mp-boost", "--at", "3", "--cover", "zero-one"], /--cover applies when adaboost-lc/],
      [["--algorithms", "mp-boost", "--at", "3", "--members", "3"], /--members applies when mlrf/],
      [
        ["--algorithms", "mp-boost", "--at", "3", "--covers", "hamming,nope"],
        /cover "nope": unknown cover; accepted: hamming/,
      ],
      [
        ["--algorithms", "mp-boost", "--at", "3", "--hierarchy-from-names"],
        /apply|applies to --algorithm treeboost/,
      ],
    ];
    for (const [more, message] of cases) {
      const r = await run([...base, ...more]);
      expect(r.code, more.join(" ")).toBe(1);
      expect(r.err).toMatch(message);
    }
    // S = 0 is outside --at's range: a usage error when the command line is read.
    const zero = await run([...base, "--algorithms", "mp-boost", "--at", "0,3"]);
    expect([zero.code, zero.err]).toEqual([
      2,
      expect.stringContaining('--at: every value must be a whole number from 1 to 1,000,000, got "0"'),
    ]);
  });
});
