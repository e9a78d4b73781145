import { fc, test } from "@fast-check/vitest";
import { createRandom } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { madeUpVocabulary, madeUpWord } from "./made-up-words.js";

describe("madeUpVocabulary", () => {
  test.prop([fc.integer(), fc.integer({ min: 0, max: 2000 })])(
    "gives distinct lower-case words, short first, the same for a seed",
    (seed, count) => {
      const words = madeUpVocabulary(createRandom(seed), count);
      expect(words).toHaveLength(count);
      expect(new Set(words).size).toBe(count);
      expect(madeUpVocabulary(createRandom(seed), count)).toEqual(words);
      for (let i = 0; i < words.length; i++) {
        expect(words[i]).toMatch(/^[a-z]{2,}$/);
        if (i > 0) expect(words[i]!.length).toBeGreaterThanOrEqual(words[i - 1]!.length);
      }
    },
  );

  it("is pronounceable: every word has a vowel and no run of more than four consonants", () => {
    for (const w of madeUpVocabulary(createRandom(3), 5000)) {
      expect(w).toMatch(/[aeiou]/);
      expect(w).not.toMatch(/[^aeiou]{5}/);
    }
  });

  it("leaves out excluded words", () => {
    const all = madeUpVocabulary(createRandom(9), 300);
    const exclude = new Set(all.slice(0, 50));
    const again = madeUpVocabulary(createRandom(9), 300, exclude);
    expect(again.some((w) => exclude.has(w))).toBe(false);
  });

  it("rejects a bad count", () => {
    expect(() => madeUpVocabulary(createRandom(1), -1)).toThrow(/E_INVALID_ARGUMENT/);
    expect(() => madeUpVocabulary(createRandom(1), 2.5)).toThrow(/vocabulary size/);
  });

  it("madeUpWord has the requested number of vowel groups at most", () => {
    const r = createRandom(4);
    for (let s = 1; s <= 4; s++) {
      for (let k = 0; k < 50; k++) expect(madeUpWord(r, s).match(/[aeiou]+/g)!.length).toBeLessThanOrEqual(s);
    }
  });
});
