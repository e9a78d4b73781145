import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
// @ts-expect-error: a JavaScript build script without types
import { assembleWat } from "../scripts/wat.mjs";
import { PAIR_PASSES_WASM } from "./pair-passes-wasm.js";

it("the committed WebAssembly bytes are the assembly of wasm/pair-passes.wat (else run scripts/assemble-wasm.mjs)", async () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const bytes: Uint8Array = await assembleWat(readFileSync(join(root, "wasm", "pair-passes.wat"), "utf8"));
  expect(Buffer.from(bytes).toString("base64")).toBe(PAIR_PASSES_WASM);
});
