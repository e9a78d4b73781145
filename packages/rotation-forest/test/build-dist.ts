// vitest globalSetup: the worker threads of src/node run built JavaScript, the tests run on the
// TypeScript sources; build dist first when it is older than src (see scripts/build-dist-when-stale.ts).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDistWhenStale } from "../../../scripts/build-dist-when-stale.js";

export function setup(): void {
  buildDistWhenStale(join(dirname(fileURLToPath(import.meta.url)), ".."), "@textboost/rotation-forest");
}
