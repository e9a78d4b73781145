import type { Dataset } from "@textboost/core";
import { hammingCover } from "@textboost/covers";
import { csrFromRows, labelMatrix } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { adaBoostLC } from "./adaboost-lc.js";

/**
 * 40 documents over 600 terms, each term in its own set of documents (so none merges with another):
 * more hypotheses than a progress step. 2 labels.
 */
function data(): Dataset {
  const rows = Array.from({ length: 40 }, () => ({ indices: [] as number[] }));
  for (let k = 0; k < 600; k++) {
    const a = k % 40;
    const b = (Math.floor(k / 40) + a) % 40;
    for (const i of new Set([a, b])) rows[i]!.indices.push(k);
  }
  const X = csrFromRows(rows, 600);
  const Y = labelMatrix(
    Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? [0] : i % 3 === 1 ? [1] : [0, 1])),
    2,
  );
  return {
    X,
    Y,
    featureNames: Array.from({ length: 600 }, (_, k) => `t${k}`),
    labelNames: ["a", "b"],
  };
}

describe("onProgress of adaBoostLC", () => {
  for (const incremental of [true, false]) {
    it(`tells each round the hypotheses scored out of all (incremental: ${incremental}); the model is the same`, async () => {
      const d = data();
      const calls: { done: number; total: number; round: number }[] = [];
      let round = 1;
      const told = await adaBoostLC({
        cover: hammingCover(),
        incremental,
        onProgress: (done, total) => calls.push({ done, total, round }),
      }).fit(d, { iterations: 4, onIteration: (e) => (round = e.iteration + 1) });
      const plain = await adaBoostLC({ cover: hammingCover(), incremental }).fit(d, { iterations: 4 });
      expect(JSON.stringify(told.toJSON())).toBe(JSON.stringify(plain.toJSON()));
      for (const r of [1, 2, 3, 4]) expect(calls.some((c) => c.round === r)).toBe(true);
      for (const c of calls) {
        expect(c.total).toBeGreaterThan(0);
        expect(c.done).toBeLessThanOrEqual(c.total);
      }
      // every round ends through all hypotheses; the from-scratch rounds report before their end
      for (const r of [1, 2, 3, 4]) {
        const last = calls.filter((c) => c.round === r).at(-1)!;
        expect(last.done).toBe(last.total);
      }
      if (!incremental) expect(calls.filter((c) => c.round === 1).length).toBeGreaterThan(1);
    });
  }
});
