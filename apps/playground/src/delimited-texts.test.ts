import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { parseDelimitedTexts } from "./delimited-texts.js";

/** A CSV cell, quoted when it holds a comma, a quote, a line break or outer spaces. */
const csvCell = (s: string) => (/[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,7}$/);
const text = fc
  .string({
    unit: fc.constantFrom("a", "b", " ", ",", '"', "\n", "é", "\t", ";"),
    minLength: 1,
    maxLength: 30,
  })
  .filter((t) => t.trim() !== "");
const docs = fc.array(fc.record({ labels: fc.uniqueArray(label, { minLength: 1, maxLength: 3 }), text }), {
  minLength: 1,
  maxLength: 8,
});

describe("parseDelimitedTexts", () => {
  test.prop([docs, fc.boolean(), fc.constantFrom("\n", "\r\n")])(
    "reads back the documents a CSV writer wrote, header or not, any line ending",
    (ds, header, eol) => {
      const lines = ds.map((d) => `${csvCell(d.labels.join(","))},${csvCell(d.text)}`);
      const csv = `${header ? `labels,text${eol}` : ""}${lines.join(eol)}${eol}`;
      expect(parseDelimitedTexts(csv, { delimiter: ",", file: "x.csv" })).toEqual(
        ds.map((d) => ({ labels: d.labels, text: d.text.trim() })),
      );
    },
  );

  test.prop([
    docs.map((ds) =>
      ds.map((d) => ({ ...d, text: d.text.replace(/[\t\n"]/g, " ") })).filter((d) => d.text.trim() !== ""),
    ),
  ])("reads a TSV with the columns in the header's order, other columns ignored", (ds) => {
    if (ds.length === 0) return;
    const tsv = `id\ttext\tsource\tLabels\n${ds.map((d, i) => `${i}\t${d.text}\tweb\t${d.labels.join(";")}`).join("\n")}`;
    expect(parseDelimitedTexts(tsv, { delimiter: "\t", file: "x.tsv" })).toEqual(
      ds.map((d) => ({ labels: d.labels, text: d.text.trim() })),
    );
  });

  it("names the file and the line of each problem", () => {
    const problem = (input: string, delimiter: "," | "\t" = ",") => {
      try {
        parseDelimitedTexts(input, { delimiter, file: "f.csv" });
      } catch (e) {
        if (!isTextboostError(e, "E_INPUT_FORMAT")) throw e;
        return [e.line, e.detail];
      }
      return "parsed";
    };
    expect(problem('a,"one\ntwo" x\n')).toEqual([2, expect.stringMatching(/after a closing quote/)]);
    expect(problem("text,labels\nrain,weather\n\nsun\n")).toEqual([
      4,
      expect.stringMatching(/1 cell\(s\), need 2/),
    ]);
    expect(problem("sport,  \n")).toEqual([1, "the text cell is empty"]);
    expect(problem("labels,text\n")).toEqual([undefined, expect.stringMatching(/no document/)]);
    expect(problem(",rain\n,sun\n")).toEqual([undefined, expect.stringMatching(/no document has a label/)]);
    expect(problem('a,"x"\nb,"never closed\n')).toEqual([2, expect.stringMatching(/never closed/)]);
  });

  it("keeps a document without labels when others have some, and drops a byte-order mark", () => {
    expect(
      parseDelimitedTexts("\ufefflabels,text\n,plain\nsport,match\n", { delimiter: ",", file: "f.csv" }),
    ).toEqual([
      { labels: [], text: "plain" },
      { labels: ["sport"], text: "match" },
    ]);
  });
});
