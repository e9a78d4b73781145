// vitest globalSetup: the worker threads of src/node run built JavaScript (dist/node/worker.js and the
// modules it imports), while the tests run on the TypeScript sources. Build the package first when any
// source file is newer than its output, so workers and tests run the same code. CI builds before
// testing, so there this only checks.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "test-support" ? [] : sources(path);
    return /\.ts$/.test(entry) && !/\.(test|bench)\.ts$/.test(entry) ? [path] : [];
  });
}

/** The first source file whose built .js is missing or older, if any. */
export function staleSource(): string | undefined {
  const src = join(root, "src");
  return sources(src).find((file) => {
    const out = join(root, "dist", relative(src, file)).replace(/\.ts$/, ".js");
    return !existsSync(out) || statSync(out).mtimeMs < statSync(file).mtimeMs;
  });
}

export function setup(): void {
  const stale = staleSource();
  if (stale === undefined) return;
  console.warn(
    `@textboost/stumps: building dist for the worker-thread tests (${relative(root, stale)} is newer than its output)`,
  );
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  try {
    execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], {
      cwd: root,
      stdio: "inherit",
    });
  } catch (e) {
    // tsc writes its output even when it reports type errors (say, a dependency's dist is older
    // than its source); what the workers need is JavaScript as new as the sources.
    const still = staleSource();
    if (still !== undefined) throw e;
    console.warn("@textboost/stumps: tsc reported errors (above), but dist is up to date with src");
  }
}
