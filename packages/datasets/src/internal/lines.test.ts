import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { numberedLines } from "./lines.js";

async function collect(input: Parameters<typeof numberedLines>[0]): Promise<string[]> {
  const out: string[] = [];
  for await (const { text } of numberedLines(input)) out.push(text);
  return out;
}

const line = fc.string({ unit: fc.constantFrom(..."ab \t,{}é#%") });

describe("numberedLines", () => {
  test.prop([
    fc.array(line, { maxLength: 8 }),
    fc.constantFrom("\n", "\r\n", "\r"),
    fc.boolean(),
    fc.boolean(),
  ])(
    "splits any text on LF, CRLF or CR, with or without BOM and final newline, into the same lines",
    async (lines, eol, bom, finalNewline) => {
      // without a final newline, a last empty line cannot be told from a final newline
      fc.pre(lines.length > 0 && (finalNewline || lines[lines.length - 1] !== ""));
      const text = (bom ? "\uFEFF" : "") + lines.join(eol) + (finalNewline ? eol : "");
      expect(await collect(text)).toEqual(lines);
    },
  );

  it("numbers lines from 1, strips one trailing CR from iterable lines and the BOM of the first", async () => {
    const out: [string, number][] = [];
    for await (const { text, line: n } of numberedLines(["\uFEFFa\r", "b", "", "c\r"])) out.push([text, n]);
    expect(out).toEqual([
      ["a", 1],
      ["b", 2],
      ["", 3],
      ["c", 4],
    ]);
  });
});
