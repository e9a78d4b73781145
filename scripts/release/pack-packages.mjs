// Packs packages with `pnpm pack` (so the workspace's .pnpmfile.cjs shapes the packed manifest and
// `workspace:` ranges become versions), one pnpm run for all of them.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";

/**
 * @param {string} root - the repository root
 * @param {{ name: string, relDir: string }[]} packages - what to pack
 * @param {string} destination - the folder the tarballs go to (created when missing)
 * @returns {Map<string, { tarball: string, files: string[] }>} by package name: the tarball's path
 *   and the files it holds (relative to the package folder)
 */
export function packPackages(root, packages, destination) {
  mkdirSync(destination, { recursive: true });
  const filters = packages.flatMap((p) => ["--filter", `./${p.relDir}`]);
  const out = execFileSync(
    "pnpm",
    ["--recursive", ...filters, "pack", "--pack-destination", destination, "--json"],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 << 20 },
  );
  const parsed = JSON.parse(out);
  const results = Array.isArray(parsed) ? parsed : [parsed];
  return new Map(results.map((r) => [r.name, { tarball: r.filename, files: r.files.map((f) => f.path) }]));
}
