import { isTextboostError } from "@textboost/core";
import { generateSyntheticCorpus } from "@textboost/datasets";
import { describe, expect, it } from "vitest";
import { textClassifier } from "./classify-text.js";
import { EXAMPLE_TEXTS } from "./example-texts.js";
import { parseLabelledLines } from "./labelled-lines.js";
import { trainInBrowser } from "./train-in-browser.js";

/** Micro-averaged F1 of predicted against true label sets, counted directly. */
function microF1(truth: readonly (readonly string[])[], predicted: readonly (readonly string[])[]): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  truth.forEach((t, i) => {
    const p = new Set(predicted[i]);
    for (const l of t) p.has(l) ? tp++ : fn++;
    for (const l of p) if (!t.includes(l)) fp++;
  });
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

describe("trainInBrowser", () => {
  it("reports every round, and its curve ends where classifying the held-out texts one by one ends", async () => {
    for (const algorithm of ["adaboost-mh", "mp-boost"] as const) {
      const rounds: number[] = [];
      const r = await trainInBrowser(
        { algorithm, rounds: 30, source: { kind: "synthetic", seed: 2 } },
        (s, total) => {
          expect(total).toBe(30);
          rounds.push(s);
        },
      );
      expect(rounds).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect(r.curve.map((p) => p.iterations)).toEqual([1, 2, 5, 10, 20, 30]);
      const corpus = generateSyntheticCorpus({ seed: 2 });
      expect([r.trainDocuments, r.testDocuments]).toEqual([
        corpus.train.documents.length,
        corpus.test.documents.length,
      ]);
      const classifier = textClassifier(r.model);
      const known = new Set(r.labels);
      const truth = corpus.test.documents.map((d) => d.labels.filter((l) => known.has(l)));
      const predicted = corpus.test.documents.map((d) =>
        classifier
          .classify(d.text)
          .filter((v) => v.predicted)
          .map((v) => v.label),
      );
      expect(r.curve.at(-1)!.microF1).toBeCloseTo(microF1(truth, predicted), 12);
      expect(r.curve.at(-1)!.microF1).toBeGreaterThan(0.3); // learnable: far above chance
    }
  });

  it("holds out every fourth pasted line, and refuses too few lines or a bad one", async () => {
    const r = await trainInBrowser(
      { algorithm: "mp-boost", rounds: 5, source: { kind: "pasted", text: EXAMPLE_TEXTS } },
      () => {},
    );
    const lines = parseLabelledLines(EXAMPLE_TEXTS);
    expect([r.trainDocuments, r.testDocuments]).toEqual([
      lines.length - Math.floor(lines.length / 4),
      Math.floor(lines.length / 4),
    ]);
    expect(r.labels).toEqual(["grain", "money", "oil", "trade"]);
    const code = async (text: string, rounds = 5) => {
      try {
        await trainInBrowser(
          { algorithm: "adaboost-mh", rounds, source: { kind: "pasted", text } },
          () => {},
        );
      } catch (e) {
        return isTextboostError(e) ? `${e.code}: ${e.message}` : String(e);
      }
      return "trained";
    };
    expect(await code("a | x\nb | y\na | z")).toMatch(
      /E_INVALID_ARGUMENT: 3 document\(s\): paste at least 4 lines/,
    );
    expect(await code("a | x\nno bar")).toMatch(/E_INPUT_FORMAT: line 2/);
    expect(await code(EXAMPLE_TEXTS, 0)).toMatch(/rounds must be a whole number >= 1/);
  });
});

describe("textClassifier", () => {
  it("explains each score: all the contributions add up to it", async () => {
    const r = await trainInBrowser(
      { algorithm: "adaboost-mh", rounds: 20, source: { kind: "pasted", text: EXAMPLE_TEXTS } },
      () => {},
    );
    const verdicts = textClassifier(r.model).classify("wheat and corn exports rose", {
      top: 4,
      contributions: 1e9,
    });
    expect(verdicts.length).toBeGreaterThan(0);
    for (const v of verdicts) {
      expect(v.because.reduce((s, c) => s + c.vote, 0)).toBeCloseTo(v.score, 9);
      expect(v.predicted).toBe(v.score > 0);
    }
    const scores = verdicts.map((v) => v.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("refuses a model it cannot read", () => {
    expect(() => textClassifier({ algorithm: "mlrf" })).toThrow(
      /reads adaboost-mh and mp-boost models, not mlrf/,
    );
  });
});
