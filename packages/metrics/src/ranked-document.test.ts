import { isTextboostError } from "@textboost/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { meanOverMixedDocuments } from "./ranked-document.js";

/** Labels and scores: n documents (1-6) of m labels (1-5), with ties. */
const arbCase = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 5 })).chain(([n, m]) =>
  fc.record({
    sets: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: m }), {
      minLength: n,
      maxLength: n,
    }),
    scores: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: n * m, maxLength: n * m }),
    m: fc.constant(m),
  }),
);

describe("meanOverMixedDocuments", () => {
  it("averages the value over the documents with a relevant and an irrelevant label, and only those", () => {
    fc.assert(
      fc.property(arbCase, ({ sets, scores, m }) => {
        const sorted = sets.map((s) => [...s].sort((a, b) => a - b));
        const indptr = Int32Array.from([0, ...sorted.map((_, i) => sorted.slice(0, i + 1).flat().length)]);
        const Y = {
          format: "csr",
          rows: sets.length,
          cols: m,
          indptr,
          indices: Int32Array.from(sorted.flat()),
        } as const;
        const S = { rows: sets.length, cols: m, data: Float64Array.from(scores) };
        const rows: number[] = [];
        const value = (row: number) => row * 10 + 1;
        const mixed = sorted.flatMap((s, i) => (s.length > 0 && s.length < m ? [i] : []));
        let got: unknown;
        try {
          got = meanOverMixedDocuments(Y, S, "the measure", (doc) => {
            rows.push(doc.row);
            return value(doc.row);
          });
        } catch (e) {
          got = e;
        }
        expect(rows).toEqual(mixed);
        if (mixed.length === 0) {
          expect(isTextboostError(got) && got.code === "E_INVALID_ARGUMENT").toBe(true);
          expect((got as Error).message).toContain("the measure is undefined");
        } else {
          expect(got).toBe(mixed.reduce((a, i) => a + value(i), 0) / mixed.length);
        }
      }),
      { numRuns: 100 },
    );
  });
});
