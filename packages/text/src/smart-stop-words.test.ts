import { describe, expect, it } from "vitest";
import { SMART_STOP_WORDS } from "./smart-stop-words.js";

describe("SMART_STOP_WORDS", () => {
  it("holds the 570 distinct words of the 571-line published list (which repeats 'would')", () => {
    expect(SMART_STOP_WORDS.length).toBe(570);
    expect(new Set(SMART_STOP_WORDS).size).toBe(570);
  });

  it("is in the published order: ascending by code unit, but for 'knows' before 'known'", () => {
    const inversions: string[] = [];
    for (let i = 1; i < SMART_STOP_WORDS.length; i++) {
      if (!(SMART_STOP_WORDS[i - 1]! < SMART_STOP_WORDS[i]!))
        inversions.push(`${SMART_STOP_WORDS[i - 1]} ${SMART_STOP_WORDS[i]}`);
    }
    expect(inversions).toEqual(["knows known"]);
  });

  it("contains the usual function words, contractions and all single letters", () => {
    const set = new Set(SMART_STOP_WORDS);
    for (const w of [
      "the",
      "a",
      "about",
      "zero",
      "would",
      "yourselves",
      "c'mon",
      "don't",
      "it's",
      "uucp",
      "thanx",
    ]) {
      expect(set.has(w), w).toBe(true);
    }
    for (let c = 97; c <= 122; c++) expect(set.has(String.fromCharCode(c))).toBe(true);
    expect(SMART_STOP_WORDS.filter((w) => w.includes("'")).length).toBe(47);
  });

  it("does not contain content words", () => {
    const set = new Set(SMART_STOP_WORDS);
    for (const w of ["oil", "price", "wheat", "company", "market", "bank"]) expect(set.has(w), w).toBe(false);
  });

  it("is lowercase ASCII letters and apostrophes only", () => {
    for (const w of SMART_STOP_WORDS) expect(w).toMatch(/^[a-z][a-z']*$/);
  });

  it("is frozen", () => {
    expect(Object.isFrozen(SMART_STOP_WORDS)).toBe(true);
  });
});
