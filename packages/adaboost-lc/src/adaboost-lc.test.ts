import { fc, test } from "@fast-check/vitest";
import type { Dataset } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import {
  coveringLoss,
  hammingCover,
  twoSetsCover,
  weightedNegativeCover,
  zeroOneCover,
} from "@textboost/covers";
import { csrFromRows, labelMatrix } from "@textboost/sparse";
import { arbDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { adaBoostLC } from "./adaboost-lc.js";
import { loadAdaBoostLC } from "./load-adaboost-lc.js";
import { arbCase, caseOptions } from "./test-support/arbitraries.js";
import { hypothesisMatrix, logLossAdaBoostMH } from "./test-support/reference.js";

async function codeOf(p: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof p === "function" ? p() : p);
  } catch (e) {
    return isTextboostError(e) ? e.code : `not a TextboostError: ${String(e)}`;
  }
  return "nothing thrown";
}

/** Four documents, three terms, two labels: term 0 says label 0, term 1 says label 1, term 2 is noise. */
const tiny: Dataset = {
  X: csrFromRows(
    [
      { indices: [0, 2], values: [0.5, 1] },
      { indices: [1], values: [2] },
      { indices: [0, 1], values: [1, 1] },
      { indices: [2], values: [0.25] },
    ],
    3,
  ),
  Y: labelMatrix([[0], [1], [0, 1], []], 2),
  featureNames: ["wheat", "gold", "the"],
  labelNames: ["grain", "metal"],
};

describe("Hamming cover + sequential templates = the log-loss form of AdaBoost.MH", () => {
  test.prop(
    [
      arbDataset({ rows: { min: 2, max: 10 }, features: { min: 1, max: 6 }, labels: { min: 1, max: 4 } }),
      fc.integer({ min: 1, max: 8 }),
      fc.constantFrom(0.01, 0.5, 1, 2),
    ],
    { numRuns: 60 },
  )("scores match a direct per-label logistic boosting computation", async (data, rounds, smoothing) => {
    const model = await adaBoostLC({ cover: hammingCover(), templates: "sequential", smoothing }).fit(data, {
      iterations: rounds,
    });
    const { scores: expected, nearTie } = logLossAdaBoostMH(data, rounds, smoothing);
    // Where two terms of different documents tie to rounding, the model and the reference may each
    // take either (their weights come from equal but differently rounded formulas): no comparison.
    fc.pre(!nearTie);
    const got = model.scores(data.X);
    expected.forEach((row, i) => {
      row.forEach((v, j) => {
        expect(Math.abs(got.data[i * data.Y.cols + j]! - v)).toBeLessThanOrEqual(1e-9 * (1 + Math.abs(v)));
      });
    });
  });
});

