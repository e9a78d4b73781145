// The publishable packages of the workspace: every packages/* and apps/* folder with a package.json
// that is not private. Found by walking the folders, so a new package is checked without edits here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The groups of folders that hold packages, relative to the repository root. */
export const PACKAGE_GROUPS = ["packages", "apps"];

/**
 * @param {string} root - the repository root
 * @returns {{ name: string, dir: string, relDir: string, pkg: Record<string, any> }[]} sorted by name
 */
export function publishablePackages(root) {
  const found = [];
  for (const group of PACKAGE_GROUPS) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { withFileTypes: true })) {
      const file = join(base, entry.name, "package.json");
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, "utf8"));
      if (pkg.private === true) continue;
      found.push({ name: pkg.name, dir: join(base, entry.name), relDir: `${group}/${entry.name}`, pkg });
    }
  }
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
