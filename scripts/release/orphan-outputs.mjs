// Built files in a tarball that no source file produces any more (a renamed or moved module leaves its
// old dist/ output behind until the folder is cleaned): they would be published as dead code.
import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * @param {string} packageDir - the workspace package
 * @param {string[]} files - the tarball's files, relative to the package folder
 * @returns {string[]} the dist/ files whose src/ .ts file does not exist
 */
export function orphanOutputs(packageDir, files) {
  return files.filter((f) => {
    const m = /^dist\/(.+?)(\.d\.ts|\.js)(\.map)?$/.exec(f);
    return m !== null && !existsSync(join(packageDir, "src", `${m[1]}.ts`));
  });
}
