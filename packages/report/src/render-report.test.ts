import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { renderReport } from "./render-report.js";
import type { ReportData } from "./report-data.js";

const document = () => parseHTML("<!doctype html><html><body></body></html>").document as unknown as Document;

const point = (iterations: number, microF1: number, macroF1: number) => ({ iterations, microF1, macroF1 });
const outcome = (label: string, support: number, f1: number) => ({
  label,
  support,
  tp: 1,
  fp: 1,
  fn: 1,
  precision: 0.5,
  recall: 0.5,
  f1,
});

const DATA: ReportData = {
  title: "a <comparison>",
  subtitle: "two runs",
  labels: [
    { name: "earn", trainFrequency: 300 },
    { name: "rare & odd", trainFrequency: 0 },
    { name: "grain", trainFrequency: 20 },
  ],
  runs: [
    {
      name: "adaboost-mh",
      trainMs: 1200,
      points: [point(0, 0, 0), point(5, 0.4, 0.2), point(50, 0.7, 0.4), point(500, 0.8, 0.5)].map((p) => ({
        ...p,
        coveringError: { hamming: 3 - p.microF1 * 2, "zero-one": 1 - p.microF1 },
      })),
      perLabel: [outcome("earn", 90, 0.9), outcome("rare & odd", 1, 0), outcome("grain", 10, 0.5)],
      topTerms: [
        {
          label: "earn",
          terms: [
            { term: "ct", weight: 2.5 },
            { term: "<b>", weight: -1 },
          ],
        },
      ],
    },
    {
      name: "mp-boost",
      points: [point(5, 0.5, 0.3), point(50, 0.75, 0.45)].map((p) => ({
        ...p,
        coveringError: { hamming: 2 - p.microF1 },
      })),
      perLabel: [outcome("earn", 90, 0.85), outcome("rare & odd", 1, 0.5), outcome("grain", 10, 0.6)],
    },
  ],
  tree: {
    model: "treeboost",
    nodes: [
      { path: "A", support: 5, precision: 1, recall: 1, f1: 1 },
      { path: "A/a1", support: 3, precision: 1, recall: 0.5, f1: 0.67 },
      { path: "A/a2", support: 2, precision: 0, recall: 0, f1: 0 },
      { path: "B", support: 4, precision: 0.5, recall: 0.5, f1: 0.5 },
    ],
  },
  kappaError: {
    meanKappa: 0.5,
    meanError: 0.1,
    points: [
      { a: 0, b: 1, kappa: 0.4, error: 0.08 },
      { a: 0, b: 2, kappa: 0.5, error: 0.1 },
      { a: 1, b: 2, kappa: 0.6, error: 0.12 },
    ],
  },
};

/** Parses the page as a browser would and returns its document. */
const page = (html: string) => parseHTML(html).document;

