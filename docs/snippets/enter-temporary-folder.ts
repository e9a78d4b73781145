/*
 * Each snippet module's setup: run in the temporary folder that docs/snippets/temporary-folder.ts made,
 * so that files a snippet writes by a relative name land there, not in docs/. `process.chdir` needs a
 * process of its own, so the snippet test runs in forks (docs/vitest.config.ts).
 */
import { inject } from "vitest";

const folder = inject("snippetFolder");
if (process.cwd() !== folder) process.chdir(folder);
