import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { selectDocuments } from "./select-documents.js";
import { datasetArbitrary, entries } from "./test-support/arbitrary-dataset.js";

describe("selectDocuments", () => {
  test.prop([
    datasetArbitrary({ minLabels: 1 }).chain((d) =>
      fc.tuple(
        fc.constant(d),
        fc.array(fc.nat({ max: Math.max(0, d.X.rows - 1) }), { maxLength: d.X.rows > 0 ? 8 : 0 }),
      ),
    ),
  ])("row k of the result is row rows[k], with its id; columns and names are kept", ([d, rows]) => {
    const ids = rows.map((r) => `doc${r}`);
    const withIds = { ...d, documentIds: Array.from({ length: d.X.rows }, (_, r) => `doc${r}`) };
    const s = selectDocuments(withIds, rows);
    expect([s.X.rows, s.X.cols, s.Y.cols, s.featureNames, s.labelNames, s.documentIds]).toEqual([
      rows.length,
      d.X.cols,
      d.Y.cols,
      d.featureNames,
      d.labelNames,
      ids,
    ]);
    const rowOf = (m: typeof d.X, r: number) =>
      Array.from(m.indices.subarray(m.indptr[r], m.indptr[r + 1])).join(",") +
      (m.values ? `|${Array.from(m.values.subarray(m.indptr[r], m.indptr[r + 1])).join(",")}` : "");
    rows.forEach((r, k) => {
      expect(rowOf(s.X, k)).toBe(rowOf(d.X, r));
      expect(rowOf(s.Y, k)).toBe(rowOf(d.Y, r));
    });
    expect(
      entries(
        selectDocuments(
          d,
          Array.from({ length: d.X.rows }, (_, r) => r),
        ).X,
      ),
    ).toEqual(entries(d.X));
  });
});
