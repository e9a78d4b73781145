import { readFileSync, writeFileSync } from "node:fs";
import { loadAdaBoostMH } from "@textboost/adaboost-mh";
import { loadDataset } from "@textboost/datasets";
import { loadTextPipeline } from "@textboost/text";
import { beforeAll, describe, expect, it } from "vitest";
import { predictionsCsv } from "../src/files/prediction-file.js";
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

describe("textboost predict on a data set", () => {
  let stem: string;
  let model: string;
  let expected: { scores: Float64Array; labels: string[]; rows: number };
  beforeAll(async () => {
    stem = writeTextCorpus();
    model = `${stem}.model.json`;
    expect((await trainOnCorpus(stem, "--iterations", "15", "--out", model)).code).toBe(0);
    const m = loadAdaBoostMH(JSON.parse(readFileSync(model, "utf8")));
    const test = await loadDataset("boostexter", stem, { split: "test" });
    if (test.kind !== "text") throw new Error("expected text");
    const X = loadTextPipeline(m.preprocessing).transform(test.corpus.documents.map((d) => d.text));
    expected = { scores: m.scores(X).data, labels: [...m.labels], rows: X.rows };
  });

  const predictArgs = (out: string) => [
    "predict",
    "--model",
    model,
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

  it("writes every document's scores and predicted labels as CSV, equal to the model's own scores", async () => {
    const r = await run(predictArgs(`${stem}.pred.csv`));
    expect(r.code).toBe(0);
    const rows = parseCsv(readFileSync(`${stem}.pred.csv`, "utf8"));
    expect(rows[0]).toEqual(["document", "predicted", ...expected.labels]);
    expect(rows.length).toBe(expected.rows + 1);
    const m = expected.labels.length;
    rows.slice(1).forEach((row, i) => {
      const scores = row.slice(2).map(Number);
      expect(scores).toEqual(Array.from(expected.scores.subarray(i * m, (i + 1) * m)));
      const predicted = expected.labels.filter((_, j) => scores[j]! > 0);
      expect(row[1]!.split(" ").filter(Boolean).sort()).toEqual(predicted.sort());
    });
  });

  it("writes JSON Lines with the same content", async () => {
    expect((await run(predictArgs(`${stem}.pred.jsonl`))).code).toBe(0);
    const lines = readFileSync(`${stem}.pred.jsonl`, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.length).toBe(expected.rows);
    const m = expected.labels.length;
    lines.forEach((l, i) => {
      expect(expected.labels.map((name) => l.scores[name])).toEqual(
        Array.from(expected.scores.subarray(i * m, (i + 1) * m)),
      );
    });
  });

  it("refuses another extension, an existing file without --force, and an input even with --force", async () => {
    expect((await run(predictArgs(`${stem}.pred.txt`))).err).toMatch(/--out must end in .csv or .jsonl/);
    writeFileSync(`${stem}.old.csv`, "x");
    expect((await run(predictArgs(`${stem}.old.csv`))).err).toMatch(/exists; pass --force/);
    const input = await run([...predictArgs(`${stem}.test`), "--force"]);
    expect(input.err).toMatch(/never overwrites its inputs/);
    expect(readFileSync(`${stem}.test`, "utf8")).not.toMatch(/^document,/);
  });

  it("quotes CSV fields that hold commas or quotes", () => {
    const csv = predictionsCsv(["a,b", 'say "hi"'], [{ document: "d,1", labels: ["a,b"], scores: [1, -1] }]);
    expect(parseCsv(csv)).toEqual([
      ["document", "predicted", "a,b", 'say "hi"'],
      ["d,1", "a,b", "1", "-1"],
    ]);
  });
});
