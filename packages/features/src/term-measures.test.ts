import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { chiSquare } from "./chi-square.js";
import type { ContingencyCounts } from "./contingency-table.js";
import { documentFrequency } from "./document-frequency.js";
import { gss } from "./gss.js";
import { informationGain } from "./information-gain.js";
import { mutualInformation } from "./mutual-information.js";
import { oddsRatio } from "./odds-ratio.js";
import { resolveTermMeasure, TERM_MEASURES, type TermMeasureName } from "./term-measure.js";
import { close, REFERENCES } from "./test-support/reference.js";

/** Any 2 x 2 table, zero cells and n = 0 included. */
const arbCells = fc
  .tuple(fc.nat(60), fc.nat(60), fc.nat(60), fc.nat(60))
  .map(([a, b, c, d]): ContingencyCounts => ({ a, b, c, d, n: a + b + c + d }));

/** Tables where term and label are independent: a·d = b·c, from margins times a multiplier. */
const arbIndependent = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    fc.nat(9),
    fc.integer({ min: 1, max: 9 }),
    fc.nat(9),
    fc.integer({ min: 1, max: 5 }),
  )
  .map(([r1, r2, c1, c2, m]): ContingencyCounts => {
    const [a, b, c, d] = [r1 * c1 * m, r1 * c2 * m, r2 * c1 * m, r2 * c2 * m];
    return { a, b, c, d, n: a + b + c + d };
  });

const NAMES = Object.keys(TERM_MEASURES) as TermMeasureName[];

describe("term measures", () => {
  test.prop([arbCells])("each agrees with its textbook reference and is finite", (cells) => {
    for (const name of NAMES) {
      const value = TERM_MEASURES[name](cells);
      expect(Number.isFinite(value), name).toBe(true);
      expect(close(value, REFERENCES[name](cells)), `${name} ${value} vs ${REFERENCES[name](cells)}`).toBe(
        true,
      );
    }
  });

  test.prop([arbCells])("IG ≥ 0 and ≤ H(C); χ² ≥ 0 and ≤ n; |GSS| ≤ 1/4; OR > 0", (cells) => {
    const { a, c, n } = cells;
    const p = n > 0 ? (a + c) / n : 0;
    const hc = p > 0 && p < 1 ? -p * Math.log2(p) - (1 - p) * Math.log2(1 - p) : 0;
    expect(informationGain(cells)).toBeGreaterThanOrEqual(0);
    expect(informationGain(cells)).toBeLessThanOrEqual(hc + 1e-12);
    expect(chiSquare(cells)).toBeGreaterThanOrEqual(0);
    expect(chiSquare(cells)).toBeLessThanOrEqual(n * (1 + 1e-12));
    expect(Math.abs(gss(cells))).toBeLessThanOrEqual(0.25);
    expect(oddsRatio(cells)).toBeGreaterThan(0);
  });

  test.prop([arbIndependent])("an independent term scores 0 in IG, χ², MI and GSS", (cells) => {
    expect(informationGain(cells)).toBeCloseTo(0, 12);
    expect(chiSquare(cells)).toBeCloseTo(0, 9);
    expect(mutualInformation(cells)).toBeCloseTo(0, 12);
    expect(gss(cells)).toBeCloseTo(0, 12);
  });

  test.prop([arbCells])("IG and χ² do not change when the category and its complement swap", (cells) => {
    const swapped = { a: cells.b, b: cells.a, c: cells.d, d: cells.c, n: cells.n };
    expect(close(informationGain(swapped), informationGain(cells))).toBe(true);
    expect(close(chiSquare(swapped), chiSquare(cells))).toBe(true);
    expect(gss(swapped)).toBeCloseTo(-gss(cells), 12);
  });

  test.prop([fc.nat(20), fc.nat(20), fc.integer({ min: 1, max: 20 }), fc.nat(20)])(
    "MI and OR grow with a when the margins stay (one document moved from b and c to a and d)",
    (a, b, c, d) => {
      if (b === 0) return;
      const before = { a, b, c, d, n: a + b + c + d };
      const after = { a: a + 1, b: b - 1, c: c - 1, d: d + 1, n: before.n };
      expect(mutualInformation(after)).toBeGreaterThan(mutualInformation(before));
      expect(oddsRatio(after)).toBeGreaterThan(oddsRatio(before));
      expect(gss(after)).toBeGreaterThan(gss(before));
    },
  );

  it("gives the documented values", () => {
    const perfect = { a: 5, b: 0, c: 0, d: 5, n: 10 };
    expect(informationGain(perfect)).toBe(1);
    expect(chiSquare(perfect)).toBe(10);
    expect(gss(perfect)).toBe(0.25);
    expect(mutualInformation(perfect)).toBe(1);
    expect(oddsRatio({ a: 9, b: 1, c: 1, d: 9, n: 20 })).toBeCloseTo(90.25 / 2.25, 12);
    expect(documentFrequency({ a: 2, b: 3, c: 1, d: 4, n: 10 })).toBe(5);
    const empty = { a: 0, b: 0, c: 0, d: 0, n: 0 };
    expect(NAMES.map((name) => TERM_MEASURES[name](empty))).toEqual([0, 0, 0, 0, 1, 0]);
  });

  it("resolves names and functions, and rejects unknown names", () => {
    expect(resolveTermMeasure("gss")).toBe(gss);
    const mine = ({ a }: ContingencyCounts) => a;
    expect(resolveTermMeasure(mine)).toBe(mine);
    expect(() => resolveTermMeasure("entropy" as TermMeasureName)).toThrow(/unknown term measure "entropy"/);
    expect(() => resolveTermMeasure("toString" as TermMeasureName)).toThrow(/E_INVALID_ARGUMENT/);
  });
});
