import { fc, test } from "@fast-check/vitest";
import type { CsrMatrix } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { perLabelThresholdStumpHypothesis } from "./per-label-threshold-stump.js";
import { scaledHypothesis } from "./scaled-hypothesis.js";
import { perLabelStumpHypothesis, stumpHypothesis } from "./stump-hypothesis.js";
import { thresholdStumpHypothesis } from "./threshold-stump.js";

const votes = fc.float64Array({
  minLength: 2,
  maxLength: 2,
  noNaN: true,
  noDefaultInfinity: true,
  min: -5,
  max: 5,
});
const factor = fc.double({ min: 1e-3, max: 1, noNaN: true });

/** Rows over 4 features: row 0 has features 0 and 2, row 1 features 1 and 3, row 2 none. */
const X: CsrMatrix = {
  format: "csr",
  rows: 3,
  cols: 4,
  indptr: Int32Array.of(0, 2, 4, 4),
  indices: Int32Array.of(0, 2, 1, 3),
  values: Float64Array.of(1, 0.1, 0.9, 2),
};

const stumps = (a: Float64Array, b: Float64Array) => [
  stumpHypothesis(2, a, b),
  perLabelStumpHypothesis(Int32Array.of(0, 3), a, b),
  thresholdStumpHypothesis(1, 0.25, a, b, "zero"),
  perLabelThresholdStumpHypothesis(Int32Array.of(1, 2), Float64Array.of(0.5, 0.05), a, b, "missing"),
];

describe("scaledHypothesis", () => {
  test.prop([votes, votes, factor])(
    "every stump's vote on every row is the factor times the original's, and the original is unchanged",
    (a, b, nu) => {
      for (const h of stumps(a, b)) {
        const before = JSON.stringify(h.toJSON());
        const scaled = scaledHypothesis(h, nu);
        expect(scaled.type).toBe(h.type);
        for (let row = 0; row < X.rows; row++) {
          const original = new Float64Array(2);
          const shrunk = new Float64Array(2);
          h.vote(X, row, original);
          scaled.vote(X, row, shrunk);
          shrunk.forEach((v, j) => {
            expect(v).toBeCloseTo(nu * original[j]!, 12);
          });
        }
        expect(JSON.stringify(h.toJSON())).toBe(before);
      }
    },
  );

  it("keeps the split: pivot terms, features and thresholds are those of the original", () => {
    const f = Float64Array.of(1, -1);
    for (const h of stumps(f, f)) {
      const json = scaledHypothesis(h, 0.5).toJSON() as Record<string, unknown>;
      const original = h.toJSON() as Record<string, unknown>;
      const voteArrays = ["absent", "present", "below", "above"];
      for (const [key, value] of Object.entries(original)) {
        if (!(voteArrays.includes(key) && Array.isArray(value))) expect(json[key]).toEqual(value);
      }
    }
  });

  it.each([0, -0.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses the factor %s", (nu) => {
    const f = Float64Array.of(1, -1);
    expect(() => scaledHypothesis(stumpHypothesis(0, f, f), nu)).toThrow(/finite and positive/);
  });

  it("names a hypothesis type it cannot scale", () => {
    const custom = { type: "my-tree", vote: () => {}, toJSON: () => ({ type: "my-tree" }) };
    try {
      scaledHypothesis(custom, 0.5);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e) && e.code).toBe("E_INVALID_ARGUMENT");
      expect((e as Error).message).toContain('"my-tree"');
    }
  });
});
