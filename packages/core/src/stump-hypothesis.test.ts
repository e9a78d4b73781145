import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { isStumpHypothesis } from "./stump-hypothesis.js";
import type { Hypothesis } from "./weak-learner.js";

const hypothesisOfType = (type: string): Hypothesis => ({ type, vote: () => {}, toJSON: () => ({ type }) });

test.prop([
  fc.oneof(fc.constantFrom("stump", "per-label-stump", "threshold-stump", "Stump", ""), fc.string()),
])("is true exactly for the types stump and per-label-stump", (type) => {
  expect(isStumpHypothesis(hypothesisOfType(type))).toBe(["stump", "per-label-stump"].includes(type));
});
