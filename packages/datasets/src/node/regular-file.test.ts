import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fc, test } from "@fast-check/vitest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caught } from "../test-support/errors.js";
import { splitLines } from "./file-lines.js";
import {
  confinedPath,
  currentReadRoots,
  isInside,
  readablePath,
  readRegularFile,
  readStreamText,
  statIfReadable,
  withReadRoots,
} from "./regular-file.js";

let dir: string;
beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), "textboost-regular-")));
  writeFileSync(join(dir, "a.txt"), "x");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The reference: split on \r\n, \r and \n, dropping one empty piece after a final line end. */
function referenceLines(text: string): string[] {
  if (text === "") return [];
  const parts = text.split(/\r\n|\r|\n/);
  if (parts[parts.length - 1] === "") parts.pop();
  return parts;
}

async function collect(chunks: string[], maxLineChars?: number): Promise<string[]> {
  const out: string[] = [];
  for await (const l of splitLines(chunks, "x.txt", maxLineChars === undefined ? {} : { maxLineChars })) {
    out.push(l);
  }
  return out;
}

describe("splitLines", () => {
  it("splits the TSDoc example's chunks", async () => {
    expect(await collect(["one\r", "\ntwo\nthr", "ee"])).toEqual(["one", "two", "three"]);
  });

  test.prop(
    [
      fc.array(fc.constantFrom("a", "b", "\r", "\n", "\r\n", "é"), { maxLength: 40 }),
      fc.array(fc.nat(40), { maxLength: 6 }),
    ],
    {
      numRuns: 200,
    },
  )("gives the lines of the joined text, however it is cut into chunks", async (pieces, cuts) => {
    const text = pieces.join("");
    const at = [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((a, b) => a - b);
    const chunks = [0, ...at].map((from, i) => text.slice(from, at[i] ?? text.length));
    expect(await collect(chunks)).toEqual(referenceLines(text));
  });

  test.prop(
    [
      fc.array(fc.stringMatching(/^[a-z]{0,12}$/), { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 1, max: 12 }),
    ],
    {
      numRuns: 100,
    },
  )("refuses exactly the lines longer than the cap, naming the first one's number", async (lines, cap) => {
    const firstLong = lines.findIndex((l) => l.length > cap);
    const chunks = [lines.join("\n")];
    if (firstLong === -1) expect(await collect(chunks, cap)).toEqual(referenceLines(chunks[0]!));
    else {
      const e = await caught(() => collect(chunks, cap));
      expect([e.code, e.line]).toEqual(["E_INPUT_FORMAT", firstLong + 1]);
    }
  });

  it("refuses an endless stream without newlines once it passes the line cap", async () => {
    async function* endless() {
      for (;;) yield "z".repeat(1024);
    }
    const e = await caught(async () => {
      for await (const _ of splitLines(endless(), "stdin", { maxLineChars: 10_000 })) {
        // nothing
      }
    });
    expect([e.code, e.file, e.line]).toEqual(["E_INPUT_FORMAT", "stdin", 1]);
  });
});

describe("readRegularFile, readStreamText", () => {
  it("reads a file and a stream (TSDoc examples)", async () => {
    expect(readRegularFile(join(dir, "a.txt")).toString("utf8")).toBe("x");
    expect(await readStreamText(Readable.from(["a\n", "b\n"]), "standard input")).toBe("a\nb\n");
  });

  it("refuses a stream longer than the cap", async () => {
    const e = await caught(() => readStreamText(Readable.from(["abc", "def"]), "standard input", 5));
    expect([e.code, e.file]).toEqual(["E_IO", "standard input"]);
  });

  it("refuses a directory", async () => {
    const e = await caught(() => readRegularFile(dir));
    expect(e.message).toMatch(/a directory, not a regular file/);
  });
});

describe("withReadRoots, confinedPath, statIfReadable, readablePath", () => {
  it("isInside compares whole path components", () => {
    expect(isInside("/data/a/b.svm", "/data")).toBe(true);
    expect(isInside("/data", "/data")).toBe(true);
    expect(isInside("/data2/b.svm", "/data")).toBe(false);
    expect(isInside("/", "/data")).toBe(false);
  });

  it("confines reads inside the roots, links resolved; outside, nothing changes", async () => {
    const link = join(dir, "etc-link");
    symlinkSync("/etc", link);
    expect(confinedPath(join(dir, "a.txt"), [dir])).toBe(join(dir, "a.txt"));
    expect(currentReadRoots()).toBeUndefined();
    await withReadRoots([dir], async () => {
      expect(currentReadRoots()).toEqual([dir]);
      expect(readRegularFile(join(dir, "a.txt")).toString()).toBe("x");
      expect(statIfReadable(join(dir, "missing"))).toBeUndefined();
      expect(statIfReadable(dir)?.isDirectory()).toBe(true);
      expect(readablePath(dir)).toBe(dir);
      for (const bad of [join(link, "hostname"), "/etc/hostname", join(dir, "..")]) {
        expect((await caught(() => readRegularFile(bad))).message).toMatch(/outside the directories/);
        expect((await caught(() => statIfReadable(bad))).message).toMatch(/outside the directories/);
      }
    });
    expect(statIfReadable("/nonexistent/textboost")).toBeUndefined();
  });

  it("refuses an empty list and a root that is not a directory", async () => {
    expect((await caught(() => withReadRoots([], () => 1))).code).toBe("E_INVALID_ARGUMENT");
    expect((await caught(() => withReadRoots([join(dir, "a.txt")], () => 1))).code).toBe(
      "E_INVALID_ARGUMENT",
    );
  });
});
