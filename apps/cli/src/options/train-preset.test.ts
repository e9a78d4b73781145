import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, trainOnCorpus, writeTextCorpus } from "../test-support/run.js";
import { tempDir, writeMulanDir } from "../test-support/vector-data.js";
import { ACCURATE_PRESET, applyPreset } from "./train-preset.js";

describe("applyPreset", () => {
  it("sets every option of the preset the user did not give, and keeps those the user gave", () => {
    const parsed = { algorithm: "adaboost-mh", iterations: 100, minDf: 5, out: "m.json" };
    const given = new Set(["minDf", "out"]);
    const { options, textKeys, summary } = applyPreset("accurate", parsed, (k) => given.has(k));
    for (const s of ACCURATE_PRESET) {
      expect((options as Record<string, unknown>)[s.key]).toEqual(
        given.has(s.key) ? (parsed as Record<string, unknown>)[s.key] : s.value,
      );
    }
    expect(options.out).toBe("m.json");
    expect([...textKeys].sort()).toEqual(["ngrams", "weighting"]);
    expect(summary).toContain("--algorithm mp-boost");
    expect(summary).not.toContain("--min-df 2");
    expect(summary).toContain("(yours instead: --min-df)");
  });

  it("keeps presence stumps with your weighting, and leaves the stumps to algorithms with their own learner", () => {
    const real = applyPreset("accurate", { weighting: "bm25" }, (k) => k === "weighting").options;
    expect(real).toHaveProperty("stumps", "presence");
    const lc = applyPreset("accurate", { algorithm: "adaboost-lc" }, (k) => k === "algorithm").options;
    expect(lc).not.toHaveProperty("stumps");
  });

  it("gives the linear prior to adaboost-mh and mp-boost only, and not with your binned stumps", () => {
    const take = (algorithm: string) =>
      applyPreset("accurate", { algorithm }, (k) => k === "algorithm").options;
    for (const taker of ["adaboost-mh", "mp-boost"]) expect(take(taker)).toHaveProperty("prior", "linear");
    for (const other of ["adaboost-lc", "mlrf", "treeboost"]) expect(take(other)).not.toHaveProperty("prior");
    const binned = applyPreset("accurate", { stumps: "binned" }, (k) => k === "stumps").options;
    expect(binned).not.toHaveProperty("prior");
    const threshold = applyPreset("accurate", { stumps: "threshold" }, (k) => k === "stumps").options;
    expect(threshold).toHaveProperty("prior", "linear");
  });

  it("gives shrinkage to adaboost-mh, mp-boost and treeboost only, as --shrinkage takes", () => {
    const take = (algorithm: string) =>
      applyPreset("accurate", { algorithm }, (k) => k === "algorithm").options;
    for (const taker of ["adaboost-mh", "mp-boost", "treeboost"])
      expect(take(taker)).toHaveProperty("shrinkage", 0.1);
    for (const other of ["adaboost-lc", "mlrf"]) expect(take(other)).not.toHaveProperty("shrinkage");
  });
});

describe("train --preset accurate", () => {
  it("trains with the preset's choices, records them in the model and says what it chose", async () => {
    const stem = writeTextCorpus(90, 10);
    const out = join(tempDir(), "m.json");
    const r = await trainOnCorpus(
      stem,
      "--preset",
      "accurate",
      "--iterations",
      "8",
      "--threads",
      "1",
      "--out",
      out,
    );
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^textboost: --preset accurate: --algorithm mp-boost --shrinkage 0.1 --stumps presence --prior linear --weighting tf-idf-cosine --ngrams 1-2 --min-df 2 --validation-fraction 0.2 --select-by microF1 --thresholds per-label-f1 \(yours instead: --iterations\)/,
    );
    const model = JSON.parse(readFileSync(out, "utf8"));
    expect(model.algorithm).toBe("mp-boost");
    expect(model.body.settings.shrinkage).toBe(0.1);
    expect(model.body.rounds[0].type).toBe("linear-prior");
    expect(model.preprocessing.options.weighting).toBe("tf-idf-cosine");
    expect(model.preprocessing.options.ngrams).toEqual([1, 2]);
    expect(model.preprocessing.options.minDocumentFrequency).toBe(2);
    expect(model.features.some((f: string) => f.includes(" "))).toBe(true);
    // per-label thresholds and S chosen on the validation fifth (20 of 90 documents, stratified)
    expect(model.decision.thresholding.kind).toBe("per-label");
    expect(model.decision.thresholding.thresholds).toHaveLength(3);
    expect(model.decision.selection.documents).toBe(20);
    expect(model.decision.selection.measure).toBe("microF1");
  });

  it("applies only the parts that make sense to feature vectors, and says so", async () => {
    const out = join(tempDir(), "m.json");
    const r = await run([
      "train",
      "--format",
      "mulan",
      "--data",
      writeMulanDir(60),
      "--preset",
      "accurate",
      "--iterations",
      "5",
      "--threads",
      "1",
      "--out",
      out,
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      "the preset's text options (--weighting, --ngrams, --min-df) do not apply to --format mulan",
    );
    const model = JSON.parse(readFileSync(out, "utf8"));
    expect(model.algorithm).toBe("mp-boost");
    expect(model.preprocessing ?? null).toBeNull();
  });
});
