import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parseMpBoost, readMpBoost } from "./mpboost.js";
import { formatMpBoost, writeMpBoost } from "./mpboost-writer.js";
import { datasetArbitrary, datasetOf, expectSameDataset } from "./test-support/arbitrary-dataset.js";
import { caught, expectInputError, lineEndingVariants, replaceLine } from "./test-support/errors.js";

const FILE = join(import.meta.dirname, "..", "fixtures", "mpboost-mini.txt");
const text = readFileSync(FILE, "utf8");
const features = Array.from({ length: 202 }, (_, c) => String(c));
// By hand: feature id = column; categories 0, 3, 9 become columns 0, 1, 2.
const EXPECTED = datasetOf(
  [
    { x: { 3: 1, 6: 1, 103: 1, 201: 1 }, y: [1, 2] },
    { x: { 0: 1, 6: 1 }, y: [2] },
    { x: { 1: 1, 2: 1 }, y: [] },
    { x: {}, y: [0, 1] },
  ],
  features,
  ["0", "3", "9"],
  ["3", "d2", "d3", "d4"],
);

describe("parseMpBoost", () => {
  it("reads ids, feature ids, the optional pipe and categories", async () => {
    const d = await readMpBoost(FILE);
    expect(d.X.values).toBeUndefined();
    expectSameDataset(d, EXPECTED);
  });

  it.each(lineEndingVariants(text))("reads the same with %s", async (_, variant) => {
    expectSameDataset(await parseMpBoost(variant), EXPECTED);
  });

  const bad: [string, number, string, RegExp][] = [
    ["a feature id that is not a number", 1, "3 3 x 103 | 3", /feature id "x"/],
    ["a negative feature id", 2, "d2 -1 | 9", /feature id "-1"/],
    ["a repeated feature id", 2, "d2 6 6 | 9", /feature id 6 appears twice/],
    ["two pipes", 3, "d3 1 | 2 | 3", /more than one '\|'/],
    ["a missing id", 4, "| 0 3", /document ID is missing/],
    ["a bad category", 4, "d4 | 0 c", /category id "c"/],
    ["a repeated category", 4, "d4 | 3 3", /category "3" is repeated/],
  ];
  it.each(bad)("rejects %s with file and line", async (_, line, replacement, pattern) => {
    await expectInputError(
      () => parseMpBoost(replaceLine(text, line, replacement), { file: "m.txt" }),
      "m.txt",
      line,
      pattern,
    );
  });

  it("has no comments: a line starting with # is a document, not dropped", async () => {
    const d = await parseMpBoost("#1 0 | 0\n\n2 1\n");
    expect(d.documentIds).toEqual(["#1", "2"]);
  });

  it("rejects a feature beyond featureNames", async () => {
    await expectInputError(
      () => parseMpBoost("a 0 5 | 1\n", { file: "m", featureNames: ["x", "y"] }),
      "m",
      1,
      /feature id 5 is out of range \[0, 2\)/,
    );
  });
});

describe("parseMpBoost categoryIds", () => {
  it('"dense" makes one column per id from 0 to the largest, as MP-Boost++ does', async () => {
    const d = await parseMpBoost(text, { categoryIds: "dense" });
    expect(d.labelNames).toEqual(Array.from({ length: 10 }, (_, c) => String(c)));
    // The same documents as EXPECTED, with categories 0, 3, 9 in columns 0, 3, 9.
    expectSameDataset(
      d,
      datasetOf(
        [
          { x: { 3: 1, 6: 1, 103: 1, 201: 1 }, y: [3, 9] },
          { x: { 0: 1, 6: 1 }, y: [9] },
          { x: { 1: 1, 2: 1 }, y: [] },
          { x: {}, y: [0, 3] },
        ],
        features,
        d.labelNames,
        ["3", "d2", "d3", "d4"],
      ),
    );
  });

  test.prop([
    fc.array(fc.uniqueArray(fc.nat({ max: 40 }), { maxLength: 5 }), { minLength: 1, maxLength: 12 }),
  ])("dense column c holds exactly the documents with category id c", async (rows) => {
    const lines = rows.map((cats, r) => `d${r} 0 | ${cats.join(" ")}`);
    const distinct = await parseMpBoost(lines.join("\n"));
    const dense = await parseMpBoost(lines.join("\n"), { categoryIds: "dense" });
    const largest = Math.max(-1, ...rows.flat());
    expect(dense.Y.cols).toBe(largest + 1);
    expect(dense.labelNames).toEqual(Array.from({ length: largest + 1 }, (_, c) => String(c)));
    for (let r = 0; r < rows.length; r++) {
      const got = [...dense.Y.indices.subarray(dense.Y.indptr[r]!, dense.Y.indptr[r + 1]!)];
      expect(got).toEqual([...rows[r]!].sort((a, b) => a - b));
      const viaDistinct = [
        ...distinct.Y.indices.subarray(distinct.Y.indptr[r]!, distinct.Y.indptr[r + 1]!),
      ].map((j) => Number(distinct.labelNames[j]));
      expect(got).toEqual(viaDistinct);
    }
  });

  it("fixed labelNames win over categoryIds", async () => {
    const d = await parseMpBoost("a 0 | 3\n", { categoryIds: "dense", labelNames: ["3", "5"] });
    expect(d.labelNames).toEqual(["3", "5"]);
  });
});

describe("MP-Boost++ writer", () => {
  test.prop([
    datasetArbitrary({
      binary: true,
      featureNames: "index",
      indexBase: 0,
      labelNames: "integer",
      documentIds: true,
    }),
  ])("write then read (with the original names) gives the same data set", async (d) => {
    const back = await parseMpBoost([...formatMpBoost(d)], {
      featureNames: d.featureNames,
      labelNames: d.labelNames,
    });
    expectSameDataset(back, d);
  });

  test.prop([datasetArbitrary()])(
    "refuses non-binary values unless asked to binarize, and then keeps the pattern",
    async (d) => {
      const valued = d.X.values?.some((v) => v !== 1);
      if (valued) expect((await caught(() => [...formatMpBoost(d)])).code).toBe("E_INVALID_ARGUMENT");
      // The writer keeps the names when they are all distinct non-negative integers, else writes indices.
      const namesKept =
        d.labelNames.every((n) => /^(0|[1-9]\d*)$/.test(n)) &&
        new Set(d.labelNames).size === d.labelNames.length;
      const back = await parseMpBoost([...formatMpBoost(d, { binarize: true })], {
        featureNames: d.featureNames,
        labelNames: namesKept ? d.labelNames : d.labelNames.map((_, j) => String(j)),
      });
      expect(Array.from(back.X.indices)).toEqual(Array.from(d.X.indices));
      expect(back.documentIds).toEqual(Array.from({ length: d.X.rows }, (_, r) => String(r)));
    },
  );

  it("writes a file that reads back", async () => {
    const dir = await mkdtemp(join(tmpdir(), "textboost-mp-"));
    try {
      await writeMpBoost(EXPECTED, join(dir, "training"));
      expect(readFileSync(join(dir, "training"), "utf8").split("\n")[0]).toBe("3 3 6 103 201 | 3 9");
      expectSameDataset(await readMpBoost(join(dir, "training"), { featureNames: features }), EXPECTED);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
