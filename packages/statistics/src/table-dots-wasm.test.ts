import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
// @ts-expect-error: a JavaScript build script without types
import { assembleWat, wasmModuleSource } from "../../../scripts/wasm/wat.mjs";

it("src/table-dots-wasm.ts is the assembly of wasm/table-dots.wat (else run scripts/wasm/assemble.mjs)", async () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const bytes: Uint8Array = await assembleWat(readFileSync(join(root, "wasm", "table-dots.wat"), "utf8"));
  const committed = readFileSync(join(root, "src", "table-dots-wasm.ts"), "utf8");
  expect(committed).toBe(wasmModuleSource("table-dots", bytes));
});

it("src/table-dots-shared-wasm.ts is the assembly of wasm/table-dots.wat over a shared memory (else run scripts/wasm/assemble.mjs)", async () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const text = readFileSync(join(root, "wasm", "table-dots.wat"), "utf8");
  const bytes: Uint8Array = await assembleWat(text, { shared: true });
  const committed = readFileSync(join(root, "src", "table-dots-shared-wasm.ts"), "utf8");
  expect(committed).toBe(wasmModuleSource("table-dots-shared", bytes));
  expect(await assembleWat(text)).not.toEqual(bytes);
});
