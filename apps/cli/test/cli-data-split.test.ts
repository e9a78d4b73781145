import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadDataset, selectDocuments, stratifiedSplit } from "@textboost/datasets";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateMulan, run, trainMulan } from "../src/test-support/run.js";
import { tempDir, vectorDataset, writeMulanFiles } from "../src/test-support/vector-data.js";

const data = vectorDataset(100, 5);
let dir = "";
let file = "";

beforeAll(() => {
  dir = tempDir();
  file = join(dir, "x.arff");
  writeMulanFiles(data, file, join(dir, "x.xml"));
});

/** `textboost data split --format mulan --data <data> ...more`, which must succeed quietly. */
const split = (data: string, ...more: string[]) =>
  ok(["data", "split", "--format", "mulan", "--data", data, ...more]);
const ok = async (argv: string[]) => {
  const r = await run(argv);
  expect([r.code, r.err]).toEqual([0, ""]);
  return r;
};
/** The path `read it with --format F --data PATH` names. */
const readBack = (out: string) =>
  /read it with --format (\S+) --data (\S+)/.exec(out)!.slice(1) as [string, string];
/** Rows of a data set as "features|labels" strings, names not indices, for comparing across formats. */
const rowsOf = (d: {
  X: typeof data.X;
  Y: typeof data.Y;
  featureNames: readonly string[];
  labelNames: readonly string[];
}) =>
  Array.from({ length: d.X.rows }, (_, i) => {
    const f = Array.from(
      d.X.indices.subarray(d.X.indptr[i], d.X.indptr[i + 1]),
      (c) => d.featureNames[c],
    ).sort();
    const l = Array.from(
      d.Y.indices.subarray(d.Y.indptr[i], d.Y.indptr[i + 1]),
      (c) => d.labelNames[c],
    ).sort();
    return `${f.join(",")}|${l.join(",")}`;
  });

describe("textboost data split", () => {
  it("writes the stratified parts train --test-fraction uses, and training on them reproduces its held-out figures", async () => {
    const out = join(dir, "parts");
    const r = await split(file, "--test-fraction", "0.3", "--split-seed", "5", "--out", out);
    expect(readBack(r.out)).toEqual(["mulan", out]);
    for (const f of ["parts-train.arff", "parts-test.arff", "parts.xml"])
      expect(existsSync(join(out, f))).toBe(true);
    const { train, test } = stratifiedSplit(data.Y, { testFraction: 0.3, seed: 5 });
    const back = await loadDataset("mulan", out, { split: "test" });
    if (back.kind !== "vectors") throw new Error("vectors expected");
    expect(rowsOf(back.dataset)).toEqual(rowsOf(selectDocuments(data, test)));

    const held = await trainMulan(
      file,
      "--iterations",
      "10",
      "--test-fraction",
      "0.3",
      "--split-seed",
      "5",
      "--out",
      join(dir, "h.json"),
    );
    const model = join(dir, "p.json");
    expect((await trainMulan(out, "--iterations", "10", "--out", model)).documents).toBe(train.length);
    const e = await evaluateMulan(model, out);
    const { microF1, averagePrecision } = held.heldOut;
    expect([e.documents, e.microF1, e.averagePrecision]).toEqual([test.length, microF1, averagePrecision]);
  });

  it.each(["meka", "svmlight", "boostexter", "mpboost"])(
    "--to %s writes files that read back as the same documents",
    async (to) => {
      const out = join(dir, `to-${to}`);
      const r = await split(file, "--test-fraction", "0.25", "--out", out, "--to", to);
      const [format, path] = readBack(r.out);
      expect(format).toBe(to);
      const { train, test } = stratifiedSplit(data.Y, { testFraction: 0.25, seed: 0 });
      for (const [split, rows] of [
        ["train", train],
        ["test", test],
      ] as const) {
        const back = await loadDataset(to as "meka", path, { split });
        if (back.kind !== "vectors") throw new Error("vectors expected");
        const want = selectDocuments(data, rows);
        // SVMlight and MP-Boost++ name features and labels by number: compare the shapes there
        if (to === "meka" || to === "boostexter") expect(rowsOf(back.dataset)).toEqual(rowsOf(want));
        else
          expect([back.dataset.X.rows, back.dataset.Y.indices.length]).toEqual([
            rows.length,
            want.Y.indices.length,
          ]);
      }
    },
  );

  it("never writes over an input, even with --force", async () => {
    const d = join(dir, "d");
    mkdirSync(d);
    writeMulanFiles(
      selectDocuments(data, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
      join(d, "d-train.arff"),
      join(d, "d.xml"),
    );
    writeMulanFiles(selectDocuments(data, [10, 11, 12]), join(d, "d-test.arff"));
    const before = readFileSync(join(d, "d-train.arff"), "utf8");
    const r = await run([
      "data",
      "split",
      "--format",
      "mulan",
      "--data",
      d,
      "--test-fraction",
      "0.3",
      "--out",
      d,
      "--force",
    ]);
    expect([r.code, r.err]).toEqual([1, expect.stringMatching(/never overwrites its inputs/)]);
    expect(readFileSync(join(d, "d-train.arff"), "utf8")).toBe(before);
  });
});

describe("textboost data convert writes every format", () => {
  it("a single file without parts is converted whole; Mulan ARFF + XML round-trips a pair", async () => {
    const out = join(dir, "whole-meka");
    const r = await ok(["data", "convert", "--format", "mulan", file, "--to", "meka", "--out", out]);
    expect(readBack(r.out)).toEqual(["meka", out]);
    const back = await loadDataset("meka", out);
    if (back.kind !== "vectors") throw new Error("vectors expected");
    expect([back.part, rowsOf(back.dataset)]).toEqual(["whole", rowsOf(data)]);
    expect(readFileSync(join(out, "whole-meka.arff"), "utf8").split("\n")[0]).toBe(
      "@relation 'whole-meka: -C 3'",
    );

    const mulan = join(dir, "pair-mulan");
    await ok(["data", "convert", "--format", "mulan", join(dir, "parts"), "--to", "mulan", "--out", mulan]);
    for (const split of ["train", "test"] as const) {
      const a = await loadDataset("mulan", join(dir, "parts"), { split });
      const b = await loadDataset("mulan", mulan, { split });
      if (a.kind !== "vectors" || b.kind !== "vectors") throw new Error("vectors expected");
      expect(rowsOf(b.dataset)).toEqual(rowsOf(a.dataset));
    }
  });
});
