import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import type { TextCorpus } from "../text-corpus.js";
import { generateSyntheticCorpus } from "./generate-synthetic-corpus.js";

const small = { trainDocuments: 40, testDocuments: 15 };
const defaults = generateSyntheticCorpus();

/** Lower-case letter runs: a tokenizer independent of @textboost/text. */
const words = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

function labelFrequencies(c: TextCorpus): Map<string, number> {
  const f = new Map<string, number>(c.labelNames.map((n) => [n, 0]));
  for (const d of c.documents) for (const l of d.labels) f.set(l, f.get(l)! + 1);
  return f;
}

/** P(a and b) / (P(a) P(b)) over the documents. */
function cooccurrenceRatio(c: TextCorpus, a: string, b: string): number {
  const n = c.documents.length;
  const pa = c.documents.filter((d) => d.labels.includes(a)).length / n;
  const pb = c.documents.filter((d) => d.labels.includes(b)).length / n;
  const pab = c.documents.filter((d) => d.labels.includes(a) && d.labels.includes(b)).length / n;
  return pab / (pa * pb);
}

const cardinality = (c: TextCorpus): number =>
  c.documents.reduce((s, d) => s + d.labels.length, 0) / c.documents.length;

/**
 * Test micro-F1 of a per-label multinomial naive Bayes on letter-run words (Laplace smoothing,
 * decision at posterior odds 1): an independent check that the labels can be learned from the text.
 */
function naiveBayesMicroF1(train: TextCorpus, test: TextCorpus): number {
  const tr = train.documents.map((d) => ({ w: words(d.text), l: new Set(d.labels) }));
  const te = test.documents.map((d) => ({ w: words(d.text), l: new Set(d.labels) }));
  const vocab = new Map<string, number>();
  for (const d of tr) for (const w of d.w) if (!vocab.has(w)) vocab.set(w, vocab.size);
  const V = vocab.size;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const name of train.labelNames) {
    const pos = new Float64Array(V).fill(1);
    const neg = new Float64Array(V).fill(1);
    let docsPos = 0;
    let totalPos = V;
    let totalNeg = V;
    for (const d of tr) {
      const has = d.l.has(name);
      if (has) docsPos++;
      for (const w of d.w) {
        const k = vocab.get(w)!;
        if (has) {
          pos[k]!++;
          totalPos++;
        } else {
          neg[k]!++;
          totalNeg++;
        }
      }
    }
    const weight = Array.from(pos, (p, k) => Math.log(p / totalPos) - Math.log(neg[k]! / totalNeg));
    const prior = Math.log((docsPos + 1) / (tr.length - docsPos + 1));
    for (const d of te) {
      let s = prior;
      for (const w of d.w) {
        const k = vocab.get(w);
        if (k !== undefined) s += weight[k]!;
      }
      const truth = d.l.has(name);
      if (s > 0 && truth) tp++;
      else if (s > 0) fp++;
      else if (truth) fn++;
    }
  }
  return (2 * tp) / (2 * tp + fp + fn);
}

