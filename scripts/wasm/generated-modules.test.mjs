// The committed generated modules of every package are the assembly of its .wat files (else run
// `pnpm wasm`), and nothing else lives in a package's src/generated/.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GENERATED_DIR, generatedModules } from "./generated-modules.mjs";
import { assembleWat } from "./wat.mjs";

const packages = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "packages");
const withWasm = readdirSync(packages).filter((name) => existsSync(join(packages, name, "wasm")));

it("finds the packages that carry WebAssembly text (statistics' kernels and boosting's passes)", () => {
  expect(withWasm).toEqual(expect.arrayContaining(["boosting", "statistics"]));
});

describe.each(withWasm)("packages/%s", (name) => {
  const dir = join(packages, name);

  it("src/generated/ holds exactly the assembly of each wasm/*.wat (else run pnpm wasm)", async () => {
    const modules = await generatedModules(dir);
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) {
      expect(readFileSync(module.path, "utf8"), module.path).toBe(module.source);
      // The header names a .wat file of the package that exists.
      const named = /from (wasm\/[\w-]+\.wat)/.exec(module.source)?.[1];
      expect(named && existsSync(join(dir, named))).toBe(true);
    }
    const expected = modules.map((m) => basename(m.path)).sort();
    expect(readdirSync(join(dir, GENERATED_DIR)).sort()).toEqual(expected);
  });

  it("a shared variant differs from the unshared module (it imports a shared memory)", async () => {
    for (const module of await generatedModules(dir)) {
      if (!module.shared) continue;
      const text = readFileSync(module.wat, "utf8");
      expect(await assembleWat(text, { shared: true })).not.toEqual(await assembleWat(text));
    }
  });
});
