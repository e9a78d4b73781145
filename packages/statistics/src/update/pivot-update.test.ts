import { fc, test } from "@fast-check/vitest";
import { arbSmallWeightedData } from "@textboost/testing";
import { describe, expect } from "vitest";
import { arbRatios, expectBruteCorrections, slotOf } from "../test-support/brute-update.js";
import { runUpdate } from "../test-support/run-update.js";

// Up to 9 labels over few terms: pivots shared by small groups, large groups and single labels.
const arbCase = arbSmallWeightedData({ maxTerms: 3, labels: 9 }).chain((d) =>
  fc.record({
    d: fc.constant(d),
    pivots: fc
      .array(fc.nat(d.x[0]!.length - 1), { minLength: 9, maxLength: 9 })
      .map((p) => Int32Array.from(p)),
    ratio: arbRatios(9),
  }),
);

describe("createPivotUpdate", () => {
  test.prop([arbCase])(
    "mixed groups and single labels: every slot gets its correction, as brute force",
    ({ d, pivots, ratio }) => {
      const { table } = runUpdate(d, pivots, ratio, "term-major");
      expectBruteCorrections(table, d, pivots, ratio);
    },
  );

  test.prop([arbCase])(
    "the sums do not depend on the layout, and a label's slots only on its own ratios",
    ({ d, pivots, ratio }) => {
      const a = runUpdate(d, pivots, ratio, "term-major").table;
      const b = runUpdate(d, pivots, ratio, "label-major").table;
      // Label j with every other label's ratios zeroed: its slots keep the same bits.
      for (let j = 0; j < 9; j++) {
        const only = Float64Array.from(ratio, (v, at) => (at % 9 === j ? v : 0));
        const c = runUpdate(d, pivots, only, "term-major").table;
        for (let k = 0; k < a.terms; k++)
          for (const bit of [0, 1] as const) {
            expect(b.values[slotOf(b, k, j, bit)]).toBe(a.values[slotOf(a, k, j, bit)]);
            expect(c.values[slotOf(c, k, j, bit)]).toBe(a.values[slotOf(a, k, j, bit)]);
          }
      }
    },
  );
});
