import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { hypothesisFromJSON, perLabelStumpHypothesis, stumpHypothesis } from "@textboost/stumps";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitBinning } from "./binning.js";
import { expandMatrix } from "./expand-matrix.js";
import { arbRealData, realMatrix } from "./test-support/real-matrix.js";
import { unbinHypothesis } from "./unbin-hypothesis.js";

const arbVotes = (m: number) =>
  fc
    .array(fc.double({ min: -4, max: 4, noNaN: true }), { minLength: m, maxLength: m })
    .map((a) => Float64Array.from(a));

describe("unbinHypothesis", () => {
  test.prop([
    arbRealData,
    fc.integer({ min: 1, max: 5 }),
    fc.integer({ min: 1, max: 3 }),
    fc.nat(),
    fc.array(fc.nat(), { maxLength: 3 }),
  ])(
    "the threshold stump votes on raw rows what the presence stump votes on their expansion",
    ({ x }, bins, m, pick, picks) => {
      const X = realMatrix(x);
      const binning = fitBinning(X, bins);
      const Xb = expandMatrix(X, binning);
      const n = Xb.cols;
      fc.assert(
        fc.property(arbVotes(m), arbVotes(m), (absent, present) => {
          const stumps = [
            stumpHypothesis(pick % n, absent, present),
            perLabelStumpHypothesis(
              Int32Array.from({ length: m }, (_, j) => (picks[j] ?? j) % n),
              absent,
              present,
            ),
          ];
          for (const h of stumps) {
            const mapped = hypothesisFromJSON(
              JSON.parse(JSON.stringify(unbinHypothesis(h.toJSON(), binning))),
            );
            expect(mapped.type).toBe(h.type === "stump" ? "threshold-stump" : "per-label-threshold-stump");
            const a = new Float64Array(m);
            const b = new Float64Array(m);
            for (let i = 0; i < X.rows; i++) {
              mapped.vote(X, i, a);
              h.vote(Xb, i, b);
              // equal doubles; JSON keeps no sign of zero, so -0 votes come back as 0
              expect(Array.from(a, (v) => v + 0)).toEqual(Array.from(b, (v) => v + 0));
            }
          }
        }),
        { numRuns: 5 },
      );
    },
  );

  it("refuses other hypotheses and terms outside the binning with E_MODEL_FORMAT", () => {
    const binning = fitBinning(realMatrix([[0.5], [1]]), 2);
    const bad = [
      { type: "threshold-stump", feature: 0, threshold: 0, below: [0], above: [1], absent: "zero" },
      { type: "stump", term: 7, absent: [0], present: [1] },
      { type: "stump", term: 0, absent: [0], present: [1, 2] },
      { type: "per-label-stump", terms: [0, 1], absent: [0], present: [1] },
    ];
    for (const json of bad) {
      try {
        unbinHypothesis(json, binning);
        expect.unreachable();
      } catch (e) {
        expect(isTextboostError(e) && e.code).toBe("E_MODEL_FORMAT");
      }
    }
  });
});
