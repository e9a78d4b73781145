import { fc, test } from "@fast-check/vitest";
import { isTextboostError, type TextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { csrFromTokenIds } from "./csr-from-token-ids.js";
import { thrown } from "./test-support/reference.js";
import { validateCsr } from "./validate.js";

const arbDocs = fc
  .integer({ min: 1, max: 10 })
  .chain((cols) =>
    fc.tuple(
      fc.constant(cols),
      fc.array(fc.array(fc.integer({ min: 0, max: cols - 1 }), { maxLength: 12 }), { maxLength: 8 }),
    ),
  );

/** Occurrence counts per document with a Map, then read out in column order. */
function naiveCounts(docs: number[][], cols: number): number[][] {
  return docs.map((d) => {
    const counts = new Map<number, number>();
    for (const t of d) counts.set(t, (counts.get(t) ?? 0) + 1);
    return Array.from({ length: cols }, (_, c) => counts.get(c) ?? 0);
  });
}

describe("csrFromTokenIds", () => {
  test.prop([arbDocs])("counts occurrences like a naive tally", ([cols, docs]) => {
    const m = csrFromTokenIds(docs, cols, { counts: true });
    validateCsr(m);
    const ref = naiveCounts(docs, cols);
    for (let r = 0; r < docs.length; r++) {
      const got = new Array<number>(cols).fill(0);
      for (let p = m.indptr[r]!; p < m.indptr[r + 1]!; p++) got[m.indices[p]!] = m.values![p]!;
      expect(got).toEqual(ref[r]);
    }
  });

  test.prop([arbDocs])("without counts stores the distinct ids of each document, binary", ([cols, docs]) => {
    const m = csrFromTokenIds(docs, cols);
    expect(m.values).toBeUndefined();
    for (let r = 0; r < docs.length; r++) {
      const expected = [...new Set(docs[r])].sort((a, b) => a - b);
      expect(Array.from(m.indices.subarray(m.indptr[r]!, m.indptr[r + 1]!))).toEqual(expected);
    }
  });

  it("accepts typed arrays and keeps empty documents", () => {
    const m = csrFromTokenIds([new Int32Array([2, 0]), new Int32Array(0), [1]], 3);
    expect(m.indptr).toEqual(new Int32Array([0, 2, 2, 3]));
    expect(m.indices).toEqual(new Int32Array([0, 2, 1]));
  });

  it.each([
    [[[0], [1, 3]], 3, 1, /token id 3 \(position 1\) is not an integer in \[0, 3\)/],
    [[[-1]], 3, 0, /token id -1/],
    [[[0], [], [0.5]], 3, 2, /token id 0\.5/],
    [[[Number.NaN]], 3, 0, /token id NaN/],
  ])("rejects %j (cols %i) naming row %i", (docs, cols, row, message) => {
    const e = thrown(() => csrFromTokenIds(docs, cols));
    expect(isTextboostError(e, "E_SHAPE")).toBe(true);
    expect((e as TextboostError).row).toBe(row);
    expect((e as TextboostError).detail).toMatch(message);
  });
});
