// For vitest globalSetup files of packages whose worker threads run built JavaScript (Node 20 cannot
// load .ts in a worker) while the tests run on the TypeScript sources: build the package first when
// any source file is newer than its output, so workers and tests run the same code. CI builds before
// testing, so there this only checks. Dependencies' dist must be current too (`pnpm turbo run build
// --filter=<package>...`).
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

/** Builds the package at `root` (named `name` in messages) when its dist is older than its sources. */
export function buildDistWhenStale(root: string, name: string): void {
  const stale = staleSource(root);
  if (stale === undefined) return;
  console.warn(`${name}: building dist for the worker-thread tests (${relative(root, stale)} is newer than its output)`);
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  try {
    execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], { cwd: root, stdio: "inherit" });
  } catch (e) {
    // tsc writes its output even when it reports type errors (say, a dependency's dist is older
    // than its source); what the workers need is JavaScript as new as the sources.
    if (staleSource(root) !== undefined) throw e;
    console.warn(`${name}: tsc reported errors (above), but dist is up to date with src`);
  }
}
