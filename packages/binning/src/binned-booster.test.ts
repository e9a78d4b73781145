import { test } from "@fast-check/vitest";
import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, CsrMatrix, Dataset, DenseMatrix, Hypothesis, Model } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binnedBooster } from "./binned-booster.js";
import { expandMatrix } from "./expand-matrix.js";
import { arbRealData, realDataset, realMatrix } from "./test-support/real-matrix.js";

function sameBits(a: DenseMatrix, b: DenseMatrix): void {
  expect(a.rows).toBe(b.rows);
  expect(a.cols).toBe(b.cols);
  expect(Array.from(a.data)).toEqual(Array.from(b.data));
}

/** Scores equal up to the rounding of different summation orders (a few ulps of the largest term). */
function closeScores(a: DenseMatrix, b: DenseMatrix, rounds: number): void {
  expect(a.data.length).toBe(b.data.length);
  for (let i = 0; i < a.data.length; i++) {
    const tolerance = 1e-15 * rounds * Math.max(1, Math.abs(a.data[i]!), Math.abs(b.data[i]!)) * 64;
    expect(Math.abs(a.data[i]! - b.data[i]!)).toBeLessThanOrEqual(tolerance);
  }
}

/** Every round's votes of `mapped` on X equal those of `trained` on Xb, bit for bit. */
function sameVotes(mapped: Model, trained: Model, X: CsrMatrix, Xb: CsrMatrix): void {
  const a = (mapped as unknown as { rounds: Hypothesis[] }).rounds;
  const b = (trained as unknown as { rounds: Hypothesis[] }).rounds;
  expect(a.length).toBe(b.length);
  const m = mapped.labels.length;
  const va = new Float64Array(m);
  const vb = new Float64Array(m);
  for (let s = 0; s < a.length; s++) {
    for (let i = 0; i < X.rows; i++) {
      a[s]!.vote(X, i, va);
      b[s]!.vote(Xb, i, vb);
      // equal doubles; the model file keeps no sign of zero (JSON), so -0 votes come back as 0
      expect(Array.from(va, (v) => v + 0)).toEqual(Array.from(vb, (v) => v + 0));
    }
  }
}

const algorithms: [string, () => Booster, (json: unknown) => Model][] = [
  ["adaboost-mh", () => adaBoostMH(), (json) => loadAdaBoostMH(json)],
  ["adaboost-mh abstaining", () => adaBoostMH({ variant: "abstaining" }), (json) => loadAdaBoostMH(json)],
  ["mp-boost", () => mpBoost(), (json) => loadMPBoost(json)],
];

describe.each(algorithms)("binnedBooster(%s)", (_, inner, load) => {
  test.prop([arbRealData, arbRealData, fc.integer({ min: 1, max: 5 })], { numRuns: 40 })(
    "the mapped model scores raw documents as the trained model scores their expansion, bit for bit",
    async (train, other, bins) => {
      const data = realDataset(train.x, train.y);
      let trained: Model | undefined;
      let expandedOf: ((x: number[][]) => ReturnType<typeof realMatrix>) | undefined;
      const model = await binnedBooster(
        {
          name: inner().name,
          async fit(d: Dataset, o) {
            trained = await inner().fit(d, o);
            return trained;
          },
        },
        {
          bins,
          load,
          onBinning: (binning) => {
            expandedOf = (x) => expandMatrix(realMatrix(x), binning);
          },
        },
      ).fit(data, { iterations: 6 });
      const width = data.X.cols;
      const rows = [...train.x, ...other.x.map((r) => Array.from({ length: width }, (_, k) => r[k] ?? 0))];
      const X = realMatrix(rows);
      const Xb = expandedOf!(rows);
      sameVotes(model, trained!, X, Xb);
      // the presence model sums its rounds by pivot (equation (9)), the threshold model round by round
      closeScores(model.scores(X), trained!.scores(Xb), model.length);
      const json = model.toJSON();
      expect(json.features).toEqual(data.featureNames);
      // the file is an ordinary model of threshold stumps that loads as it is
      const rounds = (json.body as { rounds: { type: string }[] }).rounds;
      for (const h of rounds) expect(h.type).toMatch(/threshold-stump$/);
      sameBits(
        load(JSON.parse(JSON.stringify(json))).scores(realMatrix(rows)),
        model.scores(realMatrix(rows)),
      );
    },
  );
});

describe("binnedBooster options", () => {
  it.each([0, 1025, 2.5])("refuses bins = %s", (bins) => {
    try {
      binnedBooster(adaBoostMH(), { bins, load: (json) => loadAdaBoostMH(json) });
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e) && e.code).toBe("E_INVALID_ARGUMENT");
    }
  });
});
