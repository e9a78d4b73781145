import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { TextboostError } from "./errors.js";
import { printableText } from "./printable-text.js";

/** Whether a code point is one a terminal acts on rather than prints (the set the function documents). */
function isControl(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** Text mixing plain characters, every kind of control and backslashes. */
const mixedText = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)),
      fc.constantFrom("\u2028", "\u2029", "\u200e", "\u202e", "\u2066", "\u2069", "\\", "é", "🙂"),
    ),
    { maxLength: 20 },
  )
  .map((parts) => parts.join(""));

/** Reads the escapes back: an independent inverse, to show no character is lost or confused. */
function readEscapes(text: string): string {
  return text.replace(/\\(t|n|r|b|f|v|x[0-9a-f]{2}|u[0-9a-f]{4})/g, (_, e: string) => {
    const named: Record<string, string> = { t: "\t", n: "\n", r: "\r", b: "\b", f: "\f", v: "\v" };
    return named[e] ?? String.fromCharCode(Number.parseInt(e.slice(1), 16));
  });
}

describe("printableText", () => {
  it("the documented examples", () => {
    expect(printableText("label \u001b[31mred\u001b[0m")).toBe("label \\x1b[31mred\\x1b[0m");
    expect(printableText("a\tb\nc", { keepLineBreaks: true })).toBe("a\\tb\nc");
    expect(printableText("café ünïcode")).toBe("café ünïcode");
    expect(printableText("\u0000\u007f\u0085\u202e")).toBe("\\x00\\x7f\\x85\\u202e");
  });

  test.prop([mixedText])("leaves no control character and loses nothing", (text) => {
    const out = printableText(text);
    expect([...out].some((c) => isControl(c.codePointAt(0)!))).toBe(false);
    // Where the input holds no backslash the escapes are unambiguous: reading them back gives it.
    if (!text.includes("\\")) expect(readEscapes(out)).toBe(text);
    const lines = printableText(text, { keepLineBreaks: true });
    expect(lines.split("\n").length).toBe(text.split("\n").length);
    expect([...lines].filter((c) => c !== "\n").some((c) => isControl(c.codePointAt(0)!))).toBe(false);
  });

  test.prop([fc.string({ maxLength: 30 }).filter((t) => ![...t].some((c) => isControl(c.codePointAt(0)!)))])(
    "text without controls is returned unchanged",
    (text) => {
      expect(printableText(text)).toBe(text);
    },
  );

  test.prop([mixedText, mixedText])(
    "a TextboostError's message carries no control byte of its file name or detail; detail keeps the text",
    (file, detail) => {
      const e = new TextboostError("E_INPUT_FORMAT", detail, { file, line: 2 });
      expect([...e.message].filter((c) => c !== "\n").some((c) => isControl(c.codePointAt(0)!))).toBe(false);
      expect(e.detail).toBe(detail);
      expect(e.file).toBe(file);
    },
  );
});
