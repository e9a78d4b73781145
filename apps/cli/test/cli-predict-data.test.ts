import { readFileSync, writeFileSync } from "node:fs";
import { fc, test } from "@fast-check/vitest";
import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { loadDataset } from "@textboost/datasets";
import { loadTextPipeline } from "@textboost/text";
import { beforeAll, describe, expect, it } from "vitest";
import { type PredictionTable, predictionsCsv, predictionsJsonl } from "../src/files/prediction-file.js";
import { run, trainOnCorpus, writeTextCorpus } from "../src/test-support/run.js";

/** A small RFC 4180 reader, written for this test. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  return rows;
}

/** The logistic of 2f, written here from its definition (what an uncalibrated model's probabilities are). */
const logistic2f = (f: number) => 1 / (1 + Math.exp(-2 * f));

describe("textboost predict on a data set", () => {
  let stem: string;
  let model: string;
  let expected: { scores: Float64Array; labels: string[]; rows: number; truth: string[][] };
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.model.json`;
    expect((await trainOnCorpus(stem, "--iterations", "15", "--out", model)).code).toBe(0);
    const m = loadAdaBoostMH(JSON.parse(readFileSync(model, "utf8")));
    const test = await loadDataset("boostexter", stem, { split: "test" });
    if (test.kind !== "text") throw new Error("expected text");
    const X = loadTextPipeline(m.preprocessing).transform(test.corpus.documents.map((d) => d.text));
    expected = {
      scores: m.scores(X).data,
      labels: [...m.labels],
      rows: X.rows,
      truth: test.corpus.documents.map((d) => [...d.labels]),
    };
  });

  const predictArgs = (out: string, modelFile = model) => [
    "predict",
    "--model",
    modelFile,
    "--format",
    "boostexter",
    "--data",
    stem,
    "--split",
    "test",
    "--threads",
    "1",
    "--out",
    out,
  ];
  const readJsonl = (file: string) =>
    readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));

  it("writes every document's scores, probabilities, predicted and true labels as CSV, from the model's own scores", async () => {
    const r = await run(predictArgs(`${stem}.pred.csv`));
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/probabilities: 1 \/ \(1 \+ exp\(-2 score\)\).*not calibrated/);
    const rows = parseCsv(readFileSync(`${stem}.pred.csv`, "utf8"));
    const m = expected.labels.length;
    expect(rows[0]).toEqual([
      "document",
      "predicted",
      ...expected.labels,
      "true",
      ...expected.labels.map((l) => `probability:${l}`),
    ]);
    expect(rows.length).toBe(expected.rows + 1);
    rows.slice(1).forEach((row, i) => {
      expect(row).toHaveLength(2 * m + 3);
      const own = Array.from(expected.scores.subarray(i * m, (i + 1) * m));
      const scores = row.slice(2, 2 + m).map(Number);
      expect(scores).toEqual(own);
      const predicted = expected.labels.filter((_, j) => own[j]! > 0);
      expect(row[1]!.split(" ").filter(Boolean).sort()).toEqual(predicted.sort());
      expect(row[2 + m]!.split(" ").filter(Boolean).sort()).toEqual([...expected.truth[i]!].sort());
      row.slice(3 + m).forEach((p, j) => {
        expect(Number(p)).toBeCloseTo(logistic2f(own[j]!), 12);
      });
    });
  });

  it("writes JSON Lines with the same content", async () => {
    expect((await run(predictArgs(`${stem}.pred.jsonl`))).code).toBe(0);
    const lines = readJsonl(`${stem}.pred.jsonl`);
    expect(lines.length).toBe(expected.rows);
    const m = expected.labels.length;
    lines.forEach((l, i) => {
      const own = Array.from(expected.scores.subarray(i * m, (i + 1) * m));
      expect(expected.labels.map((name) => l.scores[name])).toEqual(own);
      expected.labels.forEach((name, j) => {
        expect(l.probabilities[name]).toBeCloseTo(logistic2f(own[j]!), 12);
      });
      expect([...l.true].sort()).toEqual([...expected.truth[i]!].sort());
      expect([...l.labels].sort()).toEqual(expected.labels.filter((_, j) => own[j]! > 0).sort());
    });
  });

  it("takes the format from --out-format when the extension does not say it", async () => {
    const out = `${stem}.predictions.txt`;
    expect((await run([...predictArgs(out), "--out-format", "jsonl"])).code).toBe(0);
    expect(readJsonl(out)).toHaveLength(expected.rows);
    const bad = await run([...predictArgs(`${stem}.p2.txt`), "--out-format", "xml"]);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/--out-format/);
  });

  it("gives a calibrated model's probabilities through its calibration", async () => {
    const calibrated = `${stem}.platt.json`;
    const t = await trainOnCorpus(
      stem,
      "--iterations",
      "15",
      "--validation-fraction",
      "0.3",
      "--calibrate",
      "platt",
      "--out",
      calibrated,
    );
    expect(t.code).toBe(0);
    const file = JSON.parse(readFileSync(calibrated, "utf8"));
    const { a, b } = file.decision.calibration as { a: number[]; b: number[] };
    const r = await run(predictArgs(`${stem}.platt.jsonl`, calibrated));
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/probabilities: Platt calibration recorded in the model/);
    const m = loadAdaBoostMH(file);
    const test = await loadDataset("boostexter", stem, { split: "test" });
    if (test.kind !== "text") throw new Error("expected text");
    const X = loadTextPipeline(m.preprocessing).transform(test.corpus.documents.map((d) => d.text));
    const own = m.scores(X, { rounds: file.decision.rounds ?? m.length }).data;
    readJsonl(`${stem}.platt.jsonl`).forEach((l, i) => {
      m.labels.forEach((name, j) => {
        const f = own[i * m.labels.length + j]!;
        expect(l.scores[name]).toBe(f);
        expect(l.probabilities[name]).toBeCloseTo(1 / (1 + Math.exp(-(a[j]! * f + b[j]!))), 12);
      });
    });
  });

  it("refuses another extension, an existing file without --force, and an input even with --force", async () => {
    expect((await run(predictArgs(`${stem}.pred.txt`))).err).toMatch(
      /--out .*pred\.txt: end it in \.csv or \.jsonl, or give --out-format csv\|jsonl/,
    );
    writeFileSync(`${stem}.old.csv`, "x");
    expect((await run(predictArgs(`${stem}.old.csv`))).err).toMatch(/exists; pass --force/);
    const input = await run([...predictArgs(`${stem}.test`), "--force"]);
    expect(input.err).toMatch(/never overwrites its inputs/);
    expect(readFileSync(`${stem}.test`, "utf8")).not.toMatch(/^document,/);
  });
});

/** Label names and document names with the characters CSV must quote: commas, quotes, line breaks. */
const arbName = fc.string({
  unit: fc.constantFrom("a", "b", ",", '"', "\n", "\r", " ", "é"),
  minLength: 1,
  maxLength: 6,
});
const arbTable = fc
  .record({
    labels: fc.uniqueArray(arbName, { minLength: 1, maxLength: 4 }),
    truth: fc.boolean(),
    docs: fc.array(
      fc.record({
        document: arbName,
        scores: fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 4, maxLength: 4 }),
        probabilities: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }),
        picks: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        trues: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      }),
      { maxLength: 5 },
    ),
  })
  .map(
    ({ labels, truth, docs }): PredictionTable => ({
      labelNames: labels,
      truth,
      records: docs.map((d) => ({
        document: d.document,
        labels: labels.filter((_, j) => d.picks[j]),
        scores: d.scores.slice(0, labels.length),
        probabilities: d.probabilities.slice(0, labels.length),
        ...(truth ? { trueLabels: labels.filter((_, j) => d.trues[j]) } : {}),
      })),
    }),
  );

/** -0 is written "0" (in CSV as in JSON): the value, not the sign of zero, is what a reader gets. */
const noMinusZero = (x: number) => (Object.is(x, -0) ? 0 : x);

describe("the predictions file writers", () => {
  test.prop([arbTable])("CSV: an RFC 4180 reader gets every field back, numbers exactly", (table) => {
    const rows = parseCsv(predictionsCsv(table));
    const m = table.labelNames.length;
    expect(rows).toHaveLength(table.records.length + 1);
    expect(rows[0]!.slice(2, 2 + m)).toEqual(table.labelNames);
    table.records.forEach((r, i) => {
      const row = rows[i + 1]!;
      expect(row).toHaveLength(2 * m + 2 + (table.truth ? 1 : 0));
      expect(row[0]).toBe(r.document);
      expect(row[1]).toBe(r.labels.join(" "));
      expect(row.slice(2, 2 + m).map(Number)).toEqual(Array.from(r.scores, noMinusZero));
      if (table.truth) expect(row[2 + m]).toBe(r.trueLabels!.join(" "));
      expect(row.slice(-m).map(Number)).toEqual(Array.from(r.probabilities, noMinusZero));
    });
  });

  test.prop([arbTable])("JSON Lines: one object per document with the same content", (table) => {
    const text = predictionsJsonl(table);
    const lines =
      text === ""
        ? []
        : text
            .trimEnd()
            .split("\n")
            .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(table.records.length);
    table.records.forEach((r, i) => {
      const l = lines[i];
      expect(l.document).toBe(r.document);
      expect(l.labels).toEqual(r.labels);
      expect(table.labelNames.map((n) => l.scores[n])).toEqual(Array.from(r.scores, noMinusZero));
      expect(table.labelNames.map((n) => l.probabilities[n])).toEqual(
        Array.from(r.probabilities, noMinusZero),
      );
      expect(l.true).toEqual(table.truth ? r.trueLabels : undefined);
    });
  });

  it("quotes CSV fields that hold commas or quotes", () => {
    const csv = predictionsCsv({
      labelNames: ["a,b", 'say "hi"'],
      truth: true,
      records: [
        {
          document: "d,1",
          labels: ["a,b"],
          scores: [1, -1],
          probabilities: [0.5, 0.25],
          trueLabels: ['say "hi"'],
        },
      ],
    });
    expect(csv.split("\n")[1]).toBe('"d,1","a,b",1,-1,"say ""hi""",0.5,0.25');
  });
});
