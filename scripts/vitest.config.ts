import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The tests of the repository's own scripts (the release check's pieces and the pnpm hook). */
export default defineConfig({
  test: {
    name: "scripts",
    include: ["release/**/*.test.mjs"],
    setupFiles: [fileURLToPath(new URL("./fast-check-setup.ts", import.meta.url))],
  },
});
