import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { numberedLines } from "../internal/lines.js";
import { caught } from "../test-support/errors.js";
import { readFileLines } from "./file-lines.js";

async function collect(input: Parameters<typeof numberedLines>[0]): Promise<string[]> {
  const out: string[] = [];
  for await (const { text } of numberedLines(input)) out.push(text);
  return out;
}

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
