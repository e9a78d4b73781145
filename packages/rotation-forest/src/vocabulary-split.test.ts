import { fc, test } from "@fast-check/vitest";
import { createRandom, isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { splitVocabulary } from "./vocabulary-split.js";

const arbSplit = fc
  .integer({ min: 1, max: 60 })
  .chain((terms) =>
    fc.record({ terms: fc.constant(terms), subsets: fc.integer({ min: 1, max: terms }), seed: fc.nat() }),
  );

describe("splitVocabulary", () => {
  test.prop([arbSplit])(
    "the subsets partition the terms, sorted, sizes within one of each other",
    ({ terms, subsets, seed }) => {
      const split = splitVocabulary(terms, subsets, createRandom(seed));
      expect(split).toHaveLength(subsets);
      const all = split.flatMap((s) => Array.from(s));
      expect(all.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: terms }, (_, t) => t));
      for (const s of split) expect(Array.from(s)).toEqual(Array.from(s).sort((a, b) => a - b));
      const sizes = split.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1);
      expect(splitVocabulary(terms, subsets, createRandom(seed))).toEqual(split);
    },
  );

  it("draws different splits for different seeds", () => {
    const a = splitVocabulary(40, 4, createRandom(1));
    const b = splitVocabulary(40, 4, createRandom(2));
    expect(a).not.toEqual(b);
  });

  it("refuses more subsets than terms", () => {
    for (const [terms, subsets] of [
      [3, 4],
      [3, 0],
      [0, 1],
    ] as const) {
      let code: string | undefined;
      try {
        splitVocabulary(terms, subsets, createRandom(1));
      } catch (e) {
        code = isTextboostError(e) ? e.code : "other";
      }
      expect(code).toBe("E_INVALID_ARGUMENT");
    }
  });
});
