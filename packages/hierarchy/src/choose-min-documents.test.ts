import { fc, test } from "@fast-check/vitest";
import type { LabelTree } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { chooseMinDocuments } from "./choose-min-documents.js";
import { induceHierarchy } from "./induce-hierarchy.js";
import { arbSmallData, csrOf, errorCode, labelsOf } from "./test-support/arbitraries.js";

const names = (m: number) => Array.from({ length: m }, (_, j) => `L${j}`);

/** The share of the label assignments of each macro-category of a tree (by brute force over Y). */
function shares(tree: LabelTree, Y: boolean[][]): number[] {
  const m = Y[0]!.length;
  const total = Y.flat().filter(Boolean).length;
  return tree.roots.map((r) => {
    let s = 0;
    for (const row of Y) for (let j = 0; j < m; j++) if (row[j] && tree.parent[j] === r) s++;
    return s / total;
  });
}

/**
 * A skewed label set: 4 large topics (60 documents each, words of their own, some shared noise) and
 * 24 rare categories of 1 to 3 documents, each with idiosyncratic words of its own.
 */
function skewed(): { X: number[][]; Y: boolean[][] } {
  const topics = 4;
  const rare = 24;
  const m = topics + rare;
  const features = topics * 5 + rare * 2 + 3;
  const X: number[][] = [];
  const Y: boolean[][] = [];
  let state = 7;
  const rand = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const doc = (label: number, words: number[]) => {
    const x = new Array<number>(features).fill(0);
    for (const w of words) x[w] = 1;
    x[features - 1 - rand(3)] = 1; // shared noise
    X.push(x);
    Y.push(Array.from({ length: m }, (_, j) => j === label));
  };
  for (let t = 0; t < topics; t++) {
    for (let i = 0; i < 60; i++) doc(t, [t * 5 + rand(5), t * 5 + rand(5)]);
  }
  for (let r = 0; r < rare; r++) {
    for (let i = 0; i <= r % 3; i++) doc(topics + r, [topics * 5 + 2 * r, topics * 5 + 2 * r + 1]);
  }
  return { X, Y };
}

describe("chooseMinDocuments", () => {
  it("keeps a skewed label set from a degenerate tree", () => {
    const { X, Y } = skewed();
    const data = { X: csrOf(X, X[0]!.length), Y: labelsOf(Y, Y[0]!.length), labelNames: names(Y[0]!.length) };
    // every category clustered: the rare ones become macro-categories of their own
    const naive = shares(induceHierarchy(data, { clusters: 4, minDocuments: 1 }), Y);
    expect(Math.min(...naive)).toBeLessThan(1 / 16);
    const choice = chooseMinDocuments(data, { clusters: 4 });
    expect(choice.balanced).toBe(true);
    expect(choice.minDocuments).toBeGreaterThan(3);
    const tree = induceHierarchy(data, { clusters: 4, minDocuments: choice.minDocuments });
    const chosen = shares(tree, Y);
    expect(Math.min(...chosen)).toBeGreaterThanOrEqual(1 / 16);
    expect(Math.min(...chosen)).toBeCloseTo(choice.smallestShare, 12);
    // the four topics in four macro-categories
    expect(new Set([0, 1, 2, 3].map((t) => tree.parent[t])).size).toBe(4);
  });

  test.prop([arbSmallData, fc.integer({ min: 1, max: 5 })])(
    "chooses the smallest candidate whose tree is balanced, else the most balanced, as a brute force over induceHierarchy",
    ({ X, Y }, n) => {
      const m = Y[0]!.length;
      const data = { X: csrOf(X, X[0]!.length), Y: labelsOf(Y, m), labelNames: names(m) };
      const counts = names(m).map((_, j) => Y.filter((row) => row[j]).length);
      const total = counts.reduce((a, b) => a + b, 0);
      const candidates = [...new Set([1, ...counts.filter((c) => c > 0)])].sort((a, b) => a - b);
      const choice = chooseMinDocuments(data, { clusters: n });
      expect(choice.targetShare).toBe(1 / (4 * n));
      if (n === 1 || candidates.length < 3) {
        expect(choice.minDocuments).toBe(1);
        return;
      }
      let expected: number | undefined;
      let most = { min: 1, share: -1 };
      for (const c of candidates) {
        const share = Math.min(...shares(induceHierarchy(data, { clusters: n, minDocuments: c }), Y));
        if (share >= 1 / (4 * n)) {
          expected = c;
          break;
        }
        if (share > most.share) most = { min: c, share };
      }
      expect(choice.balanced).toBe(expected !== undefined);
      expect(choice.minDocuments).toBe(expected ?? most.min);
      expect(total).toBeGreaterThan(0);
    },
  );

  it("refuses a bad number of clusters", () => {
    const { X, Y } = skewed();
    const data = { X: csrOf(X, X[0]!.length), Y: labelsOf(Y, Y[0]!.length), labelNames: names(Y[0]!.length) };
    for (const clusters of [0, 1.5, -2, Number.NaN]) {
      expect(errorCode(() => chooseMinDocuments(data, { clusters }))).toBe("E_INVALID_ARGUMENT");
    }
  });
});
