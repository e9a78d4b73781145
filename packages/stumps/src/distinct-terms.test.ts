import { fc, test } from "@fast-check/vitest";
import { toCsc, trainingSet } from "@textboost/sparse";
import { arbSmallWeightedData, csrFromBooleanRows, type SmallWeightedData } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { occurringTerms, worthCompacting } from "./occurring-terms.js";
import { perLabelStump } from "./per-label-stump.js";
import { presenceStump } from "./presence-stump.js";
import { STUMP_VARIANTS } from "./stump-variant.js";

/**
 * `d`'s terms spread over a wider term space: term k goes to `1 + spread * k`, every other column
 * (0 among them) has no document. With `spread` 1 only column 0 is added, so nothing is dropped.
 */
function spreadTerms(d: SmallWeightedData, spread: number) {
  const r = d.x[0]!.length;
  const cols = 1 + spread * r;
  const rows = d.x.map((row) => {
    const wide = new Array<boolean>(cols).fill(false);
    row.forEach((v, k) => {
      wide[1 + spread * k] = v === 1;
    });
    return wide;
  });
  return trainingSet(csrFromBooleanRows(rows, cols), d.dataset.Y);
}

describe("occurringTerms", () => {
  it("compacts only when the table saves more bytes (20 a dropped term and label) than X's ids cost (4 a non-zero)", () => {
    expect(worthCompacting(10, 2, 99)).toBe(true);
    expect(worthCompacting(10, 2, 100)).toBe(false);
    expect(worthCompacting(0, 5, 0)).toBe(false);
  });

  test.prop([arbSmallWeightedData({ maxTerms: 8 }), fc.integer({ min: 1, max: 3 })])(
    "keeps every term with documents and the lowest without, in order; X and Xc follow",
    (d, spread) => {
      const ts = spreadTerms(d, spread);
      const occurs = (k: number) => ts.Xc.indptr[k + 1]! > ts.Xc.indptr[k]!;
      const all = Array.from({ length: ts.X.cols }, (_, k) => k);
      const lowestEmpty = all.find((k) => !occurs(k));
      const expected = all.filter((k) => occurs(k) || k === lowestEmpty);
      const c = occurringTerms(ts);
      const dropped = ts.X.cols - expected.length;
      if (dropped === 0 || dropped * ts.Y.cols * 20 <= ts.X.indices.length * 4) {
        expect(c).toBeUndefined();
        return;
      }
      expect(c).toBeDefined();
      expect(Array.from(c!.global)).toEqual(expected);
      expect(Array.from(c!.local)).toEqual(all.map((k) => expected.indexOf(k)));
      const { X, Xc } = c!.data;
      expect(X.cols).toBe(expected.length);
      expect(Array.from(X.indptr)).toEqual(Array.from(ts.X.indptr));
      expect(Array.from(X.indices, (t) => expected[t])).toEqual(Array.from(ts.X.indices));
      const transposed = toCsc(X);
      expect(Array.from(Xc.indptr)).toEqual(Array.from(transposed.indptr));
      expect(Array.from(Xc.indices)).toEqual(Array.from(transposed.indices));
      expect(c!.data.Y).toBe(ts.Y);
      expect(c!.data.signs).toBe(ts.signs);
    },
  );

  // The learners compact the term space; with spread 1 only one empty column exists and nothing is
  // dropped, so that set is the reference on the whole term space.
  describe.each(STUMP_VARIANTS)("learners (%s)", (variant) => {
    // Spread 6 or more drops enough terms that compacting is always worth it (asserted).
    test.prop([arbSmallWeightedData({ maxTerms: 8 }), fc.integer({ min: 6, max: 9 })])(
      "choose and vote as on the whole term space, ties to the lowest id included",
      (d, spread) => {
        const whole = spreadTerms(d, 1);
        const wide = spreadTerms(d, spread);
        expect(occurringTerms(wide)).toBeDefined();
        const toWide = (k: number) => (k === 0 ? 0 : 1 + spread * (k - 1));
        const ref = presenceStump({ variant }).fit(whole, d.weights);
        const got = presenceStump({ variant }).fit(wide, d.weights);
        expect(got.term).toBe(toWide(ref.term));
        expect(Array.from(got.absent)).toEqual(Array.from(ref.absent));
        expect(Array.from(got.present)).toEqual(Array.from(ref.present));
        const refPer = perLabelStump({ variant }).fit(whole, d.weights);
        const gotPer = perLabelStump({ variant }).fit(wide, d.weights);
        expect(Array.from(gotPer.terms)).toEqual(Array.from(refPer.terms, toWide));
        expect(Array.from(gotPer.absent)).toEqual(Array.from(refPer.absent));
        expect(Array.from(gotPer.present)).toEqual(Array.from(refPer.present));
      },
    );
  });

  // A term in every document splits nothing: its Z equals that of a term in none (real, discrete),
  // so the tie goes to the lowest id, which has no document and must be kept for that.
  it("keeps the lowest term without documents, which wins a tie with a term in every document", () => {
    const ts = trainingSet(
      csrFromBooleanRows(
        [
          [false, false, true, false],
          [false, false, true, false],
          [false, false, true, false],
        ],
        4,
      ),
      csrFromBooleanRows([[true], [false], [false]], 1),
    );
    const w = Float64Array.from([0.2, 0.3, 0.5]);
    for (const variant of ["real", "discrete"] as const) {
      expect(presenceStump({ variant }).fit(ts, w).term).toBe(0);
      expect(Array.from(perLabelStump({ variant }).fit(ts, w).terms)).toEqual([0]);
    }
  });
});
