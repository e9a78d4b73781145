import { readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";
import type { Snippet } from "./extract-snippets.js";

/** The fixtures module, as the generated snippet modules (in docs/.snippets) import it; other paths are relative to the repository root from there. */
export const FIXTURES = "../snippets/fixtures.js";

/** Node built-in modules a TSDoc example may use without importing them (reading and writing files, temporary directories, URLs). */
const NODE_MODULES = ["node:fs", "node:os", "node:path", "node:url"];

/** Every entry point of the workspace packages (`@textboost/core`, `@textboost/workers/node`, ...). */
export function packageEntryPoints(root: string): string[] {
  return readdirSync(path.join(root, "packages"))
    .sort()
    .flatMap((dir) => {
      const json = JSON.parse(readFileSync(path.join(root, "packages", dir, "package.json"), "utf8")) as {
        name: string;
        exports: Record<string, unknown>;
      };
      return Object.keys(json.exports)
        .filter((k) => k !== "./package.json")
        .map((k) => (k === "." ? json.name : `${json.name}/${k.slice(2)}`));
    });
}

/**
 * Where the names a snippet uses without declaring them may come from, in order of preference.
 * A TSDoc `@example` shows its function in use, so its own source file's exports (also where the
 * package does not export them), its package's exports, the fixtures' data
 * (`dataset`, `X`, `testX`, `model`, ...), the other packages' exports and a few Node modules are in
 * scope. A Markdown snippet is what a reader copies, so it must import every package name it uses
 * itself; only the fixtures' data is given.
 *
 * @param entryPoints - the result of {@link packageEntryPoints}.
 * @returns the `sourcesFor` option of `compileSnippets`.
 * @example
 * ```ts
 * const sourcesFor = nameSources(packageEntryPoints(root));
 * sourcesFor(snippet); // ["@textboost/core", "../snippets/fixtures.js", "@textboost/adaboost-lc", ...]
 * ```
 */
export function nameSources(entryPoints: readonly string[]): (snippet: Snippet) => string[] {
  return (snippet) => {
    if (snippet.kind === "markdown") return [FIXTURES];
    const own = entryPoints.filter(
      (e) =>
        snippet.packageName !== undefined &&
        (e === snippet.packageName || e.startsWith(`${snippet.packageName}/`)),
    );
    const others = entryPoints.filter((e) => !own.includes(e));
    const file = `../../${snippet.file.replace(/\.ts$/, ".js")}`;
    return [file, ...own, FIXTURES, ...others, ...NODE_MODULES];
  };
}
