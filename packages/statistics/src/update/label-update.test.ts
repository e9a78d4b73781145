import { fc, test } from "@fast-check/vitest";
import { arbSmallWeightedData } from "@textboost/testing";
import { describe, expect } from "vitest";
import { arbRatios, expectBruteCorrections } from "../test-support/brute-update.js";
import { runUpdate } from "../test-support/run-update.js";
import { createLabelScratch, updateLabel } from "./label-update.js";
import { ORDINARY_ARRAYS } from "./pivot-update.js";
import type { UpdateRunner } from "./update-runner.js";

// At most 4 labels: a label alone takes the single-label path (updateLabel), labels sharing a pivot
// the small-group path in a term-major table, and a runner with label threads takes the label path for
// all: the same bits.
const arbCase = arbSmallWeightedData({ maxTerms: 8 }).chain((d) => {
  const m = d.y[0]!.length;
  const r = d.x[0]!.length;
  return fc.record({
    d: fc.constant(d),
    pivots: fc.array(fc.nat(r - 1), { minLength: m, maxLength: m }).map((p) => Int32Array.from(p)),
    ratio: arbRatios(m),
    layout: fc.constantFrom("term-major" as const, "label-major" as const),
  });
});

describe("the label path of the update", () => {
  test.prop([arbCase])(
    "adds ratio(j, b) · C(k, j, b) to every slot, as brute force",
    ({ d, pivots, ratio, layout }) => {
      const { table } = runUpdate(d, pivots, ratio, layout);
      expectBruteCorrections(table, d, pivots, ratio);
    },
  );

  test.prop([arbCase])(
    "a runner with its own scratch per label (a worker thread) writes the same bits",
    ({ d, pivots, ratio, layout }) => {
      const here = runUpdate(d, pivots, ratio, layout).table;
      const runner: UpdateRunner = {
        allocate: ORDINARY_ARRAYS,
        runLabels(labels, p, state, stale) {
          for (const j of labels) updateLabel(state, createLabelScratch(state.terms), p[j]!, j, stale);
        },
      };
      const there = runUpdate(d, pivots, ratio, layout, runner).table;
      expect(Array.from(there.values)).toEqual(Array.from(here.values));
    },
  );
});
