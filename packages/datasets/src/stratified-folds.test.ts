import { fc, test } from "@fast-check/vitest";
import { createRandom } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { stratifyRows } from "./internal/iterative-stratification.js";
import { stratifiedFolds } from "./stratified-folds.js";
import { stratifiedSplit } from "./stratified-split.js";
import { labelSets } from "./test-support/label-sets.js";

const sets = labelSets(120, 10);

describe("stratifiedFolds", () => {
  it("the documented example", () => {
    const Y = labelMatrix([[0], [0, 1], [1], [0], [], [1], [0, 1], [0], [1]], 2);
    expect(stratifiedFolds(Y, { folds: 3, seed: 7 }).map((f) => f.test.length)).toEqual([3, 3, 3]);
  });

  test.prop([sets.filter(({ Y }) => Y.rows >= 10), fc.integer({ min: 2, max: 10 }), fc.integer()])(
    "the test parts partition the rows, each train part is the rest, all ascending, deterministic for a seed",
    ({ Y }, folds, seed) => {
      const a = stratifiedFolds(Y, { folds, seed });
      expect(stratifiedFolds(Y, { folds, seed })).toEqual(a);
      expect(a).toHaveLength(folds);
      const seen = new Array<number>(Y.rows).fill(0);
      for (const { train, test } of a) {
        for (const i of test) seen[i]!++;
        const rest = Array.from({ length: Y.rows }, (_, i) => i).filter((i) => !test.includes(i));
        expect(Array.from(train)).toEqual(rest);
        for (let k = 1; k < test.length; k++) expect(test[k]!).toBeGreaterThan(test[k - 1]!);
      }
      expect(seen.every((c) => c === 1)).toBe(true);
    },
  );

  test.prop([sets.filter(({ Y }) => Y.rows >= 10), fc.integer({ min: 2, max: 10 }), fc.integer()])(
    "fold sizes are floor(n/k) or one more, as many of the latter as n mod k",
    ({ Y }, folds, seed) => {
      const sizes = stratifiedFolds(Y, { folds, seed }).map((f) => f.test.length);
      const base = Math.floor(Y.rows / folds);
      expect(sizes.every((s) => s === base || s === base + 1)).toBe(true);
      expect(sizes.filter((s) => s === base + 1)).toHaveLength(Y.rows % folds);
    },
  );

  it("the quotas matter: on the same data Algorithm 1 alone leaves some folds several documents apart", () => {
    const cases = fc.sample(fc.tuple(sets, fc.integer({ min: 2, max: 5 }), fc.integer()), {
      numRuns: 300,
      seed: 3,
    });
    const spread = (sizes: number[]) => Math.max(...sizes) - Math.min(...sizes);
    let worstAlone = 0;
    for (const [{ Y }, folds, seed] of cases) {
      const ratios = Array.from({ length: folds }, () => 1 / folds);
      const alone = stratifyRows(Y, ratios, seed);
      worstAlone = Math.max(worstAlone, spread(ratios.map((_, j) => alone.filter((p) => p === j).length)));
      if (folds > Y.rows) continue; // more folds than documents: refused (tested below)
      expect(spread(stratifiedFolds(Y, { folds, seed }).map((f) => f.test.length))).toBeLessThanOrEqual(1);
    }
    expect(worstAlone).toBeGreaterThanOrEqual(3);
  });

  it("spreads every label's positives over the folds far more evenly than random folds of the same sizes", () => {
    // Per data set, one label can end up unbalanced (iterative stratification places the rarest
    // label's documents first; fast-check found 6 of 12 positives in one of 5 folds), so the claim is
    // the aggregate one: summed over 200 seeded data sets, the deviation |c - n/k| of the stratified
    // folds is well below that of random folds with the same sizes.
    const cases = fc.sample(
      fc.tuple(
        sets.filter(({ Y }) => Y.rows >= 20),
        fc.integer({ min: 2, max: 5 }),
        fc.integer(),
      ),
      { numRuns: 200, seed: 42 },
    );
    let stratified = 0;
    let random = 0;
    const deviation = (setsOf: number[][], m: number, parts: ArrayLike<number>[]) => {
      let d = 0;
      for (let j = 0; j < m; j++) {
        const n = setsOf.filter((x) => x.includes(j)).length;
        for (const test of parts)
          d += Math.abs(Array.from(test).filter((i) => setsOf[i]!.includes(j)).length - n / parts.length);
      }
      return d;
    };
    for (const [{ Y, sets: setsOf, m }, folds, seed] of cases) {
      const a = stratifiedFolds(Y, { folds, seed }).map((f) => f.test);
      stratified += deviation(setsOf, m, a);
      const r = createRandom(seed);
      const order = Array.from({ length: Y.rows }, (_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const k = r.int(i + 1);
        [order[i], order[k]] = [order[k]!, order[i]!];
      }
      let at = 0;
      random += deviation(
        setsOf,
        m,
        a.map((t) => Int32Array.from(order.slice(at, (at += t.length)))),
      );
    }
    expect(stratified).toBeLessThan(0.8 * random);
  });

  it("two folds are the two parts of a half split with the same seed", () => {
    const Y = labelMatrix([[0], [0, 1], [1], [0], [], [1], [0, 1], [0], [1], [1]], 2);
    const [first, second] = stratifiedFolds(Y, { folds: 2, seed: 3 });
    const half = stratifiedSplit(Y, { testFraction: 0.5, seed: 3 });
    expect([first!.train, second!.train]).toEqual([half.test, half.train]);
  });

  it("rejects a fold count below 2, not whole, or above the number of documents", () => {
    const Y = labelMatrix([[0]], 1);
    expect(() => stratifiedFolds(Y, { folds: 1 })).toThrow(/whole number >= 2/);
    expect(() => stratifiedFolds(Y, { folds: 2.5 })).toThrow(/whole number >= 2/);
    expect(() => stratifiedFolds(Y, { folds: 3 })).toThrow(/at most the 2 documents/);
    const ten = labelMatrix(
      Array.from({ length: 10 }, () => [0]),
      1,
    );
    expect(stratifiedFolds(ten, { folds: 10 })).toHaveLength(10);
    expect(() => stratifiedFolds(ten, { folds: 11 })).toThrow(/at most the 10 documents, got 11/);
    expect(() => stratifiedFolds(ten, { folds: 1e6 })).toThrow(/got 1000000/);
  });

  // Fold counts past 127 (a fold index once held in an Int8Array wrapped to negative parts, so
  // documents went unassigned and folds came out empty or the loop ran on): every count up to the
  // number of documents gives k non-empty, balanced folds that partition the rows, checked by
  // counting, not against the code's own output.
  test.prop(
    [
      fc.integer({ min: 128, max: 300 }).chain((n) =>
        fc.tuple(
          fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }), {
            minLength: n,
            maxLength: n,
          }),
          fc.integer({ min: 2, max: n }),
          fc.integer({ min: 0, max: 1000 }),
        ),
      ),
    ],
    { numRuns: 15 },
  )(
    "every fold count up to the document count gives k balanced folds that partition the rows",
    ([rows, folds, seed]) => {
      const Y = labelMatrix(rows, 5);
      const parts = stratifiedFolds(Y, { folds, seed });
      expect(parts).toHaveLength(folds);
      const seen = new Int32Array(rows.length);
      for (const { train, test } of parts) {
        expect(train.length + test.length).toBe(rows.length);
        for (const i of test) seen[i]!++;
      }
      expect(Array.from(seen).every((c) => c === 1)).toBe(true);
      const base = Math.floor(rows.length / folds);
      const sizes = parts.map((p) => p.test.length);
      expect(sizes.every((s) => s === base || s === base + 1)).toBe(true);
      expect(sizes.filter((s) => s === base + 1)).toHaveLength(rows.length % folds);
    },
  );
});