describe("the model", () => {
  test.prop([arbCase(), fc.integer({ min: 1, max: 6 })], { numRuns: 40 })(
    "scores(X, { rounds: t }) equals the training scores after round t (and on other rows, f = Σ α h)",
    async (c, rounds) => {
      const snapshots: Float64Array[] = [];
      const model = await adaBoostLC(caseOptions(c)).fit(c.data, {
        iterations: rounds,
        onRound: (r) => snapshots.push(Float64Array.from(r.trainingScores.data)),
      });
      snapshots.forEach((F, t) => {
        const S = model.scores(c.data.X, { rounds: t + 1 });
        F.forEach((v, p) => {
          expect(Math.abs(S.data[p]! - v)).toBeLessThanOrEqual(1e-9 * (1 + Math.abs(v)));
        });
      });
      // f^j(x) = Σ_k α(k, j) h_k(x) with the reference hypotheses
      const h = hypothesisMatrix(c.data.X, c.data.X, c.config);
      const alpha = model.alpha();
      const m = c.data.Y.cols;
      const S = model.scores(c.data.X);
      h.forEach((row, i) => {
        for (let j = 0; j < m; j++) {
          let f = 0;
          alpha.hypotheses.forEach((k, r) => {
            f += alpha.values[r * m + j]! * row[k]!;
          });
          expect(Math.abs(S.data[i * m + j]! - f)).toBeLessThanOrEqual(1e-9 * (1 + Math.abs(f)));
        }
      });
    },
  );

  test.prop([arbCase()], { numRuns: 30 })(
    "keepRounds: false scores bit for bit as the full model at T, saves and loads, and refuses other round counts",
    async (c) => {
      const options = caseOptions(c);
      const full = await adaBoostLC(options).fit(c.data, { iterations: 4 });
      const light = await adaBoostLC({ ...options, keepRounds: false }).fit(c.data, { iterations: 4 });
      expect(Array.from(light.scores(c.data.X).data)).toEqual(Array.from(full.scores(c.data.X).data));
      const back = loadAdaBoostLC(JSON.parse(JSON.stringify(light.toJSON())));
      expect(Array.from(back.scores(c.data.X).data)).toEqual(Array.from(full.scores(c.data.X).data));
      expect(light.rounds).toBeUndefined();
      expect(await codeOf(() => light.scores(c.data.X, { rounds: 2 }))).toBe("E_INVALID_ARGUMENT");
      expect(Array.from(light.scores(c.data.X, { rounds: 0 }).data).every((v) => v === 0)).toBe(true);
    },
  );

  test.prop([arbCase()], { numRuns: 30 })("explain: the contributions add up to the score", async (c) => {
    const model = await adaBoostLC(caseOptions(c)).fit(c.data, { iterations: 3 });
    const S = model.scores(c.data.X);
    for (let i = 0; i < c.data.X.rows; i++) {
      for (let j = 0; j < c.data.Y.cols; j++) {
        const e = model.explain(c.data.X, i, j);
        const sum = e.contributions.reduce((a, x) => a + x.vote, 0);
        expect(e.score).toBe(S.data[i * c.data.Y.cols + j]);
        expect(Math.abs(sum - e.score)).toBeLessThanOrEqual(1e-9 * (1 + Math.abs(e.score)));
      }
    }
  });

  it("learns the tiny data set with every cover, and the loss trace falls", async () => {
    for (const cover of [hammingCover(), zeroOneCover(), twoSetsCover(), weightedNegativeCover(4)]) {
      const model = await adaBoostLC({ cover, bias: true }).fit(tiny, { iterations: 30 });
      const P = model.predict(tiny.X);
      expect(Array.from(P.indptr)).toEqual([0, 1, 2, 4, 4]);
      expect(Array.from(P.indices)).toEqual([0, 1, 0, 1]);
      expect(model.trace.loss.at(-1)!).toBeLessThan(model.trace.initialLoss);
      expect(model.trace.loss.at(-1)).toBeCloseTo(coveringLoss(cover, tiny.Y, model.scores(tiny.X)), 12);
      const e = model.explain(tiny.X, 0, 0);
      expect(e.contributions[0]!.featureName).toBe("wheat");
      expect(model.cover).toBe(cover.name);
      expect(model.settings).toMatchObject({
        cover: cover.name,
        templates: "sequential",
        hypotheses: "presence",
      });
    }
  });

  it("stays finite at huge margins (many rounds, almost no smoothing, separable data)", async () => {
    for (const templates of ["sequential", "parallel"] as const) {
      const model = await adaBoostLC({ cover: zeroOneCover(), templates, smoothing: 1e-12, bias: true }).fit(
        tiny,
        {
          iterations: 300,
        },
      );
      const S = model.scores(tiny.X);
      expect(S.data.every(Number.isFinite)).toBe(true);
      expect(model.trace.loss.every((v) => Number.isFinite(v) && v >= 0)).toBe(true);
      for (let t = 1; t < model.trace.loss.length; t++) {
        expect(model.trace.loss[t]!).toBeLessThanOrEqual(model.trace.loss[t - 1]! * (1 + 1e-12) + 1e-300);
      }
      expect(model.trace.loss.at(-1)!).toBeLessThan(1e-3);
    }
  });

  it("scaled hypotheses clamp unseen values into [−1, 1]", async () => {
    const model = await adaBoostLC({ cover: hammingCover(), hypotheses: "scaled" }).fit(tiny, {
      iterations: 5,
    });
    const big = csrFromRows([{ indices: [0], values: [100] }], 3);
    const one = csrFromRows([{ indices: [0], values: [1] }], 3); // the training maximum of column 0
    expect(Array.from(model.scores(big).data)).toEqual(Array.from(model.scores(one).data));
  });
});

