import { test } from "@fast-check/vitest";
import { distinctTerms, trainingSet } from "@textboost/sparse";
import {
  arbSmallWeightedData,
  arbTwinColumns,
  csrFromBooleanRows,
  type SmallWeightedData,
  type TwinColumns,
  withTwinColumns,
} from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { perLabelStump } from "./per-label-stump.js";
import { pivotStumpLearner } from "./pivot-stump-learner.js";
import { presenceChooser, presenceScope, presenceStump } from "./presence-stump.js";
import { STUMP_VARIANTS, type StumpVariant } from "./stump-variant.js";
import { tableWorthCompacting, worthCompacting } from "./worth-compacting.js";

/** `d`'s training set with twin columns and empty columns mixed in. */
const widen = (d: SmallWeightedData, twins: TwinColumns) =>
  trainingSet(withTwinColumns(d.dataset.X, twins).X, d.dataset.Y);

/** The presence stump on the whole term space: its chooser says it reads global ids, so nothing is compacted. */
const wholePresenceStump = (variant: StumpVariant) =>
  pivotStumpLearner(presenceScope, Object.assign(presenceChooser.bind(null), { globalTerms: true }), {
    variant,
  });

describe("the pivot learners on distinct terms", () => {
  it("compacts only when the table saves more bytes (20 a dropped term and label) than the copies cost", () => {
    // Only empty terms dropped: X's column ids (4 bytes a non-zero).
    expect(worthCompacting(10, 2, 99, -1)).toBe(true);
    expect(worthCompacting(10, 2, 100, -1)).toBe(false);
    expect(worthCompacting(0, 5, 0, -1)).toBe(false);
    // Twins with documents dropped: X's and Xc's ids (8 bytes a kept non-zero) and X's row pointers.
    expect(worthCompacting(10, 2, 49, 0)).toBe(true);
    expect(worthCompacting(10, 2, 49, 1)).toBe(false);
  });

  // The same wide set with and without the compaction: a chooser that reads global ids (the whole
  // presence stump below, MP-Boost's with candidate lists of every term) compacts nothing.
  describe.each(STUMP_VARIANTS)("learners (%s)", (variant) => {
    // Ten empty columns or more per original term and label make compacting worth it (asserted).
    test.prop([arbSmallWeightedData({ maxTerms: 8 }), arbTwinColumns({ minEmpty: 90 })])(
      "choose and vote as on the whole term space, ties to the lowest id included",
      (d, layout) => {
        const wide = widen(d, layout);
        expect(distinctTerms(wide, tableWorthCompacting(wide.Y.cols))).toBeDefined();
        const ref = wholePresenceStump(variant).fit(wide, d.weights);
        const got = presenceStump({ variant }).fit(wide, d.weights);
        expect(got.term).toBe(ref.term);
        expect(Array.from(got.absent)).toEqual(Array.from(ref.absent));
        expect(Array.from(got.present)).toEqual(Array.from(ref.present));
        const every = Array.from({ length: wide.Y.cols }, () =>
          Int32Array.from({ length: wide.X.cols }, (_, k) => k),
        );
        const refPer = perLabelStump({ variant, candidates: every }).fit(wide, d.weights);
        const gotPer = perLabelStump({ variant }).fit(wide, d.weights);
        expect(Array.from(gotPer.terms)).toEqual(Array.from(refPer.terms));
        expect(Array.from(gotPer.absent)).toEqual(Array.from(refPer.absent));
        expect(Array.from(gotPer.present)).toEqual(Array.from(refPer.present));
      },
    );
  });

  // A term in every document splits nothing: its Z equals that of a term in none (real, discrete),
  // so the tie goes to the lowest id, which has no document and must be kept for that.
  it("keeps the lowest term without documents, which wins a tie with a term in every document", () => {
    const ts = trainingSet(
      csrFromBooleanRows(
        [
          [false, false, true, false],
          [false, false, true, false],
          [false, false, true, false],
        ],
        4,
      ),
      csrFromBooleanRows([[true], [false], [false]], 1),
    );
    const w = Float64Array.from([0.2, 0.3, 0.5]);
    for (const variant of ["real", "discrete"] as const) {
      expect(presenceStump({ variant }).fit(ts, w).term).toBe(0);
      expect(Array.from(perLabelStump({ variant }).fit(ts, w).terms)).toEqual([0]);
    }
  });
});
