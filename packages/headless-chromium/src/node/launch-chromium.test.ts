import { describe, expect, it } from "vitest";
import { findChromium } from "./find-chromium.js";
import { launchChromium } from "./launch-chromium.js";

const chromium = findChromium();
if (chromium === undefined)
  console.warn(
    "headless-chromium: browser tests skipped: no chromium on PATH (apt-get install chromium, or set TEXTBOOST_CHROMIUM)",
  );

describe.skipIf(chromium === undefined)("launchChromium", () => {
  it("runs a page's script and reports what it computed", async () => {
    const browser = await launchChromium(chromium!);
    try {
      const page = await browser.newPage(400, 300);
      await page.setContent(
        "<p id=x></p><script>document.getElementById('x').textContent = String(6 * 7)</script>",
      );
      expect(await page.textContent("#x")).toBe("42");
      expect(page.viewportSize()).toEqual({ width: 400, height: 300 });
    } finally {
      await browser.close();
    }
  });
});

describe("findChromium", () => {
  it("takes TEXTBOOST_CHROMIUM when it is executable, and nothing when it is not", () => {
    const saved = process.env.TEXTBOOST_CHROMIUM;
    try {
      process.env.TEXTBOOST_CHROMIUM = "/nonexistent/chromium";
      expect(findChromium()).toBeUndefined();
      process.env.TEXTBOOST_CHROMIUM = process.execPath;
      expect(findChromium()).toBe(process.execPath);
    } finally {
      if (saved === undefined) delete process.env.TEXTBOOST_CHROMIUM;
      else process.env.TEXTBOOST_CHROMIUM = saved;
    }
  });
});
