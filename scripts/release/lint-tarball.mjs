// publint and Are the Types Wrong on a packed tarball, in this process (no tool started per package).
import { readFileSync } from "node:fs";
import { checkPackage, createPackageFromTarballData } from "@arethetypeswrong/core";
import { publint } from "publint";
import { formatMessage } from "publint/utils";

/**
 * attw's "esm-only" profile ignores the `node16-cjs` and `node10` resolutions. These packages are ESM
 * only, so `require` (node16-cjs) is out of scope; `node10` is kept, so that TypeScript's legacy
 * resolution finds the types of every entry point, subpaths such as `@textboost/workers/node` included.
 */
const IGNORED_RESOLUTIONS = new Set(["node16-cjs"]);

/**
 * @param {string} tarball - the .tgz
 * @returns {Promise<{ errors: string[], notes: string[] }>} failures, and publint's suggestions
 */
export async function lintTarball(tarball) {
  const bytes = readFileSync(tarball);
  const errors = [];
  const notes = [];

  const { messages, pkg } = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    level: "suggestion",
    strict: true,
  });
  for (const m of messages) {
    const text = `publint: ${formatMessage(m, pkg) ?? m.code}`;
    (m.type === "suggestion" ? notes : errors).push(text);
  }

  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(bytes)));
  if (analysis.types === false) errors.push("attw: the package has no types");
  for (const problem of analysis.problems ?? []) {
    if ("resolutionKind" in problem && IGNORED_RESOLUTIONS.has(problem.resolutionKind)) continue;
    const where = "entrypoint" in problem ? ` ${problem.entrypoint}` : "";
    const how = "resolutionKind" in problem ? ` (${problem.resolutionKind})` : "";
    errors.push(`attw: ${problem.kind}${where}${how}`);
  }
  return { errors, notes };
}
