import { existsSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./paths.js";

/** The shared data sets: `--datasets DIR`, `$TEXTBOOST_DATASETS`, or `../shared/datasets` beside the repository. */
export function datasetsDir(flag: string | undefined): string {
  const root = REPO_ROOT;
  const dir = flag ?? process.env.TEXTBOOST_DATASETS ?? join(root, "..", "shared", "datasets");
  if (!existsSync(dir)) {
    throw new Error(`data sets not found at ${dir}; pass --datasets DIR or set TEXTBOOST_DATASETS`);
  }
  return dir;
}

/** Reads `--name value` flags. */
export function flag(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}
