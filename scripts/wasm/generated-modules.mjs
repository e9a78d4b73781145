// What scripts/wasm/assemble.mjs writes for a package and what its test compares: every module of
// the package's wasm/ folder, assembled, with the TypeScript source that carries its bytes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { assembleWat, hasSharedVariant, wasmModuleSource } from "./wat.mjs";

/** Where a package's generated modules live, under its folder. */
export const GENERATED_DIR = join("src", "generated");

/**
 * @typedef {object} GeneratedModule
 * @property {string} wat - the .wat file it is assembled from
 * @property {string} path - the generated .ts file
 * @property {string} source - what that file must hold
 * @property {boolean} shared - assembled over a shared memory
 * @property {number} bytes - the module's size in bytes
 */

/**
 * Every generated module of the package at `dir`: for each `wasm/<module>.wat`,
 * `src/generated/<module>-wasm.ts`, and `<module>-shared-wasm.ts` when the text says
 * `;; variants: shared`. A package without a wasm/ folder has none.
 *
 * @param {string} dir - a package folder, e.g. packages/statistics
 * @returns {Promise<GeneratedModule[]>} in file-name order, each unshared module before its shared one
 */
export async function generatedModules(dir) {
  const wasm = join(dir, "wasm");
  if (!existsSync(wasm)) return [];
  const out = [];
  const files = readdirSync(wasm)
    .filter((f) => f.endsWith(".wat"))
    .sort();
  for (const file of files) {
    const module = file.slice(0, -".wat".length);
    const wat = join(wasm, file);
    const text = readFileSync(wat, "utf8");
    for (const shared of hasSharedVariant(text) ? [false, true] : [false]) {
      const bytes = await assembleWat(text, { shared });
      const variant = shared ? `${module}-shared` : module;
      out.push({
        wat,
        path: join(dir, GENERATED_DIR, `${variant}-wasm.ts`),
        source: wasmModuleSource(module, bytes, shared),
        shared,
        bytes: bytes.length,
      });
    }
  }
  return out;
}
