import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { evenCuts, weightedCuts } from "./parts.js";

function expectCuts(cuts: readonly number[], n: number, count: number): void {
  expect(cuts).toHaveLength(count + 1);
  expect(cuts[0]).toBe(0);
  expect(cuts[count]).toBe(n);
  for (let c = 1; c <= count; c++) expect(cuts[c]!).toBeGreaterThanOrEqual(cuts[c - 1]!);
}

describe("chunk boundaries", () => {
  test.prop([fc.nat(1000), fc.integer({ min: 1, max: 40 })])(
    "evenCuts: equal chunks covering [0, n)",
    (n, count) => {
      const cuts = evenCuts(n, count);
      expectCuts(cuts, n, count);
      for (let c = 0; c < count; c++) expect(Math.abs(cuts[c + 1]! - cuts[c]! - n / count)).toBeLessThan(1);
    },
  );

  test.prop([fc.array(fc.nat(50), { maxLength: 60 }), fc.integer({ min: 1, max: 20 })])(
    "weightedCuts: chunks covering [0, n), none costing more than its share plus one item",
    (costs, count) => {
      const prefix = [0];
      for (const c of costs) prefix.push(prefix.at(-1)! + c);
      const cuts = weightedCuts(prefix, count);
      expectCuts(cuts, costs.length, count);
      const total = prefix.at(-1)!;
      const largest = Math.max(0, ...costs);
      if (total > 0) {
        for (let c = 0; c < count; c++)
          expect(prefix[cuts[c + 1]!]! - prefix[cuts[c]!]!).toBeLessThanOrEqual(total / count + largest);
      }
    },
  );
});