describe("errors", () => {
  it("options", async () => {
    expect(await codeOf(() => adaBoostLC({} as never))).toBe("E_INVALID_ARGUMENT");
    expect(await codeOf(() => adaBoostLC({ cover: hammingCover(), smoothing: -1 }))).toBe(
      "E_INVALID_ARGUMENT",
    );
    expect(await codeOf(() => adaBoostLC({ cover: hammingCover(), normalization: "x" as never }))).toBe(
      "E_INVALID_ARGUMENT",
    );
    const fit = (o: object, it = 3) =>
      adaBoostLC({ cover: hammingCover(), ...o }).fit(tiny, { iterations: it });
    expect(await codeOf(fit({}, 0))).toBe("E_INVALID_ARGUMENT");
    expect(await codeOf(fit({ hypotheses: "tfidf" }))).toBe("E_INVALID_ARGUMENT");
    expect(await codeOf(fit({ templates: "both" }))).toBe("E_INVALID_ARGUMENT");
    expect(await codeOf(fit({ templates: [[0], []] }))).toBe("E_INVALID_ARGUMENT");
    expect(await codeOf(fit({ templates: [[0, 3]] }))).toBe("E_INVALID_ARGUMENT");
    expect(await codeOf(fit({ templates: [[0, 3]], bias: true }))).toBe("nothing thrown");
    expect(await codeOf(fit({ templates: [[1, 1]] }))).toBe("E_INVALID_ARGUMENT");
  });

  it("eq. (6) is enforced: a parallel template without normalisation is refused when a document breaks it", async () => {
    // document 2 holds terms 0 and 1: Σ_k |h_k| = 2 > 1
    expect(
      await codeOf(
        adaBoostLC({ cover: hammingCover(), templates: "parallel", normalization: "none" }).fit(tiny),
      ),
    ).toBe("E_INVALID_ARGUMENT");
    // a block of two terms no document holds together is fine without normalisation
    expect(
      await codeOf(
        adaBoostLC({ cover: hammingCover(), templates: [[1, 2]], normalization: "none" }).fit(tiny, {
          iterations: 2,
        }),
      ),
    ).toBe("nothing thrown");
  });

  it("the unsmoothed step is refused when it would be infinite", async () => {
    // "gold" (term 1) is only in documents with label 1: W⁻ = 0 for label 1
    expect(
      await codeOf(adaBoostLC({ cover: hammingCover(), smoothing: 0 }).fit(tiny, { iterations: 1 })),
    ).toBe("E_NUMERIC");
  });

  it("aborting between rounds rejects with E_ABORTED", async () => {
    const signal = { aborted: false };
    const p = adaBoostLC({ cover: hammingCover() }).fit(tiny, {
      iterations: 50,
      signal,
      onIteration: (e) => {
        if (e.iteration === 3) signal.aborted = true;
      },
    });
    expect(await codeOf(p)).toBe("E_ABORTED");
  });

  it("scores need the training number of columns", async () => {
    const model = await adaBoostLC({ cover: hammingCover() }).fit(tiny, { iterations: 2 });
    expect(await codeOf(() => model.scores(csrFromRows([{ indices: [0] }], 4)))).toBe("E_SHAPE");
    expect(await codeOf(() => model.scores(tiny.X, { rounds: 3 }))).toBe("E_INVALID_ARGUMENT");
    expect(await codeOf(() => model.explain(tiny.X, 4, 0))).toBe("E_INVALID_ARGUMENT");
  });
});
