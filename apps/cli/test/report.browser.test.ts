import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  findChromium,
  type HeadlessChromium,
  launchChromium,
  screenshotPath,
} from "@textboost/headless-chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  compareOn,
  REPORT_COVERS,
  type ReportInputs,
  reportOnModel,
  writeReportInputs,
} from "../src/test-support/report-inputs.js";
import { type JsonOutput, run } from "../src/test-support/run.js";

const chromium = findChromium();
if (chromium === undefined) {
  console.warn(
    "textboost cli: report browser tests skipped: no chromium on PATH (apt-get install chromium, or set TEXTBOOST_CHROMIUM)",
  );
}
const datasets = process.env.TEXTBOOST_DATASETS ?? join(__dirname, "../../../../shared/datasets");
const medical = join(datasets, "mulan", "medical");

/** What one chart holds once laid out. */
interface ChartMarks {
  readonly lines: number;
  readonly dots: number;
  readonly links: number;
  readonly symbols: number;
  readonly width: number;
  readonly height: number;
}

/** Marks per chart, counted in the browser's DOM after layout, with each chart's drawn size. */
async function chartMarks(browser: HeadlessChromium, file: string, screenshot: string, height?: number) {
  const page = await browser.newPage(1100, height ?? 900);
  const requests: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("file:")) requests.push(r.url());
  });
  await page.goto(pathToFileURL(file).href);
  // Runs in the page: `sections` are its DOM elements (typed loosely, as this test compiles without DOM typings).
  const marks: Record<string, ChartMarks> = await page.$$eval("section[data-chart]", (sections) =>
    Object.fromEntries(
      sections.map((s) => {
        // The chart is the widest SVG of the section (legend swatches are SVGs too).
        const boxes = [...s.querySelectorAll("svg")].map((svg) => svg.getBoundingClientRect());
        const box = boxes.reduce((a, b) => (b.width > a.width ? b : a), { width: 0, height: 0 });
        const count = (label: string, shape: string) =>
          s.querySelectorAll(`g[aria-label="${label}"] ${shape}`).length;
        return [
          s.getAttribute("data-chart"),
          {
            lines: count("line", "path"),
            dots: count("dot", "circle"),
            links: count("link", "path"),
            symbols: count("dot", "path"),
            width: box.width,
            height: box.height,
          },
        ];
      }),
    ),
  );
  // The "Covering errors" table as laid out: a row of cell texts per cover.
  const coverRows: string[][] = await page.$$eval('[data-table="covering-errors"] tbody tr', (rows) =>
    rows.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")),
  );
  // With a height, the top of the page that tall; else the whole page.
  // The docs show them (docs/guides/reports.md): TEXTBOOST_UPDATE_SCREENSHOTS=1 writes them there.
  await page.screenshot({ path: screenshotPath(screenshot), fullPage: height === undefined });
  await page.close();
  return { marks, requests, coverRows };
}

