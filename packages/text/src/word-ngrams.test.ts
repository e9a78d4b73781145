import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { wordNgrams } from "./word-ngrams.js";

describe("wordNgrams", () => {
  it("groups by n, each group in order", () => {
    expect(wordNgrams(["a", "b", "c"], 1, 2)).toEqual(["a", "b", "c", "a b", "b c"]);
    expect(wordNgrams(["a", "b", "c"], 2, 3)).toEqual(["a b", "b c", "a b c"]);
    expect(wordNgrams(["a"], 2, 2)).toEqual([]);
    expect(wordNgrams([], 1, 3)).toEqual([]);
  });

  it("rejects bad ranges", () => {
    for (const [lo, hi] of [
      [0, 1],
      [2, 1],
      [1.5, 2],
      [1, Number.NaN],
    ] as const) {
      expect(() => wordNgrams(["a"], lo, hi)).toThrow(
        expect.objectContaining({ code: "E_INVALID_ARGUMENT" }),
      );
      try {
        wordNgrams(["a"], lo, hi);
      } catch (e) {
        expect(isTextboostError(e, "E_INVALID_ARGUMENT")).toBe(true);
      }
    }
  });

  test.prop([
    fc.array(fc.stringMatching(/^[a-z]{1,3}$/), { maxLength: 12 }),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 0, max: 3 }),
  ])(
    "has L - n + 1 n-grams of n words for each n, matching a slice-and-join reference",
    (tokens, min, extra) => {
      const max = min + extra;
      const expected: string[] = [];
      for (let n = min; n <= max; n++) {
        for (let i = 0; i + n <= tokens.length; i++) expected.push(tokens.slice(i, i + n).join(" "));
      }
      expect(wordNgrams(tokens, min, max)).toEqual(expected);
    },
  );
});
