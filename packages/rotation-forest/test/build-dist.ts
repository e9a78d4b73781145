// vitest globalSetup: the worker threads of src/node run built JavaScript (this package's dist and
// that of the packages it imports), while the tests run on the TypeScript sources; build the stale ones.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildStaleDist } from "../../../scripts/build-stale-dist.js";

const packages = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export function setup(): void {
  buildStaleDist(
    ["core", "sparse", "lsi", "stumps", "adaboost-mh", "mp-boost", "rotation-forest"].map((p) =>
      join(packages, p),
    ),
  );
}
