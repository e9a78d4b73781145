import { fc, test } from "@fast-check/vitest";
import { createRandom, isTextboostError, type LabelMatrix } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { stratifiedSplit } from "./stratified-split.js";
import { labelSets } from "./test-support/label-sets.js";

const sets = labelSets();

/** Mean over labels with a positive of |share of the label's positives in test - f| (Sechidis et al.'s LD). */
function labelDistributionError(sets: number[][], m: number, test: Iterable<number>, f: number): number {
  const inTest = new Set(test);
  let sum = 0;
  let used = 0;
  for (let j = 0; j < m; j++) {
    let total = 0;
    let t = 0;
    sets.forEach((s, i) => {
      if (s.includes(j)) {
        total++;
        if (inTest.has(i)) t++;
      }
    });
    if (total === 0) continue;
    sum += Math.abs(t / total - f);
    used++;
  }
  return used === 0 ? 0 : sum / used;
}

describe("stratifiedSplit", () => {
  test.prop([sets, fc.integer(), fc.constantFrom(0.1, 0.25, 0.3, 0.5)])(
    "puts every row in exactly one part, ascending, and is deterministic for a seed",
    ({ Y }, seed, testFraction) => {
      const a = stratifiedSplit(Y, { seed, testFraction });
      const b = stratifiedSplit(Y, { seed, testFraction });
      expect(a).toEqual(b);
      const all = [...a.train, ...a.test].sort((x, y) => x - y);
      expect(all).toEqual(Array.from({ length: Y.rows }, (_, i) => i));
      for (const part of [a.train, a.test]) {
        for (let k = 1; k < part.length; k++) expect(part[k]!).toBeGreaterThan(part[k - 1]!);
      }
    },
  );

  it("keeps almost every label's test share near the target: |test positives - f n_i| <= 2 + 0.1 n_i", () => {
    // A quality claim, not a theorem: the greedy algorithm places the rarest labels first, and a label
    // whose documents were mostly placed by rarer labels can miss the bound (Sechidis et al. prove no
    // per-label bound). Measured over 270,000 random cases with at most 3 labels per document (the
    // benchmark sets have 1.08-3.38), 0.018% of the cases had a label outside the bound: 31
    // documents, 12 labels, a label of 10 documents with 6 in a 25% test part. So over a fixed sample
    // of 3,000 such cases, at most 0.2% may have one; a regression of the splitter breaks this.
    const f = 0.25;
    const cases = fc
      .sample(fc.tuple(sets, fc.integer()), { seed: 20261123, numRuns: 6000 })
      .filter(([{ sets }]) => sets.reduce((a, s) => a + s.length, 0) <= 3 * Math.max(1, sets.length))
      .slice(0, 3000);
    expect(cases.length).toBe(3000);
    let outside = 0;
    for (const [{ sets, m, Y }, seed] of cases) {
      const { test } = stratifiedSplit(Y, { seed, testFraction: f });
      const inTest = new Set(test);
      let ok = true;
      for (let j = 0; j < m; j++) {
        const docs = sets.flatMap((s, i) => (s.includes(j) ? [i] : []));
        const t = docs.filter((d) => inTest.has(d)).length;
        if (Math.abs(t - f * docs.length) > 2 + 0.1 * docs.length) ok = false;
      }
      if (!ok) outside++;
      // The total size is balanced by the documents' order of assignment and always holds.
      expect(Math.abs(test.length - f * Y.rows)).toBeLessThanOrEqual(2 + 0.03 * Y.rows);
    }
    expect(outside).toBeLessThanOrEqual(6);
  });

  it("deviates from the label proportions far less than random splits, on average", () => {
    const f = 0.3;
    let iterative = 0;
    let randomSplit = 0;
    const cases = 20;
    for (let c = 0; c < cases; c++) {
      const r = createRandom(1000 + c);
      const m = 15;
      const sets = Array.from({ length: 300 }, () => {
        const s: number[] = [];
        for (let j = 0; j < m; j++) if (r.next() < 0.02 * (1 + (j % 5))) s.push(j);
        return s;
      });
      const Y = labelMatrix(sets, m);
      iterative += labelDistributionError(sets, m, stratifiedSplit(Y, { seed: c, testFraction: f }).test, f);
      const order = sets.map((_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const k = r.int(i + 1);
        [order[i], order[k]] = [order[k]!, order[i]!];
      }
      randomSplit += labelDistributionError(sets, m, order.slice(0, Math.round(f * sets.length)), f);
    }
    expect(iterative / cases).toBeLessThan(0.5 * (randomSplit / cases));
  });

  it("distributes documents without labels over both parts", () => {
    const sets = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? [] : [i % 3]));
    const { train, test } = stratifiedSplit(labelMatrix(sets, 3), { seed: 5, testFraction: 0.25 });
    const emptyInTest = [...test].filter((i) => i % 2 === 0).length;
    const emptyInTrain = [...train].filter((i) => i % 2 === 0).length;
    expect(Math.abs(emptyInTest - 25)).toBeLessThanOrEqual(3);
    expect(emptyInTest + emptyInTrain).toBe(100);
    expect(test.length).toBe(50);
  });

  it("uses testFraction 0.25 by default, and the seed changes the split", () => {
    const sets = Array.from({ length: 80 }, (_, i) => [i % 4]);
    const Y = labelMatrix(sets, 4);
    expect(stratifiedSplit(Y).test.length).toBe(20);
    expect(stratifiedSplit(Y, { seed: 1 }).test).not.toEqual(stratifiedSplit(Y, { seed: 2 }).test);
  });

  it("handles no documents", () => {
    expect(stratifiedSplit(labelMatrix([], 3), { seed: 1 })).toEqual({
      train: new Int32Array(0),
      test: new Int32Array(0),
    });
  });

  it("rejects a testFraction outside (0, 1) and a malformed Y", () => {
    const Y = labelMatrix([[0], [1]], 2);
    for (const testFraction of [0, 1, -0.1, Number.NaN]) {
      try {
        stratifiedSplit(Y, { testFraction });
        expect.unreachable();
      } catch (e) {
        expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
      }
    }
    const bad: LabelMatrix = { ...Y, indices: Int32Array.of(0, 5) };
    try {
      stratifiedSplit(bad);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_SHAPE")).toBe(true);
    }
  });
});
