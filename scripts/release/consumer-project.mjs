// A fresh npm project outside the workspace with the packed tarballs installed, as a user would have
// it before the packages are on the registry; the examples are compiled into it and run there.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { transformSync } from "esbuild";

/**
 * Creates `dir` as an npm project (`"type": "module"`) and installs every tarball into it with npm.
 *
 * @param {string} dir - an empty folder outside the workspace
 * @param {string[]} tarballs - paths of .tgz files
 */
export function installTarballs(dir, tarballs) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    `${JSON.stringify({ name: "textboost-consumer", version: "1.0.0", private: true, type: "module" }, null, 2)}\n`,
  );
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...tarballs], {
    cwd: dir,
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/**
 * Copies a TypeScript example into the project as JavaScript (types stripped by esbuild, imports
 * left alone, so Node resolves them through the installed packages' `exports`).
 *
 * @returns {string} the path of the .js file
 */
export function addNodeExample(dir, exampleTs) {
  const { code } = transformSync(readFileSync(exampleTs, "utf8"), {
    loader: "ts",
    format: "esm",
    target: "node20",
  });
  const out = join(dir, basename(exampleTs).replace(/\.ts$/, ".js"));
  writeFileSync(out, code);
  return out;
}

/**
 * Typechecks the examples against the installed packages' declarations with the workspace's
 * TypeScript, strict, as a consumer's project would (`moduleResolution: "nodenext"`, no skipLibCheck).
 *
 * @param {string} dir - the consumer project
 * @param {string[]} examples - .ts files; copied into `dir/src`
 * @param {string} root - the workspace root (for its TypeScript and @types/node)
 */
export function typecheckExamples(dir, examples, root) {
  mkdirSync(join(dir, "src"), { recursive: true });
  for (const f of examples) copyFileSync(f, join(dir, "src", basename(f)));
  const tsconfig = {
    compilerOptions: {
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      module: "nodenext",
      moduleResolution: "nodenext",
      target: "es2022",
      lib: ["es2023", "dom"],
      types: ["node"],
      typeRoots: [join(root, "node_modules/@types")],
      noEmit: true,
    },
    include: ["src"],
  };
  writeFileSync(join(dir, "tsconfig.json"), `${JSON.stringify(tsconfig, null, 2)}\n`);
  execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", dir], {
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** Runs `node file` in the project; its output goes to ours. Throws when it exits non-zero. */
export function runNode(dir, file, args = []) {
  execFileSync(process.execPath, [file, ...args], { cwd: dir, stdio: ["ignore", "inherit", "inherit"] });
}
