import { fc, test } from "@fast-check/vitest";
import { isTextboostError, type TextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { labelCounts, labelMatrix } from "./label-matrix.js";
import { thrown } from "./test-support/reference.js";
import { validateCsr } from "./validate.js";

const arbSets = fc
  .integer({ min: 0, max: 8 })
  .chain((labels) =>
    fc.tuple(
      fc.constant(labels),
      labels === 0
        ? fc.array(fc.constant<number[]>([]), { maxLength: 5 })
        : fc.array(fc.array(fc.integer({ min: 0, max: labels - 1 }), { maxLength: 6 }), { maxLength: 8 }),
    ),
  );

describe("labelMatrix", () => {
  test.prop([arbSets])("row i holds the sorted distinct labels of set i", ([labels, sets]) => {
    const Y = labelMatrix(sets, labels);
    validateCsr(Y);
    expect(Y.values).toBeUndefined();
    expect([Y.rows, Y.cols]).toEqual([sets.length, labels]);
    sets.forEach((s, i) => {
      expect(Array.from(Y.indices.subarray(Y.indptr[i]!, Y.indptr[i + 1]!))).toEqual(
        [...new Set(s)].sort((a, b) => a - b),
      );
    });
  });

  test.prop([arbSets])("labelCounts counts the documents that have each label", ([labels, sets]) => {
    const counts = labelCounts(labelMatrix(sets, labels));
    const ref = Array.from({ length: labels }, (_, j) => sets.filter((s) => s.includes(j)).length);
    expect(Array.from(counts)).toEqual(ref);
  });

  it("rejects an out-of-range label naming the document", () => {
    const e = thrown(() => labelMatrix([[0], [1, 3]], 3)) as TextboostError;
    expect(isTextboostError(e, "E_SHAPE")).toBe(true);
    expect(e.row).toBe(1);
    expect(e.detail).toMatch(/label id 3 \(position 1\) is not an integer in \[0, 3\)/);
  });
});
