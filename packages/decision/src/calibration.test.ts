import { test } from "@fast-check/vitest";
import { probabilities } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { calibratedProbabilities, fitCalibration } from "./calibration.js";
import { fitIsotonic, isotonicValue } from "./isotonic-regression.js";
import { fitPlatt, plattProbability } from "./platt-scaling.js";
import { scoredCase, scoresOf, truthOf } from "./test-support/cases.js";

describe("fitCalibration and calibratedProbabilities", () => {
  it("without a calibration, the logistic of 2f; the documented example", () => {
    const scores = { rows: 1, cols: 1, data: Float64Array.of(0) };
    expect(Array.from(calibratedProbabilities(scores).data)).toEqual([0.5]);
    expect(calibratedProbabilities(scores, { kind: "platt", a: [1], b: [1] }).data[0]).toBeCloseTo(
      1 / (1 + Math.exp(-1)),
      15,
    );
    const s = { rows: 2, cols: 2, data: Float64Array.of(1, -2, 0.5, 3) };
    expect(calibratedProbabilities(s).data).toEqual(probabilities(s).data);
  });

  test.prop([scoredCase(1)])("each label is fitted on its own column, by Platt or isotonic", (c) => {
    const Y = truthOf(c);
    const scores = scoresOf(c);
    const platt = fitCalibration("platt", Y, scores);
    const isotonic = fitCalibration("isotonic", Y, scores);
    const pPlatt = calibratedProbabilities(scores, platt).data;
    const pIso = calibratedProbabilities(scores, isotonic).data;
    for (let j = 0; j < c.m; j++) {
      const column = c.scores.map((r) => r[j]!);
      const positive = c.truth.map((r) => (r[j] ? 1 : 0));
      const p = fitPlatt(column, positive);
      const iso = fitIsotonic(column, positive);
      for (let i = 0; i < c.n; i++) {
        expect(pPlatt[i * c.m + j]).toBeCloseTo(plattProbability(p, column[i]!), 12);
        expect(pIso[i * c.m + j]).toBeCloseTo(isotonicValue(iso, column[i]!), 12);
      }
    }
  });

  it("rejects no documents, an unknown method and a calibration for other labels", () => {
    const Y = labelMatrix([], 1);
    expect(() => fitCalibration("platt", Y, { rows: 0, cols: 1, data: new Float64Array(0) })).toThrow(
      /at least one document/,
    );
    const Y1 = labelMatrix([[0]], 1);
    const s = { rows: 1, cols: 1, data: Float64Array.of(1) };
    expect(() => fitCalibration("beta" as "platt", Y1, s)).toThrow(/unknown calibration "beta"/);
    expect(() => calibratedProbabilities(s, { kind: "platt", a: [1, 2], b: [0, 0] })).toThrow(
      /2 labels, the scores 1/,
    );
  });
});
