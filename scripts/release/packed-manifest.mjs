// Reads the package.json that a tarball holds (the manifest as published, not the workspace's).
import { execFileSync } from "node:child_process";

/** @param {string} tarball @returns {Record<string, any>} */
export function packedManifest(tarball) {
  return JSON.parse(execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }));
}
