import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { generateSyntheticCorpus } from "@textboost/datasets";
import { findChromium, type HeadlessChromium, launchChromium } from "@textboost/headless-chromium";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textClassifier } from "./classify-text.js";
import { trainInBrowser } from "./train-in-browser.js";

const chromium = findChromium();
if (chromium === undefined) {
  console.warn(
    "textboost playground: browser tests skipped: no chromium on PATH (apt-get install chromium, or set TEXTBOOST_CHROMIUM)",
  );
}
const ROOT = join(__dirname, "..");
/** The docs show the screenshot (docs/guides/playground.md). */
const SCREENSHOT = join(ROOT, "..", "..", "docs", "images", "playground.png");
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

/** Serves `dir` on 127.0.0.1 (module workers need http, not file:). */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(
      /^(\.\.[/\\])+/,
      "",
    );
    try {
      const body = await readFile(join(dir, path.endsWith("/") ? `${path}index.html` : path));
      res.writeHead(200, { "content-type": TYPES[extname(path) || ".html"] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

describe.skipIf(chromium === undefined)("the playground in headless Chromium", () => {
  let browser: HeadlessChromium;
  let site: { server: Server; url: string };
  beforeAll(async () => {
    const outDir = mkdtempSync(join(tmpdir(), "textboost-playground-"));
    await build({
      root: ROOT,
      configFile: join(ROOT, "vite.config.ts"),
      logLevel: "error",
      build: { outDir },
    });
    site = await serve(outDir);
    browser = await launchChromium(chromium!);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    site?.server.close();
  });

  it("trains MP-Boost in a worker with a moving progress bar, draws the curve, and classifies as Node does (screenshot: docs/images/playground.png)", async () => {
    const page = await browser.newPage(1100, 1250);
    const offSite: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(site.url)) offSite.push(r.url());
    });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(site.url);
    await page.selectOption("#algorithm", "mp-boost");
    await page.fill("#rounds", "150");
    await page.fill("#seed", "3");
    // Record every value the progress bar takes.
    await page.evaluate(() => {
      const bar = document.getElementById("progress") as HTMLProgressElement;
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      new MutationObserver(() => seen.push(bar.value)).observe(bar, {
        attributes: true,
        attributeFilter: ["value"],
      });
    });
    await page.click("#train");
    await page.waitForSelector('#curve g[aria-label="line"] path', { timeout: 120_000 });
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen.at(-1)).toBe(150);
    expect(seen.filter((v) => v > 0 && v < 150).length).toBeGreaterThan(0); // progress while training
    expect(await page.textContent("#status")).toMatch(/trained mp-boost for 150 rounds/);
    // Two panels (F1 micro, F1 macro), one line each, a dot at S = 1, 2, 5, 10, 20, 50, 100, 150.
    expect(await page.locator('#curve g[aria-label="line"] path').count()).toBe(2);
    expect(await page.locator('#curve g[aria-label="dot"] circle').count()).toBe(16);

    // Classify a held-out text: the labels and scores must be those the same training gives in Node.
    const text = generateSyntheticCorpus({ seed: 3 }).test.documents[0]!.text;
    await page.fill("#text", text);
    await page.click("#classify");
    await page.waitForSelector("#verdicts li");
    const shown = await page.$$eval("#verdicts li", (items) =>
      items.map((li) => ({
        label: li.getAttribute("data-label"),
        head: li.querySelector("strong")?.textContent,
        because: li.querySelector(".because")?.textContent ?? "",
      })),
    );
    const node = await trainInBrowser(
      { algorithm: "mp-boost", rounds: 150, source: { kind: "synthetic", seed: 3 } },
      () => {},
    );
    const expected = textClassifier(node.model).classify(text);
    expect(shown.map((s) => s.head)).toEqual(expected.map((v) => `${v.label} ${v.score.toFixed(3)}`));
    for (const s of shown) expect(s.because).toMatch(/^because /);
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    expect(errors).toEqual([]);
    expect(offSite).toEqual([]);
  }, 180_000);

  it("shows a pasted line's error instead of training", async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    await page.click("#example");
    await page.fill("#pasted", "grain | wheat rose\nthis line has no bar");
    await page.click("#train");
    await page.waitForFunction(() => document.getElementById("error")!.textContent !== "");
    expect(await page.textContent("#error")).toMatch(/line 2: no "\|"/);
    expect(await page.isDisabled("#classify")).toBe(true);
  }, 60_000);
});
