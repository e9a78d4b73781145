import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateOnCorpus, run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

let stem = "";
beforeAll(() => {
  stem = writeTextCorpus(90, 40);
});

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));

describe("train --prior linear", () => {
  it("starts the committee from linear SVMs: round 1 of the file, the same model on 1 and 2 threads", async () => {
    const models = [];
    for (const threads of ["1", "2"]) {
      const out = join(dirname(stem), `prior-${threads}.json`);
      const r = await trainOnCorpus(
        stem,
        ...["--algorithm", "mp-boost", "--weighting", "tf-idf-cosine", "--stumps", "presence"],
        ...["--prior", "linear", "--iterations", "8", "--threads", threads, "--out", out],
      );
      expect(r.code, r.err).toBe(0);
      models.push(readJson(out));
    }
    const [one, two] = models;
    expect(one.body.rounds[0].type).toBe("linear-prior");
    expect(one.body.rounds).toHaveLength(8);
    expect(two.body.rounds).toEqual(one.body.rounds);
  });

  it("classifies raw text from the saved model better than the rounds without it", async () => {
    const f1 = async (...prior: string[]) => {
      const out = join(dirname(stem), `f1-${prior.length}.json`);
      const trained = await trainOnCorpus(
        stem,
        ...["--algorithm", "adaboost-mh", "--weighting", "tf-idf-cosine", "--stumps", "presence"],
        ...["--iterations", "3", "--threads", "1", "--out", out, ...prior],
      );
      expect(trained.code, trained.err).toBe(0);
      const r = await evaluateOnCorpus(out, stem, "--json");
      expect(r.code, r.err).toBe(0);
      return JSON.parse(r.out).microF1 as number;
    };
    const withPrior = await f1("--prior", "linear");
    const without = await f1();
    expect(withPrior).toBeGreaterThan(0.9);
    expect(withPrior).toBeGreaterThan(without);
  });

  it("explains a score as the prior's vote plus the stumps' votes", async () => {
    const out = join(dirname(stem), "explained.json");
    const trained = await trainOnCorpus(
      stem,
      ...["--algorithm", "mp-boost", "--weighting", "tf-idf-cosine", "--stumps", "presence"],
      ...["--prior", "linear", "--iterations", "6", "--threads", "1", "--out", out],
    );
    expect(trained.code, trained.err).toBe(0);
    const r = await run(
      ["explain", "--model", out, "--label", "grain", "--json"],
      "wheat corn harvest market said",
    );
    expect(r.code, r.err).toBe(0);
    const [grain] = JSON.parse(r.out).labels;
    const prior = grain.contributions.filter(
      (c: { featureName: string }) => c.featureName === "(linear prior)",
    );
    expect(prior).toHaveLength(1);
    expect(prior[0].rounds).toBe(1);
    const sum = grain.contributions.reduce((t: number, c: { vote: number }) => t + c.vote, 0);
    expect(sum).toBeCloseTo(grain.score, 10);
  });

  it("compare --prior linear: each algorithm at S is train --prior linear for S rounds, evaluated alone", async () => {
    const common = [
      "--weighting",
      "tf-idf-cosine",
      "--stumps",
      "presence",
      "--prior",
      "linear",
      "--threads",
      "1",
    ];
    const compared = await run([
      ...["compare", "--algorithms", "adaboost-mh,mp-boost", "--format", "boostexter", "--data", stem],
      ...["--at", "5", "--json", ...common],
    ]);
    expect(compared.code, compared.err).toBe(0);
    const runs = JSON.parse(compared.out).runs;
    for (const algorithm of ["adaboost-mh", "mp-boost"]) {
      const out = join(dirname(stem), `compared-${algorithm}.json`);
      const trained = await trainOnCorpus(
        stem,
        "--algorithm",
        algorithm,
        "--iterations",
        "5",
        "--out",
        out,
        ...common,
      );
      expect(trained.code, trained.err).toBe(0);
      const alone = JSON.parse((await evaluateOnCorpus(out, stem, "--threads", "1", "--json")).out);
      const point = runs.find((r: { algorithm: string }) => r.algorithm === algorithm).points[0];
      for (const measure of ["microF1", "macroF1", "averagePrecision"])
        expect(point[measure]).toBe(alone[measure]);
    }
  });

  it.each([
    [["--prior", "linear", "--algorithm", "adaboost-lc"], /--prior applies to/],
    [["--prior-c", "2"], /--prior-c applies with --prior linear/],
    [["--prior-folds", "4", "--prior", "none"], /--prior-folds applies with --prior linear/],
    [["--prior-balanced", "yes"], /--prior-balanced applies with --prior linear/],
    [["--prior", "linear", "--prior-balanced", "maybe"], /--prior-balanced/],
    [["--prior", "linear", "--prior-c", "1,0"], /--prior-c: every value must be/],
    [["--prior", "linear", "--prior-folds", "1"], /--prior-folds must be/],
    [
      ["--prior", "linear", "--stumps", "binned", "--weighting", "tf-idf"],
      /not available with --stumps binned/,
    ],
    [["--prior", "linear", "--checkpoint", "cp.json"], /cannot be combined with --checkpoint/],
    [["--prior", "svm"], /--prior/],
  ])("refuses %j with a clear message", async (args, message) => {
    // a path of its own, so that one option taken by mistake cannot turn the others' refusals into "exists"
    const out = join(dirname(stem), `refused-${args.join("_").replace(/[^\w-]/g, "")}.json`);
    const r = await trainOnCorpus(stem, "--iterations", "2", "--threads", "1", "--out", out, ...args);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(message);
  });
});
