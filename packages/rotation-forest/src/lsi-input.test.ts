import { createRandom } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { toCsc } from "@textboost/sparse";
import { perLabelThresholdStump } from "@textboost/stumps";
import { describeBooster } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { fitProjection } from "./fit-projection.js";
import { loadRotationForest } from "./load-rotation-forest.js";
import { DEFAULT_LSI_INPUT, type LsiInput } from "./lsi-input.js";
import { inverseDocumentFrequencies, scaleColumns } from "./lsi-transforms.js";
import { projectDocuments, projectionMatrix } from "./projection.js";
import { rotationForest } from "./rotation-forest.js";
import { codeOf } from "./test-support/code-of.js";
import { TINY, toyData } from "./test-support/small-forest.js";
import { splitVocabulary } from "./vocabulary-split.js";

const dataset = { features: { min: 2, max: 7 } } as const;
for (const lsiInput of ["tfidf", "normalised"] as const) {
  describeBooster(
    `rotationForest with lsiInput ${lsiInput} contract`,
    rotationForest({ ...TINY, lsiInput }),
    {
      load: (json) => loadRotationForest(json),
      iterations: 2,
      dataset,
      numRuns: 8,
    },
  );
}

describe("rotationForest lsiInput", () => {
  const data = toyData();
  const mp = () => mpBoost({ learner: perLabelThresholdStump() });

  it("tf-idf: the LSI of X·diag(idf), with the idf folded into T, so raw documents project to their tf-idf's coordinates", () => {
    const Xc = toCsc(data.X);
    const split = splitVocabulary(data.X.cols, 2, createRandom(4));
    const options = { lsiDims: 2, sampleFraction: 0.75 };
    const tfidf = fitProjection(Xc, split, { ...options, lsiInput: "tfidf" }, createRandom(9));
    const idf = inverseDocumentFrequencies(
      Xc,
      Int32Array.from({ length: data.X.cols }, (_, t) => t),
    );
    const weighted = scaleColumns(data.X, idf);
    const plain = fitProjection(toCsc(weighted), split, options, createRandom(9));
    const a = projectDocuments(data.X, projectionMatrix(tfidf)).values!;
    const b = projectDocuments(weighted, projectionMatrix(plain)).values!;
    expect(a.length).toBe(b.length);
    a.forEach((x, p) => {
      expect(x).toBeCloseTo(b[p]!, 10);
    });
    expect(tfidf.normaliseRows).toBeUndefined();
  });

  it("records what the LSI saw only when it was not the raw values; the default is DEFAULT_LSI_INPUT", async () => {
    const fit = (lsiInput?: LsiInput) =>
      rotationForest({ ...TINY, base: mp(), ...(lsiInput === undefined ? {} : { lsiInput }) }).fit(data, {
        iterations: 2,
        seed: 5,
      });
    expect(JSON.stringify((await fit()).toJSON())).toBe(
      JSON.stringify((await fit(DEFAULT_LSI_INPUT)).toJSON()),
    );
    const raw = (await fit("raw")).toJSON() as { body: { settings: object } };
    expect(raw.body.settings).not.toHaveProperty("lsiInput");
    for (const what of ["tfidf", "normalised"] as const) {
      const forest = await fit(what);
      expect(forest.settings.lsiInput).toBe(what);
      expect(forest.members[0]!.projection).not.toEqual(loadRotationForest(raw).members[0]!.projection);
      const back = loadRotationForest(JSON.parse(JSON.stringify(forest.toJSON())));
      expect(back.settings.lsiInput).toBe(what);
      expect(back.members[0]!.projection.normaliseRows).toBe(what === "normalised" ? true : undefined);
      expect(Array.from(back.scores(data.X).data)).toEqual(Array.from(forest.scores(data.X).data));
      expect(JSON.stringify(back.toJSON())).toBe(JSON.stringify(forest.toJSON()));
    }
  });

  it("normalised: scaling a document by 4 changes none of its scores", async () => {
    const forest = await rotationForest({ ...TINY, base: mp(), lsiInput: "normalised" }).fit(data, {
      iterations: 3,
      seed: 2,
    });
    const scaled = { ...data.X, values: data.X.values!.map((v) => 4 * v) };
    expect(Array.from(forest.scores(scaled).data)).toEqual(Array.from(forest.scores(data.X).data));
    // The raw forest's projections grow with the document: its scores do not all stay.
    const raw = await rotationForest({ ...TINY, base: mp() }).fit(data, { iterations: 3, seed: 2 });
    expect(Array.from(raw.scores(scaled).data)).not.toEqual(Array.from(raw.scores(data.X).data));
  });

  it("refuses an unknown lsiInput in the options and in a file", async () => {
    expect(
      await codeOf(() => rotationForest({ ...TINY, lsiInput: "bm25" as "raw" }).fit(data, { iterations: 1 })),
    ).toMatch(/E_INVALID_ARGUMENT: lsiInput must be one of raw, tfidf, normalised, got bm25/);
    const forest = await rotationForest({ ...TINY, lsiInput: "tfidf" }).fit(data, { iterations: 1, seed: 1 });
    const json = JSON.parse(JSON.stringify(forest.toJSON()));
    json.body.settings.lsiInput = "bm25";
    expect(await codeOf(() => loadRotationForest(json))).toMatch(
      /E_MODEL_FORMAT: settings.lsiInput must be one of raw, tfidf, normalised/,
    );
    // "raw" said out loud loads as the raw forest it is.
    const raw = JSON.parse(
      JSON.stringify((await rotationForest(TINY).fit(data, { iterations: 1, seed: 1 })).toJSON()),
    );
    raw.body.settings.lsiInput = "raw";
    expect(loadRotationForest(raw).settings).not.toHaveProperty("lsiInput");
  });
});
