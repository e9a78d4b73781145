import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { generateSyntheticCorpus } from "@textboost/datasets";
import {
  findChromium,
  type HeadlessChromium,
  launchChromium,
  screenshotPath,
} from "@textboost/headless-chromium";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textClassifier } from "./classify-text.js";
import { ENGLISH_SAMPLE } from "./english-sample.js";
import { parseLabelledLines } from "./labelled-lines.js";
import { trainInBrowser } from "./train-in-browser.js";

const chromium = findChromium();
if (chromium === undefined) {
  console.warn(
    "textboost playground: browser tests skipped: no chromium on PATH (apt-get install chromium, or set TEXTBOOST_CHROMIUM)",
  );
}
const ROOT = join(__dirname, "..");
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

  it("trains MP-Boost in a worker with a moving progress bar, draws the curve, and classifies as Node does ", async () => {
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
    await page.check('input[value="synthetic"]');
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
    expect(errors).toEqual([]);
    expect(offSite).toEqual([]);
  }, 180_000);

  it("trains on a TSV file dropped on the page, shows the curve and explanations, and classifies English (screenshot: docs/images/playground.png)", async () => {
    const page = await browser.newPage(1100, 1250);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(site.url);
    await page.fill("#rounds", "60");
    const docs = parseLabelledLines(ENGLISH_SAMPLE);
    const tsv = `text\tlabels\n${docs.map((d) => `${d.text}\t${d.labels.join(",")}`).join("\n")}\n`;
    // A drop event carrying a File, as the browser dispatches it when a file is dragged onto the zone.
    await page.evaluate((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], "english.tsv", { type: "text/tab-separated-values" }));
      const zone = document.getElementById("drop")!;
      zone.dispatchEvent(
        new DragEvent("dragover", { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, tsv);
    await page.waitForSelector('#curve g[aria-label="line"] path', { timeout: 60_000 });
    const held = Math.floor(docs.length / 4);
    expect(await page.textContent("#status")).toContain(`trained adaboost-mh for 60 rounds in`);
    expect(await page.textContent("#status")).toContain(`on ${docs.length - held} documents (6 labels`);
    expect(await page.textContent("#file-name")).toMatch(/^english\.tsv \(/);
    expect(await page.isChecked('input[value="file"]')).toBe(true);
    // The first held-out documents, explained: the fourth line of the file is the first.
    const examples = await page.$$eval("#examples > li", (items) =>
      items.map((li) => ({
        head: li.firstElementChild?.textContent ?? "",
        verdicts: li.querySelectorAll("li[data-label]").length,
      })),
    );
    expect(examples.length).toBe(3);
    expect(examples[0]!.head).toBe(`${docs[3]!.text} — true labels: ${docs[3]!.labels.join(", ")}`);
    for (const x of examples) expect(x.verdicts).toBeGreaterThan(0);
    await page.fill("#text", "the striker scored in the last minute of the match");
    await page.click("#classify");
    await page.waitForSelector("#verdicts li");
    expect(await page.getAttribute("#verdicts li", "data-label")).toBe("sport");
    // The docs show it (docs/guides/playground.md): TEXTBOOST_UPDATE_SCREENSHOTS=1 writes it there.
    await page.screenshot({ path: screenshotPath("playground.png"), fullPage: true });
    expect(errors).toEqual([]);
  }, 90_000);

  it("reads a CSV picked with the file input, and shows a bad file's line instead of training", async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    await page.fill("#rounds", "10");
    await page.setInputFiles("#file", {
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from('labels,text\nsport,a match\nweather,"rain all day\n'),
    });
    await page.waitForFunction(() => document.getElementById("error")!.textContent !== "");
    expect(await page.textContent("#error")).toBe(
      'bad.csv, line 3: a quoted cell is never closed (a lone " opened it)',
    );
    expect(await page.isDisabled("#classify")).toBe(true);
    const docs = parseLabelledLines(ENGLISH_SAMPLE);
    await page.setInputFiles("#file", {
      name: "good.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        docs
          .map((d) => `"${d.labels.join(",")}",${d.text.includes(",") ? `"${d.text}"` : d.text}`)
          .join("\n"),
      ),
    });
    await page.waitForSelector('#curve g[aria-label="line"] path', { timeout: 60_000 });
    expect(await page.textContent("#error")).toBe("");
    expect(await page.textContent("#status")).toContain(
      `on ${docs.length - Math.floor(docs.length / 4)} documents`,
    );
  }, 90_000);

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
