// Assembles every WebAssembly text module of the packages, packages/<name>/wasm/<module>.wat, into
// packages/<name>/src/<module>-wasm.ts (the module's bytes as base64), so no package needs a build
// step of its own or a file read at run time. Run it after editing a .wat file:
//   node scripts/wasm/assemble.mjs
// Each package has a test that fails while its committed bytes are not the assembly of its text.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { assembleWat, wasmModuleSource } from "./wat.mjs";

const packages = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "packages");
for (const name of readdirSync(packages)) {
  const dir = join(packages, name, "wasm");
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".wat"))) {
    const module = file.slice(0, -".wat".length);
    const bytes = await assembleWat(readFileSync(join(dir, file), "utf8"));
    writeFileSync(join(packages, name, "src", `${module}-wasm.ts`), wasmModuleSource(module, bytes));
    console.log(`packages/${name}/src/${module}-wasm.ts: ${bytes.length} bytes`);
  }
}
