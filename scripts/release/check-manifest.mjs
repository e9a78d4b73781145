// What every packed manifest must say, and that everything it points at is in the tarball.
// Returns problems as sentences; an empty list means the package passes.
import { publishingFields } from "./publishing-fields.mjs";

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

/** JSON with object keys sorted, to compare values whatever order their keys were written in. */
function canonical(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
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
  for (const [field, value] of Object.entries(publishingFields(pkg.relDir))) {
    need(
      canonical(manifest[field]) === canonical(value),
      `"${field}" must be ${JSON.stringify(value)} (node scripts/fill-publishing-fields.mjs writes it)`,
    );
  }
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
