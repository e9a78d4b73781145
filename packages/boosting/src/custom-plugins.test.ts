import { describeBooster, describeWeakLearner, zipfDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { biasLearner, loadShrunkBoost, shrunkBoost } from "./test-support/custom-plugins.js";

// The README example of @textboost/core runs here, and passes the contract suites plug-in authors use.
describeWeakLearner("the README's custom weak learner", biasLearner());
describeBooster("the README's custom booster", shrunkBoost(biasLearner()), {
  load: (json) => loadShrunkBoost(json, biasLearner()),
});

describe("the README's custom booster with the custom learner", () => {
  it("learns each label's prior: the bias votes sum towards ½ ln(W₊/W₋) of the uniform weights", async () => {
    const data = zipfDataset(3, 80, 40, 4);
    const model = await shrunkBoost(biasLearner(0), 0.5).fit(data, { iterations: 30 });
    const scores = model.scores(data.X);
    for (let j = 0; j < 4; j++) {
      let positives = 0;
      for (let i = 0; i < 80; i++)
        for (let p = data.Y.indptr[i]!; p < data.Y.indptr[i + 1]!; p++)
          if (data.Y.indices[p] === j) positives++;
      if (positives === 0 || positives === 80) continue;
      const prior = 0.5 * Math.log(positives / (80 - positives));
      expect(scores.data[j]).toBeCloseTo(prior, 6);
    }
    const restored = loadShrunkBoost(JSON.parse(JSON.stringify(model.toJSON())), biasLearner(0));
    expect(Array.from(restored.scores(data.X).data)).toEqual(Array.from(scores.data));
  });
});
