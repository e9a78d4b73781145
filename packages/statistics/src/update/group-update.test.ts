import { fc, test } from "@fast-check/vitest";
import { arbSmallWeightedData } from "@textboost/testing";
import { describe, expect } from "vitest";
import { arbRatios, bruteCorrection, close, slotOf } from "../test-support/brute-update.js";
import { runUpdate } from "../test-support/run-update.js";
import { createGroupScratch, updateGroup } from "./group-update.js";
import { ORDINARY_ARRAYS } from "./pivot-update.js";
import type { UpdateRunner } from "./update-runner.js";

// Six labels sharing one pivot: more than the small-group limit, so the group path runs.
const arbCase = arbSmallWeightedData({ maxTerms: 8, labels: 6 }).chain((d) =>
  fc.record({
    d: fc.constant(d),
    pivot: fc.nat(d.x[0]!.length - 1),
    ratio: arbRatios(6),
    layout: fc.constantFrom("term-major" as const, "label-major" as const),
  }),
);

describe("the group path of the update", () => {
  test.prop([arbCase])(
    "adds ratio(j, b) · C(k, j, b) to every slot, as brute force",
    ({ d, pivot, ratio, layout }) => {
      const pivots = new Int32Array(6).fill(pivot);
      const { table } = runUpdate(d, pivots, ratio, layout);
      for (let k = 0; k < table.terms; k++)
        for (let j = 0; j < 6; j++)
          for (const bit of [0, 1] as const)
            expect(
              close(table.values[slotOf(table, k, j, bit)]!, bruteCorrection(d, pivots, ratio, k, j, bit)),
            ).toBe(true);
    },
  );

  test.prop([arbCase, fc.nat()])(
    "two updaters on two ranges of touched terms (two threads) write the same bits as one",
    ({ d, pivot, ratio, layout }, cutSeed) => {
      const pivots = new Int32Array(6).fill(pivot);
      const here = runUpdate(d, pivots, ratio, layout).table;
      const runner: UpdateRunner = {
        allocate: ORDINARY_ARRAYS,
        runGroup(size, touched, state, stale) {
          const cut = touched === 0 ? 0 : cutSeed % (touched + 1);
          updateGroup(state, createGroupScratch(6), size, 0, cut, stale);
          updateGroup(state, createGroupScratch(6), size, cut, touched, stale);
        },
      };
      const there = runUpdate(d, pivots, ratio, layout, runner).table;
      expect(Array.from(there.values)).toEqual(Array.from(here.values));
    },
  );
});
