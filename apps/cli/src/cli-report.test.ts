import { readFileSync, writeFileSync } from "node:fs";
import { parseHTML } from "linkedom";
import { beforeAll, describe, expect, it } from "vitest";
import { type ReportInputs, writeReportInputs } from "./test-support/report-inputs.js";
import { type JsonOutput, run } from "./test-support/run.js";

/** The written page, parsed as a browser would. */
const pageOf = (file: string) => parseHTML(readFileSync(file, "utf8")).document;

describe("textboost report", () => {
  let inputs: ReportInputs;
  beforeAll(async () => {
    inputs = await writeReportInputs();
  }, 120_000);

  it("draws a comparison: both curves of every run, a dot per label and run, and the per-label table", async () => {
    const out = `${inputs.stem}.compare.html`;
    const r = await run(["report", "--comparison", inputs.comparisonFile, "--out", out]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const doc = pageOf(out);
    const runs = inputs.comparison.runs as JsonOutput[];
    const curves = doc.querySelector('[data-chart="learning-curves"]')!;
    expect(curves.querySelectorAll('g[aria-label="line"] path').length).toBe(2 * runs.length);
    expect(curves.querySelectorAll('g[aria-label="dot"] circle').length).toBe(2 * 5 * runs.length);
    const labels = inputs.comparison.labels as JsonOutput[];
    expect(doc.querySelectorAll('[data-chart="label-f1"] g[aria-label="dot"] circle').length).toBe(
      labels.length * runs.length,
    );
    // The table holds each run's F1 of each label, as compare measured it.
    for (const tr of doc.querySelectorAll('[data-table="per-label"] tbody tr')) {
      const cells = [...tr.querySelectorAll("td")].map((td) => td.textContent);
      const j = labels.findIndex((l) => l.name === cells[0]);
      expect(Number(cells[1])).toBe(labels[j].trainFrequency);
      runs.forEach((runOf, k) => {
        expect(cells[3 + 3 * k + 2]).toBe(runOf.perLabel[j].f1.toFixed(3));
      });
    }
    expect(doc.querySelectorAll('[data-table="top-terms"] tbody tr').length).toBe(
      labels.length * runs.length,
    );
    expect(doc.querySelector("[data-chart=tree], [data-chart=kappa-error]")).toBeNull();
  });

  it("draws a TreeBoost.MH model on labelled data with its tree, and a kappa-error file", async () => {
    const out = `${inputs.stem}.tree.html`;
    const r = await run([
      "report",
      "--model",
      inputs.treeModel,
      "--format",
      "boostexter",
      "--data",
      inputs.stem,
      "--kappa-error",
      inputs.kappaErrorFile,
      "--out",
      out,
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const doc = pageOf(out);
    // 1, 2, 5, 10 and the model's 20 rounds, in both panels.
    expect(doc.querySelectorAll('[data-chart="learning-curves"] g[aria-label="dot"] circle').length).toBe(
      2 * 5,
    );
    const model = JSON.parse(readFileSync(inputs.treeModel, "utf8"));
    const tree = doc.querySelector('[data-chart="tree"]')!;
    // Every node of the model's tree that has a label at or under it: the labels and their two clusters.
    const nodes = model.body.tree.labels.length;
    expect(tree.querySelectorAll('g[aria-label="dot"] circle').length).toBe(nodes);
    expect(tree.querySelectorAll('g[aria-label="text"] text').length).toBeGreaterThanOrEqual(nodes);
    const kappa = doc.querySelector('[data-chart="kappa-error"]')!;
    expect(kappa.querySelectorAll('g[aria-label="dot"] circle').length).toBe(inputs.kappaError.points.length);
    expect(inputs.kappaError.points.length).toBe(6); // 4 members, 6 pairs
    expect(doc.querySelector("title")!.textContent).toContain("treeboost");
  });

  it("refuses a missing or doubled source, misplaced options, a bad file and an existing --out", async () => {
    const out = `${inputs.stem}.refused.html`;
    const cases: [string[], RegExp][] = [
      [["--out", out], /give one of --comparison FILE or --model FILE/],
      [["--comparison", inputs.comparisonFile, "--model", inputs.treeModel, "--out", out], /give one of/],
      [
        ["--comparison", inputs.comparisonFile, "--data", inputs.stem, "--out", out],
        /--data applies to --model/,
      ],
      [["--model", inputs.treeModel, "--out", out], /--model needs --format and --data/],
      [["--comparison", inputs.treeModel, "--out", out], /not a textboost comparison/],
      [
        ["--comparison", inputs.comparisonFile, "--kappa-error", inputs.comparisonFile, "--out", out],
        /not a kappa-error file/,
      ],
      [["--comparison", inputs.comparisonFile, "--out", inputs.comparisonFile, "--force"], /input/],
    ];
    for (const [args, message] of cases) {
      const r = await run(["report", ...args]);
      expect(r.code, args.join(" ")).toBe(1);
      expect(r.err).toMatch(message);
    }
    writeFileSync(out, "keep me");
    const r = await run(["report", "--comparison", inputs.comparisonFile, "--out", out]);
    expect(r.code).toBe(1);
    expect(readFileSync(out, "utf8")).toBe("keep me");
  });
});
