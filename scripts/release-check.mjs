#!/usr/bin/env node
// The release check (run by .ci/run after the build): are the packages ready to publish?
//  1. `changeset status` parses every changeset (and, on a branch, finds one for each changed package);
//  2. every publishable package (found by walking packages/* and apps/*) is packed with `pnpm pack`;
//  3. each tarball's manifest has the publishing fields and points only at files it holds, the
//     tarball holds no built file whose source is gone, and it passes publint (strict) and Are the
//     Types Wrong (ESM only, node10 kept);
//  4. the tarballs are installed with npm into a fresh project in the temp folder, outside the
//     workspace; the examples typecheck there (strict), examples/tarball-install trains, saves,
//     reloads and predicts in Node, and the `textboost` bin runs its demo;
//  5. examples/browser is bundled there with esbuild for the browser and run in headless Chromium.
// Usage: node scripts/release-check.mjs [--keep] [--screenshot file.png]
// Prints each step's time and ends with "release: N passed, N failed"; exits 1 on any failure.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleBrowserExample, runInChromium } from "./release/browser-example.mjs";
import { checkManifest } from "./release/check-manifest.mjs";
import { addNodeExample, installTarballs, runNode, typecheckExamples } from "./release/consumer-project.mjs";
import { lintTarball } from "./release/lint-tarball.mjs";
import { orphanOutputs } from "./release/orphan-outputs.mjs";
import { packPackages } from "./release/pack-packages.mjs";
import { packedManifest } from "./release/packed-manifest.mjs";
import { publishablePackages } from "./release/workspace-packages.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const keep = args.includes("--keep");
const screenshotAt = args.indexOf("--screenshot");
const screenshot = screenshotAt >= 0 ? args[screenshotAt + 1] : undefined;

const start = performance.now();
let passed = 0;
let failed = 0;
const seconds = () => ((performance.now() - start) / 1000).toFixed(1);

/** Runs one check; a throw or a non-empty list of problems fails it. */
async function check(title, body) {
  process.stdout.write(`-- ${title}\n`);
  let problems;
  try {
    problems = (await body()) ?? [];
  } catch (e) {
    problems = [e instanceof Error ? e.message : String(e)];
  }
  if (problems.length === 0) passed++;
  else failed++;
  for (const p of problems) process.stdout.write(`   FAIL ${p}\n`);
  process.stdout.write(`   ${problems.length === 0 ? "ok" : "failed"} (${seconds()}s)\n`);
  return problems.length === 0;
}

/** Whether `ref` names a commit in this repository. */
function gitHas(ref) {
  try {
    execFileSync("git", ["rev-parse", "--verify", "--quiet", ref], { cwd: root, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const work = mkdtempSync(join(tmpdir(), "textboost-release-"));
const tarballDir = join(work, "tarballs");
const app = join(work, "app");
try {
  // Against the local main branch when there is one (a branch's changed packages need changesets);
  // in a clone without it, against HEAD, which still parses every changeset and plans the release.
  const since = gitHas("main") ? "main" : "HEAD";
  await check(`changeset status --since ${since}`, () => {
    execFileSync("pnpm", ["exec", "changeset", "status", "--since", since], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
  });

  const packages = publishablePackages(root);
  let packed = new Map();
  const packedOk = await check(`pnpm pack of ${packages.length} packages into ${tarballDir}`, () => {
    packed = packPackages(root, packages, tarballDir);
    return packages.filter((p) => !packed.has(p.name)).map((p) => `${p.name} was not packed`);
  });

  const names = new Set(packages.map((p) => p.name));
  for (const pkg of packages) {
    const result = packed.get(pkg.name);
    if (result === undefined) continue;
    await check(`${pkg.name}: manifest, publint, attw`, async () => {
      const manifestProblems = checkManifest(pkg, packedManifest(result.tarball), result.files, names);
      const orphans = orphanOutputs(pkg.dir, result.files).map(
        (f) => `${f} has no source file any more (rebuild from a clean dist/)`,
      );
      const { errors, notes } = await lintTarball(result.tarball);
      for (const n of notes) process.stdout.write(`   note ${n}\n`);
      return [...manifestProblems, ...orphans, ...errors];
    });
  }

  if (packedOk) {
    const tarballs = [...packed.values()].map((r) => r.tarball);
    const installed = await check(`npm install of the tarballs into ${app}`, () =>
      installTarballs(app, tarballs),
    );
    if (installed) {
      const nodeExample = join(root, "examples/tarball-install/train-save-predict.ts");
      const browserExample = join(root, "examples/browser");
      await check("the examples typecheck against the packed declarations (strict)", () =>
        typecheckExamples(app, [nodeExample, join(browserExample, "main.ts")], root),
      );
      await check("examples/tarball-install: train, save, reload, predict in Node", () =>
        runNode(app, addNodeExample(app, nodeExample)),
      );
      await check("the textboost bin of @textboost/cli runs its demo", () =>
        runNode(app, join(app, "node_modules/.bin/textboost"), ["demo", "--iterations", "20"]),
      );
      await check("examples/browser: esbuild bundle for the browser, run in headless Chromium", async () => {
        const page = await bundleBrowserExample(app, browserExample);
        const { status, text, errors } = await runInChromium(
          page,
          screenshot === undefined ? {} : { screenshot },
        );
        process.stdout.write(`${text.replace(/^/gm, "   | ")}\n`);
        if (status !== "ok") return [`the page reports ${status}`, ...errors];
        const r = JSON.parse(text);
        return [
          ...errors.map((e) => `console: ${e}`),
          ...(r.reloadedScoresEqual === true ? [] : ["the reloaded model scores differently"]),
          ...(r.microF1 > 0.5 ? [] : [`micro-F1 ${r.microF1} is too low`]),
          ...(r.topTerms.length > 0 ? [] : ["the explanation names no term"]),
        ];
      });
    }
  }
} finally {
  if (keep) process.stdout.write(`kept ${work}\n`);
  else rmSync(work, { recursive: true, force: true });
}
process.stdout.write(
  `release check took ${seconds()}s (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})\n`,
);
process.stdout.write(`release: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
