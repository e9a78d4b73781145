/**
 * What every parser accepts: a whole text as one string, or its lines one by one (sync or async,
 * for example `readFileLines` of the main entry, which is Node only). Lines may keep a trailing `\r` (CRLF files); a byte-order
 * mark at the start of the first line is removed.
 */
export type LineInput = string | Iterable<string> | AsyncIterable<string>;

/** One input line and its 1-based number. */
export interface NumberedLine {
  readonly text: string;
  readonly line: number;
}

/**
 * Yields the lines of `input` with their 1-based numbers: splits a string on `\n`, `\r\n` and `\r`,
 * drops one trailing `\r` per line, and the BOM at the very start. A final newline does not make an
 * extra empty line.
 */
export async function* numberedLines(input: LineInput): AsyncGenerator<NumberedLine> {
  if (typeof input === "string") {
    const parts = input.split(/\r\n|\n|\r/);
    if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
    let line = 0;
    for (const part of parts) {
      line++;
      yield { text: line === 1 ? stripBom(part) : part, line };
    }
    return;
  }
  let line = 0;
  for await (const raw of input as AsyncIterable<string>) {
    line++;
    let text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line === 1) text = stripBom(text);
    yield { text, line };
  }
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}
