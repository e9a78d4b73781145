import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { scoredCase, scoresOf, truthOf } from "./test-support/cases.js";
import { applyThresholding } from "./thresholding.js";
import { needsTuning, tuneThresholding } from "./tune-thresholding.js";

const rows = (P: { indptr: Int32Array; indices: Int32Array; rows: number }) =>
  Array.from({ length: P.rows }, (_, i) => Array.from(P.indices.subarray(P.indptr[i], P.indptr[i + 1])));

describe("applyThresholding and tuneThresholding", () => {
  it("the documented examples", () => {
    const scores = { rows: 1, cols: 3, data: Float64Array.of(-1, 2, 0.5) };
    expect(rows(applyThresholding(scores, { kind: "fixed", threshold: 0 }))).toEqual([[1, 2]]);
    expect(rows(applyThresholding(scores, { kind: "per-label", thresholds: [-2, 3, 0] }))).toEqual([[0, 2]]);
    expect(rows(applyThresholding(scores, { kind: "rcut", k: 1 }))).toEqual([[1]]);
    expect(() => applyThresholding(scores, { kind: "best" } as never)).toThrow(/unknown thresholding "best"/);
  });

  test.prop([scoredCase(), fc.integer({ min: -2, max: 2 }), fc.integer({ min: 0, max: 4 })])(
    "fixed and per-label thresholds predict exactly the scores above them (brute force); fixed and rcut need no tuning",
    (c, t, k) => {
      const scores = scoresOf(c);
      const thresholds = Array.from({ length: c.m }, (_, j) => t + j / 2);
      expect(rows(applyThresholding(scores, { kind: "fixed", threshold: t }))).toEqual(
        c.scores.map((r) => r.flatMap((s, j) => (s > t ? [j] : []))),
      );
      expect(rows(applyThresholding(scores, { kind: "per-label", thresholds }))).toEqual(
        c.scores.map((r) => r.flatMap((s, j) => (s > thresholds[j]! ? [j] : []))),
      );
      const Y = truthOf(c);
      expect(tuneThresholding({ kind: "fixed", threshold: t }, Y, scores)).toEqual({
        kind: "fixed",
        threshold: t,
      });
      expect(tuneThresholding({ kind: "rcut", k }, Y, scores)).toEqual({ kind: "rcut", k });
      const tuned = tuneThresholding({ kind: "per-label-f1", fallback: t }, Y, scores);
      expect(tuned.kind === "per-label" && tuned.thresholds.length).toBe(c.m);
      expect([needsTuning({ kind: "per-label-f1" }), needsTuning({ kind: "rcut", k })]).toEqual([
        true,
        false,
      ]);
    },
  );
});
