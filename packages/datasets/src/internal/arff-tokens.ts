/** A value of an ARFF list, unquoted, and whether it was quoted (a quoted `?` is not "missing"). */
export interface ArffToken {
  readonly text: string;
  readonly quoted: boolean;
}

/**
 * Reads one ARFF name or value starting at `start` in `s` (after any spaces): a quoted string in
 * `'...'` or `"..."` with backslash escapes, or a bare word ending at whitespace or one of `stops`.
 *
 * @returns the token and the position after it, or an error message
 */
export function readArffToken(
  s: string,
  start: number,
  stops: string,
): { token: ArffToken; end: number } | { error: string } {
  let i = start;
  while (i < s.length && (s[i] === " " || s[i] === "\t")) i++;
  const q = s[i];
  if (q === "'" || q === '"') {
    let out = "";
    i++;
    while (i < s.length) {
      const c = s[i]!;
      if (c === "\\" && i + 1 < s.length) {
        const n = s[i + 1]!;
        out += n === "n" ? "\n" : n === "t" ? "\t" : n === "r" ? "\r" : n;
        i += 2;
        continue;
      }
      if (c === q) return { token: { text: out, quoted: true }, end: i + 1 };
      out += c;
      i++;
    }
    return { error: `unterminated quoted string starting with ${q}` };
  }
  const from = i;
  while (i < s.length && s[i] !== " " && s[i] !== "\t" && !stops.includes(s[i]!)) i++;
  return { token: { text: s.slice(from, i), quoted: false }, end: i };
}

/**
 * Splits `s` on commas that are outside quotes, without unquoting (each part keeps its spaces).
 *
 * @returns the parts, or an error message for an unterminated quote
 */
export function splitOutsideQuotes(s: string): string[] | { error: string } {
  if (!s.includes("'") && !s.includes('"')) return s.split(",");
  const out: string[] = [];
  let from = 0;
  let q = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (q !== "") {
      if (c === "\\") i++;
      else if (c === q) q = "";
    } else if (c === "'" || c === '"') q = c;
    else if (c === ",") {
      out.push(s.slice(from, i));
      from = i + 1;
    }
  }
  if (q !== "") return { error: `unterminated quoted string starting with ${q}` };
  out.push(s.slice(from));
  return out;
}

/**
 * Reads one whole token from `part` (surrounding spaces allowed): a quoted string or a bare word.
 *
 * @returns the token, or an error message when something follows it
 */
export function wholeToken(part: string): ArffToken | { error: string } {
  const r = readArffToken(part, 0, "");
  if ("error" in r) return r;
  if (part.slice(r.end).trim() !== "")
    return { error: `unexpected text after ${JSON.stringify(r.token.text)}` };
  return r.token;
}

/**
 * Splits a comma-separated ARFF list (`a, 'b c', ?`) into unquoted tokens.
 *
 * @returns the tokens, or an error message
 */
export function splitArffList(s: string): ArffToken[] | { error: string } {
  if (!s.includes("'") && !s.includes('"')) {
    return s.split(",").map((t) => ({ text: t.trim(), quoted: false }));
  }
  const parts = splitOutsideQuotes(s);
  if ("error" in parts) return parts;
  const out: ArffToken[] = [];
  for (const p of parts) {
    const t = wholeToken(p);
    if ("error" in t) return t;
    out.push(t);
  }
  return out;
}

/** Quotes an ARFF name or value when it needs it (spaces, quotes, commas, braces, `%`, `?`, empty). */
export function quoteArff(s: string): string {
  if (s !== "" && s !== "?" && !/[\s'",{}%\\]/.test(s)) return s;
  return `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t")}'`;
}
