// pnpm hooks for this workspace. Only `beforePacking` (pnpm >= 10.28), which shapes the manifest that
// `pnpm pack` and `pnpm publish` put in a tarball (the package.json files in the repository keep
// their shape):
// - the `@textboost/source` export condition goes: it points at ./src/*.ts, which the workspace's
//   tests and typechecks resolve through, and the tarball holds only dist/; a subpath left with no
//   target (a source-only one, such as `@textboost/covers/test-support` for other packages' tests) goes too;
// - each subpath export (`./node`, `./parsers`) gets a `typesVersions` entry, so TypeScript's legacy
//   `moduleResolution: "node10"`, which ignores `exports`, still finds its types.
// The release check (scripts/release-check.mjs) verifies both on the packed tarballs. Publish with
// pnpm (`changeset publish` uses it): `npm publish` would not run this hook.
const SOURCE_CONDITION = "@textboost/source";

/** A copy of an `exports` value without the source condition, at any depth. */
function withoutSourceCondition(value) {
  if (Array.isArray(value)) return value.map(withoutSourceCondition);
  if (value === null || typeof value !== "object") return value;
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key !== SOURCE_CONDITION) out[key] = withoutSourceCondition(inner);
  }
  return out;
}

/** `exports` without the subpaths that have no target left (source-only subpaths). */
function withoutEmptySubpaths(exports) {
  if (exports === null || typeof exports !== "object" || Array.isArray(exports)) return exports;
  const empty = (v) =>
    v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0;
  return Object.fromEntries(Object.entries(exports).filter(([k, v]) => !(k.startsWith("./") && empty(v))));
}

/** `typesVersions` for node10: subpath (without "./") -> its `types` file, for every subpath export. */
function subpathTypes(exports) {
  const paths = {};
  if (exports === null || typeof exports !== "object" || Array.isArray(exports)) return paths;
  for (const [subpath, target] of Object.entries(exports)) {
    if (subpath === "." || !subpath.startsWith("./") || typeof target !== "object" || target === null)
      continue;
    if (typeof target.types === "string") paths[subpath.slice(2)] = [target.types];
  }
  return paths;
}

module.exports = {
  hooks: {
    beforePacking(pkg) {
      if (pkg.exports === undefined) return pkg;
      pkg.exports = withoutEmptySubpaths(withoutSourceCondition(pkg.exports));
      const paths = subpathTypes(pkg.exports);
      if (Object.keys(paths).length > 0 && pkg.typesVersions === undefined)
        pkg.typesVersions = { "*": paths };
      return pkg;
    },
  },
};
