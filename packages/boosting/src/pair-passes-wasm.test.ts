import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
// @ts-expect-error: a JavaScript build script without types
import { assembleWat, hasSharedVariant, wasmModuleSource } from "../../../scripts/wasm/wat.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const text = readFileSync(join(root, "wasm", "pair-passes.wat"), "utf8");

it("src/pair-passes-wasm.ts is the assembly of wasm/pair-passes.wat (else run scripts/wasm/assemble.mjs)", async () => {
  const bytes: Uint8Array = await assembleWat(text);
  const committed = readFileSync(join(root, "src", "pair-passes-wasm.ts"), "utf8");
  expect(committed).toBe(wasmModuleSource("pair-passes", bytes));
});

it("src/pair-passes-shared-wasm.ts is its assembly over a shared memory (else run scripts/wasm/assemble.mjs)", async () => {
  expect(hasSharedVariant(text)).toBe(true);
  const bytes: Uint8Array = await assembleWat(text, { shared: true });
  const committed = readFileSync(join(root, "src", "pair-passes-shared-wasm.ts"), "utf8");
  expect(committed).toBe(wasmModuleSource("pair-passes-shared", bytes));
  expect(await assembleWat(text)).not.toEqual(bytes);
});
