import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The repository's docs/images folder, where the docs' screenshots live. */
const DOCS_IMAGES = resolve(import.meta.dirname, "..", "..", "..", "..", "docs", "images");

/**
 * Where a browser test writes its screenshot `name`: `docs/images/<name>` when the environment has
 * `TEXTBOOST_UPDATE_SCREENSHOTS=1` (that is how the docs' pictures are made), otherwise a folder in
 * the system's temporary directory, so that an ordinary test run never rewrites tracked files.
 *
 * @param name - the file name, e.g. `"playground.png"`
 * @returns an absolute path whose folder exists
 *
 * @example
 * ```ts no-run
 * const browser = await launchChromium(findChromium()!);
 * const page = await browser.newPage();
 * await page.goto("file:///tmp/report.html");
 * await page.screenshot({ path: screenshotPath("playground.png") });
 * ```
 */
export function screenshotPath(name: string): string {
  const dir =
    process.env.TEXTBOOST_UPDATE_SCREENSHOTS === "1" ? DOCS_IMAGES : join(tmpdir(), "textboost-screenshots");
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
