import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { readSvmlight, writeSvmlight } from "./node/svmlight-file.js";
import { parseSvmlight } from "./svmlight.js";
import { formatSvmlight } from "./svmlight-writer.js";
import { datasetArbitrary, datasetOf, expectSameDataset } from "./test-support/arbitrary-dataset.js";
import { caught, expectInputError, lineEndingVariants, replaceLine } from "./test-support/errors.js";

const FILE = join(import.meta.dirname, "..", "fixtures", "svmlight-mini.svm");
const text = readFileSync(FILE, "utf8");

// By hand: labels 1, 3, 12 (sorted numerically); features are 1-based, columns 0-based; 12 columns.
const EXPECTED = datasetOf(
  [
    { x: { 4: 0.2, 6: 1 }, y: [0, 1] },
    { x: { 0: 1, 1: 2.5 }, y: [1] },
    { x: { 1: 1, 6: 1 }, y: [] },
    { x: { 2: -0.001 }, y: [0, 2] },
  ],
  ["1", "2", "3", "4", "5", "6", "7"],
  ["1", "3", "12"],
);

describe("parseSvmlight", () => {
  it("reads labels, 1-based features, comments, qid, unsorted features and label-less lines", async () => {
    expectSameDataset(await readSvmlight(FILE), EXPECTED);
  });

  it.each(lineEndingVariants(text))("reads the same with %s", async (_, variant) => {
    expectSameDataset(await parseSvmlight(variant), EXPECTED);
  });

  it("fixes columns with featureNames and labelNames (a test set read like its training set)", async () => {
    const d = await parseSvmlight("3 2:1\n", { featureNames: ["a", "b", "c"], labelNames: ["12", "3", "1"] });
    expect([d.X.cols, d.featureNames, d.labelNames]).toEqual([3, ["a", "b", "c"], ["12", "3", "1"]]);
    expect(Array.from(d.Y.indices)).toEqual([1]);
  });

  it("gives a binary X when every value is 1, and skips explicit zeros", async () => {
    const d = await parseSvmlight("1 1:1 2:0 3:1\n");
    expect(d.X.values).toBeUndefined();
    expect(Array.from(d.X.indices)).toEqual([0, 2]);
  });

  const bad: [string, number, string, RegExp][] = [
    ["a 0 index", 3, "1,3 0:0.2", /index "0" is not a positive integer/],
    ["a negative index", 3, "1,3 -2:0.2", /index "-2"/],
    ["a value that is not a number", 3, "1,3 5:abc", /value "abc" of feature 5/],
    ["a token without colon", 4, "3 qid:4 1:1 2", /feature "2" is not "index:value"/],
    ["a repeated index", 4, "3 1:1 1:2", /feature index 1 appears twice/],
    ["a label that is not an integer", 7, "x,1 3:1", /label "x" is not an integer/],
    ["an empty label", 7, "12,,1 3:1", /empty label/],
    ["a repeated label", 7, "1,1 3:1", /label "1" is repeated/],
  ];
  it.each(bad)("rejects %s with file and line", async (_, line, replacement, pattern) => {
    await expectInputError(
      () => parseSvmlight(replaceLine(text, line, replacement), { file: "x.svm" }),
      "x.svm",
      line,
      pattern,
    );
  });

  it("rejects a label outside the given labelNames and an index beyond featureNames", async () => {
    await expectInputError(
      () => parseSvmlight("1 1:1\n5 1:1\n", { file: "t.svm", labelNames: ["1"] }),
      "t.svm",
      2,
      /label "5" is not one of the 1 given/,
    );
    await expectInputError(
      () => parseSvmlight("1 1:1\n1 4:1\n", { file: "t.svm", featureNames: ["a", "b"] }),
      "t.svm",
      2,
      /index 4 is beyond the 2/,
    );
  });
});

describe("SVMlight writer", () => {
  test.prop([datasetArbitrary({ featureNames: "index", labelNames: "integer", noEmptyRows: true })])(
    "write then read (with the original names) gives the same data set",
    async (d) => {
      const back = await parseSvmlight([...formatSvmlight(d)], {
        featureNames: d.featureNames,
        labelNames: d.labelNames,
      });
      expectSameDataset(back, d);
    },
  );

  test.prop([datasetArbitrary({ noEmptyRows: true })])(
    "with non-integer label names, labels are written as column indices",
    async (d) => {
      // The premise: some name is not an integer (the "tricky" names are sometimes "9").
      fc.pre(!d.labelNames.every((n) => /^(0|-?[1-9]\d*)$/.test(n)));
      const back = await parseSvmlight([...formatSvmlight(d)], {
        featureNames: d.featureNames,
        labelNames: d.labelNames.map((_, j) => String(j)),
      });
      expectSameDataset(back, { ...d, labelNames: d.labelNames.map((_, j) => String(j)) });
    },
  );

  test.prop([datasetArbitrary()])(
    "a document with neither labels nor features is refused, never dropped",
    async (d) => {
      const empty = Array.from({ length: d.X.rows }, (_, r) => r).some(
        (r) => d.X.indptr[r] === d.X.indptr[r + 1] && d.Y.indptr[r] === d.Y.indptr[r + 1],
      );
      if (empty) expect((await caught(() => [...formatSvmlight(d)])).code).toBe("E_INVALID_ARGUMENT");
      else
        expect((await parseSvmlight([...formatSvmlight(d)], { featureNames: d.featureNames })).X.rows).toBe(
          d.X.rows,
        );
    },
  );

  it("writes a file that reads back", async () => {
    const dir = await mkdtemp(join(tmpdir(), "textboost-svm-"));
    try {
      await writeSvmlight(EXPECTED, join(dir, "a.svm"));
      expectSameDataset(await readSvmlight(join(dir, "a.svm")), EXPECTED);
      expect(readFileSync(join(dir, "a.svm"), "utf8").split("\n")[0]).toBe("1,3 5:0.2 7:1");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("labels: names refuses non-integer names", async () => {
    const d = { ...EXPECTED, labelNames: ["a", "b", "c"] };
    expect((await caught(() => [...formatSvmlight(d, { labels: "names" })])).code).toBe("E_INVALID_ARGUMENT");
  });
});
