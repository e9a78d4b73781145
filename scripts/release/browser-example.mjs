// Bundles the browser example inside the consumer project (so it resolves the installed tarballs)
// with esbuild for the browser, and runs the page in Debian's headless Chromium through
// playwright-core. A Node built-in reached from the bundle fails the bundling step.
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
// The workspace's own chromium helper (built by `pnpm turbo run build` before this check runs):
// Debian's chromium, found and started with the flags every browser test uses.
import { findChromium, launchChromium } from "../../packages/headless-chromium/dist/node/index.js";

/**
 * @param {string} dir - the consumer project (tarballs installed)
 * @param {string} exampleDir - examples/browser (main.ts, index.html)
 * @returns {Promise<string>} the page's folder (index.html + bundle.js)
 */
export async function bundleBrowserExample(dir, exampleDir) {
  const page = join(dir, "browser");
  mkdirSync(page, { recursive: true });
  copyFileSync(join(exampleDir, "main.ts"), join(page, "main.ts"));
  copyFileSync(join(exampleDir, "index.html"), join(page, "index.html"));
  await build({
    absWorkingDir: dir,
    entryPoints: [join(page, "main.ts")],
    outfile: join(page, "bundle.js"),
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2022",
    logLevel: "warning",
  });
  return page;
}

/**
 * Opens the page in headless Chromium and waits for its `#result` to finish.
 *
 * @param {string} pageDir - a folder with index.html
 * @param {{ screenshot?: string, timeoutMs?: number }} options
 * @returns {Promise<{ status: string, text: string, errors: string[] }>}
 */
export async function runInChromium(pageDir, options = {}) {
  const executable = findChromium();
  if (executable === undefined) throw new Error("no chromium on the PATH (apt-get install -y chromium)");
  const browser = await launchChromium(executable);
  try {
    const page = await browser.newPage(1280, 720); // playwright's default viewport, as before
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto(`file://${join(pageDir, "index.html")}`);
    const result = page.locator("#result:not([data-status='running'])");
    await result.waitFor({ timeout: options.timeoutMs ?? 120_000 });
    const status = (await result.getAttribute("data-status")) ?? "";
    const text = (await result.textContent()) ?? "";
    if (options.screenshot !== undefined) await page.screenshot({ path: options.screenshot, fullPage: true });
    return { status, text, errors };
  } finally {
    await browser.close();
  }
}
