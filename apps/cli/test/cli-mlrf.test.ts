import { readFileSync } from "node:fs";
import { loadRotationForest } from "@textboost/rotation-forest";
import { describe, expect, it } from "vitest";
import type { ExplainReport } from "../src/commands/explain.js";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

const SMALL = ["--members", "3", "--subset-size", "8", "--lsi-dims", "3", "--base-iterations", "4"];

describe("textboost train --algorithm mlrf", () => {
  const stem = writeTextCorpus(60, 30);
  /** `textboost <command> --model <model> --format boostexter --data <the corpus> ...rest`. */
  const onCorpus = (command: string, model: string, ...rest: string[]) =>
    run([command, "--model", model, "--format", "boostexter", "--data", stem, ...rest]);

  it("trains a rotation forest that evaluate, predict, explain and diversity use", async () => {
    const model = `${stem}.mlrf.json`;
    const t = await trainOnCorpus(
      stem,
      "--algorithm",
      "mlrf",
      ...SMALL,
      "--threads",
      "1",
      "--out",
      model,
      "--json",
    );
    expect(t.err).toBe("");
    expect(t.code).toBe(0);
    expect(JSON.parse(t.out)).toMatchObject({ algorithm: "mlrf", iterations: 3, threads: 1 });
    const json = JSON.parse(readFileSync(model, "utf8"));
    expect(json.body.members).toHaveLength(3);
    expect(json.body.settings).toMatchObject({
      members: 3,
      subsetSize: 8,
      lsiDims: 3,
      baseIterations: 4,
      base: "mp-boost",
      calibration: "platt",
    });

    const e = await onCorpus("evaluate", model, "--json", "--at", "1,3");
    expect(e.code).toBe(0);
    const rows = JSON.parse(e.out) as { iterations: number; averagePrecision: number }[];
    expect(rows.map((r) => r.iterations)).toEqual([1, 3]);
    expect(rows[1]!.averagePrecision).toBeGreaterThan(0.6);

    const p = await run(
      ["predict", "--model", model, "--json"],
      "wheat corn harvest grain\nopec crude oil barrel\n",
    );
    expect(p.code).toBe(0);
    const predictions = JSON.parse(p.out) as { labels: { label: string; predicted: boolean }[] }[];
    expect(predictions[0]!.labels.filter((l) => l.predicted).map((l) => l.label)).toContain("grain");

    const x = await run(["explain", "--model", model, "--label", "grain"], "wheat corn harvest grain\n");
    expect(x.code).toBe(0);
    expect(x.out).toMatch(/mlrf model, 3 rounds/);
    expect(x.out).toMatch(/member 1 \(P = 0\.\d{3}\)/);
    expect(x.out).toMatch(/member 3 \(P = 0\.\d{3}\)/);
    expect(x.out).toMatch(/lsi\d+\.\d+ \((wheat|corn|harvest|grain)/);
    // each member's LSI dimension with the document's value there and the cut its rounds tested
    expect(x.out).toMatch(/lsi\d+\.\d+ \([^)]*\) = -?[\d.e+-]+: (>|<=) -?[\d.e+-]+/);
    const explained = await run(
      ["explain", "--model", model, "--label", "grain", "--json"],
      "wheat corn harvest grain\n",
    );
    const forest = loadRotationForest(JSON.parse(readFileSync(model, "utf8")));
    const parts = (JSON.parse(explained.out) as ExplainReport).labels[0]!.parts!;
    expect(parts).toHaveLength(3);
    parts.forEach((part, i) => {
      type Round = { feature?: number; threshold?: number; features?: number[]; thresholds?: number[] };
      const rounds = (forest.members[i]!.model.toJSON().body as { rounds: Round[] }).rounds;
      const tests = (h: Round, feature: number, threshold: number) =>
        (h.feature === feature && h.threshold === threshold) ||
        (h.features ?? []).some((f, j) => f === feature && h.thresholds![j] === threshold);
      for (const c of part.contributions.filter((c) => c.feature >= 0)) {
        for (const cut of c.cuts!) {
          expect(rounds.some((h) => tests(h, c.feature, cut.threshold))).toBe(true);
          expect(cut.above).toBe(c.value! > cut.threshold);
        }
      }
    });

    const out = `${stem}.kappa.json`;
    const d = await onCorpus("diversity", model, "--out", out);
    expect(d.code).toBe(0);
    const diagram = JSON.parse(readFileSync(out, "utf8"));
    expect(diagram.members).toBe(3);
    expect(diagram.points.map((q: { a: number; b: number }) => [q.a, q.b])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    for (const q of diagram.points) {
      expect(q.kappa).toBeGreaterThanOrEqual(-1);
      expect(q.kappa).toBeLessThanOrEqual(1);
      expect(q.error).toBeCloseTo((diagram.memberErrors[q.a] + diagram.memberErrors[q.b]) / 2, 12);
    }
  });

  it("trains the paper's forest with --paper-settings, and a component given beside it wins", async () => {
    const model = `${stem}.mlrf-paper.json`;
    const t = await trainOnCorpus(
      stem,
      "--algorithm",
      "mlrf",
      ...SMALL,
      "--paper-settings",
      "--threads",
      "1",
      "--out",
      model,
    );
    expect(t.code).toBe(0);
    const json = JSON.parse(readFileSync(model, "utf8"));
    expect(json.body.settings).toMatchObject({
      base: "adaboost-mh",
      calibration: "logistic",
      keepTerms: false,
      bootstrapMembers: false,
      combine: "probabilities",
    });
    expect(json.body.members[0].calibration).toBeUndefined();
    const mixed = `${stem}.mlrf-paper-terms.json`;
    const m = await trainOnCorpus(
      stem,
      "--algorithm",
      "mlrf",
      ...SMALL,
      "--paper-settings",
      "--keep-terms",
      "--combine",
      "scores",
      "--threads",
      "2",
      "--out",
      mixed,
    );
    expect(m.code).toBe(0);
    const both = JSON.parse(readFileSync(mixed, "utf8"));
    expect(both.body.settings).toMatchObject({ base: "adaboost-mh", keepTerms: true, combine: "scores" });
    expect(both.body.members[0].model.features.length).toBe(
      both.features.length + 3 * both.body.settings.subsets,
    );
  });

  it("trains with --lsi-input, records it in the model, and scores the same after loading", async () => {
    const settings = async (...args: string[]) => {
      const model = `${stem}.mlrf-lsi-${args.join("-")}.json`;
      const t = await trainOnCorpus(
        stem,
        "--algorithm",
        "mlrf",
        ...SMALL,
        ...args,
        "--threads",
        "1",
        "--out",
        model,
      );
      expect(t.code, t.err).toBe(0);
      const text = readFileSync(model, "utf8");
      const e = await onCorpus("evaluate", model, "--json");
      expect(e.code, e.err).toBe(0);
      return { text, json: JSON.parse(text) };
    };
    const plain = await settings();
    // The default is tf-idf: said or not, the same file.
    expect((await settings("--lsi-input", "tfidf")).text).toBe(plain.text);
    expect(plain.json.body.settings.lsiInput).toBe("tfidf");
    // A raw forest does not say it (as files written before the option), and projects otherwise.
    const raw = await settings("--lsi-input", "raw");
    expect(raw.json.body.settings).not.toHaveProperty("lsiInput");
    expect(raw.json.body.members[0].projection).not.toEqual(plain.json.body.members[0].projection);
    const normalised = await settings("--lsi-input", "normalised");
    expect(normalised.json.body.settings.lsiInput).toBe("normalised");
    expect(normalised.json.body.members[0].projection).not.toEqual(raw.json.body.members[0].projection);
    const paper = await settings("--paper-settings");
    expect(paper.json.body.settings).not.toHaveProperty("lsiInput"); // the paper's LSI: raw values
    const mixed = await settings("--paper-settings", "--lsi-input", "normalised");
    expect(mixed.json.body.settings).toMatchObject({ base: "adaboost-mh", lsiInput: "normalised" });
  });

  it("trains with an MP-Boost base", async () => {
    const model = `${stem}.mlrf-mp.json`;
    const t = await trainOnCorpus(
      stem,
      "--algorithm",
      "mlrf",
      ...SMALL,
      "--base",
      "mp-boost",
      "--threads",
      "1",
      "--out",
      model,
    );
    expect(t.code).toBe(0);
    const json = JSON.parse(readFileSync(model, "utf8"));
    expect(json.body.settings.base).toBe("mp-boost");
    expect(json.body.members[0].model.algorithm).toBe("mp-boost");
    const e = await onCorpus("evaluate", model, "--json");
    expect(e.code).toBe(0);
  });

  it("writes the same model on 1 and 2 threads", async () => {
    const files = await Promise.all(
      ["1", "2"].map(async (threads) => {
        const out = `${stem}.mlrf.t${threads}.json`;
        const r = await trainOnCorpus(
          stem,
          "--algorithm",
          "mlrf",
          ...SMALL,
          "--members",
          "4",
          "--threads",
          threads,
          "--out",
          out,
          "--json",
        );
        expect(r.code).toBe(0);
        expect(JSON.parse(r.out).threads).toBe(Number(threads));
        return readFileSync(out, "utf8");
      }),
    );
    expect(files[1]).toBe(files[0]);
  });

  it("refuses options that do not fit", async () => {
    const bad = async (...args: string[]) => {
      const r = await trainOnCorpus(stem, ...args, "--out", `${stem}.bad.json`);
      expect(r.code).toBe(1);
      return r.err;
    };
    expect(await bad("--members", "3")).toMatch(/--members applies to --algorithm mlrf, not adaboost-mh/);
    expect(await bad("--keep-terms", "--calibration", "platt")).toMatch(
      /--keep-terms, --calibration apply to --algorithm mlrf, not adaboost-mh/,
    );
    expect(await bad("--lsi-input", "tfidf")).toMatch(
      /--lsi-input applies to --algorithm mlrf, not adaboost-mh/,
    );
    const input = await trainOnCorpus(
      stem,
      "--algorithm",
      "mlrf",
      "--lsi-input",
      "bm25",
      "--out",
      `${stem}.bad.json`,
    );
    expect(input.code).toBe(2);
    expect(input.err).toMatch(/--lsi-input.*bm25.*raw, tfidf, normalised/s);
    const unknown = await trainOnCorpus(
      stem,
      "--algorithm",
      "mlrf",
      "--calibration",
      "isotonic",
      "--out",
      `${stem}.bad.json`,
    );
    expect(unknown.code).toBe(2); // a usage error, as for every option with a fixed list of values
    expect(unknown.err).toMatch(/--calibration.*isotonic.*logistic, platt/s);
    expect(await bad("--algorithm", "mlrf", "--iterations", "50")).toMatch(
      /--iterations does not apply to mlrf/,
    );
    expect(await bad("--algorithm", "mlrf", "--subset-size", "5", "--subsets", "2")).toMatch(/not both/);
    expect(await bad("--algorithm", "mlrf", "--subset-size", "5000")).toMatch(
      /subsetSize \(M = 5000\) is larger than the vocabulary/,
    );
    const zero = await trainOnCorpus(
      stem,
      "--algorithm",
      "mlrf",
      "--lsi-dims",
      "0",
      "--out",
      `${stem}.bad.json`,
    );
    expect(zero.code).toBe(2);
    expect(zero.err).toMatch(/--lsi-dims must be a whole number from 1 to 1,000, got "0"/);
    const model = `${stem}.mh.json`;
    expect((await trainOnCorpus(stem, "--iterations", "3", "--out", model)).code).toBe(0);
    const d = await onCorpus("diversity", model, "--out", `${stem}.k.json`);
    expect(d.code).toBe(1);
    expect(d.err).toMatch(/not an mlrf one/);
  });
});
