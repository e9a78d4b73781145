import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { evaluate, MEASURE_NAMES } from "./evaluate.js";
import { denseFrom, labelMatrixFromBools, labelMatrixFromSets, smallCase } from "./test-support/fixtures.js";
import { hierarchyCase, refHierarchical, refLeafColumns } from "./test-support/hierarchy-case.js";
import {
  refAveragePrecision,
  refCoverage,
  refHamming,
  refMacro,
  refMicro,
  refOneError,
  refPerLabel,
  refRankingLoss,
  refSubset,
} from "./test-support/reference.js";
import { perfectScores } from "./test-support/transforms.js";

describe("evaluate", () => {
  test.prop([smallCase, fc.integer({ min: -2, max: 2 })])(
    "with predictions: bipartition measures judge them, ranking measures the scores",
    (c, threshold) => {
      const Y = labelMatrixFromBools(c.truth, c.m);
      const scores = denseFrom(c.scores, c.m);
      const predictions = labelMatrixFromBools(
        c.scores.map((row) => row.map((s) => s > threshold)),
        c.m,
      );
      expect(evaluate(Y, scores, { predictions })).toEqual(evaluate(Y, scores, { thresholds: threshold }));
    },
  );

  it("rejects predictions of another shape, or given with thresholds", () => {
    const Y = labelMatrixFromSets([[0], [1]], 2);
    const scores = denseFrom(
      [
        [1, -1],
        [-1, 1],
      ],
      2,
    );
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return isTextboostError(e) ? e.code : "other";
      }
      return "none";
    };
    expect(code(() => evaluate(Y, scores, { predictions: labelMatrixFromSets([[0]], 2) }))).toBe("E_SHAPE");
    expect(code(() => evaluate(Y, scores, { predictions: Y, thresholds: 0 }))).toBe("E_INVALID_ARGUMENT");
  });

  it("reports every measure of the README example", () => {
    const Y = labelMatrixFromSets([[0], [1, 2]], 3);
    const report = evaluate(
      Y,
      denseFrom(
        [
          [2, -1, -3],
          [-0.5, 1, 0.5],
        ],
        3,
      ),
    );
    expect(report.microF1).toBe(1);
    expect(report.coverage).toBe(0.5);
    expect(report.coverageSklearn).toBe(1.5);
    for (const name of MEASURE_NAMES) expect(report).toHaveProperty(name);
    expect(report.perLabel).toHaveLength(3);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  test.prop([smallCase, fc.integer({ min: -2, max: 2 })])(
    "agrees with the references on thresholded scores",
    (c, threshold) => {
      const Y = labelMatrixFromBools(c.truth, c.m);
      const r = evaluate(Y, denseFrom(c.scores, c.m), { thresholds: threshold });
      const pred = c.scores.map((row) => row.map((s) => s > threshold));
      const micro = refMicro(c.truth, pred, c.m);
      const macro = refMacro(c.truth, pred, c.m);
      expect([r.microPrecision, r.microRecall, r.microF1].map((v) => v.toFixed(10))).toEqual(
        micro.map((v) => v.toFixed(10)),
      );
      expect([r.macroPrecision, r.macroRecall, r.macroF1].map((v) => v.toFixed(10))).toEqual(
        macro.map((v) => v.toFixed(10)),
      );
      expect(r.hammingLoss).toBeCloseTo(refHamming(c.truth, pred), 12);
      expect(r.subsetAccuracy).toBeCloseTo(refSubset(c.truth, pred), 12);
      const near = (a: number | null, b: number | null) =>
        a === null || b === null ? expect(a).toBe(b) : expect(a).toBeCloseTo(b, 12);
      near(r.rankingLoss, refRankingLoss(c.truth, c.scores));
      near(r.oneError, refOneError(c.truth, c.scores));
      near(r.averagePrecision, refAveragePrecision(c.truth, c.scores));
      near(r.coverage, refCoverage(c.truth, c.scores, "mulan"));
      near(r.coverageSklearn, refCoverage(c.truth, c.scores, "sklearn"));
      expect(r.perLabel.map((s) => s.f1.toFixed(10))).toEqual(
        refPerLabel(c.truth, pred, c.m).map((v) => v[2].toFixed(10)),
      );
      expect(r.rankingDocuments).toBe(
        c.truth.filter((row) => row.includes(true) && row.includes(false)).length,
      );
    },
  );

  test.prop([smallCase])("perfect predictions give the ideal value of every measure", (c) => {
    const r = evaluate(labelMatrixFromBools(c.truth, c.m), denseFrom(perfectScores(c.truth), c.m));
    for (const name of [
      "microPrecision",
      "microRecall",
      "microF1",
      "macroPrecision",
      "macroRecall",
      "macroF1",
    ])
      expect(r[name as "microF1"]).toBe(1);
    expect(r.subsetAccuracy).toBe(1);
    expect(r.hammingLoss).toBe(0);
    const informative = r.rankingDocuments > 0;
    expect(r.rankingLoss).toBe(informative ? 0 : null);
    expect(r.oneError).toBe(informative ? 0 : null);
    expect(r.averagePrecision).toBe(informative ? 1 : null);
    const sizes = c.truth.map((row) => row.filter((t) => t).length);
    expect(r.coverageSklearn).toBeCloseTo(sizes.reduce((a, b) => a + b, 0) / c.n, 12);
    expect(r.coverage).toBeCloseTo(sizes.reduce((a, b) => a + Math.max(b - 1, 0), 0) / c.n, 12);
    expect(r.perLabel.every((s) => s.f1 === 1 && s.fp === 0 && s.fn === 0)).toBe(true);
  });

  it("counts empty labels and honours emptyLabels: skip", () => {
    const Y = labelMatrixFromSets([[0], [0]], 2);
    const S = denseFrom(
      [
        [1, -1],
        [-1, -1],
      ],
      2,
    );
    expect(evaluate(Y, S).emptyLabels).toBe(1);
    expect(evaluate(Y, S).macroF1).toBeCloseTo((2 / 3 + 1) / 2, 15);
    expect(evaluate(Y, S, { emptyLabels: "skip" }).macroF1).toBeCloseTo(2 / 3, 15);
    expect(evaluate(Y, S, { emptyLabels: "zero" }).macroF1).toBeCloseTo(2 / 3 / 2, 15);
    expect(evaluate(Y, S).emptyLabelRule).toBe("one");
    expect(evaluate(Y, S, { emptyLabels: "zero" }).emptyLabelRule).toBe("zero");
  });

  it("rejects mismatched shapes with E_SHAPE and NaN scores with E_NUMERIC naming the row", () => {
    const Y = labelMatrixFromSets([[0], [1]], 2);
    try {
      evaluate(Y, denseFrom([[1, 2]], 2));
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_SHAPE")).toBe(true);
    }
    try {
      evaluate(
        Y,
        denseFrom(
          [
            [1, 2],
            [0, Number.POSITIVE_INFINITY],
          ],
          2,
        ),
      );
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_NUMERIC")).toBe(true);
      expect((e as { row: number }).row).toBe(1);
    }
  });

  test.prop([hierarchyCase])(
    "with a tree, adds leaf F1s and hP, hR, hF of the thresholded scores; without, no hierarchy field",
    (c) => {
      const { Y } = c;
      const scores = denseFrom(
        c.predicted.map((row) => row.map((p) => (p ? 1 : -1))),
        c.node.length,
      );
      expect("hierarchy" in evaluate(Y, scores)).toBe(false);
      const leaves = refLeafColumns(c);
      const run = () => evaluate(Y, scores, { hierarchy: c.hierarchy }).hierarchy!;
      if (leaves.length === 0) {
        expect(run).toThrow(/leaf/);
        return;
      }
      const h = run();
      const pick = (rows: boolean[][]) => rows.map((row) => leaves.map((j) => row[j]!));
      const hier = refHierarchical(c);
      expect(h.leafLabels).toBe(leaves.length);
      expect(h.leafMicroF1).toBeCloseTo(refMicro(pick(c.truth), pick(c.predicted), leaves.length)[2], 12);
      expect(h.leafMacroF1).toBeCloseTo(refMacro(pick(c.truth), pick(c.predicted), leaves.length)[2], 12);
      expect([h.hierarchicalPrecision, h.hierarchicalRecall, h.hierarchicalF1]).toEqual(
        hier.map((v) => expect.closeTo(v, 12)),
      );
    },
  );
});
