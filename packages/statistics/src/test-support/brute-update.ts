import { fc } from "@fast-check/vitest";
import type { SmallWeightedData } from "@textboost/testing";
import { expect } from "vitest";
import type { StatisticsTable } from "../table/statistics-table.js";

/**
 * Brute force of one round's correction: for label j with pivot `pivots[j]`, term k and sign b,
 * ratio(j, b) · Σ D(i, j) over the documents i with sign b that contain both k and the pivot.
 */
export function bruteCorrection(
  d: SmallWeightedData,
  pivots: Int32Array,
  ratio: Float64Array,
  k: number,
  j: number,
  bit: 0 | 1,
): number {
  const m = d.y[0]!.length;
  let sum = 0;
  d.x.forEach((row, i) => {
    if (row[k] && row[pivots[j]!] && (d.y[i]![j] ? 1 : 0) === bit) sum += d.weights[i * m + j]!;
  });
  return ratio[bit * m + j]! * sum;
}

/** The flat index of slot (k, j, bit) of a table. */
export function slotOf(table: StatisticsTable, k: number, j: number, bit: 0 | 1): number {
  return k * table.termStride + j * table.labelStride + bit;
}

/** Ratios ratio(j, b) in [-0.9, 2], as the update receives them (`[bit * m + j]`). */
export const arbRatios = (m: number): fc.Arbitrary<Float64Array> =>
  fc
    .array(fc.double({ min: -0.9, max: 2, noNaN: true }), { minLength: 2 * m, maxLength: 2 * m })
    .map((r) => Float64Array.from(r));

/** Relative closeness for sums of a few terms: |a − b| ≤ 1e-12 · (1 + |b|). */
export function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-12 * (1 + Math.abs(b));
}

/** Expects every slot of `table` to hold its brute-force correction ({@link bruteCorrection}), to {@link close}. */
export function expectBruteCorrections(
  table: StatisticsTable,
  d: SmallWeightedData,
  pivots: Int32Array,
  ratio: Float64Array,
): void {
  for (let k = 0; k < table.terms; k++)
    for (let j = 0; j < table.labels; j++)
      for (const bit of [0, 1] as const)
        expect(
          close(table.values[slotOf(table, k, j, bit)]!, bruteCorrection(d, pivots, ratio, k, j, bit)),
        ).toBe(true);
}
