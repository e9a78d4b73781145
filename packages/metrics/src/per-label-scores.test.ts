import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { perLabelScores } from "./per-label-scores.js";
import { labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { refCounts, refPerLabel } from "./test-support/reference.js";

describe("perLabelScores", () => {
  it("scores a worked example", () => {
    const Y = labelMatrixFromSets([[0], [0, 1], []], 3);
    const P = labelMatrixFromSets([[0, 1], [1], []], 3);
    const s = perLabelScores(Y, P);
    expect(s[0]).toMatchObject({ precision: 1, recall: 0.5, tp: 1, fp: 0, fn: 1 });
    expect(s[0]!.f1).toBeCloseTo(2 / 3, 15);
    expect(s[1]).toMatchObject({ precision: 0.5, recall: 1, tp: 1, fp: 1, fn: 0 });
    // label 2: never true, never predicted -> 1 (paper convention)
    expect(s[2]).toEqual({ precision: 1, recall: 1, f1: 1, tp: 0, fp: 0, fn: 0 });
  });

  test.prop([smallCase])("agrees with the brute-force reference", (c) => {
    const got = perLabelScores(labelMatrixFromBools(c.truth, c.m), labelMatrixFromBools(c.predicted, c.m));
    const ref = refPerLabel(c.truth, c.predicted, c.m);
    got.forEach((s, j) => {
      expect(s.precision).toBeCloseTo(ref[j]![0], 12);
      expect(s.recall).toBeCloseTo(ref[j]![1], 12);
      expect(s.f1).toBeCloseTo(ref[j]![2], 12);
      expect(s.tp).toBe(refCounts(c.truth, c.predicted, j).tp);
    });
  });
});
