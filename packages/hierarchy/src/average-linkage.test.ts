import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { averageLinkage } from "./average-linkage.js";
import { arbIntegerSimilarity, denseOf, errorCode } from "./test-support/arbitraries.js";
import { groupsOf, refAverageLinkage } from "./test-support/reference.js";

describe("averageLinkage", () => {
  it("merges the closest pairs first (the TSDoc example)", () => {
    const s = denseOf([
      [1, 0.9, 0.1, 0],
      [0.9, 1, 0.2, 0.1],
      [0.1, 0.2, 1, 0.8],
      [0, 0.1, 0.8, 1],
    ]);
    expect(Array.from(averageLinkage(s, 2))).toEqual([0, 0, 1, 1]);
    expect(Array.from(averageLinkage(s, 1))).toEqual([0, 0, 0, 0]);
    expect(Array.from(averageLinkage(s, 9))).toEqual([0, 1, 2, 3]);
  });

  it("uses the average, not the single or complete link", () => {
    // {0, 1} is formed first; then 2 has links 0.9 and 0 (average 0.45) against 3's 0.5 and 0.5
    const s = denseOf([
      [0, 1, 0.9, 0.5],
      [1, 0, 0, 0.5],
      [0.9, 0, 0, 0],
      [0.5, 0.5, 0, 0],
    ]);
    expect(Array.from(averageLinkage(s, 2))).toEqual([0, 0, 1, 0]);
  });

  test.prop([arbIntegerSimilarity, fc.integer({ min: 1, max: 10 })])(
    "agrees with a brute-force average linkage, ties included",
    (s, n) => {
      expect(Array.from(averageLinkage(denseOf(s), n))).toEqual(refAverageLinkage(s, n).cluster);
    },
  );

  test.prop([arbIntegerSimilarity, fc.integer({ min: 2, max: 9 })])(
    "the partition into n clusters refines the one into n - 1; exactly min(n, items) clusters",
    (s, n) => {
      const fine = averageLinkage(denseOf(s), n);
      const coarse = averageLinkage(denseOf(s), n - 1);
      expect(new Set(fine).size).toBe(Math.min(n, s.length));
      for (let a = 0; a < s.length; a++) {
        for (let b = 0; b < s.length; b++) if (fine[a] === fine[b]) expect(coarse[a]).toBe(coarse[b]);
      }
    },
  );

  test.prop([
    fc.integer({ min: 2, max: 8 }).chain((m) =>
      fc.tuple(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: m * m, maxLength: m * m }),
        fc.shuffledSubarray(
          Array.from({ length: m }, (_, j) => j),
          { minLength: m, maxLength: m },
        ),
        fc.integer({ min: 1, max: m }),
      ),
    ),
  ])("without ties, relabelling the items relabels the clusters and nothing else", ([raw, perm, n]) => {
    const m = perm.length;
    const s = Array.from({ length: m }, (_, j) =>
      Array.from({ length: m }, (_, k) => raw[Math.min(j, k) * m + Math.max(j, k)]!),
    );
    fc.pre(!refAverageLinkage(s, n).tie);
    // item j of the permuted input is item perm[j] of the original
    const permuted = perm.map((a) => perm.map((b) => s[a]![b]!));
    const back = new Int32Array(m);
    const got = averageLinkage(denseOf(permuted), n);
    perm.forEach((a, j) => {
      back[a] = got[j]!;
    });
    expect(groupsOf(back)).toEqual(groupsOf(averageLinkage(denseOf(s), n)));
  });

  it("rejects a bad number of clusters and a matrix that is not a symmetric finite square", () => {
    const s = denseOf([
      [1, 0],
      [0, 1],
    ]);
    for (const n of [0, -1, 1.5, Number.NaN])
      expect(errorCode(() => averageLinkage(s, n))).toBe("E_INVALID_ARGUMENT");
    expect(errorCode(() => averageLinkage({ rows: 2, cols: 3, data: new Float64Array(6) }, 1))).toBe(
      "E_SHAPE",
    );
    expect(
      errorCode(() => averageLinkage({ rows: 2, cols: 2, data: Float64Array.of(1, 0.5, 0.4, 1) }, 1)),
    ).toBe("E_INVALID_ARGUMENT");
    expect(
      errorCode(() =>
        averageLinkage({ rows: 2, cols: 2, data: Float64Array.of(1, Number.NaN, Number.NaN, 1) }, 1),
      ),
    ).toBe("E_NUMERIC");
    expect(Array.from(averageLinkage({ rows: 0, cols: 0, data: new Float64Array(0) }, 3))).toEqual([]);
  });
});
