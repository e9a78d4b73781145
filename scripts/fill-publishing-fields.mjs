#!/usr/bin/env node
// Writes the publishing fields (repository, homepage, bugs; keywords, files and public access when
// missing) into every publishable package.json that lacks them, after "license". Idempotent: a
// package that has them is left as it is. For packages made before scripts/new-package.mjs wrote
// these fields: `node scripts/fill-publishing-fields.mjs`, then check with the release check.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BASE_KEYWORDS, publishingFields } from "./release/publishing-fields.mjs";
import { publishablePackages } from "./release/workspace-packages.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
for (const { dir, relDir, pkg } of publishablePackages(root)) {
  const wanted = {
    ...publishingFields(relDir),
    keywords: [...new Set([...BASE_KEYWORDS, ...(pkg.keywords ?? [])])],
  };
  const out = {};
  for (const [key, value] of Object.entries(pkg)) {
    out[key] = key in wanted ? wanted[key] : value;
    if (key === "license")
      Object.assign(out, Object.fromEntries(Object.entries(wanted).filter(([k]) => !(k in pkg))));
  }
  for (const [key, value] of Object.entries(wanted)) if (!(key in out)) out[key] = value;
  out.files ??= ["dist"];
  out.publishConfig ??= { access: "public" };
  const text = `${JSON.stringify(out, null, 2)}\n`;
  if (text !== readFileSync(join(dir, "package.json"), "utf8")) {
    writeFileSync(join(dir, "package.json"), text);
    console.log(`updated ${relDir}/package.json`);
  }
}
