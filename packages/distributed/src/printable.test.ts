import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { printable } from "./printable.js";

/** The inverse of printable, written from its description. */
function unescaped(text: string): string {
  return text.replace(/\\(\\|x[0-9a-f]{2}|u[0-9a-f]{4})/g, (_, e: string) =>
    e === "\\" ? "\\" : String.fromCharCode(Number.parseInt(e.slice(1), 16)),
  );
}

describe("printable", () => {
  it("escapes the TSDoc example", () => {
    expect(printable("job\nworker 1: forged line\u001b[2K")).toBe("job\\x0aworker 1: forged line\\x1b[2K");
  });

  test.prop([fc.string({ unit: "binary", maxLength: 40 })], { numRuns: 300 })(
    "leaves no control character, line separator or bidi override, and loses nothing",
    (s) => {
      const p = printable(s);
      expect(p).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
      expect(unescaped(p)).toBe(s);
      // Escaping again without backslashes changes nothing: a reason escaped by a worker stays as it is.
      expect(printable(p, false)).toBe(p);
      expect(printable(s, false)).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    },
  );
});
