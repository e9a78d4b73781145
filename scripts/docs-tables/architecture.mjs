/**
 * The generated parts of docs/architecture.md: the package graph (a Mermaid diagram) and the table
 * of packages, from every package.json of packages/ and apps/, so the page cannot draw an edge the
 * manifests do not have.
 */
import { existsSync, readdirSync } from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { markdownTable } from "./regions.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Every workspace manifest, from the repository root: packages/<name>/package.json, apps/<name>/package.json. */
export const MANIFESTS = ["packages", "apps"].flatMap((group) => {
  const dir = path.join(root, group);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, "package.json")))
    .sort()
    .map((name) => `${group}/${name}/package.json`);
});

/** A manifest's short name: `core` for @textboost/core, `apps/cli` for the CLI. */
const shortName = (manifest, file) =>
  file.startsWith("apps/") ? `apps/${file.split("/")[1]}` : manifest.name.replace("@textboost/", "");

/** The workspace packages a manifest needs at run time (dependencies and peer dependencies). */
const runtimeDeps = (manifest) =>
  Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((d) =>
    d.startsWith("@textboost/"),
  );

/**
 * The run-time dependency graph with every edge that a longer path already implies left out (its
 * transitive reduction), so each arrow drawn is needed to read the graph.
 */
export function reducedGraph(manifests) {
  const byName = new Map(manifests.map(({ manifest, file }) => [manifest.name, shortName(manifest, file)]));
  const edges = new Map(
    manifests.map(({ manifest }) => [
      byName.get(manifest.name),
      runtimeDeps(manifest)
        .map((d) => byName.get(d))
        .filter((d) => d !== undefined),
    ]),
  );
  const reach = new Map();
  const reachable = (node) => {
    if (reach.has(node)) return reach.get(node);
    const out = new Set();
    reach.set(node, out);
    for (const d of edges.get(node) ?? []) {
      out.add(d);
      for (const e of reachable(d)) out.add(e);
    }
    return out;
  };
  const reduced = new Map();
  for (const [node, deps] of edges) {
    reduced.set(
      node,
      deps.filter((d) => !deps.some((other) => other !== d && reachable(other).has(d))).sort(),
    );
  }
  return reduced;
}

const id = (name) => name.replace(/[^a-z0-9]/g, "");

function graph(...manifests) {
  const named = manifests.map((manifest, i) => ({ manifest, file: MANIFESTS[i] }));
  const reduced = reducedGraph(named);
  const lines = ["```mermaid", "flowchart BT"];
  for (const node of [...reduced.keys()].sort()) lines.push(`  ${id(node)}["${node}"]`);
  for (const [node, deps] of [...reduced].sort(([a], [b]) => a.localeCompare(b))) {
    for (const d of deps) lines.push(`  ${id(node)} --> ${id(d)}`);
  }
  lines.push("```");
  return lines.join("\n");
}

function packageTable(...manifests) {
  const rows = manifests.map((manifest, i) => {
    const file = MANIFESTS[i];
    const deps = runtimeDeps(manifest)
      .map((d) => d.replace("@textboost/", ""))
      .sort();
    return [
      `[${shortName(manifest, file)}](../${path.dirname(file)})`,
      manifest.description ?? "",
      deps.length === 0 ? "—" : deps.join(", "),
    ];
  });
  return markdownTable(["package", "what it is", "needs at run time"], rows);
}

/** The page's tables: name -> the files it reads and how it renders them. */
export const TABLES = {
  "architecture-graph": { results: MANIFESTS, render: graph },
  "architecture-packages": { results: MANIFESTS, render: packageTable },
};
