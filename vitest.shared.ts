import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";

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

/**
 * The shared settings for a package whose tests start worker threads: they run built JavaScript
 * (Node 20 cannot load .ts in a worker), so before the tests the stale dist of the package and of
 * the workspace packages it needs is built (scripts/build-stale-dist.ts).
 */
export const withBuiltDist = mergeConfig(sharedConfig, {
  test: { globalSetup: [fileURLToPath(new URL("./scripts/build-stale-dist.ts", import.meta.url))] },
});
