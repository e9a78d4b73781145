// vitest globalSetup: the worker threads of src/node run built JavaScript (dist/node/worker.js and the
// modules it imports), while the tests run on the TypeScript sources; build the package when stale.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildStaleDist } from "../../../scripts/build-stale-dist.js";

export function setup(): void {
  buildStaleDist([join(dirname(fileURLToPath(import.meta.url)), "..")]);
}
