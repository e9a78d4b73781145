// For vitest globalSetup files: worker threads run built JavaScript (dist/, and the dist of the
// packages it imports), while the tests run on the TypeScript sources. Build each given package
// when any of its source files is newer than its output, so workers and tests run the same code.
// CI builds before testing, so there this only checks.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "test-support" ? [] : sources(path);
    return /\.ts$/.test(entry) && !/\.(test|bench)\.ts$/.test(entry) ? [path] : [];
  });
}

/** The first source file of the package at `root` whose built .js is missing or older, if any. */
export function staleSource(root: string): string | undefined {
  const src = join(root, "src");
  return sources(src).find((file) => {
    const out = join(root, "dist", relative(src, file)).replace(/\.ts$/, ".js");
    return !existsSync(out) || statSync(out).mtimeMs < statSync(file).mtimeMs;
  });
}

/**
 * Builds (tsc -p tsconfig.build.json) every package of `roots` whose dist is stale, in the order given
 * (list dependencies first).
 *
 * @param roots - package directories
 */
export function buildStaleDist(roots: readonly string[]): void {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  for (const root of roots) {
    const stale = staleSource(root);
    if (stale === undefined) continue;
    console.warn(
      `building ${relative(join(root, ".."), root)} for the worker-thread tests (${relative(root, stale)} is newer than its output)`,
    );
    try {
      execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], {
        cwd: root,
        stdio: "inherit",
      });
    } catch (e) {
      // tsc writes its output even when it reports type errors (say, a dependency's dist is older
      // than its source); what the workers need is JavaScript as new as the sources.
      if (staleSource(root) !== undefined) throw e;
      console.warn(`${root}: tsc reported errors (above), but dist is up to date with src`);
    }
  }
}
