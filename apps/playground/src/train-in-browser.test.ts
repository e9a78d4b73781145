import { isTextboostError } from "@textboost/core";
import { generateSyntheticCorpus } from "@textboost/datasets";
import { describe, expect, it } from "vitest";
import { textClassifier } from "./classify-text.js";
import { userMessage } from "./dropped-file.js";
import { ENGLISH_SAMPLE } from "./english-sample.js";
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
      { algorithm: "mp-boost", rounds: 5, source: { kind: "pasted", text: ENGLISH_SAMPLE } },
      () => {},
    );
    const lines = parseLabelledLines(ENGLISH_SAMPLE);
    expect([r.trainDocuments, r.testDocuments]).toEqual([
      lines.length - Math.floor(lines.length / 4),
      Math.floor(lines.length / 4),
    ]);
    expect(r.labels).toEqual(["food", "health", "money", "sport", "technology", "weather"]);
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
    expect(await code("a | x\nb | y\na | z")).toMatch(/E_INVALID_ARGUMENT: 3 document\(s\): give at least 4/);
    expect(await code("a | x\nno bar")).toMatch(/E_INPUT_FORMAT: line 2/);
    expect(await code(ENGLISH_SAMPLE, 0)).toMatch(/rounds must be a whole number >= 1/);
  });
});

describe("trainInBrowser on the English sample and on files", () => {
  it("learns English words from the built-in sample: typed sentences get their topic", async () => {
    const r = await trainInBrowser(
      { algorithm: "adaboost-mh", rounds: 150, source: { kind: "sample" } },
      () => {},
    );
    expect(r.readsText).toBe(true);
    expect(r.trainDocuments + r.testDocuments).toBe(parseLabelledLines(ENGLISH_SAMPLE).length);
    const classifier = textClassifier(r.model);
    const top = (text: string) => classifier.classify(text)[0]!.label;
    expect(top("the team won the match and the fans were happy")).toBe("sport");
    expect(top("heavy rain and wind tonight, then snow")).toBe("weather");
    expect(top("bake the cake with flour, sugar and butter")).toBe("food");
    // The held-out documents come explained, with their true labels.
    expect(r.examples.length).toBe(3);
    for (const x of r.examples) {
      expect(x.labels.length).toBeGreaterThan(0);
      expect(x.verdicts.length).toBeGreaterThan(0);
    }
  });

  it("trains on a dropped CSV (header, quoted labels) as on the same documents pasted", async () => {
    const docs = parseLabelledLines(ENGLISH_SAMPLE);
    const csv = `id,labels,text\n${docs.map((d, i) => `${i},"${d.labels.join(",")}","${d.text.replace(/"/g, '""')}"`).join("\r\n")}\n`;
    const fromFile = await trainInBrowser(
      { algorithm: "mp-boost", rounds: 20, source: { kind: "file", name: "sample.csv", text: csv } },
      () => {},
    );
    const pasted = await trainInBrowser(
      { algorithm: "mp-boost", rounds: 20, source: { kind: "pasted", text: ENGLISH_SAMPLE } },
      () => {},
    );
    expect(fromFile.curve).toEqual(pasted.curve);
    expect(fromFile.model).toEqual(pasted.model);
  });

  it("trains on a MEKA ARFF file's vectors and explains held-out rows, which read no text", async () => {
    // Sparse rows: label A (attribute 0) goes with word "a" (6), label B (1) with word "b" (7); the
    // words w0..w3 (2..5) follow blocks of four rows, unrelated to the labels or to which rows are held out.
    const rows = Array.from({ length: 16 }, (_, i) => {
      const a = i % 2 === 1;
      const b = i % 3 === 0;
      const pairs = [
        ...(a ? ["0 1"] : []),
        ...(b ? ["1 1"] : []),
        `${2 + (Math.floor(i / 4) % 4)} 1`,
        ...(a ? ["6 1"] : []),
        ...(b ? ["7 1"] : []),
      ];
      return `{${pairs.join(",")}}`;
    });
    const arff = `@relation 'toy: -C 2'\n@attribute A {0,1}\n@attribute B {0,1}\n${["w0", "w1", "w2", "w3", "a", "b"].map((w) => `@attribute ${w} {0,1}`).join("\n")}\n@data\n${rows.join("\n")}\n`;
    const r = await trainInBrowser(
      { algorithm: "adaboost-mh", rounds: 10, source: { kind: "file", name: "toy.arff", text: arff } },
      () => {},
    );
    expect(r.readsText).toBe(false);
    expect([r.trainDocuments, r.testDocuments]).toEqual([12, 4]);
    expect(r.labels).toEqual(["A", "B"]);
    expect(r.examples.map((x) => x.text)).toEqual(["document 4", "document 8", "document 12"]);
    expect(r.curve.at(-1)!.microF1).toBe(1); // "a" and "b" give the labels away
  });

  it("names the file and line of a bad file, once", async () => {
    const fail = async (name: string, text: string) => {
      try {
        await trainInBrowser(
          { algorithm: "mp-boost", rounds: 5, source: { kind: "file", name, text } },
          () => {},
        );
      } catch (e) {
        return userMessage(e);
      }
      return "trained";
    };
    expect(await fail("news.csv", 'labels,text\nsport,a match\nsport,"an open quote\nweather,rain\n')).toBe(
      'news.csv, line 3: a quoted cell is never closed (a lone " opened it)',
    );
    expect(await fail("news.tsv", "sport\tmatch\nweather\n")).toMatch(
      /^news\.tsv, line 2: 1 cell\(s\), need 2/,
    );
    expect(await fail("news.txt", "sport | match\nno bar")).toMatch(/^news\.txt, line 2: no "\|"/);
    expect(await fail("news.arff", "@relation x\n@attribute a {0,1}\n@data\n1\n")).toMatch(
      /^news\.arff, line 1: .*-C n/,
    );
    expect(await fail("news.xlsx", "")).toMatch(/reads \.csv, \.tsv, \.txt, \.arff files/);
  });
});

describe("textClassifier", () => {
  it("explains each score: all the contributions add up to it", async () => {
    const r = await trainInBrowser(
      { algorithm: "adaboost-mh", rounds: 20, source: { kind: "pasted", text: ENGLISH_SAMPLE } },
      () => {},
    );
    const verdicts = textClassifier(r.model).classify("the bank raised interest rates after the storm", {
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
