import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parseBoostexter, parseBoostexterCorpus } from "./boostexter.js";
import { parseBoostexterNames } from "./boostexter-names.js";
import { formatBoostexter } from "./boostexter-writer.js";
import { readBoostexter, readBoostexterCorpus, writeBoostexter } from "./node/boostexter-file.js";
import { datasetArbitrary, datasetOf, entries, expectSameDataset } from "./test-support/arbitrary-dataset.js";
import { caught, expectInputError, lineEndingVariants, replaceLine } from "./test-support/errors.js";

const FIX = join(import.meta.dirname, "..", "fixtures");
const NAMES = join(FIX, "boostexter-mini.names");
const DATA = join(FIX, "boostexter-mini.data");
const namesText = readFileSync(NAMES, "utf8");
const dataText = readFileSync(DATA, "utf8");

// By hand: continuous and set features first, then text tokens (prefixed: several feature columns).
const EXPECTED = datasetOf(
  [
    { x: { 0: 12.5, 1: 1, 4: 1, 5: 1 }, y: [0] },
    { x: { 2: 1, 6: 1, 7: 1 }, y: [0, 1] },
    { x: {}, y: [2] },
    { x: { 0: 3, 3: 1, 8: 1, 9: 1 }, y: [] },
  ],
  [
    "length",
    "source=wire",
    "source=web",
    "source=print",
    "title:profit",
    "title:up",
    "title:buys",
    "title:rival",
    "title:oil",
    "title:price",
  ],
  ["earn", "acq", "crude"],
);

describe("parseBoostexterNames", () => {
  it("reads classes and column types, skipping | comments", async () => {
    const n = await parseBoostexterNames(namesText);
    expect(n.labelNames).toEqual(["earn", "acq", "crude"]);
    expect(n.columns.map((c) => [c.name, c.type, c.values ?? null, c.line])).toEqual([
      ["id", "ignore", null, 3],
      ["title", "text", null, 4],
      ["length", "continuous", null, 5],
      ["source", "set", ["wire", "web", "print"], 6],
      ["notes", "scored text", null, 7],
    ]);
  });

  it("reads icsiboost text options", async () => {
    const n = await parseBoostexterNames("a, b.\nsubj: text: expert_type=ngram expert_length=2\n");
    expect(n.columns[0]).toMatchObject({ type: "text", ngram: 2 });
  });

  const bad: [string, string, number, RegExp][] = [
    ["a class with a space", "a b, c.\n", 1, /contains a space/],
    ["a repeated class", "a, a.\n", 1, /listed twice/],
    ["a line without colon", "a, b.\nfoo continuous.\n", 2, /expected "name: type\."/],
    ["an unknown type", "a, b.\nfoo: numeric.\n", 2, /unknown column type "numeric"/],
    [
      "an unsupported option",
      "a, b.\nfoo: text: expert_type=sgram\n",
      2,
      /unsupported text option "expert_type=sgram"/,
    ],
    ["a repeated column", "a, b.\nfoo: text.\nfoo: continuous.\n", 3, /declared twice \(first on line 2\)/],
    ["an empty file", "| only a comment\n", 1, /no class line/],
  ];
  it.each(bad)("rejects %s", async (_, text, line, pattern) => {
    await expectInputError(() => parseBoostexterNames(text, { file: "x.names" }), "x.names", line, pattern);
  });
});

describe("parseBoostexter", () => {
  it("reads continuous, set and text columns; ignores ignore and scored text; ? is absent", async () => {
    expectSameDataset(await readBoostexter(NAMES, DATA), EXPECTED);
  });

  it.each(lineEndingVariants(dataText))("reads the same data with %s", async (_, variant) => {
    expectSameDataset(await parseBoostexter(namesText, variant), EXPECTED);
  });

  it("names text features by the bare token when the only feature column is text, and makes n-grams", async () => {
    const d = await parseBoostexter("y, n.\nw: text: expert_length=2\n", "a b a, y.\n");
    expect(d.featureNames).toEqual(["a", "a#b", "b", "b#a"]);
    expect(d.X.values).toBeUndefined();
    expect(entries(d.X)).toEqual(["0:0=1", "0:1=1", "0:2=1", "0:3=1"]);
  });

  const bad: [string, number, string, RegExp][] = [
    ["too few fields", 2, "d1, profit up, 12.5, wire, earn.", /5 comma-separated fields, expected 6/],
    [
      "a non-numeric continuous value",
      3,
      "d2, buys rival, lots, web, y, acq earn.",
      /"lots" of continuous column "length"/,
    ],
    [
      "a value outside the set",
      4,
      "d3, ?, ?, radio, ?, crude",
      /"radio" of column "source" is not one of wire, web, print/,
    ],
    ["an undeclared label", 5, "d4, oil price, 3, print, z, gold.", /label "gold" is not a class/],
    ["a repeated label", 5, "d4, oil price, 3, print, z, acq acq.", /label "acq" is repeated/],
  ];
  it.each(bad)("rejects %s with file and line", async (_, line, replacement, pattern) => {
    await expectInputError(
      () => parseBoostexter(namesText, replaceLine(dataText, line, replacement), { file: "b.data" }),
      "b.data",
      line,
      pattern,
    );
  });
});

