// The documentation build (`pnpm --filter @textboost/docs run docs:build`): the API reference
// (TypeDoc, failing on any warning), the VitePress site, then check-build.mjs's checks: API output
// at most 20 MB, and the git status as it was before the build.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildProblems, gitStatus } from "./check-build.mjs";

const docs = fileURLToPath(new URL(".", import.meta.url));
const before = gitStatus();
for (const script of ["api", "site"]) execFileSync("pnpm", ["run", script], { cwd: docs, stdio: "inherit" });
const problems = buildProblems(before);
for (const p of problems) console.error(`docs: ${p}`);
if (problems.length > 0) process.exit(1);
