import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { orphanOutputs } from "./orphan-outputs.mjs";

const dir = mkdtempSync(join(tmpdir(), "textboost-orphans-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("orphanOutputs", () => {
  it("lists the built files whose source is gone, and nothing else", () => {
    mkdirSync(join(dir, "src/node"), { recursive: true });
    writeFileSync(join(dir, "src/index.ts"), "");
    writeFileSync(join(dir, "src/node/read.ts"), "");
    const files = [
      "README.md",
      "dist/index.js",
      "dist/index.d.ts",
      "dist/node/read.js",
      "dist/read.js",
      "dist/read.d.ts",
      "dist/old.d.ts.map",
    ];
    expect(orphanOutputs(dir, files)).toEqual(["dist/read.js", "dist/read.d.ts", "dist/old.d.ts.map"]);
  });
});
