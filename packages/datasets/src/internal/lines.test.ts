import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { caught } from "../test-support/errors.js";
import { numberedLines, readFileLines } from "./lines.js";

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

describe("readFileLines", () => {
  it("streams a CRLF file without final newline; the BOM is left for numberedLines", async () => {
    const dir = await mkdtemp(join(tmpdir(), "textboost-lines-"));
    try {
      await writeFile(join(dir, "f.txt"), "\uFEFFone\r\ntwo\r\n\r\nthree");
      expect(await collect(readFileLines(join(dir, "f.txt")))).toEqual(["one", "two", "", "three"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("fails with E_IO naming the file", async () => {
    const e = await caught(() => collect(readFileLines("/nonexistent/textboost/file")));
    expect([e.code, e.file]).toEqual(["E_IO", "/nonexistent/textboost/file"]);
    expect(e.message).toMatch(/ENOENT/);
  });
});
