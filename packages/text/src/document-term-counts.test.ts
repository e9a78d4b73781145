import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDocumentTermCounts } from "./document-term-counts.js";

describe("createDocumentTermCounts", () => {
  it("counts each document's columns as a brute-force tally does, and forgets them on clear", () => {
    const docs = fc.integer({ min: 1, max: 40 }).chain((columns) =>
      fc.tuple(
        fc.constant(columns),
        // up to 600 occurrences, so the list of seen columns grows past its first 256
        fc.array(fc.array(fc.integer({ min: 0, max: columns - 1 }), { maxLength: 600 }), { maxLength: 4 }),
      ),
    );
    fc.assert(
      fc.property(docs, ([columns, documents]) => {
        const row = createDocumentTermCounts(columns);
        for (const doc of documents) {
          for (const v of doc) row.add(v);
          const tally = new Map<number, number>();
          for (const v of doc) tally.set(v, (tally.get(v) ?? 0) + 1);
          const want = [...tally.keys()].sort((a, b) => a - b);
          expect(Array.from(row.sorted())).toEqual(want);
          for (let v = 0; v < columns; v++) expect(row.counts[v]).toBe(tally.get(v) ?? 0);
          row.clear();
          expect(row.counts.every((c) => c === 0)).toBe(true);
          expect(row.sorted().length).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("keeps more than 256 distinct columns of one document", () => {
    const row = createDocumentTermCounts(1000);
    for (let v = 999; v >= 0; v -= 2) row.add(v);
    const sorted = row.sorted();
    expect(sorted.length).toBe(500);
    expect(Array.from(sorted)).toEqual(Array.from({ length: 500 }, (_, i) => 2 * i + 1));
  });
});
