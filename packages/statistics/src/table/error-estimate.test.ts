import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  addWithEstimate,
  ERROR_LIMIT,
  errorBound,
  errorCode,
  isStale,
  STATISTIC_TOLERANCE,
} from "./error-estimate.js";

describe("addWithEstimate", () => {
  it("adds the increment and keeps an entry without cancellation fresh", () => {
    const values = Float64Array.of(1);
    const errors = Uint16Array.of(0);
    expect(addWithEstimate(values, errors, 0, 0.5, 3)).toBe(false);
    expect(values[0]).toBe(1.5);
    // old² + new² + terms · increment² = 4, relative to 1.5², in steps of 1/16 rounded up
    expect(errors[0]).toBe(Math.ceil((4 / 2.25) * 16));
  });

  it("flags an entry that cancels down to a value its old error cannot resolve", () => {
    const values = Float64Array.of(1);
    const errors = Uint16Array.of(0);
    expect(addWithEstimate(values, errors, 0, -(1 - 1e-6), 100)).toBe(true);
  });

  // The reference: the error sum of a Float64Array, as the estimates were kept before they were coded
  // in 16 bits. The coded bound must never be below it, so an entry the reference finds stale is
  // stale here too (never the other way round), and it must stay close to it between recomputations.
  const step = fc.record({
    increment: fc.double({ min: -1, max: 1, noNaN: true }),
    terms: fc.integer({ min: 1, max: 1000 }),
  });
  test.prop([fc.double({ min: 1e-6, max: 1, noNaN: true }), fc.array(step, { maxLength: 127 })], {
    numRuns: 300,
  })(
    "never finds fresh what a Float64 error sum finds stale, and codes a bound on that sum",
    (start, steps) => {
      const values = Float64Array.of(start);
      const errors = Uint16Array.of(0);
      let reference = 0;
      let updates = 0;
      for (const { increment, terms } of steps) {
        const old = values[0]!;
        const stale = addWithEstimate(values, errors, 0, increment, terms);
        const sum = values[0]!;
        reference += old * old + sum * sum + terms * increment * increment;
        if (isStale(sum, reference)) expect(stale).toBe(true);
        if (stale) {
          // what the table does with a stale entry: recompute it exactly and start again
          values[0] = Math.abs(sum) + 1e-6;
          errors[0] = 0;
          reference = 0;
          continue;
        }
        expect(errorBound(errors[0]!) * sum * sum).toBeGreaterThanOrEqual(reference);
        // and not far above it: each update adds old² + new² + ... ≥ new² to the sum and at most a step
        // to the bound (1/16 of new², or 1/64 of the bound above 2,048)
        updates++;
        expect(errorBound(errors[0]!) * sum * sum).toBeLessThanOrEqual(
          reference * (1 + 1 / 16) * (1 + 1 / 64) ** updates,
        );
      }
    },
  );
});

describe("isStale", () => {
  it("compares u·√errors with the tolerance of the value; a negative value is stale", () => {
    expect(ERROR_LIMIT).toBeCloseTo(STATISTIC_TOLERANCE * 2 ** 53, 0);
    expect(isStale(1, 1)).toBe(false);
    expect(isStale(1e-6, 1)).toBe(true);
    expect(isStale(-1e-20, 0)).toBe(true);
  });

  it("leaves room for every fresh entry's coded bound in 16 bits", () => {
    expect(errorCode(ERROR_LIMIT * ERROR_LIMIT * (1 + 2 ** -40))).toBeLessThan(2 ** 16);
  });
});

describe("errorCode and errorBound", () => {
  test.prop([fc.double({ min: 0, max: ERROR_LIMIT * ERROR_LIMIT, noNaN: true })])(
    "code the least bound of the grid at or above q: 1/16 up to 2,048, then 32",
    (q) => {
      const code = errorCode(q);
      expect(Number.isInteger(code) && code >= 0 && code < 2 ** 16).toBe(true);
      expect(errorBound(code)).toBeGreaterThanOrEqual(q);
      if (code > 0) expect(errorBound(code - 1)).toBeLessThan(q);
      expect(errorBound(code) - q).toBeLessThanOrEqual(q <= 2048 ? 1 / 16 : 32);
    },
  );

  it("are increasing and meet at 2,048", () => {
    expect(errorBound(32_768)).toBe(2048);
    expect(errorBound(32_769)).toBe(2080);
    for (let c = 1; c < 2 ** 16; c++) if (!(errorBound(c) > errorBound(c - 1))) throw new Error(`at ${c}`);
  });
});
