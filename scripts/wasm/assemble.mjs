// Assembles every WebAssembly text module of the packages, packages/<name>/wasm/<module>.wat, into
// packages/<name>/src/<module>-wasm.ts (the module's bytes as base64), so no package needs a build
// step of its own or a file read at run time. Run it after editing a .wat file:
//   node scripts/wasm/assemble.mjs
// A module whose text says `;; variants: shared` is also assembled over a shared memory, into
// packages/<name>/src/<module>-shared-wasm.ts, for threads that share one memory.
// Each package has a test that fails while its committed bytes are not the assembly of its text.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { assembleWat, hasSharedVariant, wasmModuleSource } from "./wat.mjs";

const packages = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "packages");
for (const name of readdirSync(packages)) {
  const dir = join(packages, name, "wasm");
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".wat"))) {
    const module = file.slice(0, -".wat".length);
    const text = readFileSync(join(dir, file), "utf8");
    const variants = hasSharedVariant(text) ? [module, `${module}-shared`] : [module];
    for (const variant of variants) {
      const bytes = await assembleWat(text, { shared: variant !== module });
      writeFileSync(join(packages, name, "src", `${variant}-wasm.ts`), wasmModuleSource(variant, bytes));
      console.log(`packages/${name}/src/${variant}-wasm.ts: ${bytes.length} bytes`);
    }
  }
}
