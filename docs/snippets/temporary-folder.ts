import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder the snippets run in (their working directory), made by {@link setupTemporaryFolder}. */
    snippetFolder: string;
  }
}

/**
 * The snippet test's global setup: makes an empty temporary folder for the snippets to run in, so a
 * snippet that writes `mine.arff` or `train.svm` (as the readers' and writers' examples do) writes it
 * there and never into the repository; each test file's setup (docs/snippets/enter-temporary-folder.ts)
 * makes it the working directory. The folder is removed when the run ends.
 *
 * @param project - vitest's project, which hands the folder's path to the test files.
 * @returns the teardown that removes the folder.
 * @example
 * ```ts no-run
 * // docs/vitest.config.ts
 * test: { globalSetup: ["snippets/temporary-folder.ts"], setupFiles: ["snippets/enter-temporary-folder.ts"] }
 * ```
 */
export default function setupTemporaryFolder(project: TestProject): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), "textboost-snippets-"));
  project.provide("snippetFolder", folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
