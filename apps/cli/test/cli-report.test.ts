import { readFileSync, writeFileSync } from "node:fs";
import { parseHTML } from "linkedom";
import { beforeAll, describe, expect, it } from "vitest";
import { type ReportInputs, reportOnModel, writeReportInputs } from "../src/test-support/report-inputs.js";
import { evaluateOnCorpus, type JsonOutput, run, trainOnCorpus } from "../src/test-support/run.js";

/** The written page, parsed as a browser would. */
const pageOf = (file: string) => parseHTML(readFileSync(file, "utf8")).document;

/** The "Covering errors" table: its header cells, and per cover the exact value (`data-value`) of each run's cell. */
function coveringErrorTable(doc: ReturnType<typeof pageOf>) {
  const table = doc.querySelector('[data-table="covering-errors"]');
  if (table === null) return undefined;
  const head = [...table.querySelectorAll("thead th")].map((th) => th.textContent);
  const rows = Object.fromEntries(
    [...table.querySelectorAll("tbody tr")].map((tr) => {
      const [name, ...cells] = [...tr.querySelectorAll("td")];
      return [name!.textContent, cells.map((td) => Number(td.getAttribute("data-value")))];
    }),
  );
  return { head, rows };
}

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
    // Each run's covering errors at its largest S, as compare --covers recorded them.
    const covers = coveringErrorTable(doc)!;
    expect(covers.head).toEqual(["cover", ...runs.map((r) => `${r.algorithm} (S=20)`)]);
    expect(Object.keys(covers.rows)).toEqual(["hamming", "zero-one"]);
    for (const [cover, cells] of Object.entries(covers.rows)) {
      expect(cells).toEqual(runs.map((r) => r.points.at(-1).coveringError[cover]));
    }
    const chart = doc.querySelector('[data-chart="covering-errors"]')!;
    expect(chart.querySelectorAll('g[aria-label="line"] path').length).toBe(2 * runs.length);
    expect(chart.querySelectorAll('g[aria-label="dot"] circle').length).toBe(2 * 5 * runs.length);
  });

  it("shows an AdaBoost.LC model's covering errors, its own cover among them, equal to evaluate --covers", async () => {
    const model = `${inputs.stem}.lc.json`;
    const trained = await trainOnCorpus(
      inputs.stem,
      "--algorithm",
      "adaboost-lc",
      "--cover",
      "wp",
      "--iterations",
      "10",
      "--out",
      model,
    );
    expect(trained.code).toBe(0);
    const out = `${inputs.stem}.lc.html`;
    const data = ["--format", "boostexter", "--data", inputs.stem];
    const r = await run([
      "report",
      "--model",
      model,
      ...data,
      "--at",
      "2,5,10",
      "--covers",
      "zo,hamming",
      "--out",
      out,
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const evaluated = await evaluateOnCorpus(
      model,
      inputs.stem,
      "--at",
      "2,5,10",
      "--covers",
      "zero-one,hamming,weighted-positive:6",
      "--json",
    );
    const rows = JSON.parse(evaluated.out);
    const doc = pageOf(out);
    const covers = coveringErrorTable(doc)!;
    expect(covers.head).toEqual(["cover", "adaboost-lc (S=10)"]);
    expect(covers.rows).toEqual(
      Object.fromEntries(Object.entries(rows.at(-1).coveringError).map(([c, e]) => [c, [e]])),
    );
    expect(Object.keys(covers.rows)).toEqual(["zero-one", "hamming", "weighted-positive:6"]);
    // A dot per cover and S; the dots' titles name each value, rounded.
    const dots = [...doc.querySelectorAll('[data-chart="covering-errors"] g[aria-label="dot"] circle title')];
    expect(dots.map((d) => d.textContent).sort()).toEqual(
      rows
        .flatMap((row: JsonOutput) =>
          Object.entries(row.coveringError).map(
            ([c, e]) => `adaboost-lc, S = ${row.iterations}: covering error ${c} ${(e as number).toFixed(4)}`,
          ),
        )
        .sort(),
    );
    // Without --covers, the model's own cover alone.
    const own = `${inputs.stem}.lc-own.html`;
    expect((await run(["report", "--model", model, ...data, "--out", own])).code).toBe(0);
    expect(Object.keys(coveringErrorTable(pageOf(own))!.rows)).toEqual(["weighted-positive:6"]);
  }, 60_000);

  it("refuses a bad --covers with the error evaluate gives, and has no covering errors section without covers", async () => {
    const data = ["--format", "boostexter", "--data", inputs.stem];
    const bad = "hamming,wp:0";
    const reported = await run([
      "report",
      "--model",
      inputs.treeModel,
      ...data,
      "--covers",
      bad,
      "--out",
      `${inputs.stem}.bad.html`,
    ]);
    const evaluated = await evaluateOnCorpus(inputs.treeModel, inputs.stem, "--covers", bad);
    expect(reported.code).toBe(1);
    expect(evaluated.code).toBe(1);
    expect(reported.err).toMatch(/cover "wp:0": the weight "0" is not a positive integer/);
    expect(reported.err).toBe(evaluated.err);
    const out = `${inputs.stem}.no-covers.html`;
    expect((await reportOnModel(inputs, out)).code).toBe(0);
    expect(coveringErrorTable(pageOf(out))).toBeUndefined();
    expect(pageOf(out).querySelector('[data-chart="covering-errors"]')).toBeNull();
  });

  it("draws a TreeBoost.MH model on labelled data with its tree, and a kappa-error file", async () => {
    const out = `${inputs.stem}.tree.html`;
    const r = await reportOnModel(inputs, out);
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
      [
        ["--comparison", inputs.comparisonFile, "--covers", "hamming", "--out", out],
        /--covers applies to --model; a comparison holds its own measures \(give --covers to textboost compare\)/,
      ],
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
