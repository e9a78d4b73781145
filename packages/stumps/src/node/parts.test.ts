import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { Range } from "./kernels.js";
import { evenParts, weightedParts } from "./parts.js";

function expectCover(parts: readonly Range[], n: number, count: number): void {
  expect(parts).toHaveLength(count);
  expect(parts[0]!.from).toBe(0);
  expect(parts[count - 1]!.to).toBe(n);
  for (let p = 0; p < count; p++) {
    expect(parts[p]!.from).toBeLessThanOrEqual(parts[p]!.to);
    if (p > 0) expect(parts[p]!.from).toBe(parts[p - 1]!.to);
  }
}

describe("parts", () => {
  test.prop([fc.nat(1000), fc.integer({ min: 1, max: 9 })])(
    "evenParts covers [0, n) in equal ranges",
    (n, count) => {
      const parts = evenParts(n, count);
      expectCover(parts, n, count);
      for (const { from, to } of parts) expect(Math.abs(to - from - n / count)).toBeLessThan(1);
    },
  );

  test.prop([fc.array(fc.nat(50), { maxLength: 60 }), fc.integer({ min: 1, max: 6 })])(
    "weightedParts covers [0, n) and no range costs more than its share plus one item",
    (costs, count) => {
      const prefix = [0];
      for (const c of costs) prefix.push(prefix.at(-1)! + c);
      const parts = weightedParts(prefix, count);
      expectCover(parts, costs.length, count);
      const total = prefix.at(-1)!;
      const largest = Math.max(0, ...costs);
      if (total > 0) {
        for (const { from, to } of parts)
          expect(prefix[to]! - prefix[from]!).toBeLessThanOrEqual(total / count + largest);
      }
    },
  );
});
