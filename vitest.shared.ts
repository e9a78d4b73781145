import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Shared vitest settings: tests run on TypeScript sources through the
 * `@textboost/source` export condition, so no package has to be built first.
 */
export const sharedConfig = defineConfig({
  resolve: { conditions: ["@textboost/source", "import", "module", "default"] },
  ssr: { resolve: { conditions: ["@textboost/source", "import", "module", "node", "default"] } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "threads",
    setupFiles: [fileURLToPath(new URL("./scripts/fast-check-setup.ts", import.meta.url))],
  },
});
