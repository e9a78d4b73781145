import { type Dataset, MODEL_VERSION } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { csrFromRows } from "@textboost/sparse";
import { perLabelThresholdStump } from "@textboost/stumps";
import { describeBooster } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { loadRotationForest } from "./load-rotation-forest.js";
import { rotationForest } from "./rotation-forest.js";
import { rotationForestModel } from "./rotation-forest-model.js";
import { codeOf } from "./test-support/code-of.js";
import { TINY, toyData } from "./test-support/small-forest.js";

const dataset = { features: { min: 2, max: 7 } } as const;
describeBooster("rotationForest contract", rotationForest(TINY), {
  load: (json) => loadRotationForest(json),
  iterations: 3,
  dataset,
});
describeBooster(
  "rotationForest with an MP-Boost base contract",
  rotationForest({ ...TINY, base: mpBoost({ learner: perLabelThresholdStump() }) }),
  { load: (json) => loadRotationForest(json), iterations: 2, dataset, numRuns: 8 },
);

describe("rotationForest", () => {
  const data = toyData();

  it("fits a term with ordinary and subnormal values whose bootstrap sample keeps only the subnormal one", async () => {
    // The contract's counterexample (fast-check seed -1847411926): term 1 has −5, 1 and 5.2e-309; an
    // LSI block whose sample held only 5.2e-309 kept σ = 5.2e-309, whose reciprocal is finite but
    // sent the −5 document to −∞, and the base booster rejected the projected training set.
    const tricky: Dataset = {
      X: csrFromRows(
        [
          {
            indices: [0, 1, 2],
            values: [3.867388730141163e-113, -4.9999999999999964, -1.101336662629452e-80],
          },
          { indices: [1], values: [1] },
          { indices: [1], values: [5.231926918447807e-309] },
          { indices: [3], values: [1] },
        ],
        4,
      ),
      Y: csrFromRows([{ indices: [0, 1] }, { indices: [1] }, { indices: [] }, { indices: [1] }], 2, {
        binary: true,
      }),
      featureNames: ["f0", "f1", "f2", "f3"],
      labelNames: ["l0", "l1"],
    };
    const forest = await rotationForest(TINY).fit(tricky, { iterations: 3, seed: 1 });
    for (const v of forest.scores(tricky.X).data) expect(Number.isFinite(v)).toBe(true);
  });

  it("averages its members' probabilities; N identical members give one member's", async () => {
    const forest = await rotationForest(TINY).fit(data, { iterations: 3, seed: 5 });
    const P = forest.probabilities(data.X).data;
    const own = forest.members.map((_, i) => forest.memberScores(data.X, i).data);
    P.forEach((p, q) => {
      const mean = own.reduce((s, f) => s + 1 / (1 + Math.exp(-2 * f[q]!)), 0) / own.length;
      expect(p).toBeCloseTo(mean, 14);
    });
    const one = forest.members[1]!;
    const copies = rotationForestModel({
      labels: data.labelNames,
      features: data.featureNames,
      members: [one, one, one, one],
      settings: { ...forest.settings, members: 4 },
    });
    const single = rotationForestModel({
      labels: data.labelNames,
      features: data.featureNames,
      members: [one],
      settings: { ...forest.settings, members: 1 },
    });
    const a = copies.probabilities(data.X).data;
    single.probabilities(data.X).data.forEach((p, q) => {
      expect(a[q]).toBeCloseTo(p, 15);
    });
  });

  it("is reproducible for a seed; member i depends on (seed, i) only", async () => {
    const a = await rotationForest(TINY).fit(data, { iterations: 4, seed: 9 });
    const b = await rotationForest(TINY).fit(data, { iterations: 4, seed: 9 });
    expect(JSON.stringify(b.toJSON())).toBe(JSON.stringify(a.toJSON()));
    const c = await rotationForest(TINY).fit(data, { iterations: 4, seed: 10 });
    expect(JSON.stringify(c.toJSON())).not.toBe(JSON.stringify(a.toJSON()));
    const two = await rotationForest(TINY).fit(data, { iterations: 2, seed: 9 });
    expect(Array.from(a.scores(data.X, { rounds: 2 }).data)).toEqual(Array.from(two.scores(data.X).data));
  });

  it("learns the toy labels and explains a score by its members and LSI dimensions", async () => {
    const forest = await rotationForest({ subsetSize: 2, lsiDims: 2, baseIterations: 6 }).fit(data, {
      iterations: 5,
      seed: 1,
    });
    const predicted = forest.predict(data.X);
    let right = 0;
    for (let i = 0; i < data.X.rows; i++) {
      const labels = Array.from(predicted.indices.subarray(predicted.indptr[i]!, predicted.indptr[i + 1]!));
      if (labels.includes(i % 3)) right++;
    }
    expect(right).toBeGreaterThanOrEqual(10);
    const e = forest.explain(data.X, 0, 0);
    expect(e.labelName).toBe("grain");
    expect(e.score).toBeCloseTo(forest.scores(data.X).data[0]!, 12);
    expect(e.parts).toHaveLength(5);
    e.parts!.forEach((part, i) => {
      expect(part.name).toMatch(new RegExp(`^member ${i + 1} \\(P = 0\\.\\d{3}\\)$`));
      expect(part.score).toBeCloseTo(forest.memberScores(data.X, i).data[0]!, 12);
      for (const c of part.contributions) {
        expect(c.featureName).toMatch(
          /^(lsi\d+\.\d+ \((no term of its block|[a-z]+(, [a-z]+)*(, \.\.\.)?)\)|\(calibration\)|\(bias\))$/,
        );
      }
      const sum = part.contributions.reduce((s, c) => s + c.vote, 0);
      expect(sum).toBeCloseTo(part.score, 10);
    });
  });

  it("reports each member through onIteration, in order, and stops on abort", async () => {
    const seen: number[] = [];
    await rotationForest(TINY).fit(data, {
      iterations: 3,
      onIteration: (e) => {
        seen.push(e.iteration);
        expect(e.iterations).toBe(3);
        expect(Number.isFinite(e.loss) && Number.isFinite(e.z)).toBe(true);
      },
    });
    expect(seen).toEqual([1, 2, 3]);
    const controller = new AbortController();
    const run = rotationForest(TINY).fit(data, {
      iterations: 50,
      signal: controller.signal,
      onIteration: () => controller.abort(),
    });
    expect(await codeOf(run)).toMatch(/^E_ABORTED/);
  });

  it("refuses bad options with clear errors", async () => {
    const fit = (options: object, iterations?: number) =>
      codeOf(rotationForest(options).fit(data, iterations === undefined ? {} : { iterations }));
    expect(await fit({ subsetSize: 7 })).toMatch(
      /^E_INVALID_ARGUMENT: subsetSize \(M = 7\) is larger than the vocabulary \(6 terms\)/,
    );
    expect(await fit({ lsiDims: 0 })).toMatch(/^E_INVALID_ARGUMENT: lsiDims must be an integer >= 1, got 0/);
    expect(await fit({ members: 0 })).toMatch(/^E_INVALID_ARGUMENT: members must be an integer >= 1, got 0/);
    expect(await fit({}, 0)).toMatch(/^E_INVALID_ARGUMENT: iterations/);
    const wrong: Dataset = { ...data, featureNames: ["a"] };
    expect(await codeOf(rotationForest().fit(wrong))).toMatch(/^E_SHAPE/);
  });
});

