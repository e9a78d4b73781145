import { mpBoost } from "@textboost/mp-boost";
import { perLabelThresholdStump } from "@textboost/stumps";
import { describeBooster } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { loadRotationForest } from "./load-rotation-forest.js";
import { rotationForest } from "./rotation-forest.js";
import { codeOf } from "./test-support/code-of.js";
import { TINY, toyData } from "./test-support/small-forest.js";

const ALL = { keepTerms: true, calibration: "platt", bootstrapMembers: true, combine: "scores" } as const;
const dataset = { features: { min: 2, max: 7 } } as const;
describeBooster("rotationForest with every component changed contract", rotationForest({ ...TINY, ...ALL }), {
  load: (json) => loadRotationForest(json),
  iterations: 2,
  dataset,
  numRuns: 8,
});

describe("rotationForest components", () => {
  const data = toyData();
  const mp = () => mpBoost({ learner: perLabelThresholdStump() });

  it("gives members the terms beside the projections: d + K·k features, the terms' names first", async () => {
    const forest = await rotationForest({ ...TINY, keepTerms: true, base: mp() }).fit(data, {
      iterations: 2,
      seed: 3,
    });
    const member = forest.members[0]!;
    const width = member.projection.blocks.length * member.projection.dimsPerBlock;
    expect(member.model.features.length).toBe(data.featureNames.length + width);
    expect(member.model.features.slice(0, data.featureNames.length)).toEqual(data.featureNames);
    expect(member.model.features[data.featureNames.length]).toBe("lsi1.1");
    expect(forest.settings.keepTerms).toBe(true);
  });

  it("stores each member's Platt calibration and scores with it, the same after a round trip", async () => {
    const forest = await rotationForest({ ...TINY, ...ALL, base: mp() }).fit(data, {
      iterations: 3,
      seed: 2,
    });
    for (const m of forest.members) {
      expect(m.calibration?.scale.length).toBe(3);
      for (const s of m.calibration!.scale) expect(s).toBeGreaterThanOrEqual(0);
    }
    const back = loadRotationForest(JSON.parse(JSON.stringify(forest.toJSON())));
    expect(Array.from(back.scores(data.X).data)).toEqual(Array.from(forest.scores(data.X).data));
    const p = forest.probabilities(data.X).data;
    for (const x of p) expect(x >= 0 && x <= 1).toBe(true);
  });

  it("loads a file without the component settings as the paper's forest", async () => {
    const forest = await rotationForest(TINY).fit(data, { iterations: 2, seed: 1 });
    const json = JSON.parse(JSON.stringify(forest.toJSON()));
    for (const key of ["keepTerms", "combine", "calibration", "bootstrapMembers"])
      delete json.body.settings[key];
    const back = loadRotationForest(json);
    expect(back.settings).toMatchObject({
      keepTerms: false,
      combine: "probabilities",
      calibration: "logistic",
    });
    expect(Array.from(back.scores(data.X).data)).toEqual(Array.from(forest.scores(data.X).data));
  });

  it("names a damaged calibration or component setting in the file", async () => {
    const forest = await rotationForest({ ...TINY, calibration: "platt" }).fit(data, {
      iterations: 2,
      seed: 1,
    });
    const json = JSON.parse(JSON.stringify(forest.toJSON()));
    json.body.members[1].calibration.scale[0] = -1;
    expect(await codeOf(() => loadRotationForest(json))).toMatch(
      /E_MODEL_FORMAT: member 2: calibration must have 3 finite scales >= 0/,
    );
    const other = JSON.parse(JSON.stringify(forest.toJSON()));
    other.body.settings.combine = "median";
    expect(await codeOf(() => loadRotationForest(other))).toMatch(
      /E_MODEL_FORMAT: settings.combine must be one of/,
    );
    const narrow = JSON.parse(JSON.stringify(forest.toJSON()));
    narrow.body.settings.keepTerms = true;
    expect(await codeOf(() => loadRotationForest(narrow))).toMatch(/expected the terms and the projection's/);
  });
});
