import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { resultsDirUnder } from "./results-root.js";

function refused(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (isTextboostError(e)) return e.message;
    throw e;
  }
  return "";
}

describe("resultsDirUnder", () => {
  it("makes a directory inside the root, and refuses one outside or through a link out, making nothing", () => {
    const base = realpathSync(mkdtempSync(join(tmpdir(), "tb-root-")));
    const root = join(base, "root");
    const outside = join(base, "outside");
    mkdirSync(root);
    mkdirSync(outside);
    symlinkSync(outside, join(root, "escape"));
    writeFileSync(join(root, "file"), "x");
    expect(resultsDirUnder(join(root, "grid-1", "a"), root)).toBe(join(root, "grid-1", "a"));
    expect(existsSync(join(root, "grid-1", "a"))).toBe(true);
    expect(resultsDirUnder(root, root)).toBe(root);
    for (const bad of [
      outside,
      join(root, "escape", "x"),
      join(root, "escape"),
      join(base, "rootx"),
      "/etc/cron.d",
    ]) {
      expect(refused(() => resultsDirUnder(bad, root))).toMatch(/outside this worker's results root/);
    }
    expect(refused(() => resultsDirUnder(join(root, "file", "x"), root))).toMatch(/outside|cannot make/);
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(join(base, "rootx"))).toBe(false);
  });

  it("takes a directory under the root as spelled through a link as the same place under the real root", () => {
    const base = realpathSync(mkdtempSync(join(tmpdir(), "tb-root-")));
    mkdirSync(join(base, "real"));
    symlinkSync(join(base, "real"), join(base, "alias"));
    expect(resultsDirUnder(join(base, "alias", "g"), join(base, "real"), join(base, "alias"))).toBe(
      join(base, "real", "g"),
    );
  });
});
