/**
 * `text` made safe to print on one line of a log: control characters (C0, DEL, C1), the Unicode line
 * and paragraph separators and the bidirectional overrides are written as `\xNN` or `\uNNNN`, and a
 * backslash as `\\`, so that no text taken from a queue entry or a file can end a line, forge another
 * log line, move the cursor or reorder what a terminal shows.
 *
 * @param text - anything
 * @param backslashes - whether to double backslashes too (default true, so that the escaping can be
 *   undone); false for text that may have been escaped once already (a failure reason read back
 *   from Redis), which then stays as it was
 * @returns the escaped text
 *
 * @example
 * ```ts
 * printable("job\nworker 1: forged line\u001b[2K"); // "job\\x0aworker 1: forged line\\x1b[2K"
 * ```
 */
export function printable(text: string, backslashes = true): string {
  const special = backslashes
    ? /[\\\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu
    : /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
  return text.replace(special, (c) => {
    if (c === "\\") return "\\\\";
    const code = c.charCodeAt(0);
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, "0")}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
