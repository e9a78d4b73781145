import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DATASET_FORMATS } from "../load-dataset.js";
import { DATASET_CATALOGUE } from "./catalogue.js";
import { fileSha256 } from "./file-digest.js";
import { entryFiles } from "./get-dataset.js";

const SHARED =
  process.env.TEXTBOOST_DATASETS ??
  join(import.meta.dirname, "..", "..", "..", "..", "..", "..", "shared", "datasets");
/** Where the project's reference copy of a catalogue set is, when it has one. */
const REFERENCE: Record<string, string> = {
  reuters21578: "reuters21578",
  medical: "mulan/medical",
  enron: "mulan/enron",
  bibtex: "mulan/bibtex",
};

describe("the data set catalogue", () => {
  it("names each set once, with a format, terms, a citation, and an address or a note saying where to get it", () => {
    const names = DATASET_CATALOGUE.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const e of DATASET_CATALOGUE) {
      expect(DATASET_FORMATS).toContain(e.format);
      expect(e.licence.length).toBeGreaterThan(10);
      expect(e.citation.length).toBeGreaterThan(10);
      if (e.download === undefined) expect(e.note).toMatch(/no stable public address/);
      const d = e.download;
      if (d !== undefined && "files" in d) {
        for (const f of d.files) {
          expect(f.url).toMatch(/^https:\/\//);
          expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
        }
      }
      if (d !== undefined && "archive" in d) {
        expect(d.archive.url).toMatch(/^https:\/\/.*\.tar\.gz$/);
        for (const m of d.archive.members)
          if (m.sha256 !== undefined) expect(m.sha256).toMatch(/^[0-9a-f]{64}$/);
      }
    }
  });

  it.runIf(existsSync(SHARED))("its digests and sizes are those of the project's reference copies", () => {
    let checked = 0;
    for (const [name, folder] of Object.entries(REFERENCE)) {
      const entry = DATASET_CATALOGUE.find((e) => e.name === name)!;
      for (const f of entryFiles(entry)) {
        const path = join(SHARED, folder, f.name);
        if (f.bytes !== undefined) expect([f.name, statSync(path).size]).toEqual([f.name, f.bytes]);
        if (f.sha256 !== undefined) {
          expect([f.name, fileSha256(path)]).toEqual([f.name, f.sha256]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(35);
  });
});
if (!existsSync(SHARED))
  console.warn(`[datasets] catalogue digests not compared: ${SHARED} not found (set TEXTBOOST_DATASETS)`);
