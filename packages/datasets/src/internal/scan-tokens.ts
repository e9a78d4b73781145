/**
 * Reading whitespace-separated tokens of a line in place, by character codes, without cutting the
 * line into strings: the id-based readers (MP-Boost++, SVMlight) hold one line at a time and turn
 * its numeric tokens straight into numbers, so reading a file allocates next to nothing per token.
 * A token becomes a string only where one is needed (a document ID, a label, an error message).
 */

/**
 * True for the characters of a regular expression's `\s` (what `split(/\s+/)` and `trim()` treat
 * as white space): tab, line feed, vertical tab, form feed, carriage return, space, no-break space,
 * U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and U+FEFF.
 *
 * @param c - a UTF-16 code unit (`charCodeAt`)
 * @returns whether it is white space
 *
 * @example
 * ```ts
 * isSpace(" ".charCodeAt(0)); // true
 * isSpace("x".charCodeAt(0)); // false
 * ```
 */
export function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return (
    c === 160 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * The first position in `[from, to)` of `text` that is not white space ({@link isSpace}), or `to`.
 *
 * @example
 * ```ts
 * skipSpaces("  ab", 0, 4); // 2
 * ```
 */
export function skipSpaces(text: string, from: number, to: number): number {
  let p = from;
  while (p < to && isSpace(text.charCodeAt(p))) p++;
  return p;
}

/**
 * The end of the token that starts at `from`: the first white space ({@link isSpace}) at or after
 * `from` in `[from, to)`, or `to`.
 *
 * @example
 * ```ts
 * tokenEnd("ab cd", 0, 5); // 2
 * ```
 */
export function tokenEnd(text: string, from: number, to: number): number {
  let p = from;
  while (p < to && !isSpace(text.charCodeAt(p))) p++;
  return p;
}

/** The largest index a reader accepts (the largest Int32 but one, so that index + 1 is an Int32). */
export const MAX_INDEX = 0x7ffffffe;

/**
 * The non-negative decimal integer written as `text[from, to)`: ASCII digits only (leading zeros
 * allowed, no sign, no point), at most {@link MAX_INDEX}; -1 for anything else, the empty range
 * included.
 *
 * @example
 * ```ts
 * scanIndex("x 017 y", 2, 5); // 17
 * scanIndex("1e3", 0, 3);     // -1
 * ```
 */
export function scanIndex(text: string, from: number, to: number): number {
  if (from >= to) return -1;
  let value = 0;
  for (let p = from; p < to; p++) {
    const digit = text.charCodeAt(p) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
    if (value > MAX_INDEX) return -1;
  }
  return value;
}
