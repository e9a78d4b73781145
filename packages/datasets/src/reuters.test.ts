import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readReuters21578, reutersFiles } from "./node/reuters21578-files.js";
import { parseReutersSgml, type ReutersDocument } from "./reuters-sgml.js";
import { modApteSplit } from "./reuters21578.js";
import { caught, expectInputError, lineEndingVariants, replaceLine } from "./test-support/errors.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "reuters21578");
const F0 = join(DIR, "reut2-000.sgm");
const text0 = readFileSync(F0, "utf8");
const text1 = readFileSync(join(DIR, "reut2-001.sgm"), "utf8");

async function all(input: Parameters<typeof parseReutersSgml>[0], file?: string): Promise<ReutersDocument[]> {
  const out: ReutersDocument[] = [];
  for await (const d of parseReutersSgml(input, file === undefined ? {} : { file })) out.push(d);
  return out;
}

describe("parseReutersSgml", () => {
  it("reads ids, attributes, categories and cleaned title + body", async () => {
    const [d1, d2, d3] = await all(text0, "r0");
    expect(d1).toMatchObject({
      newId: "1",
      oldId: "5544",
      lewisSplit: "TRAIN",
      cgiSplit: "TRAINING-SET",
      topicsAttribute: "YES",
      type: "NORM",
      date: "26-FEB-1987 15:01:01.79",
      topics: ["cocoa"],
      places: ["el-salvador", "usa"],
      title: "MADE-UP COCOA REVIEW",
      dateline: "SALVADOR, Feb 26 -",
      text: "MADE-UP COCOA REVIEW\n\nRain fell on the made-up cocoa zone\nthis week, a fixture for a test.\n Reuter",
      file: "r0",
      line: 2,
    });
    // entities decoded: &lt; &gt; &amp;; the literal '>' stays
    expect(d2!.text).toBe("<ACME> SAYS WHEAT & GRAIN UP\n\n<Acme Grain Co> said wheat rose 3 pct.\n Reuter");
    // BRIEF with a malformed title ("******<TITLE>"): the title alone, the filler text ignored
    expect(d3).toMatchObject({
      type: "BRIEF",
      body: undefined,
      text: "COCOA AND BARLEY BRIEF",
      topics: ["cocoa", "barley"],
      line: 39,
    });
  });

  it("reads UNPROC text, several UNKNOWN blocks, MKNOTE, AUTHOR, repeated topics and &#127;", async () => {
    const [d4, d5, d6] = await all(text1);
    expect(d4).toMatchObject({
      type: "UNPROC",
      title: undefined,
      topics: [],
      text: "RESERVE TABLE 1 - FEB 26\n Net free reserves.......644 vs.....1,337\n Reuter",
    });
    expect(d5).toMatchObject({
      topicsAttribute: "NO",
      text: "UNINDEXED STORY\n\nNobody indexed this one.\n Reuter",
    });
    expect(d6).toMatchObject({ lewisSplit: "NOT-USED", topics: ["wheat"], text: "NOT USED\n\nBody only." });
  });

  it.each(lineEndingVariants(text0))("reads the same with %s", async (_, variant) => {
    expect((await all(variant)).map((d) => [d.newId, d.text, d.topics])).toEqual(
      (await all(text0)).map((d) => [d.newId, d.text, d.topics]),
    );
  });

  const bad: [string, (t: string) => string, number, RegExp][] = [
    [
      "a truncated file",
      (t) => t.split("\n").slice(0, 30).join("\n"),
      30,
      /ends inside the <REUTERS> element that starts on line 21 \(truncated/,
    ],
    ["an unknown tag", (t) => replaceLine(t, 4, "<TOPICS><X>cocoa</X></TOPICS>"), 4, /unknown tag <X>/],
    [
      "a mis-nested tag",
      (t) => replaceLine(t, 15, "<TITLE>MADE-UP COCOA REVIEW</BODY>"),
      15,
      /<\/BODY> does not match <TITLE> opened on line 15/,
    ],
    [
      "a tag that is never closed",
      (t) => replaceLine(t, 15, "<TITLE>MADE-UP COCOA REVIEW"),
      16,
      /<DATELINE> cannot appear inside <TITLE>/,
    ],
    [
      "a missing close tag",
      (t) => replaceLine(t, 19, "&#3;</BODY>"),
      20,
      /<\/REUTERS> does not match <TEXT> opened on line 14/,
    ],
    ["a stray '<'", (t) => replaceLine(t, 17, "this week, a < fixture for a test."), 17, /stray '<'/],
    [
      "a missing NEWID",
      (t) => replaceLine(t, 2, '<REUTERS TOPICS="YES" LEWISSPLIT="TRAIN" OLDID="5544">'),
      2,
      /numeric NEWID attribute, has none/,
    ],
    [
      "a bad LEWISSPLIT",
      (t) => replaceLine(t, 2, '<REUTERS TOPICS="YES" LEWISSPLIT="TRIAN" NEWID="1">'),
      2,
      /LEWISSPLIT must be TRAIN, TEST or NOT-USED, is "TRIAN"/,
    ],
    [
      "a bad TOPICS attribute",
      (t) => replaceLine(t, 2, '<REUTERS TOPICS="MAYBE" LEWISSPLIT="TRAIN" NEWID="1">'),
      2,
      /TOPICS must be YES, NO or BYPASS/,
    ],
    [
      "text between documents",
      (t) => replaceLine(t, 21, "junk"),
      21,
      /expected <REUTERS \.\.\.> or a blank line/,
    ],
    [
      "a D outside a category field",
      (t) => replaceLine(t, 3, "<DATE><D>x</D></DATE>"),
      3,
      /<D> cannot appear inside <DATE>/,
    ],
    [
      "a second TITLE",
      (t) => replaceLine(t, 16, "<TITLE>again</TITLE><BODY>Rain fell on the made-up cocoa zone"),
      16,
      /a second <TITLE>/,
    ],
  ];
  it.each(bad)("rejects %s with file and line", async (_, corrupt, line, pattern) => {
    await expectInputError(() => all(corrupt(text0), "r.sgm"), "r.sgm", line, pattern);
  });

  it("rejects a document without TEXT", async () => {
    const t = text0.replace(/<TEXT>&#2;\n<TITLE>MADE-UP[\s\S]*?<\/TEXT>\n/, "");
    await expectInputError(() => all(t, "r.sgm"), "r.sgm", 2, /NEWID 1: the document has no <TEXT> element/);
  });
});

describe("modApteSplit", () => {
  it("keeps TOPICS=YES TRAIN/TEST documents; modapte-90 keeps categories with a training and a test document", async () => {
    const docs = [...(await all(text0)), ...(await all(text1))];
    const s90 = modApteSplit(docs);
    expect(s90.categories).toEqual(["cocoa"]);
    expect(s90.train.documents.map((d) => [d.id, d.labels])).toEqual([["1", ["cocoa"]]]);
    expect(s90.test.documents.map((d) => [d.id, d.labels])).toEqual([["3", ["cocoa"]]]);
    const sAll = modApteSplit(docs, { categories: "all" });
    expect(sAll.categories).toEqual(["barley", "cocoa", "grain", "wheat"]);
    expect(sAll.train.documents.map((d) => [d.id, d.labels])).toEqual([
      ["1", ["cocoa"]],
      ["2", ["grain", "wheat"]],
    ]);
    expect(sAll.test.documents.map((d) => [d.id, d.labels])).toEqual([
      ["3", ["cocoa", "barley"]],
      ["4", []],
    ]);
    expect(sAll.train.labelNames).toBe(sAll.categories);
  });

  it("rejects a NEWID seen twice, naming both places", async () => {
    const a = await all(text0, "a.sgm");
    const b = await all(text0, "b.sgm");
    await expectInputError(
      () => modApteSplit([...a, ...b]),
      "b.sgm",
      2,
      /NEWID 1 occurs twice \(first at a\.sgm:2\)/,
    );
  });

  it("rejects an unknown category set", async () => {
    expect((await caught(() => modApteSplit([], { categories: "top10" as "all" }))).code).toBe(
      "E_INVALID_ARGUMENT",
    );
  });
});

describe("readReuters21578", () => {
  it("reads every reut2-NNN.sgm of a directory in order", async () => {
    expect((await reutersFiles(DIR)).map((f) => f.slice(DIR.length + 1))).toEqual([
      "reut2-000.sgm",
      "reut2-001.sgm",
    ]);
    const s = await readReuters21578(DIR, { categories: "all" });
    expect([s.train.documents.length, s.test.documents.length]).toEqual([2, 2]);
  });

  it("fails with E_IO for a directory without SGML files", async () => {
    const e = await caught(() => readReuters21578(join(DIR, "..")));
    expect(e.code).toBe("E_IO");
  });

  it("a folder holding some of the 22 files that leaves a part empty is an error naming the missing files, not 0 documents", async () => {
    const dir = mkdtempSync(join(tmpdir(), "reuters-partial-"));
    try {
      // One file whose test document is moved out of the split: no ModApte test document is left.
      writeFileSync(join(dir, "reut2-000.sgm"), text0.replace('LEWISSPLIT="TEST"', 'LEWISSPLIT="NOT-USED"'));
      const e = await caught(() => readReuters21578(dir, { categories: "all" }));
      expect(e.code).toBe("E_IO");
      expect(e.file).toBe(dir);
      const missing = [];
      for (let i = 1; i < 22; i++) missing.push(`reut2-${i < 10 ? "00" : "0"}${i}.sgm`);
      expect(e.message).toBe(
        `${dir}: the ModApte test part is empty: the folder holds 1 of the 22 files of Reuters-21578 (missing: ${missing.join(", ")}) [E_IO]`,
      );
      // modapte-90 keeps only categories of both parts: both parts are empty then.
      const e90 = await caught(() => readReuters21578(dir));
      expect(e90.message).toMatch(
        /: the ModApte training and test parts are empty: the folder holds 1 of the 22/,
      );
      // Both parts present (the fixture's two files): read, though 20 files are missing.
      writeFileSync(join(dir, "reut2-001.sgm"), text1);
      const s = await readReuters21578(dir, { categories: "all" });
      expect([s.train.documents.length, s.test.documents.length]).toEqual([2, 1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
