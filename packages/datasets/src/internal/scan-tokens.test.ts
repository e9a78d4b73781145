import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isSpace, MAX_INDEX, scanIndex, skipSpaces, tokenEnd } from "./scan-tokens.js";

// Characters that matter to the scanner: digits, white space of several kinds, and others.
const piece = fc.constantFrom(
  ..."0123456789",
  " ",
  "\t",
  "\u00a0",
  "\u2003",
  "\ufeff",
  "\r",
  "a",
  "-",
  ".",
  "|",
  ":",
);
const text = fc.string({ unit: piece, maxLength: 30 });

/** The tokens of `s` by scanning, as strings. */
function scanned(s: string): string[] {
  const out: string[] = [];
  for (let p = skipSpaces(s, 0, s.length); p < s.length; ) {
    const end = tokenEnd(s, p, s.length);
    out.push(s.slice(p, end));
    p = skipSpaces(s, end, s.length);
  }
  return out;
}

describe("scan-tokens", () => {
  it("isSpace is a regular expression's \\s on every UTF-16 code unit", () => {
    for (let c = 0; c <= 0xffff; c++) {
      if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) throw new Error(`differs at U+${c.toString(16)}`);
    }
  });

  test.prop([text])("skipSpaces and tokenEnd cut a line into the tokens of trim() and split(/\\s+/)", (s) => {
    const t = s.trim();
    expect(scanned(s)).toEqual(t === "" ? [] : t.split(/\s+/));
  });

  test.prop([text, fc.nat(30), fc.nat(30)])(
    "scanIndex reads exactly the all-digit ranges of at most MAX_INDEX",
    (s, a, b) => {
      const from = Math.min(a, b, s.length);
      const to = Math.min(Math.max(a, b), s.length);
      const token = s.slice(from, to);
      const expected = /^\d+$/.test(token) && Number(token) <= MAX_INDEX ? Number(token) : -1;
      expect(scanIndex(s, from, to)).toBe(expected);
    },
  );

  it("scanIndex takes leading zeros and refuses one past MAX_INDEX", () => {
    expect(scanIndex("0002147483646", 0, 13)).toBe(MAX_INDEX);
    expect(scanIndex("2147483647", 0, 10)).toBe(-1);
    expect(scanIndex("99999999999999999999", 0, 20)).toBe(-1);
    expect(scanIndex("", 0, 0)).toBe(-1);
  });
});
