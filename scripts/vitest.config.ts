import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The tests of the repository's own scripts (the release check's pieces, the pnpm hook, the WebAssembly text's unrolling and the generated modules' bytes, the reproduction pages' tables). */
export default defineConfig({
  test: {
    name: "scripts",
    include: ["release/**/*.test.mjs", "wasm/**/*.test.mjs", "docs-tables/**/*.test.mjs"],
    setupFiles: [fileURLToPath(new URL("./fast-check-setup.ts", import.meta.url))],
  },
});
