import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parseMeka } from "./meka.js";
import { parseMulan } from "./mulan.js";
import { formatMulanArff, formatMulanXml } from "./mulan-writer.js";
import { readMulan, writeMulan } from "./node/mulan-file.js";
import { datasetArbitrary, datasetOf, expectSameDataset } from "./test-support/arbitrary-dataset.js";
import { caught, expectInputError, lineEndingVariants, replaceLine } from "./test-support/errors.js";

const FIX = join(import.meta.dirname, "..", "fixtures");
const ARFF = join(FIX, "mulan-mini.arff");
const XML = join(FIX, "mulan-mini.xml");
const arffText = readFileSync(ARFF, "utf8");
const xmlText = readFileSync(XML, "utf8");

// Worked out by hand from the fixture: label columns follow the XML (sports, arts & culture, news);
// features are the other attributes in order; `size` gives the index of its value; `?` is absent.
const EXPECTED = datasetOf(
  [
    { x: { 0: 0.5, 1: 2 }, y: [0] },
    { x: { 3: 2 }, y: [1, 2] },
    { x: {}, y: [] },
    { x: { 0: 1, 2: 1, 3: 1 }, y: [0, 2] },
    { x: { 1: 0.25 }, y: [1] },
    { x: { 1: -1.5, 2: 1 }, y: [2] },
  ],
  ["word", "two words", "it's", "size"],
  ["sports", "arts & culture", "news"],
);

describe("readMulan", () => {
  it("reads the fixture: sparse and dense rows, quoted names, nominal values, labels where the XML says", async () => {
    expectSameDataset(await readMulan(ARFF, XML), EXPECTED);
  });

  it.each(lineEndingVariants(arffText))("reads the same data with %s", async (_, variant) => {
    expectSameDataset(await parseMulan(variant, xmlText), EXPECTED);
  });

  it("streams from an async iterable of lines", async () => {
    async function* lines() {
      for (const l of arffText.split("\n")) yield l;
    }
    expectSameDataset(await parseMulan(lines(), xmlText), EXPECTED);
  });

  it("gives a binary X when every value is 1", async () => {
    const d = await parseMulan(
      "@relation r\n@attribute a {0,1}\n@attribute L {0,1}\n@data\n{0 1,1 1}\n0,1\n",
      '<labels><label name="L"/></labels>',
    );
    expect(d.X.values).toBeUndefined();
    expect(Array.from(d.X.indices)).toEqual([0]);
    expect(Array.from(d.Y.indptr)).toEqual([0, 1, 2]);
  });

  it("accepts numbers written differently from a numeric nominal value (1.000000 for {0,1})", async () => {
    const d = await parseMulan(
      "@relation r\n@attribute a numeric\n@attribute L {0,1}\n@data\n{0 0.5,1 1.000000}\n",
      '<labels><label name="L"/></labels>',
    );
    expect(Array.from(d.Y.indices)).toEqual([0]);
  });

  it("fails with E_IO naming a missing file", async () => {
    const e = await caught(() => readMulan(join(FIX, "nope.arff"), XML));
    expect(e.code).toBe("E_IO");
    expect(e.file).toBe(join(FIX, "nope.arff"));
  });
});

describe("corrupted Mulan files are rejected with file, line and reason", () => {
  const cases: [string, number, string, RegExp][] = [
    ["a sparse index out of range", 15, "{0 0.5,9 2,5 1}", /sparse index 9 is out of range \[0, 7\)/],
    ["a sparse index that is not a number", 15, "{x 0.5}", /sparse index "x"/],
    ["a missing closing brace", 16, "{2 1,4 high,6 1", /does not end with '}'/],
    [
      "a label value outside {0,1}",
      16,
      "{2 2,4 high,6 1}",
      /value "2" of attribute "arts & culture" is not one of \{0,1\}/,
    ],
    ["an unknown nominal value", 20, "1,0,0,1,huge,1,1", /"huge" of attribute "size"/],
    ["a dense row with a value too few", 20, "1,0,0,1,mid,1", /6 values, the header declares 7/],
    ["a non-numeric numeric value", 21, "?,abc,1,0,low,0,0", /"abc" of numeric attribute "two words"/],
    ["a missing label", 21, "?,0.25,?,0,low,0,0", /label "arts & culture" is missing/],
    ["a repeated sparse index", 22, "{3 1,3 1}", /sparse index 3 appears twice/],
    ["an entry without value", 22, "{3 1,1}", /"1" is not "index value"/],
    ["an empty entry after a trailing comma", 22, "{3 1,}", /sparse entry "" is not "index value"/],
    ["an empty entry between commas", 22, "{3 1, ,5 1}", /sparse entry "" is not "index value"/],
    ["text after a value", 22, "{3 1 2}", /sparse entry "3 1 2": unexpected text after "1"/],
    ["text after a quoted value", 22, "{3 '1' 2}", /sparse entry "3 '1' 2": unexpected text after "1"/],
    ["instance weights", 22, "{3 1}, {2}", /instance weights/],
    ["a string attribute", 5, "@attribute word string", /string attributes are not supported/],
    [
      "an attribute declared twice",
      6,
      "@attribute word numeric",
      /"word" is declared twice \(first on line 5\)/,
    ],
    ["an unknown type", 6, "@attribute w2 number", /unknown type "number"/],
    ["an unterminated quote", 6, "@attribute 'two words numeric", /unterminated quoted string/],
    [
      "a label with other values",
      10,
      "@attribute sports {0,1,2}",
      /label attribute "sports" must be \{0,1\}/,
    ],
    ["a stray header line", 12, "hello", /expected @relation, @attribute or @data/],
    ["a header keyword after @data", 17, "@attribute late numeric", /after @data/],
  ];
  it.each(cases)("%s", async (_, line, replacement, pattern) => {
    await expectInputError(
      () => parseMulan(replaceLine(arffText, line, replacement), xmlText, { file: "mini.arff" }),
      "mini.arff",
      line,
      pattern,
    );
  });

  it("a file without @data", async () => {
    await expectInputError(
      () => parseMulan(arffText.split("@data")[0]!, xmlText, { file: "t.arff" }),
      "t.arff",
      undefined,
      /no @data/,
    );
  });

  it("an XML label that is not an attribute names the XML file and line", async () => {
    const xml = xmlText.replace('name="news"', 'name="weather"');
    await expectInputError(
      () => parseMulan(arffText, xml, { file: "a.arff", xmlFile: "a.xml" }),
      "a.xml",
      6,
      /"weather" is not an attribute of a\.arff/,
    );
  });
});

