import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expandUnrolled } from "./wat.mjs";

describe("expandUnrolled", () => {
  it("repeats a block's lines for each q, each {expression} replaced by its value", () => {
    const text = [
      "(func",
      "  ;; unroll q from 0 to 2",
      "  (v128.load offset={16 * q} (local.get $d))",
      "  (i8x16.shuffle {2 * q} {2 * q + 1} {(q + 1) * 3 - 1})",
      "  ;; end unroll",
      ")",
    ].join("\n");
    expect(expandUnrolled(text).split("\n")).toEqual([
      "(func",
      "  (v128.load offset=0 (local.get $d))",
      "  (i8x16.shuffle 0 1 2)",
      "  (v128.load offset=16 (local.get $d))",
      "  (i8x16.shuffle 2 3 5)",
      "  (v128.load offset=32 (local.get $d))",
      "  (i8x16.shuffle 4 5 8)",
      ")",
    ]);
  });

  it("writes out any block as a loop over q would, and leaves the text around it as it was", () => {
    const line = fc.array(
      fc.oneof(fc.constantFrom("(local.get $k)", "offset=", " ", "i32.const"), fc.nat(99).map(String)),
      {
        maxLength: 6,
      },
    );
    const term = fc.record({ a: fc.integer({ min: -9, max: 9 }), b: fc.integer({ min: -99, max: 99 }) });
    fc.assert(
      fc.property(
        fc.array(
          line.map((parts) => parts.join("")),
          { maxLength: 4 },
        ),
        fc.array(
          fc.tuple(
            line.map((parts) => parts.join("")),
            term,
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.nat(5),
        fc.nat(5),
        (around, body, from, span) => {
          const to = from + span;
          const template = body.map(([prefix, { a, b }]) => `${prefix}{${a} * i + ${b}}`);
          const text = [
            ...around,
            `;; unroll i from ${from} to ${to}`,
            ...template,
            ";; end unroll",
            ...around,
          ].join("\n");
          const expected = [...around];
          for (let i = from; i <= to; i++)
            for (const [prefix, { a, b }] of body) expected.push(`${prefix}${a * i + b}`);
          expected.push(...around);
          expect(expandUnrolled(text)).toBe(expected.join("\n"));
        },
      ),
    );
  });

  it("names the line of an unroll left open, nested, closed twice or with anything but arithmetic", () => {
    expect(() => expandUnrolled("a\n;; unroll q from 0 to 1\nb")).toThrow(
      /^line 2: the unroll has no ";; end unroll"$/,
    );
    expect(() => expandUnrolled(";; unroll q from 0 to 1\n;; unroll r from 0 to 1\n;; end unroll")).toThrow(
      /^line 2: an unroll inside the unroll of line 1$/,
    );
    expect(() => expandUnrolled("a\n;; end unroll")).toThrow(/^line 2: ";; end unroll" without an unroll$/);
    expect(() => expandUnrolled(";; unroll q from 3 to 1\n;; end unroll")).toThrow(
      /^line 1: the unroll runs from 3 down to 1$/,
    );
    expect(() => expandUnrolled(";; unroll q from 0 to 1\nx\n(f {process.exit(1)})\n;; end unroll")).toThrow(
      /^line 3: \{process.exit\(1\)\} is not integer arithmetic over q$/,
    );
    expect(() => expandUnrolled(";; unroll q from 0 to 1\n{(q) (1)}\n;; end unroll")).toThrow(
      /^line 2: \{\(q\) \(1\)\}/,
    );
    expect(() => expandUnrolled(";; unroll q from 0 to 1\n{()}\n;; end unroll")).toThrow(/^line 2: \{\(\)\}/);
    expect(() => expandUnrolled(";; unroll q from 0 to 1\n{r + 1}\n;; end unroll")).toThrow(
      /^line 2: \{r \+ 1\}/,
    );
  });

  it("leaves a text without unroll blocks as it was", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const text = raw.replaceAll(";;", "");
        expect(expandUnrolled(text)).toBe(text);
      }),
    );
  });
});
