import { fc, test } from "@fast-check/vitest";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Dataset } from "@textboost/core";
import {
  type PerLabelStumpHypothesis,
  perLabelStump,
  STUMP_VARIANTS,
  type StumpHypothesis,
} from "@textboost/stumps";
import { arbDenseBinaryDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { loadMPBoost } from "./load-mp-boost.js";
import { mpBoost } from "./mp-boost.js";

const arbData = (labels?: number) => arbDenseBinaryDataset(labels === undefined ? {} : { labels });

/** Each category's exponential loss (1/g) Σ_i exp(−y f_j) after `rounds` rounds, from the model's scores. */
function perLabelLoss(
  model: Awaited<ReturnType<ReturnType<typeof mpBoost>["fit"]>>,
  data: Dataset,
  y: readonly (readonly boolean[])[],
  rounds: number,
): number[] {
  const f = model.scores(data.X, { rounds }).data;
  const m = y[0]!.length;
  const g = y.length;
  return y[0]!.map((_, j) => {
    let s = 0;
    for (let i = 0; i < g; i++) s += Math.exp(-(y[i]![j] ? 1 : -1) * f[i * m + j]!);
    return s / g;
  });
}

describe.each(STUMP_VARIANTS)("mpBoost (%s)", (variant) => {
  test.prop([arbData(), fc.integer({ min: 1, max: 10 })], { numRuns: 50 })(
    "Z_s^j <= 1 for every category and round: each category's exponential loss never increases",
    async ({ y, dataset }, S) => {
      const model = await mpBoost({ variant }).fit(dataset, { iterations: S });
      let previous = perLabelLoss(model, dataset, y, 0);
      for (let s = 1; s <= S; s++) {
        const current = perLabelLoss(model, dataset, y, s);
        current.forEach((l, j) => {
          expect(l).toBeLessThanOrEqual(previous[j]! * (1 + 1e-9));
        });
        previous = current;
      }
      // The reported loss is the mean of the per-category losses.
      const mean = previous.reduce((a, b) => a + b, 0) / previous.length;
      expect(model.trace!.loss[S - 1]).toBeCloseTo(mean, 9);
      model.trace!.z.forEach((z) => {
        expect(z).toBeLessThanOrEqual(1 + 1e-12);
      });
    },
  );

  test.prop([arbData(1), fc.integer({ min: 1, max: 10 })], { numRuns: 50 })(
    "on a one-label data set MP-Boost and AdaBoost.MH build the same model",
    async ({ dataset }, S) => {
      const mp = await mpBoost({ variant }).fit(dataset, { iterations: S });
      const mh = await adaBoostMH({ variant }).fit(dataset, { iterations: S });
      mp.rounds.forEach((h, s) => {
        const a = h as PerLabelStumpHypothesis;
        const b = mh.rounds[s] as StumpHypothesis;
        expect(a.terms[0]).toBe(b.term);
        expect(a.present[0]).toBeCloseTo(b.present[0]!, 12);
        expect(a.absent[0]).toBeCloseTo(b.absent[0]!, 12);
      });
      const fa = mp.scores(dataset.X).data;
      const fb = mh.scores(dataset.X).data;
      fa.forEach((v, p) => {
        expect(v).toBeCloseTo(fb[p]!, 10);
      });
    },
  );

  test.prop([arbData(), fc.integer({ min: 1, max: 8 })], { numRuns: 30 })(
    "a JSON round trip keeps every score bit for bit",
    async ({ dataset }, S) => {
      const model = await mpBoost({ variant }).fit(dataset, { iterations: S });
      const back = loadMPBoost(JSON.parse(JSON.stringify(model.toJSON())));
      expect(Array.from(back.scores(dataset.X).data)).toEqual(Array.from(model.scores(dataset.X).data));
    },
  );
});

describe("mpBoost", () => {
  const { dataset } = fc.sample(arbData(3), { seed: 11, numRuns: 1 })[0]!;

  it("compresses per category: Δ_j counts each category's distinct pivots", async () => {
    const model = await mpBoost().fit(dataset, { iterations: 9 });
    const expected = [0, 1, 2].map(
      (j) => new Set(model.rounds.map((h) => (h as PerLabelStumpHypothesis).terms[j])).size,
    );
    expect(Array.from(model.distinctPivotsPerLabel())).toEqual(expected);
  });

  it("pivots only on each category's local features", async () => {
    const localFeatures = [[0], [dataset.X.cols - 1], [0]];
    const model = await mpBoost({ localFeatures }).fit(dataset, { iterations: 4 });
    for (const h of model.rounds)
      expect(Array.from((h as PerLabelStumpHypothesis).terms)).toEqual([0, dataset.X.cols - 1, 0]);
  });

  it("refuses an AdaBoost.MH model file", async () => {
    const json = (await adaBoostMH().fit(dataset, { iterations: 1 })).toJSON();
    expect(() => loadMPBoost(json)).toThrow(/adaboost-mh/);
  });

  it("takes a learner: the same learner as the default gives the same model file", async () => {
    for (const variant of STUMP_VARIANTS) {
      const own = await mpBoost({ variant, learner: perLabelStump({ variant }) }).fit(dataset, {
        iterations: 6,
      });
      const builtIn = await mpBoost({ variant }).fit(dataset, { iterations: 6 });
      expect(own.toJSON()).toEqual(builtIn.toJSON());
    }
    // Another learner is used: its pivots, not the default's.
    const fixed = perLabelStump({ candidates: [[0], [0], [0]] });
    const model = await mpBoost({ learner: fixed }).fit(dataset, { iterations: 3 });
    for (const h of model.rounds) expect(Array.from((h as PerLabelStumpHypothesis).terms)).toEqual([0, 0, 0]);
    expect((model.toJSON().body as { settings: unknown }).settings).toEqual({
      learner: fixed.name,
      normalisation: "per-label",
      iterations: 3,
    });
  });

  it("refuses localFeatures together with a learner", () => {
    expect(() => mpBoost({ learner: perLabelStump(), localFeatures: [[0], [0], [0]] })).toThrow(
      expect.objectContaining({ code: "E_INVALID_ARGUMENT" }),
    );
  });
});
