// Checks what a documentation build left behind: the API reference (TypeDoc's Markdown in api/ and
// VitePress's pages of it in .vitepress/dist/api/) at most API_LIMIT_BYTES each and one page per
// package (TypeDoc's sidebar has no package with pages under it), and the git status
// of the repository as it was before the build (nothing written into tracked or unignored places).
// TypeDoc warnings fail the build themselves (typedoc.json: treatWarningsAsErrors).
//
//   node docs/check-build.mjs --status-to FILE   record the git status before a build
//   node docs/check-build.mjs --since FILE       after it: compare, and check the sizes
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The most the API reference may take, in each of its two forms. */
export const API_LIMIT_BYTES = 20 * 1024 * 1024;

const docs = fileURLToPath(new URL(".", import.meta.url));
const root = join(docs, "..");

/** `git status --porcelain` of the whole repository at `dir`, untracked files listed one by one. */
export function gitStatus(dir = root) {
  return execFileSync("git", ["status", "--porcelain=v1", "--untracked-files=all"], {
    cwd: dir,
    encoding: "utf8",
  });
}

/** Bytes of the files under `dir` (0 when it does not exist). */
export function folderBytes(dir) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

/**
 * The problems of a finished build: an API output over the limit, and the lines of `git status`
 * that were not there before it. `where` is for tests: another repository, docs folder and limit.
 */
export function buildProblems(statusBefore, where = {}) {
  const repo = where.root ?? root;
  const folder = where.docs ?? docs;
  const limit = where.limitBytes ?? API_LIMIT_BYTES;
  const problems = [];
  for (const [name, dir] of [
    ["TypeDoc's Markdown (docs/api)", join(folder, "api")],
    ["the site's API pages (docs/.vitepress/dist/api)", join(folder, ".vitepress", "dist", "api")],
  ]) {
    const bytes = folderBytes(dir);
    const mb = (bytes / 1024 / 1024).toFixed(1);
    console.log(`docs: ${name}: ${mb} MB`);
    if (bytes > limit) problems.push(`${name} takes ${mb} MB, over ${(limit / 1024 / 1024).toFixed(1)} MB`);
  }
  problems.push(...apiPageProblems(join(folder, "api")));
  const before = new Set(statusBefore.split("\n").filter((l) => l !== ""));
  const added = gitStatus(repo)
    .split("\n")
    .filter((l) => l !== "" && !before.has(l));
  if (added.length > 0) {
    problems.push(
      `the build changed the working tree (write to a temporary folder or an ignored one):\n  ${added.join("\n  ")}`,
    );
  }
  return problems;
}

/**
 * The packages whose API reference is not one page: TypeDoc's sidebar (`api/typedoc-sidebar.json`)
 * lists one entry per package, and a package with pages under it (one per entry point, say) is a
 * problem. Nothing to check before TypeDoc has run.
 */
export function apiPageProblems(apiDir) {
  const file = join(apiDir, "typedoc-sidebar.json");
  if (!existsSync(file)) return [];
  const split = JSON.parse(readFileSync(file, "utf8")).filter((p) => (p.items ?? []).length > 0);
  return split.map(
    (p) =>
      `the API reference of ${p.text} has ${p.items.length} pages (${p.items.map((i) => i.text).join(", ")}), not one page: merge its entry points (@mergeModuleWith <project> in their module comments)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [flag, file] = process.argv.slice(2);
  if (flag === "--status-to" && file) writeFileSync(file, gitStatus());
  else if (flag === "--since" && file) {
    const problems = buildProblems(readFileSync(file, "utf8"));
    for (const p of problems) console.error(`docs: ${p}`);
    if (problems.length > 0) process.exit(1);
  } else {
    console.error("usage: node docs/check-build.mjs --status-to FILE | --since FILE");
    process.exit(2);
  }
}
