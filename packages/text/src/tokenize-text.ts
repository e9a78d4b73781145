/** Options of {@link tokenizeText}. */
export interface TokenizeTextOptions {
  /** Emit every punctuation or symbol character (Unicode `P` and `S`) as a token of its own. Default `false`. */
  readonly keepPunctuation?: boolean;
}

// A word: a run of letters, combining marks and digits. An apostrophe (' or ’) between a letter and a
// letter stays inside the word ("don't", "o'neil"); a period or comma between two digits stays inside a
// number ("1,000.5"). Everything else separates words.
const WORD =
  "[\\p{L}\\p{M}\\p{N}]+(?:(?:(?<=[\\p{L}\\p{M}])['\\u2019](?=\\p{L})|(?<=\\p{N})[.,](?=\\p{N}))[\\p{L}\\p{M}\\p{N}]+)*";
const WORDS = new RegExp(WORD, "gu");
const WORDS_AND_PUNCTUATION = new RegExp(`${WORD}|[\\p{P}\\p{S}]`, "gu");
const STARTS_WITH_DIGIT = /^\p{N}/u;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;

/**
 * Splits text into word tokens, in order. A word is a maximal run of Unicode letters, combining marks
 * and digits; inside it an apostrophe (`'` or `’`, written back as `'`) between two letters and a `.`
 * or `,` between two digits are kept, so `"don't"`, `"o'neil"` and `"1,000.5"` are single tokens.
 * Hyphens, slashes, underscores and every other character split words. Scripts without spaces
 * (Chinese, Japanese) give one token per run of letters.
 *
 * The text is not normalised here (see {@link normalizeText}); run that first.
 *
 * @param text - the (normalised) text; the empty string gives `[]`
 * @param options - `keepPunctuation` also emits each punctuation or symbol character (`"$"`, `"%"`) as a token
 * @returns the tokens in text order
 *
 * @example
 * ```ts
 * tokenizeText("u.s. oil prices rose 1,000.5 pct, don't they?"); // ["u", "s", "oil", "prices", "rose", "1,000.5", "pct", "don't", "they"]
 * tokenizeText("up 5%", { keepPunctuation: true }); // ["up", "5", "%"]
 * ```
 */
export function tokenizeText(text: string, options: TokenizeTextOptions = {}): string[] {
  const pattern = options.keepPunctuation === true ? WORDS_AND_PUNCTUATION : WORDS;
  const matches = text.match(pattern);
  if (matches === null) return [];
  for (let i = 0; i < matches.length; i++) {
    const t = matches[i]!;
    if (t.includes("\u2019")) matches[i] = t.replaceAll("\u2019", "'");
  }
  return matches;
}

/**
 * True for a token that is a number: it starts with a digit (Unicode `N`), so `"1,000.5"`, `"3rd"`,
 * `"1980s"` and `"10mln"` are numbers while `"g7"` and `"mp3"` are words. The pipeline's `dropNumbers`
 * removes these tokens whole (no `"rd"` is left of `"3rd"`).
 *
 * @param token - a token of {@link tokenizeText}
 * @returns whether the token counts as a number
 *
 * @example
 * ```ts
 * isNumberToken("3rd"); // true
 * isNumberToken("g7"); // false
 * ```
 */
export function isNumberToken(token: string): boolean {
  return STARTS_WITH_DIGIT.test(token);
}

/**
 * True for a one-character punctuation or symbol token (Unicode `P` or `S`), as {@link tokenizeText}
 * emits them with `keepPunctuation`.
 *
 * @param token - a token
 * @returns whether it is a punctuation or symbol token
 *
 * @example
 * ```ts
 * isPunctuationToken("$"); // true
 * isPunctuationToken("don't"); // false
 * ```
 */
export function isPunctuationToken(token: string): boolean {
  return PUNCTUATION.test(token);
}
