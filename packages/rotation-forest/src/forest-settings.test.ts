import { describe, expect, it } from "vitest";
import { PAPER_SETTINGS, resolveForestSettings } from "./forest-settings.js";
import { codeOf } from "./test-support/code-of.js";

describe("resolveForestSettings", () => {
  it("takes the paper's sizes (N = 10, M = 100 so K = ⌈d/M⌉, k = 10, S = 10, 75% samples) and Platt scaling", () => {
    expect(resolveForestSettings({}, undefined, 462, "mp-boost")).toEqual({
      members: 10,
      subsets: 5,
      subsetSize: 100,
      lsiDims: 10,
      sampleFraction: 0.75,
      baseIterations: 10,
      keepTerms: false,
      combine: "probabilities",
      calibration: "platt",
      bootstrapMembers: false,
      lsiInput: "tfidf",
      base: "mp-boost",
    });
    expect(resolveForestSettings(PAPER_SETTINGS, undefined, 462, "adaboost-mh")).toMatchObject({
      calibration: "logistic",
      keepTerms: false,
      bootstrapMembers: false,
      combine: "probabilities",
    });
    expect(resolveForestSettings(PAPER_SETTINGS, undefined, 462, "adaboost-mh")).not.toHaveProperty(
      "lsiInput",
    );
    expect(resolveForestSettings({}, undefined, 1449, "b").subsets).toBe(15);
  });

  it("lets fit's iterations set N, and takes K instead of M", () => {
    expect(resolveForestSettings({ members: 4 }, 7, 50, "b").members).toBe(7);
    const s = resolveForestSettings({ subsets: 3 }, undefined, 50, "b");
    expect(s.subsets).toBe(3);
    expect(s.subsetSize).toBeUndefined();
  });

  it("shrinks the default M to a small vocabulary", () => {
    expect(resolveForestSettings({}, undefined, 7, "b")).toMatchObject({ subsets: 1, subsetSize: 7 });
  });

  it("rejects bad options with clear errors", async () => {
    const bad = async (options: object, iterations?: number, terms = 50) =>
      codeOf(() => resolveForestSettings(options, iterations, terms, "b"));
    expect(await bad({ subsetSize: 51 })).toMatch(
      /E_INVALID_ARGUMENT: subsetSize \(M = 51\) is larger than the vocabulary \(50 terms\)/,
    );
    expect(await bad({ subsets: 51 })).toMatch(
      /E_INVALID_ARGUMENT: subsets \(K = 51\) is larger than the vocabulary/,
    );
    expect(await bad({ lsiDims: 0 })).toMatch(/E_INVALID_ARGUMENT: lsiDims must be an integer >= 1, got 0/);
    expect(await bad({ members: 0 })).toMatch(/E_INVALID_ARGUMENT: members must be an integer >= 1, got 0/);
    expect(await bad({}, 0)).toMatch(
      /E_INVALID_ARGUMENT: iterations \(the number of members\) must be an integer >= 1/,
    );
    expect(await bad({ baseIterations: 2.5 })).toMatch(/E_INVALID_ARGUMENT: baseIterations/);
    expect(await bad({ subsetSize: 10, subsets: 5 })).toMatch(
      /E_INVALID_ARGUMENT: give subsetSize \(M\) or subsets \(K\)/,
    );
    expect(await bad({ sampleFraction: 0 })).toMatch(/E_INVALID_ARGUMENT: sampleFraction/);
    expect(await bad({ sampleFraction: 1.5 })).toMatch(/E_INVALID_ARGUMENT: sampleFraction/);
    expect(await bad({}, undefined, 0)).toMatch(/E_SHAPE: the training set has no feature/);
    expect(await bad({ combine: "median" })).toMatch(
      /E_INVALID_ARGUMENT: combine must be one of probabilities, scores/,
    );
    expect(await bad({ calibration: "isotonic" })).toMatch(
      /E_INVALID_ARGUMENT: calibration must be one of logistic, platt/,
    );
    expect(await bad({ keepTerms: "yes" })).toMatch(/E_INVALID_ARGUMENT: keepTerms must be true or false/);
    expect(await bad({ bootstrapMembers: 1 })).toMatch(
      /E_INVALID_ARGUMENT: bootstrapMembers must be true or false/,
    );
  });
});
