import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The playground page: built from the TypeScript sources of the workspace packages (the
 * `@textboost/source` condition), to `dist/` with relative paths so it works from any folder.
 *
 * `@textboost/datasets` has no browser entry yet (its index also exports the file readers, which
 * import `node:fs`), so the page takes the synthetic corpus generator from its source folder.
 */
export default defineConfig({
  base: "./",
  resolve: {
    conditions: ["@textboost/source", "module", "browser", "import", "default"],
    alias: {
      "@textboost/datasets": fileURLToPath(
        new URL("../../packages/datasets/src/synthetic/index.ts", import.meta.url),
      ),
    },
  },
  worker: { format: "es" },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 1500 },
});
