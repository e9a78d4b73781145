import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isTextboostError } from "@textboost/core";
import { calibratedProbabilities, type Decision } from "@textboost/decision";
import { beforeAll, describe, expect, it } from "vitest";
import { TextClassifier, type TrainOptions } from "./text-classifier.js";

/**
 * Texts of two common labels with clear words, and a rare label (about 1 text in 20) whose word
 * `zeta` is in half its texts and in 1 in 20 of the others: boosting's scores for it stay below 0, so at the default
 * threshold it is never predicted, while a threshold tuned for F1 on validation texts finds it.
 */
function corpus(n: number, seed: number): { texts: string[]; labels: string[][] } {
  let state = seed;
  const rand = (k: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % k;
  };
  const pick = (words: string[]) => words[rand(words.length)]!;
  const grain = ["wheat", "corn", "harvest", "crop", "bushel"];
  const money = ["dollar", "bank", "currency", "interest", "yen"];
  const noise = ["market", "week", "company", "report", "officials", "trade", "price", "ship"];
  const texts: string[] = [];
  const labels: string[][] = [];
  for (let i = 0; i < n; i++) {
    const mine = rand(2) === 0 ? ["grain"] : ["money"];
    const rare = rand(20) === 0;
    if (rare) mine.push("rare");
    const words = Array.from({ length: 8 }, () => pick(noise));
    for (let w = 0; w < 3; w++) words.push(pick(mine[0] === "grain" ? grain : money));
    if (rare ? rand(100) < 50 : rand(100) < 5) words.push("zeta");
    texts.push(words.join(" "));
    labels.push(mine);
  }
  return { texts, labels };
}

const train = corpus(480, 11);
const test = corpus(600, 23);
const base: TrainOptions = { iterations: 10, validationFraction: 0.25, splitSeed: 3 };

/** The recall of label `l` on the test texts. */
function recall(model: TextClassifier, l: string): number {
  const predicted = model.predict(test.texts);
  let hits = 0;
  let positives = 0;
  test.labels.forEach((ls, i) => {
    if (!ls.includes(l)) return;
    positives++;
    if (predicted[i]!.includes(l)) hits++;
  });
  return hits / positives;
}

const decisionOf = (m: TextClassifier) => (m.toJSON() as { decision?: Decision }).decision;

describe("TextClassifier.train with a validation part", () => {
  let fixed: TextClassifier;
  let tuned: TextClassifier;
  beforeAll(async () => {
    fixed = await TextClassifier.train(train.texts, train.labels, base);
    tuned = await TextClassifier.train(train.texts, train.labels, {
      ...base,
      thresholds: { kind: "per-label-f1", minF1: 0 },
    });
  });

  it("tunes a lower threshold for the rare label, which then gets recall it had not", () => {
    const t = decisionOf(tuned)!.thresholding;
    if (t.kind !== "per-label") throw new Error(`expected per-label thresholds, got ${t.kind}`);
    const j = tuned.labels.indexOf("rare");
    expect(t.thresholds[j]).toBeLessThan(0);
    expect(decisionOf(fixed)!.thresholding).toEqual({ kind: "fixed", threshold: 0 });
    expect(recall(fixed, "rare")).toBeLessThan(0.2);
    expect(recall(tuned, "rare")).toBeGreaterThan(recall(fixed, "rare") + 0.3);
  });

  it("keeps the thresholds, the S and the calibration through save and load", async () => {
    const calibrated = await TextClassifier.train(train.texts, train.labels, {
      ...base,
      thresholds: { kind: "per-label-f1" },
      calibrate: "isotonic",
    });
    const file = join(mkdtempSync(join(tmpdir(), "textboost-decision-")), "m.json");
    await calibrated.save(file);
    const back = await TextClassifier.load(file);
    const decision = decisionOf(back)!;
    expect(decision).toEqual(decisionOf(calibrated));
    expect(decision.calibration?.kind).toBe("isotonic");
    expect(back.predict(test.texts)).toEqual(calibrated.predict(test.texts));
    // probabilities through the stored calibration, at the stored S
    const scores = back.model.scores(back.pipeline.transform(test.texts.slice(0, 30)), {
      rounds: decision.rounds!,
    });
    const p = calibratedProbabilities(scores, decision.calibration).data;
    const m = back.labels.length;
    back.predictProba(test.texts.slice(0, 30)).forEach((row, i) => {
      back.labels.forEach((l, j) => {
        expect(row[l]).toBe(p[i * m + j]);
      });
    });
  });

  it("refuses choices that need validation texts without them, and bad values, naming the option", async () => {
    const code = async (options: TrainOptions): Promise<string> => {
      try {
        await TextClassifier.train(train.texts, train.labels, { iterations: 2, ...options });
      } catch (e) {
        return isTextboostError(e) ? `${e.code} ${e.message}` : "not a TextboostError";
      }
      return "trained";
    };
    expect(await code({ calibrate: "platt" })).toMatch(/^E_INVALID_ARGUMENT .*calibrate.*validationFraction/);
    expect(await code({ thresholds: { kind: "per-label-f1" } })).toMatch(/per-label-f1.*validationFraction/);
    expect(await code({ validationFraction: 1 })).toMatch(/validationFraction must be in \(0, 1\), got 1/);
    expect(await code({ validationFraction: 0.2, selectBy: "f2" as never })).toMatch(
      /selectBy must be one of/,
    );
    expect(await code({ thresholds: { kind: "rcut", k: 0 } })).toMatch(
      /thresholds\.k must be a whole number/,
    );
    // fixed and rcut need no validation texts: recorded as given
    const rcut = await TextClassifier.train(train.texts, train.labels, {
      iterations: 2,
      thresholds: { kind: "rcut", k: 1 },
    });
    expect(decisionOf(rcut)).toEqual({ version: 1, thresholding: { kind: "rcut", k: 1 } });
    expect(rcut.predict(test.texts.slice(0, 10)).every((ls) => ls.length === 1)).toBe(true);
  });
});
