import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { writeTextCorpus } from "../src/test-support/run.js";

const BIN = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

/** The algorithm packages, each of which should load only when its algorithm runs. */
const ALGORITHM_PACKAGES = ["adaboost-mh", "mp-boost", "adaboost-lc", "rotation-forest", "treeboost"];

/**
 * Runs the executable with module hooks that report every @textboost package it resolves (Node's
 * `module.register`), and returns their names.
 */
async function packagesLoaded(hooksDir: string, argv: string[]): Promise<Set<string>> {
  const register = join(hooksDir, "register.mjs");
  const child = spawn(process.execPath, ["--import", pathToFileURL(register).href, BIN, ...argv]);
  let err = "";
  child.stderr.on("data", (d) => {
    err += String(d);
  });
  child.stdout.resume();
  const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
  expect(code, err).toBe(0);
  return new Set([...err.matchAll(/^LOADED (\S+)$/gm)].map((m) => m[1]!));
}

describe("the textboost executable loads only the packages of what it runs", () => {
  let hooksDir = "";
  let stem = "";
  beforeAll(() => {
    if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build the CLI first (pnpm build)`);
    hooksDir = mkdtempSync(join(tmpdir(), "textboost-hooks-"));
    const hooks = pathToFileURL(join(hooksDir, "hooks.mjs")).href;
    writeFileSync(
      join(hooksDir, "hooks.mjs"),
      `export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  const m = /\\/packages\\/([^/]+)\\/dist\\//.exec(r.url);
  if (m) console.error("LOADED " + m[1]);
  return r;
}
`,
    );
    writeFileSync(
      join(hooksDir, "register.mjs"),
      `import { register } from "node:module";\nregister(${JSON.stringify(hooks)});\n`,
    );
    stem = writeTextCorpus();
  });

  it("--version loads no algorithm package", async () => {
    const loaded = await packagesLoaded(hooksDir, ["--version"]);
    expect(ALGORITHM_PACKAGES.filter((p) => loaded.has(p))).toEqual([]);
    expect(loaded.has("core")).toBe(true); // the hooks do see the packages
  });

  it.each([
    ["adaboost-mh", "adaboost-mh"],
    ["mp-boost", "mp-boost"],
    ["adaboost-lc", "adaboost-lc"],
  ])("train --algorithm %s loads %s and no other algorithm package", async (algorithm, own) => {
    const out = join(hooksDir, `${algorithm}.json`);
    const argv = ["train", "--format", "boostexter", "--data", stem, "--algorithm", algorithm];
    const loaded = await packagesLoaded(hooksDir, [
      ...argv,
      "--iterations",
      "3",
      "--threads",
      "1",
      "--out",
      out,
    ]);
    expect(loaded.has(own)).toBe(true);
    expect(ALGORITHM_PACKAGES.filter((p) => p !== own && loaded.has(p))).toEqual([]);
  });
});
