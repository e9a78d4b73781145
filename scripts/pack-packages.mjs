#!/usr/bin/env node
// Packs every publishable package into a folder, for installing textboost before it is on the
// registry: `node scripts/pack-packages.mjs ../tarballs`, then in your project
// `npm install ../tarballs/*.tgz` (or the tarballs of the packages you use and their @textboost
// dependencies). Build first (`pnpm build`, or `bash scripts/demo.sh`, which installs and builds).
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { packPackages } from "./release/pack-packages.mjs";
import { publishablePackages } from "./release/workspace-packages.mjs";

const destination = process.argv[2];
if (destination === undefined) {
  console.error("usage: node scripts/pack-packages.mjs <folder>");
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const packed = packPackages(root, publishablePackages(root), resolve(destination));
for (const [name, { tarball }] of packed) console.log(`${name}\t${tarball}`);
console.log(`\n${packed.size} tarballs; install them with: npm install ${resolve(destination)}/*.tgz`);
