import { fc, test } from "@fast-check/vitest";
import { toCsc, trainingSet } from "@textboost/sparse";
import { arbSmallWeightedData, bruteTermWeights } from "@textboost/testing";
import { describe, expect } from "vitest";
import { complement } from "./complement.js";
import {
  addDocumentWeights,
  addPositiveWeightsByLabel,
  addTermWeightsBySign,
  positiveWeightByLabel,
} from "./document-weights.js";

describe("addDocumentWeights", () => {
  test.prop([arbSmallWeightedData(), fc.nat(), fc.nat(), fc.double({ min: 0.1, max: 3, noNaN: true })])(
    "sums factor · W(k, j, ±) of equation (5) over a term's documents, for a range of labels",
    (d, kSeed, fromSeed, factor) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const m = ts.Y.cols;
      const k = kSeed % ts.X.cols;
      const from = fromSeed % m;
      const to = m;
      const total = new Float64Array(to - from);
      const positive = new Float64Array(to - from);
      for (let p = ts.Xc.indptr[k]!; p < ts.Xc.indptr[k + 1]!; p++)
        addDocumentWeights(ts, d.weights, ts.Xc.indices[p]!, factor, from, to, total, positive);
      for (let j = from; j < to; j++) {
        const W = bruteTermWeights(d, k, j);
        expect(positive[j - from]).toBeCloseTo(factor * W[1][1], 12);
        expect(complement(total[j - from]!, positive[j - from]!)).toBeCloseTo(factor * W[1][0], 12);
      }
    },
  );

  test.prop([arbSmallWeightedData()])("one label's sum has the bits of the all-labels sum", (d) => {
    const ts = trainingSet(d.dataset.X, d.dataset.Y);
    const m = ts.Y.cols;
    for (let k = 0; k < ts.X.cols; k++) {
      const all = [new Float64Array(m), new Float64Array(m)] as const;
      for (let p = ts.Xc.indptr[k]!; p < ts.Xc.indptr[k + 1]!; p++)
        addDocumentWeights(ts, d.weights, ts.Xc.indices[p]!, 1, 0, m, all[0], all[1]);
      for (let j = 0; j < m; j++) {
        const one = [new Float64Array(1), new Float64Array(1)] as const;
        for (let p = ts.Xc.indptr[k]!; p < ts.Xc.indptr[k + 1]!; p++)
          addDocumentWeights(ts, d.weights, ts.Xc.indices[p]!, 1, j, j + 1, one[0], one[1]);
        expect(one[0][0]).toBe(all[0][j]);
        expect(one[1][0]).toBe(all[1][j]);
      }
    }
  });
});

describe("addTermWeightsBySign", () => {
  test.prop([arbSmallWeightedData()])(
    "sums W(k, j, −) and W(k, j, +) directly, each label alone or all",
    (d) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const m = ts.Y.cols;
      for (let k = 0; k < ts.X.cols; k++) {
        const sums = new Float64Array(2 * m);
        addTermWeightsBySign(ts, d.weights, k, 0, m, sums);
        for (let j = 0; j < m; j++) {
          const W = bruteTermWeights(d, k, j);
          expect(sums[2 * j]).toBeCloseTo(W[1][0], 12);
          expect(sums[2 * j + 1]).toBeCloseTo(W[1][1], 12);
          const one = new Float64Array(2);
          addTermWeightsBySign(ts, d.weights, k, j, j + 1, one);
          expect(one[0]).toBe(sums[2 * j]);
          expect(one[1]).toBe(sums[2 * j + 1]);
        }
      }
    },
  );
});

describe("positiveWeightByLabel", () => {
  test.prop([arbSmallWeightedData()])(
    "W(k, j, +) over the label's documents: near the brute-force sum, the bits of addTermWeightsBySign",
    (d) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const byLabel = toCsc(ts.Y);
      for (let k = 0; k < ts.X.cols; k++) {
        for (let j = 0; j < ts.Y.cols; j++) {
          const sums = new Float64Array(2);
          addTermWeightsBySign(ts, d.weights, k, j, j + 1, sums);
          const byLabelSum = positiveWeightByLabel(ts, d.weights, byLabel, k, j);
          expect(byLabelSum).toBeCloseTo(bruteTermWeights(d, k, j)[1][1], 12);
          expect(Object.is(byLabelSum, sums[1])).toBe(true);
        }
      }
    },
  );
});

describe("addPositiveWeightsByLabel", () => {
  test.prop([arbSmallWeightedData(), fc.array(fc.nat(), { maxLength: 6 })])(
    "sums the wanted terms' positive sides with the bits of positiveWeightByLabel, and no other term",
    (d, seeds) => {
      const ts = trainingSet(d.dataset.X, d.dataset.Y);
      const byLabel = toCsc(ts.Y);
      const r = ts.X.cols;
      for (let j = 0; j < ts.Y.cols; j++) {
        const wanted = new Uint8Array(r);
        for (const s of seeds) wanted[s % r] = 1;
        const sums = new Float64Array(r);
        addPositiveWeightsByLabel(ts, d.weights, byLabel, j, wanted, sums);
        for (let k = 0; k < r; k++) {
          const expected = wanted[k] === 1 ? positiveWeightByLabel(ts, d.weights, byLabel, k, j) : 0;
          expect(Object.is(sums[k], expected)).toBe(true);
        }
      }
    },
  );
});
