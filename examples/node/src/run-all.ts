/**
 * Runs every example program of this directory, one Node process each, and fails when one fails.
 * `pnpm --filter @textboost/examples-node run examples` (CI runs it after the build).
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const helpers = new Set(["run-all.js", "synthetic-data.js"]);
const programs = readdirSync(here)
  .filter((f) => f.endsWith(".js") && !helpers.has(f))
  .sort();
const failed: string[] = [];
for (const program of programs) {
  console.log(`\n== examples/node: ${program}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [fileURLToPath(new URL(program, import.meta.url))], {
    stdio: "inherit",
  });
  console.log(
    `== ${program}: ${run.status === 0 ? "ok" : `exit ${run.status ?? run.signal}`} in ${Date.now() - started} ms`,
  );
  if (run.status !== 0) failed.push(program);
}
if (programs.length === 0 || failed.length > 0) {
  console.error(`examples/node: ${failed.length > 0 ? `failed: ${failed.join(", ")}` : "no program found"}`);
  process.exit(1);
}
console.log(`\nexamples/node: all ${programs.length} programs ran`);
