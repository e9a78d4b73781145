import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { formatMulanXml } from "./mulan-writer.js";
import { parseMulanXml } from "./mulan-xml.js";
import { expectInputError } from "./test-support/errors.js";

const NS = 'xmlns="http://mulan.sourceforge.net/labels"';

describe("parseMulanXml", () => {
  it("lists labels in document order with the parents of a hierarchical header", () => {
    const xml = `<?xml version="1.0"?>\n<labels ${NS}>\n<label name="A">\n  <label name="A.1"></label>\n  <label name="A.2"/>\n</label>\n<label name="B"/>\n</labels>\n`;
    expect(parseMulanXml(xml)).toEqual([
      { name: "A", parent: undefined, line: 3 },
      { name: "A.1", parent: "A", line: 4 },
      { name: "A.2", parent: "A", line: 5 },
      { name: "B", parent: undefined, line: 7 },
    ]);
  });

  it("decodes entities, skips comments, and accepts a BOM and single quotes", () => {
    const xml = `\uFEFF<!-- c --><labels ${NS}><label name='a &amp; b &#233;'/><label name="&quot;q&quot;"></label></labels>`;
    expect(parseMulanXml(xml).map((l) => l.name)).toEqual(["a & b é", '"q"']);
  });

  test.prop([
    fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8, unit: "grapheme-ascii" }), {
      minLength: 1,
      maxLength: 6,
    }),
  ])("formatMulanXml then parseMulanXml gives the names back", (names) => {
    expect(parseMulanXml(formatMulanXml(names).join("\n")).map((l) => l.name)).toEqual(names);
  });

  const bad: [string, string, number, RegExp][] = [
    [
      "an unclosed label",
      `<labels ${NS}>\n<label name="a">\n</labels>`,
      3,
      /<\/labels> does not match <label> opened on line 2/,
    ],
    [
      "a label never closed",
      `<labels ${NS}>\n<label name="a">`,
      2,
      /<label> opened on line 2 is never closed/,
    ],
    ["a missing name", `<labels ${NS}>\n<label nom="a"/>\n</labels>`, 2, /without a non-empty "name"/],
    [
      "a repeated name",
      `<labels ${NS}>\n<label name="a"/>\n<label name="a"/>\n</labels>`,
      3,
      /declared twice \(first on line 2\)/,
    ],
    ["an unknown element", `<labels ${NS}>\n<tag name="a"/>\n</labels>`, 2, /unexpected element <tag>/],
    ["stray text", `<labels ${NS}>\nhello\n<label name="a"/></labels>`, 1, /unexpected text "hello"/],
    ["no labels root", `<label name="a"/>`, 1, /<label> outside <labels>/],
    ["an empty header", `<labels ${NS}></labels>`, 1, /declares no <label>/],
    ["a truncated tag", `<labels ${NS}>\n<label name="a"`, 2, /never closed/],
    ["an ARFF file given as XML", "@relation x\n", 1, /unexpected text/],
  ];
  it.each(bad)("rejects %s", async (_, xml, line, pattern) => {
    await expectInputError(() => parseMulanXml(xml, { file: "h.xml" }), "h.xml", line, pattern);
  });
});
