import { describe, expect, it } from "vitest";
import { type BoosterBug, loadTestModel, testBooster } from "../test-support/trivial.js";
import { boosterChecks, checkBooster, describeBooster } from "./booster.js";

describeBooster("testBooster (correct)", testBooster(), { load: loadTestModel, iterations: 4, numRuns: 10 });

describe("checkBooster", () => {
  it("finds nothing wrong with a correct booster", async () => {
    expect(await checkBooster(testBooster(), { load: loadTestModel, numRuns: 10 })).toEqual([]);
  });

  it("has nine checks", () => {
    expect(boosterChecks(testBooster(), { load: loadTestModel })).toHaveLength(9);
  });

  it.each<[BoosterBug, RegExp]>([
    ["ignores-abort", /aborted signal/],
    ["throws-abort-synchronously", /aborted signal/],
    ["no-shape-check", /E_SHAPE/],
    ["skips-on-iteration", /onIteration/],
    ["random", /same seed/],
    ["lossy-json", /JSON round trip/],
    ["predict-at-or-above", /predict/],
    ["mutates-data", /unchanged/],
  ])("catches a booster with bug %s", async (bug, check) => {
    const failures = await checkBooster(testBooster(bug), { load: loadTestModel, numRuns: 10, seed: 2 });
    expect(failures.map((f) => f.check)).toContainEqual(expect.stringMatching(check));
  });
});