describe("parseBoostexterCorpus", () => {
  it("gives the raw text of the text columns, ids from the id column", async () => {
    const c = await readBoostexterCorpus(NAMES, join(FIX, "boostexter-mini.test"));
    expect(c).toEqual({
      documents: [{ id: "t1", text: "oil deal", labels: ["acq", "crude"] }],
      labelNames: ["earn", "acq", "crude"],
    });
  });

  it("numbers documents from 1 without an id column", async () => {
    const c = await parseBoostexterCorpus("a, b.\nw: text.\n", "x y, a.\n?, .\n");
    expect(c.documents).toEqual([
      { id: "1", text: "x y", labels: ["a"] },
      { id: "2", text: "", labels: [] },
    ]);
  });

  it("refuses a names file without a text column", async () => {
    const e = await caught(() =>
      parseBoostexterCorpus("a, b.\nx: continuous.\n", "1, a.\n", { namesFile: "n.names" }),
    );
    expect([e.code, e.file]).toEqual(["E_INPUT_FORMAT", "n.names"]);
  });
});

describe("BoosTexter writer", () => {
  test.prop([datasetArbitrary({ featureNames: "tricky", labelNames: "word", minLabels: 1 })])(
    "continuous columns: write then read gives the same data set, or the names are refused",
    async (d) => {
      const writable = d.featureNames.every((f) => !/[:|]/.test(f) && f.trim() === f);
      if (!writable) {
        expect((await caught(() => formatBoostexter(d))).code).toBe("E_INVALID_ARGUMENT");
        return;
      }
      const { names, data } = formatBoostexter(d);
      expectSameDataset(await parseBoostexter(names, [...data]), d);
    },
  );

  test.prop([datasetArbitrary({ binary: true, featureNames: "word", labelNames: "word", minLabels: 1 })])(
    "text column: write then read gives the same documents x feature names",
    async (d) => {
      const { names, data } = formatBoostexter(d, { features: "text" });
      const back = await parseBoostexter(names, [...data]);
      const pairs = (x: typeof d) =>
        entries(x.X)
          .map((e) => {
            const [r, c] = e.split(/[:=]/);
            return `${r}:${x.featureNames[Number(c)]}`;
          })
          .sort();
      expect(pairs(back)).toEqual(pairs(d));
      expect(entries(back.Y)).toEqual(entries(d.Y));
      expect(back.labelNames).toEqual(d.labelNames);
    },
  );

  it("writes files that read back, and refuses label names it cannot write", async () => {
    const dir = await mkdtemp(join(tmpdir(), "textboost-bx-"));
    try {
      // ':' cannot be in a column name, so the text features are renamed first
      const d = { ...EXPECTED, featureNames: EXPECTED.featureNames.map((f) => f.replace(":", "_")) };
      expect((await caught(() => formatBoostexter(EXPECTED))).code).toBe("E_INVALID_ARGUMENT");
      await writeBoostexter(d, join(dir, "t.names"), join(dir, "t.data"));
      expectSameDataset(await readBoostexter(join(dir, "t.names"), join(dir, "t.data")), d);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    for (const bad of ["a b", "a,b", "end.", ""]) {
      const d = { ...EXPECTED, labelNames: [bad, "acq", "crude"] };
      expect((await caught(() => formatBoostexter(d))).code).toBe("E_INVALID_ARGUMENT");
    }
  });
});
