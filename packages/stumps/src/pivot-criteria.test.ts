import { fc, test } from "@fast-check/vitest";
import {
  createSimdStatisticsTable,
  createStatisticsTable,
  fillStatisticsTable,
  labelTotals,
  type StatisticsLayout,
} from "@textboost/statistics";
import { arbWeakLearnerInput } from "@textboost/testing";
import { describe, expect } from "vitest";
import { labelPivot, presencePivot } from "./pivot-criteria.js";
import { totalMass } from "./presence-stump.js";
import { STUMP_VARIANTS, stumpRule } from "./stump-variant.js";

const input = arbWeakLearnerInput({
  rows: { min: 1, max: 30 },
  features: { min: 1, max: 20 },
  labels: { min: 1, max: 5 },
});

/** A table of the weights' statistics, with random lazy scales folded out of its values. */
const arbTable = (layout: StatisticsLayout) =>
  fc
    .tuple(input, fc.array(fc.double({ min: -30, max: 30, noNaN: true }), { minLength: 10, maxLength: 10 }))
    .map(([{ data, weights }, logScales]) => {
      const m = data.Y.cols;
      const table = fillStatisticsTable(data, weights, createStatisticsTable(data.X.cols, m, layout));
      for (let at = 0; at < 2 * m; at++) {
        const s = Math.exp(logScales[at % logScales.length]!);
        table.scale[at] = s;
        const j = at % m;
        const bit = at < m ? 0 : 1;
        for (let k = 0; k < data.X.cols; k++)
          table.values[k * table.termStride + j * table.labelStride + bit]! /= s;
      }
      return { table, totals: labelTotals(data, weights) };
    });

describe.each(STUMP_VARIANTS)("pruned pivot scans (%s)", (variant) => {
  const rule = stumpRule(variant);

  test.prop([arbTable("term-major")], { numRuns: 150 })(
    "AdaBoost.MH: skipping terms by the lower bound chooses the pivot of the full scan",
    ({ table, totals }) => {
      const mass = totalMass(totals);
      const pruned = presencePivot(rule, totals.positive, totals.negative, mass, table);
      const full = presencePivot(rule, totals.positive, totals.negative, mass, table, false);
      expect(pruned).toBe(full);
    },
  );

  test.prop([arbTable("term-major")], { numRuns: 150 })(
    "AdaBoost.MH: a table in WebAssembly memory (SIMD bounds) chooses the pivot of an ordinary one",
    ({ table, totals }) => {
      const simd = createSimdStatisticsTable(table.terms, table.labels)!;
      expect(simd.rowDots).toBeDefined();
      simd.values.set(table.values);
      simd.scale.set(table.scale);
      const mass = totalMass(totals);
      expect(presencePivot(rule, totals.positive, totals.negative, mass, simd)).toBe(
        presencePivot(rule, totals.positive, totals.negative, mass, table),
      );
    },
  );

  test.prop([arbTable("label-major")], { numRuns: 150 })(
    "MP-Boost: a table in WebAssembly memory (SIMD bounds) chooses each label's pivot of an ordinary one",
    ({ table, totals }) => {
      const simd = createSimdStatisticsTable(table.terms, table.labels, "label-major")!;
      expect(simd.labelBounds).toBeDefined();
      simd.values.set(table.values);
      simd.scale.set(table.scale);
      for (let j = 0; j < table.labels; j++) {
        const tp = totals.positive[j]!;
        const tn = totals.negative[j]!;
        expect(labelPivot(rule, tp, tn, simd, j, undefined)).toBe(
          labelPivot(rule, tp, tn, table, j, undefined),
        );
      }
    },
  );

  test.prop([arbTable("label-major")], { numRuns: 150 })(
    "MP-Boost: skipping terms by the lower bound chooses each label's pivot of the full scan",
    ({ table, totals }) => {
      for (let j = 0; j < table.labels; j++) {
        const tp = totals.positive[j]!;
        const tn = totals.negative[j]!;
        expect(labelPivot(rule, tp, tn, table, j, undefined)).toBe(
          labelPivot(rule, tp, tn, table, j, undefined, false),
        );
      }
    },
  );

  test.prop([input, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })])(
    "the bound is below every label part of the key",
    ({ weights }, a, b) => {
      const tp = weights[0]! * 3;
      const tn = weights[weights.length - 1]! * 5;
      const p1 = a * tp;
      const n1 = b * tn;
      const out = new Float64Array(3);
      rule.bound(tp, tn, out);
      const part = rule.key(rule.contribution(p1, n1, tp - p1, tn - n1), tp + tn);
      expect(out[0]! - out[1]! * n1 - out[2]! * p1).toBeLessThanOrEqual(part + 1e-12 * (tp + tn));
    },
  );
});