describe("generateSyntheticCorpus", () => {
  test.prop([fc.integer()], { numRuns: 8 })("is deterministic for a seed", (seed) => {
    expect(generateSyntheticCorpus({ ...small, seed })).toEqual(generateSyntheticCorpus({ ...small, seed }));
  });

  it("gives different corpora for different seeds", () => {
    const a = generateSyntheticCorpus({ ...small, seed: 1 });
    const b = generateSyntheticCorpus({ ...small, seed: 2 });
    expect(a.labelNames).not.toEqual(b.labelNames);
    expect(a.train.documents[0]!.text).not.toBe(b.train.documents[0]!.text);
  });

  test.prop([fc.integer(), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 5 })], { numRuns: 10 })(
    "has non-empty documents, unique ids and label names, and only known labels",
    (seed, labels, topics) => {
      const c = generateSyntheticCorpus({ ...small, seed, labels, topics: Math.min(topics, labels) });
      expect(new Set(c.labelNames).size).toBe(labels);
      expect(new Set(c.documents.map((d) => d.id)).size).toBe(c.documents.length);
      const known = new Set(c.labelNames);
      for (const d of c.documents) {
        expect(words(d.text).length).toBeGreaterThanOrEqual(20);
        expect(new Set(d.labels).size).toBe(d.labels.length);
        for (const l of d.labels) expect(known.has(l)).toBe(true);
      }
      expect(c.documents).toEqual([...c.train.documents, ...c.test.documents]);
      expect(c.train.labelNames).toEqual(c.labelNames);
      expect(c.test.labelNames).toEqual(c.labelNames);
    },
  );

  it("has the default sizes, a two-level tree over the labels, and a training positive for every label", () => {
    expect(defaults.train.documents).toHaveLength(600);
    expect(defaults.test.documents).toHaveLength(300);
    expect(defaults.labelNames).toHaveLength(12);
    const tree = defaults.labelTree!;
    expect(tree).toHaveLength(4);
    expect(tree.flatMap((t) => t.children.map((c) => c.name))).toEqual(defaults.labelNames);
    for (const t of tree)
      for (const leaf of t.children) expect(leaf.name.startsWith(`${t.name}.`)).toBe(true);
    for (const [, count] of labelFrequencies(defaults.train)) expect(count).toBeGreaterThanOrEqual(1);
    for (const d of defaults.train.documents) expect(d.id).toMatch(/^train-\d+$/);
  });

  it("writes text with a title, punctuation, capitals and no label names", () => {
    const nameParts = new Set(defaults.labelNames.flatMap((n) => n.split(".")));
    for (const d of defaults.documents) {
      expect(d.text).toMatch(/^[A-Z][^\n]*\n\n[A-Z]/);
      expect(d.text).toMatch(/[.?!]$/);
      for (const w of words(d.text)) expect(nameParts.has(w)).toBe(false);
    }
    const all = defaults.documents.map((d) => d.text).join("\n");
    expect(all).toMatch(/, /);
    expect(all).toMatch(/\d/);
  });

  it("has label cardinality near the configured value, and about the configured unlabelled share", () => {
    expect(Math.abs(cardinality(defaults) - 1.5)).toBeLessThan(0.15);
    const dense = generateSyntheticCorpus({ labelCardinality: 2.5, trainDocuments: 900, testDocuments: 0 });
    expect(Math.abs(cardinality(dense) - 2.5)).toBeLessThan(0.3);
    const unlabelled = generateSyntheticCorpus({
      unlabelledFraction: 0.2,
      trainDocuments: 900,
      testDocuments: 0,
    });
    const share = unlabelled.documents.filter((d) => d.labels.length === 0).length / 900;
    expect(Math.abs(share - 0.2)).toBeLessThan(0.05);
  });

  it("makes the designated pair co-occur far more than independence predicts, and only when asked", () => {
    const [a, b] = [defaults.labelNames[0]!, defaults.labelNames[11]!];
    const withPair = cooccurrenceRatio(defaults, a, b);
    const without = cooccurrenceRatio(generateSyntheticCorpus({ pairProbability: 0 }), a, b);
    expect(withPair).toBeGreaterThan(2);
    expect(withPair).toBeGreaterThan(without + 1);
  });

  it("makes siblings co-occur more with a higher siblingBias", () => {
    const siblingShare = (siblingBias: number): number => {
      const c = generateSyntheticCorpus({
        siblingBias,
        correlatedPairs: [],
        trainDocuments: 1200,
        testDocuments: 0,
      });
      let siblings = 0;
      let pairs = 0;
      for (const d of c.documents) {
        for (let i = 0; i < d.labels.length; i++) {
          for (let k = i + 1; k < d.labels.length; k++) {
            pairs++;
            if (d.labels[i]!.split(".")[0] === d.labels[k]!.split(".")[0]) siblings++;
          }
        }
      }
      return siblings / pairs;
    };
    expect(siblingShare(0.9)).toBeGreaterThan(siblingShare(0) + 0.3);
  });

  it("skews label frequencies as configured by labelSkew", () => {
    const spread = (labelSkew: number): number => {
      const c = generateSyntheticCorpus({
        labelSkew,
        correlatedPairs: [],
        siblingBias: 0,
        testDocuments: 600,
      });
      const f = [...labelFrequencies(c).values()];
      return Math.max(...f) / Math.min(...f);
    };
    expect(spread(0)).toBeLessThan(1.6);
    expect(spread(1.5)).toBeGreaterThan(5);
  });

  it("has log-normal lengths within [minLength, maxLength] around the median", () => {
    const c = generateSyntheticCorpus({ lengthMedian: 100, minLength: 30, maxLength: 300 });
    const lengths = c.documents.map((d) => words(d.text.split("\n\n")[1]!).length).sort((x, y) => x - y);
    expect(lengths[0]!).toBeGreaterThanOrEqual(30);
    expect(lengths.at(-1)!).toBeLessThanOrEqual(300);
    expect(Math.abs(lengths[lengths.length >> 1]! - 100)).toBeLessThan(15);
  });

  it("follows a Zipf-like rank-frequency law (log-log slope near -1)", () => {
    const counts = new Map<string, number>();
    for (const d of defaults.documents)
      for (const w of words(d.text)) counts.set(w, (counts.get(w) ?? 0) + 1);
    const f = [...counts.values()].sort((x, y) => y - x);
    // least-squares slope of log f against log rank over ranks 1..200
    const xs = f.slice(0, 200).map((_, r) => Math.log(r + 1));
    const ys = f.slice(0, 200).map((v) => Math.log(v));
    const mx = xs.reduce((s, v) => s + v, 0) / xs.length;
    const my = ys.reduce((s, v) => s + v, 0) / ys.length;
    const slope =
      xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0) / xs.reduce((s, x) => s + (x - mx) ** 2, 0);
    expect(slope).toBeLessThan(-0.7);
    expect(slope).toBeGreaterThan(-1.4);
  });

  it("is learnable but not trivial: naive Bayes test micro-F1 in (0.5, 0.95); no signal without topic words", () => {
    const f1 = naiveBayesMicroF1(defaults.train, defaults.test);
    expect(f1).toBeGreaterThan(0.5);
    expect(f1).toBeLessThan(0.95);
    const noSignal = generateSyntheticCorpus({ topicWeight: 0 });
    expect(naiveBayesMicroF1(noSignal.train, noSignal.test)).toBeLessThan(f1 - 0.25);
  });

  it("keeps the vocabulary, labels and first training documents when only the sizes change", () => {
    const a = generateSyntheticCorpus({ trainDocuments: 10, testDocuments: 5 });
    const b = generateSyntheticCorpus({ trainDocuments: 20, testDocuments: 8 });
    expect(b.labelNames).toEqual(a.labelNames);
    expect(b.train.documents.slice(0, 10)).toEqual(a.train.documents);
    expect(b.test.documents.slice(0, 5)).toEqual(a.test.documents);
  });

  it("gives flat labels and no tree with topics: 0", () => {
    const c = generateSyntheticCorpus({ ...small, topics: 0 });
    expect(c.labelTree).toBeUndefined();
    expect("labelTree" in c).toBe(false);
    for (const n of c.labelNames) expect(n).not.toContain(".");
  });

  it.each([
    [{ labels: 0 }, /labels/],
    [{ topicWeight: 1.5 }, /topicWeight/],
    [{ noiseWeight: 0.95 }, /noiseWeight/],
    [{ vocabularySize: 50 }, /vocabularySize/],
    [{ correlatedPairs: [[0, 12]] as [number, number][] }, /correlatedPairs/],
    [{ maxLength: 10 }, /maxLength/],
    [{ trainDocuments: -1 }, /trainDocuments/],
    [{ seed: Number.NaN }, /seed/],
  ])("rejects %j with E_INVALID_ARGUMENT", (options, message) => {
    try {
      generateSyntheticCorpus(options);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
      expect(String(e)).toMatch(message);
    }
  });
});
