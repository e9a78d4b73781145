import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentHash } from "./content-hash.js";
import { checkDataReference, referenceData } from "./data-reference.js";

describe("contentHash and data references", () => {
  it("hashes a file's bytes, and a directory's files with their paths", () => {
    const dir = mkdtempSync(join(tmpdir(), "tb-hash-"));
    writeFileSync(join(dir, "a.txt"), "alpha");
    mkdirSync(join(dir, "sub"));
    writeFileSync(join(dir, "sub", "b.txt"), "beta");
    writeFileSync(join(dir, ".hidden"), "ignored");
    expect(contentHash(join(dir, "a.txt"))).toBe(createHash("sha256").update("alpha").digest("hex"));
    const expected = createHash("sha256")
      .update("a.txt\u00005\u0000alpha")
      .update("sub/b.txt\u00004\u0000beta")
      .digest("hex");
    expect(contentHash(dir)).toBe(expected);
    const ref = referenceData(dir);
    expect(() => checkDataReference(ref)).not.toThrow();
    renameSync(join(dir, "sub", "b.txt"), join(dir, "sub", "c.txt"));
    expect(() => checkDataReference(ref)).toThrow(/not what the job was made for/);
    expect(() => contentHash(join(dir, "missing"))).toThrow(/cannot read/);
  });
});

describe("contentHash of a {split} path", () => {
  it("covers each existing part by name, changes with either part, and names the parts when none exists", () => {
    const dir = mkdtempSync(join(tmpdir(), "tb-hash-split-"));
    writeFileSync(join(dir, "d-train.svm"), "1 1:1\n");
    writeFileSync(join(dir, "d-test.svm"), "2 2:1\n");
    const pattern = join(dir, "d-{split}.svm");
    const expected = createHash("sha256")
      .update(`train\u0000${contentHash(join(dir, "d-train.svm"))}`)
      .update(`test\u0000${contentHash(join(dir, "d-test.svm"))}`)
      .digest("hex");
    expect(contentHash(pattern)).toBe(expected);
    const ref = referenceData(pattern);
    expect(ref.path.endsWith("d-{split}.svm")).toBe(true);
    expect(() => checkDataReference(ref)).not.toThrow();
    writeFileSync(join(dir, "d-test.svm"), "2 3:1\n");
    expect(() => checkDataReference(ref)).toThrow(/not what the job was made for/);
    expect(() => contentHash(join(dir, "none-{split}.svm"))).toThrow(/none-train\.svm, .*none-test\.svm/);
  });
});
