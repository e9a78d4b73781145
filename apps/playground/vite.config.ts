import { defineConfig } from "vite";

/**
 * The playground page: built from the TypeScript sources of the workspace packages (the
 * `@textboost/source` condition), to `dist/` with relative paths so it works from any folder. The
 * synthetic corpus comes from `@textboost/datasets/parsers`, the browser-safe entry.
 */
export default defineConfig({
  base: "./",
  resolve: {
    conditions: ["@textboost/source", "module", "browser", "import", "default"],
  },
  worker: { format: "es" },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 1500 },
});
