// pnpm hooks for this workspace. Only `beforePacking` (pnpm >= 10.28): the manifest that `pnpm pack`
// and `pnpm publish` put in a tarball loses the `@textboost/source` export condition. That condition
// points at ./src/*.ts, which tests and typechecks inside the workspace resolve through; the tarball
// holds only dist/, so a packed condition would point at files that are not there.
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

module.exports = {
  hooks: {
    beforePacking(pkg) {
      if (pkg.exports !== undefined) pkg.exports = withoutSourceCondition(pkg.exports);
      return pkg;
    },
  },
};
