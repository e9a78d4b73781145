/**
 * Text from an input (a file name, a label, a line of a data file, an option's value) made safe to
 * print on a terminal: every control character is written as an escape, so no input can move the
 * cursor, recolour or clear the screen, hide text or reorder it through an error message. Escaped are
 * C0 controls (U+0000 to U+001F, as `\t`, `\r`, ... or `\xHH`), DEL and the C1 controls (U+007F to
 * U+009F, `\xHH`), the line and paragraph separators and the bidirectional formatting characters
 * (U+2028, U+2029, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069, `\uHHHH`). Everything else
 * is kept, all other Unicode text included.
 *
 * @param text - any text
 * @param options - `keepLineBreaks`: keep `\n` as it is (a message of several lines); default false
 * @returns the text with those characters escaped; the same string when it holds none
 *
 * @example
 * ```ts
 * printableText("label \u001b[31mred\u001b[0m"); // "label \\x1b[31mred\\x1b[0m"
 * printableText("a\tb\nc", { keepLineBreaks: true }); // "a\\tb\nc"
 * printableText("café ünïcode"); // "café ünïcode"
 * ```
 */
export function printableText(text: string, options: { keepLineBreaks?: boolean } = {}): string {
  const keep = options.keepLineBreaks === true;
  return text.replace(UNPRINTABLE, (c) => (keep && c === "\n" ? c : escapeOne(c)));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = {
  "\t": "\\t",
  "\n": "\\n",
  "\r": "\\r",
  "\b": "\\b",
  "\f": "\\f",
  "\v": "\\v",
};

function escapeOne(c: string): string {
  const named = NAMED[c];
  if (named !== undefined) return named;
  const code = c.charCodeAt(0);
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}
