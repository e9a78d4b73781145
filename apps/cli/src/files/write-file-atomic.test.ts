import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isTextboostError } from "@textboost/core";
import { afterAll, describe, expect, it } from "vitest";
import { writeFileAtomic } from "./write-file-atomic.js";

const dir = mkdtempSync(join(tmpdir(), "textboost-atomic-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("writeFileAtomic", () => {
  it("writes the whole text, replaces an earlier file and leaves no temporary file", () => {
    const file = join(dir, "a.json");
    writeFileAtomic(file, "one\n", "the model");
    writeFileAtomic(file, "two\n", "the model");
    expect(readFileSync(file, "utf8")).toBe("two\n");
    expect(readdirSync(dir)).toEqual(["a.json"]);
  });

  it("never touches a file named like its temporary files, and names the file when it cannot write", () => {
    const file = join(dir, "b.json");
    // Files a fixed temporary name (path.pid.tmp) would have replaced.
    writeFileSync(`${file}.${process.pid}.tmp`, "mine");
    writeFileAtomic(file, "model\n", "the model");
    expect(readFileSync(`${file}.${process.pid}.tmp`, "utf8")).toBe("mine");
    const folder = join(dir, "folder");
    mkdirSync(folder);
    try {
      writeFileAtomic(folder, "x", "the model");
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_IO") && e.file === folder).toBe(true);
      expect((e as Error).message).toMatch(/cannot write the model/);
    }
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([`b.json.${process.pid}.tmp`]);
  });
});
