import { test } from "@fast-check/vitest";
import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import type { Model, ModelEnvelope } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binnedBooster } from "./binned-booster.js";
import { isBinnedModelJSON, loadBinnedModel } from "./binned-model.js";
import { fitBinning } from "./binning.js";
import { derivedFeatureNames } from "./derived-feature-names.js";
import { expandMatrix } from "./expand-matrix.js";
import { arbRealData, realDataset, realMatrix } from "./test-support/real-matrix.js";

const load = (json: unknown) => loadBinnedModel(json, (inner) => loadAdaBoostMH(inner), "m.json");

async function trained(x: number[][], y: boolean[][], bins: number): Promise<Model> {
  return binnedBooster(adaBoostMH(), { bins, output: "binning" }).fit(realDataset(x, y), { iterations: 5 });
}

describe("binnedModel", () => {
  test.prop([arbRealData, fc.integer({ min: 1, max: 5 })], { numRuns: 30 })(
    "scores raw documents as a model trained on the expansion by hand, and round trips through JSON",
    async ({ x, y }, bins) => {
      const data = realDataset(x, y);
      const model = await trained(x, y, bins);
      // independent: expand by hand, train the same booster on the expansion
      const binning = fitBinning(data.X, bins);
      const byHand = await adaBoostMH().fit(
        {
          ...data,
          X: expandMatrix(data.X, binning),
          featureNames: derivedFeatureNames(binning, data.featureNames),
        },
        { iterations: 5 },
      );
      const X = realMatrix(x);
      expect(Array.from(model.scores(X).data)).toEqual(
        Array.from(byHand.scores(expandMatrix(X, binning)).data),
      );
      expect(model.features).toEqual(data.featureNames);
      const json = JSON.parse(JSON.stringify(model.toJSON()));
      expect(isBinnedModelJSON(json)).toBe(true);
      const back = load(json);
      expect(Array.from(back.scores(X).data)).toEqual(Array.from(model.scores(X).data));
      expect(JSON.stringify(back.toJSON())).toBe(JSON.stringify(json));
      // explanations are over the original features: name, the document's value, the cuts on their side
      if (X.rows > 0) {
        const e = back.explain(X, 0, 0);
        const inner = byHand.explain(expandMatrix(X, binning), 0, 0);
        const thresholds = Array.from(binning.thresholds);
        let sum = 0;
        for (const c of e.contributions) {
          sum += c.vote;
          if (c.feature < 0) continue;
          expect(c.featureName).toBe(`f${c.feature}`);
          expect(c.value).toBe(x[0]![c.feature] === 0 ? 0 : x[0]![c.feature]);
          expect(c.cuts!.length).toBeGreaterThan(0);
          let cutVotes = 0;
          for (const cut of c.cuts!) {
            const d = thresholds.findIndex(
              (t, i) =>
                t === cut.threshold &&
                i >= binning.offsets[c.feature]! &&
                i < binning.offsets[c.feature + 1]!,
            );
            expect(d).toBeGreaterThanOrEqual(0); // one of this feature's cuts
            expect(cut.above).toBe(c.value! > cut.threshold);
            cutVotes += cut.vote;
          }
          expect(cutVotes).toBeCloseTo(c.vote, 12);
        }
        // the same votes as the model on the expansion, regrouped
        expect(sum).toBeCloseTo(
          inner.contributions.reduce((s, c) => s + c.vote, 0),
          9,
        );
      }
    },
  );

  it("rejects a damaged file with E_MODEL_FORMAT", async () => {
    const x = [
      [0.5, 0],
      [0.2, 1],
      [0, 3],
    ];
    const y = [[true], [false], [true]];
    const json = (await trained(x, y, 4)).toJSON() as ModelEnvelope<{
      binning: { thresholds: number[] };
      model: ModelEnvelope;
    }>;
    const damaged: unknown[] = [
      { ...json, body: { model: json.body.model } },
      { ...json, body: { ...json.body, binning: { ...json.body.binning, bins: 0 } } },
      { ...json, features: ["only one"] },
      { ...json, labels: ["other"] },
      { ...json, body: { ...json.body, model: { ...json.body.model, features: ["a"] } } },
      {
        ...json,
        body: {
          ...json.body,
          binning: { ...json.body.binning, thresholds: [...json.body.binning.thresholds].reverse() },
        },
      },
    ];
    for (const bad of damaged) {
      try {
        load(JSON.parse(JSON.stringify(bad)));
        expect.unreachable();
      } catch (e) {
        expect(isTextboostError(e) && e.code).toBe("E_MODEL_FORMAT");
      }
    }
  });
});
