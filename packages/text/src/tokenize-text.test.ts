import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isNumberToken, isPunctuationToken, tokenizeText } from "./tokenize-text.js";

// An independent character-by-character tokenizer following the documented rules.
function referenceTokenize(text: string, keepPunctuation: boolean): string[] {
  const chars = Array.from(text);
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{M}\p{N}]/u.test(c);
  const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);
  const isLetterOrMark = (c: string | undefined) => c !== undefined && /[\p{L}\p{M}]/u.test(c);
  const isDigit = (c: string | undefined) => c !== undefined && /\p{N}/u.test(c);
  const out: string[] = [];
  let i = 0;
  while (i < chars.length) {
    const c = chars[i]!;
    if (isWordChar(c)) {
      let word = c;
      i++;
      for (;;) {
        const d = chars[i];
        if (isWordChar(d)) {
          word += d;
          i++;
        } else if ((d === "'" || d === "\u2019") && isLetterOrMark(chars[i - 1]) && isLetter(chars[i + 1])) {
          word += "'";
          i++;
        } else if ((d === "." || d === ",") && isDigit(chars[i - 1]) && isDigit(chars[i + 1])) {
          word += d;
          i++;
        } else break;
      }
      out.push(word);
    } else {
      if (keepPunctuation && /[\p{P}\p{S}]/u.test(c)) out.push(c === "\u2019" ? "'" : c);
      i++;
    }
  }
  return out;
}

describe("tokenizeText", () => {
  it("splits words and keeps contractions and numbers whole", () => {
    expect(tokenizeText("U.S. oil prices rose 1,000.5 pct, don't they? O’Neil's long-term")).toEqual([
      "U",
      "S",
      "oil",
      "prices",
      "rose",
      "1,000.5",
      "pct",
      "don't",
      "they",
      "O'Neil's",
      "long",
      "term",
    ]);
  });

  it("keeps punctuation and symbols as one-character tokens on request", () => {
    expect(tokenizeText("up 5%, $3 (est.)", { keepPunctuation: true })).toEqual([
      "up",
      "5",
      "%",
      ",",
      "$",
      "3",
      "(",
      "est",
      ".",
      ")",
    ]);
  });

  it("gives runs of CJK letters as tokens and keeps accents", () => {
    expect(tokenizeText("東京大学 café naïve")).toEqual(["東京大学", "café", "naïve"]);
  });

  it("gives nothing for empty or separator-only text", () => {
    expect(tokenizeText("")).toEqual([]);
    expect(tokenizeText(" \n\t -- ... ")).toEqual([]);
    expect(tokenizeText("\u0003\u0002")).toEqual([]);
  });

  it("does not join a trailing apostrophe or period", () => {
    expect(tokenizeText("farmers' 5. 5.x a'1")).toEqual(["farmers", "5", "5", "x", "a", "1"]);
  });

  const texts = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.string({
      unit: fc.constantFrom("a", "B", "é", "1", "9", ".", ",", "'", "’", " ", "-", "$", "東"),
      maxLength: 30,
    }),
  );

  test.prop([texts, fc.boolean()])("agrees with a character-by-character reference", (s, keep) => {
    expect(tokenizeText(s, { keepPunctuation: keep })).toEqual(referenceTokenize(s, keep));
  });

  test.prop([texts])("words are the punctuation-keeping tokens without the punctuation", (s) => {
    const all = tokenizeText(s, { keepPunctuation: true });
    expect(tokenizeText(s)).toEqual(all.filter((t) => !isPunctuationToken(t)));
  });

  test.prop([texts])("tokens are non-empty and contain no whitespace", (s) => {
    for (const t of tokenizeText(s, { keepPunctuation: true })) {
      expect(t.length).toBeGreaterThan(0);
      expect(/\s/u.test(t)).toBe(false);
    }
  });
});

describe("isNumberToken / isPunctuationToken", () => {
  it("classifies tokens", () => {
    for (const t of ["1,000.5", "3rd", "1980s", "10mln", "٣"]) expect(isNumberToken(t), t).toBe(true);
    for (const t of ["g7", "mp3", "oil", "$"]) expect(isNumberToken(t), t).toBe(false);
    for (const t of ["$", "%", ".", "'", "€"]) expect(isPunctuationToken(t), t).toBe(true);
    for (const t of ["a", "don't", "1", "$$"]) expect(isPunctuationToken(t), t).toBe(false);
  });
});
