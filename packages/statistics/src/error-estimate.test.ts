import { describe, expect, it } from "vitest";
import { addWithEstimate, ERROR_LIMIT, isStale, STATISTIC_TOLERANCE } from "./error-estimate.js";

describe("addWithEstimate", () => {
  it("adds the increment and keeps an entry without cancellation fresh", () => {
    const values = Float64Array.of(1);
    const errors = Float64Array.of(0);
    expect(addWithEstimate(values, errors, 0, 0.5, 3)).toBe(false);
    expect(values[0]).toBe(1.5);
    // old² + new² + terms · increment²
    expect(errors[0]).toBeCloseTo(1 + 2.25 + 3 * 0.25, 12);
  });

  it("flags an entry that cancels down to a value its old error cannot resolve", () => {
    const values = Float64Array.of(1);
    const errors = Float64Array.of(0);
    expect(addWithEstimate(values, errors, 0, -(1 - 1e-6), 100)).toBe(true);
  });
});

describe("isStale", () => {
  it("compares u·√errors with the tolerance of the value; a negative value is stale", () => {
    expect(ERROR_LIMIT).toBeCloseTo(STATISTIC_TOLERANCE * 2 ** 53, 0);
    expect(isStale(1, 1)).toBe(false);
    expect(isStale(1e-6, 1)).toBe(true);
    expect(isStale(-1e-20, 0)).toBe(true);
  });
});