describe("parseMeka", () => {
  it("takes the first n attributes as labels with -C n", async () => {
    const d = await parseMeka(readFileSync(join(FIX, "meka-mini.arff"), "utf8"));
    expectSameDataset(
      d,
      datasetOf(
        [
          { x: { 0: 0.5 }, y: [0] },
          { x: { 1: 2 }, y: [1] },
          { x: {}, y: [] },
          { x: { 0: 1, 1: 1 }, y: [0, 1] },
        ],
        ["w1", "w2"],
        ["A", "B"],
      ),
    );
  });

  it("takes the last |n| attributes with -C -n", async () => {
    const d = await parseMeka(
      "@relation 'x: -C -1'\n@attribute a numeric\n@attribute b numeric\n@attribute L {0,1}\n@data\n1,2,1\n",
    );
    expect([d.featureNames, d.labelNames]).toEqual([["a", "b"], ["L"]]);
    expect(Array.from(d.Y.indices)).toEqual([0]);
  });

  it("rejects a relation without -C, or asking for too many labels", async () => {
    await expectInputError(
      () => parseMeka("@relation plain\n@attribute a numeric\n@data\n1\n", { file: "m.arff" }),
      "m.arff",
      1,
      /no "-C n" option/,
    );
    await expectInputError(
      () => parseMeka("\n@relation 'r: -C 3'\n@attribute a {0,1}\n@data\n1\n", { file: "m.arff" }),
      "m.arff",
      2,
      /asks for 3 labels but there are 1 attributes/,
    );
  });
});

describe("Mulan writer", () => {
  test.prop([datasetArbitrary({ minLabels: 1 })])(
    "write then read gives the same data set (tricky names, real values)",
    async (d) => {
      const back = await parseMulan([...formatMulanArff(d)], formatMulanXml(d.labelNames).join("\n"));
      expectSameDataset(back, d);
    },
  );

  test.prop([datasetArbitrary({ binary: true, featureNames: "word", labelNames: "word", minLabels: 1 })])(
    "binary data round-trips as {0,1} attributes",
    async (d) => {
      const lines = [...formatMulanArff(d)];
      if (d.X.cols > 0) expect(lines).toContain(`@attribute ${d.featureNames[0]} {0,1}`);
      expectSameDataset(await parseMulan(lines, formatMulanXml(d.labelNames).join("\n")), d);
    },
  );

  it("writes files that readMulan reads back", async () => {
    const dir = await mkdtemp(join(tmpdir(), "textboost-mulan-"));
    try {
      await writeMulan(EXPECTED, join(dir, "m.arff"), join(dir, "m.xml"));
      expectSameDataset(await readMulan(join(dir, "m.arff"), join(dir, "m.xml")), EXPECTED);
      await writeFile(join(dir, "m.arff"), "");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a feature and a label with the same name", async () => {
    const d = { ...EXPECTED, featureNames: ["word", "two words", "it's", "news"] };
    expect((await caught(() => [...formatMulanArff(d)])).code).toBe("E_INVALID_ARGUMENT");
  });

  test.prop([fc.constantFrom(...[...formatMulanArff(EXPECTED)].keys())])(
    "the written file is valid line by line (no line is dropped)",
    async (k) => {
      // deleting any data line changes the row count: nothing is silently skipped
      const lines = [...formatMulanArff(EXPECTED)];
      const dataStart = lines.indexOf("@data");
      if (k <= dataStart) return;
      const cut = lines.filter((_, i) => i !== k);
      const back = await parseMulan(cut, formatMulanXml(EXPECTED.labelNames).join("\n"));
      expect(back.X.rows).toBe(EXPECTED.X.rows - 1);
    },
  );
});
