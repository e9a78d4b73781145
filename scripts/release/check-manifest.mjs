// What every packed manifest must say, and that everything it points at is in the tarball.
// Returns problems as sentences; an empty list means the package passes.

const REPOSITORY_URL = "git+https://github.com/textboost/textboost.git";
const SOURCE_CONDITION = "@textboost/source";

/** Every file path an `exports` (or `typesVersions`) value points at, with the condition path. */
function targets(value, where, out = []) {
  if (typeof value === "string") out.push({ path: value, where });
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) targets(v, `${where}[${i}]`, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) targets(inner, `${where}[${JSON.stringify(key)}]`, out);
  }
  return out;
}

/** Whether `key` occurs as an object key anywhere in `value`. */
function hasKey(value, key) {
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => k === key || hasKey(v, key));
}

/**
 * @param {{ name: string, relDir: string }} pkg - the workspace package
 * @param {Record<string, any>} manifest - the packed package.json
 * @param {string[]} files - the tarball's files, relative to the package folder
 * @param {Set<string>} packedNames - every package packed in this run
 * @returns {string[]} problems
 */
export function checkManifest(pkg, manifest, files, packedNames) {
  const problems = [];
  const has = new Set(files.map((f) => f.replace(/^\.\//, "")));
  const need = (ok, what) => {
    if (!ok) problems.push(what);
  };

  need(manifest.type === "module", `"type" must be "module"`);
  need(manifest.license === "MIT", `"license" must be "MIT"`);
  need(
    typeof manifest.description === "string" && manifest.description.length > 0,
    `"description" is missing`,
  );
  need(
    manifest.repository?.type === "git" &&
      manifest.repository?.url === REPOSITORY_URL &&
      manifest.repository?.directory === pkg.relDir,
    `"repository" must be { "type": "git", "url": "${REPOSITORY_URL}", "directory": "${pkg.relDir}" }`,
  );
  need(
    typeof manifest.homepage === "string" && manifest.homepage.includes(pkg.relDir),
    `"homepage" must be a URL of ${pkg.relDir}`,
  );
  need(typeof manifest.bugs?.url === "string", `"bugs" must be { "url": ... }`);
  need(
    Array.isArray(manifest.keywords) && manifest.keywords.includes("textboost"),
    `"keywords" must be a list that includes "textboost"`,
  );
  need(Array.isArray(manifest.files) && manifest.files.length > 0, `"files" must list what is published`);
  need(manifest.publishConfig?.access === "public", `"publishConfig": { "access": "public" } is missing`);
  need(typeof manifest.engines?.node === "string", `"engines.node" is missing`);
  need(manifest.exports !== undefined, `"exports" is missing`);
  need(
    !hasKey(manifest.exports, SOURCE_CONDITION),
    `the packed "exports" still has the ${SOURCE_CONDITION} condition`,
  );
  need(has.has("README.md"), "the tarball has no README.md");
  need(has.has("LICENSE"), "the tarball has no LICENSE");

  const pointers = [
    ...targets(manifest.exports, "exports"),
    ...targets(manifest.typesVersions, "typesVersions"),
    ...targets(manifest.bin, "bin"),
    ...targets(manifest.main, "main"),
    ...targets(manifest.types, "types"),
  ];
  for (const { path, where } of pointers) {
    if (path.includes("*")) continue; // a pattern; publint checks those
    const file = path.replace(/^\.\//, "");
    need(has.has(file), `${where} points at ${path}, which the tarball does not hold`);
  }

  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
    for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
      need(!String(range).startsWith("workspace:"), `${field}.${dep} is still "${range}"`);
      if (dep.startsWith("@textboost/")) {
        need(packedNames.has(dep), `${field}.${dep} is not a publishable package of the workspace`);
      }
    }
  }
  return problems;
}
