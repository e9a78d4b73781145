import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
// @ts-expect-error: a JavaScript build script without types
import { assembleWat, wasmModuleSource } from "../../../scripts/wasm/wat.mjs";

it("src/update-wasm.ts is the assembly of wasm/update.wat (else run scripts/wasm/assemble.mjs)", async () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const bytes: Uint8Array = await assembleWat(readFileSync(join(root, "wasm", "update.wat"), "utf8"));
  const committed = readFileSync(join(root, "src", "update-wasm.ts"), "utf8");
  expect(committed).toBe(wasmModuleSource("update", bytes));
});

it("src/update-shared-wasm.ts is the assembly of wasm/update.wat over a shared memory (else run scripts/wasm/assemble.mjs)", async () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const text = readFileSync(join(root, "wasm", "update.wat"), "utf8");
  const bytes: Uint8Array = await assembleWat(text, { shared: true });
  const committed = readFileSync(join(root, "src", "update-shared-wasm.ts"), "utf8");
  expect(committed).toBe(wasmModuleSource("update-shared", bytes));
  expect(await assembleWat(text)).not.toEqual(bytes);
});
