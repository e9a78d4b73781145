#!/usr/bin/env node
// Checks the shape of the workspace dependency graph (run by CI as `pnpm check:deps`):
//  1. no cycles among workspace packages (dependencies, peer and dev dependencies alike);
//  2. @textboost/core depends on nothing;
//  3. a boosting package depends on no other boosting package, except where composition is the
//     point (treeboost and rotation-forest take a flat booster as a value, with a default);
//  4. every @textboost/* import in a package's src is declared in its package.json;
//  5. packages (all but the CLI, docs and bench) import no Node built-ins outside Node-only entry points
//     (files under src/node/ or named *.node.ts) and tests.
// Prints every problem found and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const BOOSTERS = ["adaboost-mh", "mp-boost", "treeboost", "adaboost-lc", "rotation-forest"].map(
  (n) => `@textboost/${n}`,
);
const COMPOSERS = { "@textboost/treeboost": BOOSTERS, "@textboost/rotation-forest": BOOSTERS };
// Packages that are Node-only as a whole (distributed: BullMQ, Redis, the file system).
const NODE_OK = new Set(["@textboost/cli", "@textboost/bench", "@textboost/docs", "@textboost/distributed"]);
const NODE_BUILTINS = /^(node:|fs$|fs\/|path$|os$|worker_threads$|child_process$|url$|stream$|readline$)/;

const problems = [];
const packages = new Map();
for (const group of ["packages", "apps"]) {
  const base = join(root, group);
  if (!existsSync(base)) continue;
  for (const dir of readdirSync(base)) {
    const file = join(base, dir, "package.json");
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8"));
      packages.set(pkg.name, { dir: join(base, dir), pkg });
    }
  }
}

const edges = new Map();
for (const [name, { pkg }] of packages) {
  const all = { ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.devDependencies };
  edges.set(
    name,
    Object.keys(all).filter((d) => packages.has(d)),
  );
}

// 1. cycles
const state = new Map();
const stack = [];
function visit(n) {
  state.set(n, "open");
  stack.push(n);
  for (const d of edges.get(n)) {
    if (state.get(d) === "open")
      problems.push(`cycle: ${[...stack.slice(stack.indexOf(d)), d].join(" -> ")}`);
    else if (!state.has(d)) visit(d);
  }
  stack.pop();
  state.set(n, "done");
}
for (const n of packages.keys()) if (!state.has(n)) visit(n);

// 2. and 3.
for (const [name, { pkg }] of packages) {
  const runtime = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  if (name === "@textboost/core" && runtime.length > 0)
    problems.push(`@textboost/core must depend on nothing, has ${runtime.join(", ")}`);
  if (BOOSTERS.includes(name)) {
    for (const d of runtime) {
      if (BOOSTERS.includes(d) && !(COMPOSERS[name] ?? []).includes(d))
        problems.push(`${name} must not depend on another booster (${d})`);
    }
  }
}

// 4. and 5.
function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|mts|js|mjs)$/.test(e) ? [p] : [];
  });
}
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
for (const [name, { dir, pkg }] of packages) {
  const declared = new Set(
    Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.devDependencies }),
  );
  const runtimeDeclared = new Set(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }));
  for (const file of sourceFiles(join(dir, "src"))) {
    const rel = relative(root, file);
    const isTest = /\.(test|bench)\.ts$/.test(file) || rel.includes("test-support");
    const nodeOnly = rel.includes("/src/node/") || /\.node\.ts$/.test(file);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const pkgOf = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
      if (spec.startsWith("@textboost/") && pkgOf !== name) {
        if (!(isTest ? declared : runtimeDeclared).has(pkgOf))
          problems.push(
            `${rel} imports ${pkgOf}, not declared in ${name}'s ${isTest ? "" : "runtime "}dependencies`,
          );
      }
      if (!isTest && !nodeOnly && !NODE_OK.has(name) && NODE_BUILTINS.test(spec)) {
        problems.push(
          `${rel} imports Node built-in "${spec}" but ${name} must run in browsers (move it to src/node/ or a *.node.ts entry)`,
        );
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`check-deps: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`check-deps: ${packages.size} packages, no cycles, boundaries respected`);
