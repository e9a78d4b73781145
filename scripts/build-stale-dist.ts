// The vitest globalSetup of the packages whose tests start worker threads (`withBuiltDist` of
// vitest.shared.ts): worker threads run built JavaScript (dist/, and the dist of the packages it
// imports), while the tests run on the TypeScript sources. Build the package and each workspace
// package it depends on when any of its source files is newer than its output, so workers and tests
// run the same code. CI builds before testing, so there this only checks.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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

/** The workspace packages a package.json names (`@textboost/<name>`), as folders beside `root`. */
function workspaceDependencies(root: string, fields: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<
    string,
    Record<string, string> | undefined
  >;
  return fields
    .flatMap((field) => Object.entries(manifest[field] ?? {}))
    .filter(([name, range]) => name.startsWith("@textboost/") && range.startsWith("workspace:"))
    .map(([name]) => join(root, "..", name.slice("@textboost/".length)))
    .filter((dir) => existsSync(join(dir, "tsconfig.build.json")));
}

/**
 * The package at `root` and every workspace package it needs at run time (its dependencies and
 * development dependencies, then their dependencies), each after the packages it depends on: the
 * order in which to build them.
 *
 * @param root - a package directory, e.g. packages/workers
 * @returns package directories, dependencies first, `root` last
 */
export function buildOrder(root: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (dir: string, fields: readonly string[]): void => {
    if (seen.has(dir)) return;
    seen.add(dir);
    for (const dependency of workspaceDependencies(dir, fields)) visit(dependency, ["dependencies"]);
    order.push(dir);
  };
  visit(root, ["dependencies", "devDependencies"]);
  return order;
}

/**
 * vitest globalSetup: builds the stale dist of the tested package and of the packages it needs.
 *
 * @param project - the vitest project whose tests start (its `config.root` is the package)
 */
export function setup(project: { readonly config: { readonly root: string } }): void {
  buildStaleDist(buildOrder(project.config.root));
}
