import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import { sharedConfig } from "../vitest.shared.ts";
import { compileSnippets } from "./snippets/compile-snippets.ts";
import { extractSnippets } from "./snippets/extract-snippets.ts";
import { nameSources, packageEntryPoints } from "./snippets/name-sources.ts";

/*
 * The snippet test: every TypeScript snippet of the READMEs, docs/ and the packages' TSDoc `@example`
 * blocks is written to docs/.snippets/ as a test module of its own and type-checked (strict) before
 * vitest starts; vitest then runs each module. A snippet fails when it does not compile or when its
 * code throws. The snippets run in a temporary folder outside the repository (snippets/temporary-folder.ts),
 * so the files the readers' and writers' examples write never land in docs/; `process.chdir` needs
 * processes, hence the forks. `pnpm --filter @textboost/docs test`.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = fileURLToPath(new URL("./.snippets", import.meta.url));
const compiled = compileSnippets(extractSnippets(root), {
  outDir,
  sourcesFor: nameSources(packageEntryPoints(root)),
});
const failing = compiled.filter((c) => c.errors.length > 0);
writeFileSync(
  `${outDir}/_summary.txt`,
  `${compiled.length} snippets, ${failing.length} with type errors\n${failing.flatMap((c) => c.errors).join("\n")}\n`,
);

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: [".snippets/*.ts", "snippets/**/*.test.ts"],
      exclude: [".snippets/*.no-run.ts", ".snippets-compile-test/**"],
      // One module cache for all snippets: the fixtures are built once, not once per snippet.
      isolate: false,
      pool: "forks",
      globalSetup: ["snippets/temporary-folder.ts"],
      setupFiles: ["snippets/enter-temporary-folder.ts"],
      silent: "passed-only",
      testTimeout: 60_000,
    },
  }),
);