describe("loadRotationForest", () => {
  const data = toyData();
  const trained = rotationForest(TINY).fit(data, { iterations: 2, seed: 3 });
  // biome-ignore lint/suspicious/noExplicitAny: the edits reach into arbitrary places of the model JSON
  const damaged = async (edit: (json: any) => void): Promise<string> => {
    const json = JSON.parse(JSON.stringify((await trained).toJSON()));
    edit(json);
    return codeOf(() => loadRotationForest(json, { file: "forest.json" }));
  };

  it("round-trips: identical scores and JSON", async () => {
    const forest = await trained;
    const back = loadRotationForest(JSON.parse(JSON.stringify(forest.toJSON())));
    expect(Array.from(back.scores(data.X).data)).toEqual(Array.from(forest.scores(data.X).data));
    expect(JSON.stringify(back.toJSON())).toBe(JSON.stringify(forest.toJSON()));
  });

  it("names what is wrong in a damaged or foreign file", async () => {
    expect(await damaged((j) => (j.version = MODEL_VERSION + 1))).toMatch(/^E_MODEL_VERSION/);
    expect(await damaged((j) => (j.body.members[1].model.version = 99))).toMatch(
      /^E_MODEL_VERSION: member 2/,
    );
    expect(await damaged((j) => (j.algorithm = "adaboost-mh"))).toMatch(
      /^E_MODEL_FORMAT: this is a "adaboost-mh" model/,
    );
    expect(await damaged((j) => j.body.members.pop())).toMatch(
      /settings.members is 2 but the file has 1 members/,
    );
    expect(await damaged((j) => (j.body.members[0].projection.blocks[0].T[0] = "x"))).toMatch(
      /member 1: projection block 1: T must be/,
    );
    expect(await damaged((j) => j.body.members[0].projection.blocks[1].terms.push(0))).toMatch(
      /member 1: projection block 2: terms must be ascending|is in two blocks/,
    );
    expect(await damaged((j) => j.body.members[0].projection.blocks[0].terms.shift())).toMatch(
      /member 1: projection block 1: T must be|is in no projection block/,
    );
    expect(await damaged((j) => (j.body.members[0].model.features = ["x"]))).toMatch(
      /member 1: .*feature|member 1: its model has 1 features/,
    );
    expect(await damaged((j) => (j.body.members[0].model.labels = ["a", "b", "c"]))).toMatch(
      /member 1: its model's labels differ/,
    );
    expect(await damaged((j) => (j.body.settings.lsiDims = 0))).toMatch(
      /settings.lsiDims must be an integer >= 1/,
    );
    expect(await damaged((j) => (j.body = null))).toMatch(/must have a "members" array/);
  });
});