describe.skipIf(chromium === undefined)("textboost report in headless Chromium", () => {
  let browser: HeadlessChromium;
  let inputs: ReportInputs;
  beforeAll(async () => {
    inputs = await writeReportInputs();
    browser = await launchChromium(chromium!);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("lays out every chart of a comparison report with its marks, fetching nothing (screenshot: docs/images/report-comparison.png)", async () => {
    // The screenshot shows Mulan medical when the shared data sets are here, else the test corpus.
    const real = existsSync(medical);
    const comparisonFile = real ? `${inputs.stem}.medical.json` : inputs.comparisonFile;
    const at = real ? [1, 2, 5, 10, 20, 50, 100, 200] : [1, 2, 5, 10, 20];
    const comparison = real
      ? await compareOn(["--format", "mulan", "--data", medical], at, comparisonFile)
      : inputs.comparison;
    const out = `${inputs.stem}.browser-compare.html`;
    const title = real
      ? "AdaBoost.MH and MP-Boost on Mulan medical"
      : "AdaBoost.MH and MP-Boost on a test corpus";
    expect((await run(["report", "--comparison", comparisonFile, "--title", title, "--out", out])).code).toBe(
      0,
    );
    const { marks, requests, coverRows } = await chartMarks(browser, out, "report-comparison.png", 1900);
    expect(requests).toEqual([]);
    const runs = comparison.runs.length;
    expect(marks["learning-curves"]).toMatchObject({ lines: 2 * runs, dots: 2 * at.length * runs });
    expect(marks["label-f1"]!.dots).toBe(comparison.labels.length * runs);
    // The covering errors of compare --covers: a line per cover and run, a dot per cover, run and S;
    // the table a row per cover, each run's value at its largest S.
    const covers = REPORT_COVERS.split(",");
    expect(marks["covering-errors"]).toMatchObject({
      lines: covers.length * runs,
      dots: covers.length * at.length * runs,
    });
    expect(coverRows).toEqual(
      covers.map((c) => [
        c,
        ...comparison.runs.map((r: JsonOutput) => r.points.at(-1).coveringError[c].toFixed(4)),
      ]),
    );
    for (const chart of Object.values(marks)) {
      expect(chart.width).toBeGreaterThan(300);
      expect(chart.height).toBeGreaterThan(100);
    }
  }, 180_000);

  it("keeps a five-run report inside the page: the per-label table scrolls in its box, no tick label clipped, a 0-document label at 0", async () => {
    // The test comparison widened to five runs, its first label given no training document, and a
    // kappa-error file with small errors (tick labels such as 0.0515).
    const names = ["adaboost-mh", "mp-boost", "adaboost-lc", "treeboost", "mlrf"];
    const base = inputs.comparison;
    const wide = {
      ...base,
      labels: base.labels.map((l: JsonOutput, j: number) => (j === 0 ? { ...l, trainFrequency: 0 } : l)),
      runs: names.map((name, k) => ({ ...base.runs[k % base.runs.length], algorithm: name, name })),
    };
    const comparisonFile = `${inputs.stem}.wide.json`;
    writeFileSync(comparisonFile, JSON.stringify(wide));
    const kappaFile = `${inputs.stem}.small-errors.json`;
    const errors = [0.0515, 0.0532, 0.0548, 0.0561];
    writeFileSync(
      kappaFile,
      JSON.stringify({
        ...inputs.kappaError,
        points: errors.map((error, i) => ({ a: 0, b: i + 1, kappa: 0.3 + i / 10, error })),
        meanKappa: 0.45,
        meanError: 0.0539,
      }),
    );
    const out = `${inputs.stem}.browser-wide.html`;
    const r = await run(["report", "--comparison", comparisonFile, "--kappa-error", kappaFile, "--out", out]);
    expect(r.code).toBe(0);
    const page = await browser.newPage(800, 900);
    await page.goto(pathToFileURL(out).href);
    // Runs in the page: everything is measured after layout (loosely typed, no DOM typings here).
    const layout = await page.evaluate((zeroLabel: string) => {
      const d = (globalThis as any).document;
      const viewport = d.documentElement.clientWidth;
      const box = d.querySelector('[data-scroll="per-label"]');
      const clipped: string[] = [];
      for (const svg of d.querySelectorAll("section[data-chart] svg")) {
        const frame = svg.getBoundingClientRect();
        if (frame.width < 50) continue; // legend swatches
        for (const text of svg.querySelectorAll("text")) {
          const t = text.getBoundingClientRect();
          if (t.width === 0) continue;
          if (
            t.left < frame.left - 1 ||
            t.right > frame.right + 1 ||
            t.top < frame.top - 1 ||
            t.bottom > frame.bottom + 1
          )
            clipped.push(`${svg.closest("section").getAttribute("data-chart")}: "${text.textContent}"`);
        }
      }
      const dots = [...d.querySelectorAll('[data-chart="label-f1"] g[aria-label="dot"] circle')].map(
        (c: any) => ({
          cx: Number(c.getAttribute("cx")),
          title: c.querySelector("title")?.textContent ?? "",
        }),
      );
      const zeroRow = [...d.querySelectorAll('[data-table="per-label"] tbody tr')].find(
        (tr: any) => tr.querySelector("td").textContent === zeroLabel,
      ) as any;
      return {
        viewport,
        pageWidth: d.documentElement.scrollWidth,
        boxRight: box.getBoundingClientRect().right,
        boxScrolls: box.scrollWidth > box.clientWidth,
        clipped,
        zeroTitles: dots.filter((x) => x.title.startsWith(`${zeroLabel} (`)).map((x) => x.title),
        zeroCx: Math.max(...dots.filter((x) => x.title.startsWith(`${zeroLabel} (`)).map((x) => x.cx)),
        otherCx: Math.min(...dots.filter((x) => !x.title.endsWith(", 0 documents")).map((x) => x.cx)),
        zeroCell: zeroRow?.querySelectorAll("td")[1].textContent,
      };
    }, wide.labels[0].name);
    await page.close();
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport); // nothing widens the page
    expect(layout.boxRight).toBeLessThanOrEqual(layout.viewport);
    expect(layout.boxScrolls).toBe(true); // the table is wider than its box, which scrolls
    expect(layout.clipped).toEqual([]);
    expect(layout.zeroCell).toBe("0");
    expect(layout.zeroTitles.length).toBe(names.length);
    for (const t of layout.zeroTitles) expect(t).toMatch(/, 0 documents$/);
    expect(layout.zeroCx).toBeLessThan(layout.otherCx); // left of every label with documents
  }, 120_000);

  it("lays out a TreeBoost.MH model's tree and an MLRF kappa-error diagram (screenshot: docs/images/report-model.png)", async () => {
    const out = `${inputs.stem}.browser-model.html`;
    const r = await reportOnModel(
      inputs,
      out,
      "--title",
      "A TreeBoost.MH model on a test corpus, with an MLRF kappa-error diagram",
    );
    expect(r.code).toBe(0);
    const { marks, requests } = await chartMarks(browser, out, "report-model.png");
    expect(requests).toEqual([]);
    expect(Object.keys(marks).sort()).toEqual([
      "average-precision",
      "kappa-error",
      "label-f1",
      "learning-curves",
      "tree",
    ]);
    expect(marks.tree!.dots).toBeGreaterThanOrEqual(3);
    expect(marks.tree!.links).toBe(marks.tree!.dots); // one link into every node, the top ones from the unlabelled root
    expect(marks["kappa-error"]).toMatchObject({ dots: inputs.kappaError.points.length, symbols: 1 });
  }, 120_000);
});
