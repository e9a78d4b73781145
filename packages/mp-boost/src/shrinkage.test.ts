import { fc, test } from "@fast-check/vitest";
import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import type { AdditiveModel } from "@textboost/boosting";
import type { Dataset } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import type { PerLabelStumpHypothesis } from "@textboost/stumps";
import { arbDenseBinaryDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { loadMPBoost } from "./load-mp-boost.js";
import { mpBoost } from "./mp-boost.js";

const shrinkage = fc.double({ min: 0.01, max: 1, noNaN: true });

/** Each label's exponential loss (1/g) Σ_i exp(−y f_j) after `rounds` rounds, from the model's scores. */
function labelLosses(
  model: AdditiveModel,
  data: Dataset,
  y: readonly (readonly boolean[])[],
  rounds: number,
) {
  const f = model.scores(data.X, { rounds }).data;
  const m = y[0]!.length;
  return y[0]!.map((_, j) => {
    let s = 0;
    for (let i = 0; i < y.length; i++) s += Math.exp(-(y[i]![j] ? 1 : -1) * f[i * m + j]!);
    return s / y.length;
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("shrinkage", () => {
  test.prop([arbDenseBinaryDataset(), fc.integer({ min: 1, max: 8 }), shrinkage], { numRuns: 40 })(
    "MP-Boost: with votes ν·h_s, every label's exponential loss still never increases and Z_s <= 1",
    async ({ y, dataset }, S, nu) => {
      const model = await mpBoost({ shrinkage: nu }).fit(dataset, { iterations: S });
      let previous = labelLosses(model, dataset, y, 0);
      for (let s = 1; s <= S; s++) {
        const current = labelLosses(model, dataset, y, s);
        current.forEach((l, j) => {
          expect(l).toBeLessThanOrEqual(previous[j]! * (1 + 1e-9));
        });
        previous = current;
      }
      // The loop's reported loss is the loss of the shrunk committee, not of the unshrunk one.
      expect(model.trace!.loss[S - 1]).toBeCloseTo(mean(previous), 9);
      for (const z of model.trace!.z) expect(z).toBeLessThanOrEqual(1 + 1e-12);
    },
  );

  test.prop([arbDenseBinaryDataset(), fc.integer({ min: 1, max: 8 }), shrinkage], { numRuns: 40 })(
    "AdaBoost.MH: the global exponential loss never increases and equals the product of the Z_s",
    async ({ y, dataset }, S, nu) => {
      const model = await adaBoostMH({ shrinkage: nu }).fit(dataset, { iterations: S });
      let previous = mean(labelLosses(model, dataset, y, 0));
      let product = 1;
      for (let s = 1; s <= S; s++) {
        const current = mean(labelLosses(model, dataset, y, s));
        expect(current).toBeLessThanOrEqual(previous * (1 + 1e-9));
        const z = model.trace!.z[s - 1]!;
        expect(z).toBeLessThanOrEqual(1 + 1e-12);
        product *= z;
        expect(current).toBeCloseTo(product, 9);
        previous = current;
      }
    },
  );

  test.prop([arbDenseBinaryDataset(), shrinkage], { numRuns: 30 })(
    "the first round is the unshrunk first round with its votes times ν",
    async ({ dataset }, nu) => {
      const plain = await mpBoost().fit(dataset, { iterations: 1 });
      const shrunk = await mpBoost({ shrinkage: nu }).fit(dataset, { iterations: 1 });
      const a = plain.rounds[0] as PerLabelStumpHypothesis;
      const b = shrunk.rounds[0] as PerLabelStumpHypothesis;
      expect(Array.from(b.terms)).toEqual(Array.from(a.terms));
      b.present.forEach((v, j) => {
        expect(v).toBeCloseTo(nu * a.present[j]!, 12);
      });
      b.absent.forEach((v, j) => {
        expect(v).toBeCloseTo(nu * a.absent[j]!, 12);
      });
    },
  );

  test.prop([arbDenseBinaryDataset(), fc.integer({ min: 1, max: 6 })], { numRuns: 20 })(
    "ν = 1 writes the same model file as no shrinkage",
    async ({ dataset }, S) => {
      const plain = await adaBoostMH().fit(dataset, { iterations: S });
      const one = await adaBoostMH({ shrinkage: 1 }).fit(dataset, { iterations: S });
      expect(JSON.stringify(one.toJSON())).toBe(JSON.stringify(plain.toJSON()));
    },
  );

  test.prop([arbDenseBinaryDataset(), fc.integer({ min: 1, max: 6 }), shrinkage], { numRuns: 20 })(
    "the model file records ν and loads back with the same scores",
    async ({ dataset }, S, nu) => {
      for (const [booster, load] of [
        [mpBoost({ shrinkage: nu }), loadMPBoost],
        [adaBoostMH({ shrinkage: nu }), loadAdaBoostMH],
      ] as const) {
        const model = await booster.fit(dataset, { iterations: S });
        const json = JSON.parse(JSON.stringify(model.toJSON()));
        if (nu !== 1) expect(json.body.settings.shrinkage).toBe(nu);
        const back = load(json);
        expect(Array.from(back.scores(dataset.X).data)).toEqual(Array.from(model.scores(dataset.X).data));
      }
    },
  );

  it.each([0, -0.1, 1.5, Number.NaN])("refuses shrinkage %s with a typed error", async (nu) => {
    const dataset = fc.sample(arbDenseBinaryDataset(), { numRuns: 1, seed: 1 })[0]!.dataset;
    const failure = await mpBoost({ shrinkage: nu })
      .fit(dataset, { iterations: 2 })
      .catch((e: unknown) => e);
    expect(isTextboostError(failure) && failure.code).toBe("E_INVALID_ARGUMENT");
    expect((failure as Error).message).toMatch(/shrinkage must be a number in \(0, 1\]/);
  });
});
