// Assembles every WebAssembly text module of the packages, packages/<name>/wasm/<module>.wat, into
// packages/<name>/src/generated/<module>-wasm.ts (the module's bytes as base64), so no package reads
// a file at run time. A module whose text says `;; variants: shared` is also assembled over a shared
// memory, into packages/<name>/src/generated/<module>-shared-wasm.ts, for threads that share one
// memory.
//   node scripts/wasm/assemble.mjs                      write every package's modules
//   node scripts/wasm/assemble.mjs packages/statistics  write one package's (its `wasm` script)
//   node scripts/wasm/assemble.mjs --check              write nothing; exit 1 when a module is stale
// `turbo run build` runs each package's `wasm` script first (turbo.json), so a changed .wat is
// assembled before the package builds; CI runs the check.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { generatedModules } from "./generated-modules.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const check = args.includes("--check");
const named = args.filter((a) => a !== "--check").map((a) => resolve(a));
const packages = named.length > 0 ? named : packageDirs(join(root, "packages"));

let stale = 0;
for (const dir of packages) {
  for (const module of await generatedModules(dir)) {
    const shown = relative(root, module.path);
    const current = existsSync(module.path) ? readFileSync(module.path, "utf8") : undefined;
    if (current === module.source) {
      if (!check) console.log(`${shown}: ${module.bytes} bytes, unchanged`);
      continue;
    }
    if (check) {
      console.error(`${shown} is not the assembly of ${relative(root, module.wat)} (run: pnpm wasm)`);
      stale++;
      continue;
    }
    mkdirSync(dirname(module.path), { recursive: true });
    writeFileSync(module.path, module.source);
    console.log(`${shown}: ${module.bytes} bytes, written`);
  }
}
if (stale > 0) process.exit(1);

/** @param {string} dir @returns {string[]} the package folders with a wasm/ folder */
function packageDirs(dir) {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((p) => existsSync(join(p, "wasm")));
}