describe("renderReport", () => {
  const html = renderReport(DATA, { document: document() });
  const doc = page(html);

  it("is one self-contained page: no script, no external resource", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(doc.querySelectorAll("script, link, img, iframe").length).toBe(0);
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
    expect(doc.querySelector("title")!.textContent).toBe("a <comparison>");
  });

  it("draws a line per run in each of the two learning-curve panels, with a dot per point of S >= 1", () => {
    const section = doc.querySelector('[data-chart="learning-curves"]')!;
    const lines = section.querySelectorAll('g[aria-label="line"] path');
    expect(lines.length).toBe(2 * DATA.runs.length);
    const dots = section.querySelectorAll('g[aria-label="dot"] circle');
    const expected = DATA.runs.reduce((n, r) => n + r.points.filter((p) => p.iterations >= 1).length, 0);
    expect(dots.length).toBe(2 * expected);
    expect(section.textContent).toContain("rounds S");
    // Each dot names itself in an SVG <title> (the browser's tooltip; the page has no script).
    expect(section.querySelector('g[aria-label="dot"] circle title')!.textContent).toBe(
      "adaboost-mh, S = 5: F1 micro 0.4000",
    );
  });

  it("puts a dot per label and run on the label-F1 chart and a row per label in the table, most frequent first", () => {
    expect(doc.querySelectorAll('[data-chart="label-f1"] g[aria-label="dot"] circle').length).toBe(6);
    const rows = [...doc.querySelectorAll('[data-table="per-label"] tbody tr')].map(
      (r) => r.querySelector("td")!.textContent,
    );
    expect(rows).toEqual(["earn", "grain", "rare & odd"]);
  });

  it("tables each cover's covering error per run at its largest S, exact in data-value, n/a where a run lacks the cover", () => {
    const table = doc.querySelector('[data-table="covering-errors"]')!;
    const head = [...table.querySelectorAll("thead th")].map((th) => th.textContent);
    expect(head).toEqual(["cover", "adaboost-mh (S=500)", "mp-boost (S=50)"]);
    const rows = [...table.querySelectorAll("tbody tr")].map((tr) => [...tr.querySelectorAll("td")]);
    expect(rows.map((r) => r[0]!.textContent)).toEqual(["hamming", "zero-one"]);
    const last = DATA.runs.map((r) => r.points.at(-1)!.coveringError!);
    for (const [i, cover] of ["hamming", "zero-one"].entries()) {
      DATA.runs.forEach((_, k) => {
        const cell = rows[i]![k + 1]!;
        const expected = last[k]![cover];
        if (expected === undefined) expect(cell.textContent).toBe("n/a");
        else {
          expect(Number(cell.getAttribute("data-value"))).toBe(expected);
          expect(cell.textContent).toBe(expected.toFixed(4));
        }
      });
    }
  });

  it("draws covering error against S: a panel per cover, a line per run having it, a dot per point of S >= 1", () => {
    const chart = doc.querySelector('[data-chart="covering-errors"]')!;
    let lines = 0;
    let dots = 0;
    for (const cover of ["hamming", "zero-one"]) {
      const runs = DATA.runs.filter((r) => r.points.some((p) => p.coveringError?.[cover] !== undefined));
      lines += runs.length;
      for (const r of runs)
        dots += r.points.filter((p) => p.iterations >= 1 && p.coveringError?.[cover] !== undefined).length;
    }
    expect(lines).toBe(3);
    expect(chart.querySelectorAll('g[aria-label="line"] path').length).toBe(lines);
    expect(chart.querySelectorAll('g[aria-label="dot"] circle').length).toBe(dots);
    expect(chart.querySelector('g[aria-label="dot"] circle title')!.textContent).toBe(
      "adaboost-mh, S = 5: covering error hamming 2.2000",
    );
  });

  it("lists the top terms, escaped, and signs their weights", () => {
    const cell = doc.querySelector('[data-table="top-terms"] td.terms')!;
    expect(cell.textContent).toBe("ct +2.50, <b> −1.00");
    expect(cell.querySelectorAll(".neg").length).toBe(1);
  });

  it("draws every tree node with its F1, and every kappa-error pair plus the mean", () => {
    const tree = doc.querySelector('[data-chart="tree"]')!;
    expect(tree.querySelectorAll('g[aria-label="dot"] circle').length).toBe(4);
    expect(tree.querySelectorAll('g[aria-label="link"] path').length).toBe(4); // the unlabelled root joins A and B
    expect(tree.textContent).toContain("a1  F1 0.67 (3)");
    const kappa = doc.querySelector('[data-chart="kappa-error"]')!;
    expect(kappa.querySelectorAll('g[aria-label="dot"] circle').length).toBe(3);
    expect(kappa.querySelectorAll('g[aria-label="dot"] path').length).toBe(1);
  });

  it("gives the best value of each measure with the smallest S reaching it, and draws average precision against S", () => {
    const runs = [
      {
        name: "mlrf",
        trainMs: 9000,
        points: [
          {
            iterations: 5,
            microF1: 0.5,
            macroF1: 0.3,
            hammingLoss: 0.04,
            averagePrecision: 0.7,
            trainMs: 2000,
          },
          {
            iterations: 10,
            microF1: 0.6,
            macroF1: 0.3,
            hammingLoss: 0.03,
            averagePrecision: 0.8,
            trainMs: 3000,
          },
          {
            iterations: 20,
            microF1: 0.55,
            macroF1: 0.2,
            hammingLoss: 0.05,
            averagePrecision: null,
            trainMs: 4000,
          },
        ],
      },
    ];
    const doc = page(renderReport({ title: "t", labels: [], runs }, { document: document() }));
    const cell = (key: string) => doc.querySelector(`[data-table="best-s"] td[data-measure="${key}"]`);
    expect([cell("microF1")!.getAttribute("data-value"), cell("microF1")!.getAttribute("data-s")]).toEqual([
      "0.6",
      "10",
    ]);
    expect(cell("macroF1")!.getAttribute("data-s")).toBe("5"); // ties go to the smaller S
    expect(cell("hammingLoss")!.getAttribute("data-s")).toBe("10"); // the lowest loss
    expect(cell("averagePrecision")!.getAttribute("data-value")).toBe("0.8");
    expect(cell("oneError")).toBeNull();
    // Each S was its own fit: the summary shows the largest S's time, not the 9 s total.
    expect(doc.querySelector('[data-table="summary"] td[data-train="mlrf"]')!.textContent).toBe("4.00");
    expect(doc.querySelector('[data-note="train-time"]')).not.toBeNull();
    const ap = doc.querySelector('[data-chart="average-precision"]')!;
    expect(ap.querySelectorAll('g[aria-label="dot"] circle').length).toBe(2); // the null point left out
  });

  it("plots a label with no training document at 0, its tooltip saying 0 documents as the table does", () => {
    const titles = [...doc.querySelectorAll('[data-chart="label-f1"] g[aria-label="dot"] circle title')].map(
      (t) => t.textContent ?? "",
    );
    expect(titles.filter((t) => t.startsWith("rare & odd")).every((t) => t.endsWith(", 0 documents"))).toBe(
      true,
    );
    expect(titles.filter((t) => t.startsWith("rare & odd")).length).toBe(2);
    const row = [...doc.querySelectorAll('[data-table="per-label"] tbody tr')].find(
      (r) => r.querySelector("td")!.textContent === "rare & odd",
    )!;
    expect(row.querySelectorAll("td")[1]!.textContent).toBe("0");
    // The x axis has a tick at 0 (log of 1 + the count).
    const ticks = [
      ...doc.querySelectorAll('[data-chart="label-f1"] g[aria-label="x-axis tick label"] text'),
    ].map((t) => t.textContent);
    expect(ticks[0]).toBe("0");
  });

  it("puts the wide tables in boxes that scroll sideways", () => {
    expect(doc.querySelector('[data-scroll="per-label"] table')).not.toBeNull();
    expect(doc.querySelector('[data-scroll="covering-errors"] table')).not.toBeNull();
  });

  it("leaves out the sections it has no data for", () => {
    const bare = page(
      renderReport({ title: "t", labels: [], runs: [{ name: "x", points: [] }] }, { document: document() }),
    );
    expect(bare.querySelectorAll("[data-chart]").length).toBe(0);
    expect(bare.querySelectorAll("[data-table=covering-errors]").length).toBe(0);
    expect(bare.querySelectorAll('[data-table="summary"] tbody tr').length).toBe(1);
    expect(bare.querySelector('[data-note="macro-f1"]')).toBeNull();
  });

  it("puts the F1 macro note under the summary table, escaped", () => {
    const note = "F1 macro counts empty labels as <1>";
    const doc = page(
      renderReport(
        { title: "t", labels: [], runs: [{ name: "x", points: [] }], macroF1Note: note },
        { document: document() },
      ),
    );
    expect(doc.querySelector('[data-table="summary"] [data-note="macro-f1"]')?.textContent).toBe(note);
  });
});
