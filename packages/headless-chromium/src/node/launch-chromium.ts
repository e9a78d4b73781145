import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";

/**
 * The flags chromium runs with in tests: headless, no sandbox (containers run as root), no GPU,
 * and nothing that reaches the network on its own (QUIC, background networking, component updates,
 * sync, first-run pages).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A running headless chromium with a fresh profile. */
export interface HeadlessChromium {
  /** The browser context (one fresh `--user-data-dir`). */
  readonly context: BrowserContext;
  /** Opens a page of `width` x `height` CSS pixels (default 1100 x 900). */
  newPage(width?: number, height?: number): Promise<Page>;
  /** Closes the browser and removes its profile directory. */
  close(): Promise<void>;
}

/**
 * Starts `executablePath` (see `findChromium`) headless with {@link CHROMIUM_FLAGS} and a fresh
 * temporary `--user-data-dir`, through playwright-core (which never downloads a browser).
 *
 * @param executablePath - the chromium binary
 * @returns the running browser; `close()` it when done
 * @example
 * ```ts no-run
 * const browser = await launchChromium(findChromium()!);
 * const page = await browser.newPage();
 * await page.goto(pathToFileURL("report.html").href);
 * await browser.close();
 * ```
 */
export async function launchChromium(executablePath: string): Promise<HeadlessChromium> {
  const profile = mkdtempSync(join(tmpdir(), "textboost-chromium-"));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      chromiumSandbox: false,
      args: [...CHROMIUM_FLAGS],
    });
    return {
      context,
      async newPage(width = 1100, height = 900) {
        const page = await context.newPage();
        await page.setViewportSize({ width, height });
        return page;
      },
      async close() {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
}
