import { defineConfig } from "vitest/config";

/** One vitest run over every package (the README's test command); each package also runs alone. */
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "scripts/vitest.config.ts",
      "bench/vitest.config.ts",
    ],
    reporters: ["default", "./scripts/summary-reporter.ts"],
  },
});
