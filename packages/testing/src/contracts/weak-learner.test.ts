import { describe, expect, it } from "vitest";
import { fixedStump, type LearnerBug } from "../test-support/trivial.js";
import { checkWeakLearner, describeWeakLearner, weakLearnerChecks } from "./weak-learner.js";

// The suite as a user runs it, on a correct learner.
describeWeakLearner("fixedStump (correct)", fixedStump(0), { zAtMostOne: true });
describeWeakLearner("fixedStump on binary non-degenerate data", fixedStump(1), {
  zAtMostOne: true,
  dataset: { kind: "non-degenerate", binary: true, labels: { min: 2, max: 5 } },
  numRuns: 20,
});

describe("checkWeakLearner", () => {
  it("finds nothing wrong with a correct learner", () => {
    expect(checkWeakLearner(fixedStump(2), { zAtMostOne: true, numRuns: 30 })).toEqual([]);
  });

  it("lists one check per rule, the Z check only on request", () => {
    const names = weakLearnerChecks(fixedStump()).map((c) => c.name);
    expect(names).toHaveLength(5);
    expect(weakLearnerChecks(fixedStump(), { zAtMostOne: true }).map((c) => c.name)).toHaveLength(6);
  });

  it.each<[LearnerBug, RegExp]>([
    ["nan-vote", /finite number for every label/],
    ["unwritten-label", /finite number for every label/],
    ["random", /deterministic/],
    ["lossy-json", /bit for bit/],
    ["lenient-from-json", /rejects malformed JSON/],
    ["plain-error", /rejects malformed JSON/],
    ["wrong-sign", /Z = /],
    ["mutates-weights", /unchanged/],
  ])("catches a learner with bug %s", (bug, check) => {
    const failures = checkWeakLearner(fixedStump(0, bug), { zAtMostOne: true, numRuns: 30, seed: 1 });
    expect(failures.map((f) => f.check)).toContainEqual(expect.stringMatching(check));
    // the report carries fast-check's counterexample and seed for replaying
    expect(failures[0]!.message).toMatch(/seed/);
  });

  it("reports what was wrong in words", () => {
    const failures = checkWeakLearner(fixedStump(0, "plain-error"), { numRuns: 5 });
    const failure = failures.find((f) => /malformed/.test(f.check));
    expect(failure?.message).toMatch(/threw Error: bad hypothesis, expected E_MODEL_FORMAT/);
  });
});
