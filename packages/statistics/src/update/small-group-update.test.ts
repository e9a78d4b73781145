import { fc, test } from "@fast-check/vitest";
import { arbSmallWeightedData } from "@textboost/testing";
import { describe, expect } from "vitest";
import { arbRatios, expectBruteCorrections } from "../test-support/brute-update.js";
import { runUpdate } from "../test-support/run-update.js";
import { createLabelScratch, updateLabel } from "./label-update.js";
import { ORDINARY_ARRAYS } from "./pivot-update.js";
import type { UpdateRunner } from "./update-runner.js";

// Two to four labels, all on one pivot: a small group (a TreeBoost.MH node with few outputs).
const arbCase = fc.integer({ min: 2, max: 4 }).chain((labels) =>
  arbSmallWeightedData({ maxTerms: 8, labels }).chain((d) =>
    fc.record({
      d: fc.constant(d),
      pivot: fc.nat(d.x[0]!.length - 1),
      ratio: arbRatios(labels),
      // Term-major: the layout in which small groups take their own path (AdaBoost.MH).
      layout: fc.constant("term-major" as const),
    }),
  ),
);

/** Forces the label path: a runner that updates the labels one by one, as worker threads do. */
const labelByLabel: UpdateRunner = {
  allocate: ORDINARY_ARRAYS,
  runLabels(labels, p, state, stale) {
    for (const j of labels) updateLabel(state, createLabelScratch(state.terms), p[j]!, j, stale);
  },
};

describe("the small-group path of the update", () => {
  test.prop([arbCase])(
    "adds ratio(j, b) · C(k, j, b) to every slot, as brute force",
    ({ d, pivot, ratio, layout }) => {
      const pivots = new Int32Array(d.y[0]!.length).fill(pivot);
      const { table } = runUpdate(d, pivots, ratio, layout);
      expectBruteCorrections(table, d, pivots, ratio);
    },
  );

  test.prop([arbCase])(
    "writes the same bits and reports the same stale slots as the label path",
    ({ d, pivot, ratio, layout }) => {
      const pivots = new Int32Array(d.y[0]!.length).fill(pivot);
      const group = runUpdate(d, pivots, ratio, layout);
      const labels = runUpdate(d, pivots, ratio, layout, labelByLabel);
      expect(Array.from(group.table.values)).toEqual(Array.from(labels.table.values));
      expect([...group.stale].sort((a, b) => a - b)).toEqual([...labels.stale].sort((a, b) => a - b));
    },
  );
});
