import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a JavaScript build script without types
import { assembleWat, hasSharedVariant, wasmModuleSource } from "../../../scripts/wasm/wat.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const modules = readdirSync(join(root, "wasm"))
  .filter((file) => file.endsWith(".wat"))
  .map((file) => file.slice(0, -".wat".length));

describe.each(modules)("wasm/%s.wat", (module) => {
  const text = readFileSync(join(root, "wasm", `${module}.wat`), "utf8");

  it(`src/${module}-wasm.ts is its assembly (else run scripts/wasm/assemble.mjs)`, async () => {
    const bytes: Uint8Array = await assembleWat(text);
    expect(readFileSync(join(root, "src", `${module}-wasm.ts`), "utf8")).toBe(
      wasmModuleSource(module, bytes),
    );
  });

  // Only modules that say `;; variants: shared` have one.
  if (hasSharedVariant(text))
    it(`src/${module}-shared-wasm.ts is its assembly over a shared memory (else run scripts/wasm/assemble.mjs)`, async () => {
      const bytes: Uint8Array = await assembleWat(text, { shared: true });
      const committed = readFileSync(join(root, "src", `${module}-shared-wasm.ts`), "utf8");
      expect(committed).toBe(wasmModuleSource(`${module}-shared`, bytes));
      expect(await assembleWat(text)).not.toEqual(bytes);
    });
});

it("finds the package's five modules, each with a shared variant (threads share them all)", () => {
  expect(modules.sort()).toEqual(["label-bounds", "table-dots", "term-sides", "term-sums", "update"]);
  for (const module of modules)
    expect(hasSharedVariant(readFileSync(join(root, "wasm", `${module}.wat`), "utf8"))).toBe(true);
});
