import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { rankTerms } from "./rank-terms.js";

/** Scores with many ties: small integers. */
const arbScores = fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 30 });

describe("rankTerms", () => {
  test.prop([arbScores, fc.integer({ min: 1, max: 40 })])(
    "keeps min(size, n) distinct terms; no kept term is beaten by a dropped one; order is by score then id",
    (scores, size) => {
      const r = Array.from(rankTerms(scores, size));
      expect(r.length).toBe(Math.min(size, scores.length));
      expect(new Set(r).size).toBe(r.length);
      const kept = new Set(r);
      for (let i = 0; i + 1 < r.length; i++) {
        const [x, y] = [r[i]!, r[i + 1]!];
        expect(scores[x]! > scores[y]! || (scores[x] === scores[y] && x < y)).toBe(true);
      }
      const worst = r[r.length - 1];
      for (let k = 0; k < scores.length; k++) {
        if (kept.has(k) || worst === undefined) continue;
        // a dropped term is worse than the last kept one, or tied with a higher id
        expect(scores[k]! < scores[worst]! || (scores[k] === scores[worst] && k > worst)).toBe(true);
      }
    },
  );

  test.prop([
    fc.array(fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(-0, 0.5, -1e-300)), {
      minLength: 20,
      maxLength: 200,
    }),
    fc.integer({ min: 1, max: 12 }),
  ])("with few kept terms (the partial-sort path) equals a naive full sort", (scores, size) => {
    const naive = [...scores.keys()].sort((x, y) => scores[y]! - scores[x]! || x - y).slice(0, size);
    expect(Array.from(rankTerms(scores, size))).toEqual(naive);
  });

  it("breaks ties by the lower id and returns everything when size is large", () => {
    expect(Array.from(rankTerms([0.2, 0.9, 0.2, 0.5], 3))).toEqual([1, 3, 0]);
    expect(Array.from(rankTerms([1, 2], 10))).toEqual([1, 0]);
    expect(Array.from(rankTerms([], 1))).toEqual([]);
  });

  it.each([0, -1, 1.5, Number.NaN])("rejects size %s with E_INVALID_ARGUMENT", (size) => {
    try {
      rankTerms([1, 2], size);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
    }
  });

  it("rejects a non-finite score with E_NUMERIC", () => {
    expect(() => rankTerms([1, Number.NaN], 1)).toThrow(/E_NUMERIC/);
  });
});
