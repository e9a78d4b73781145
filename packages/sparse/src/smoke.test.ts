import { createRandom } from "@textboost/core";
import { expect, it } from "vitest";
import * as s from "./index.js";

it("smoke", () => {
  const m = s.csrFromRows([{ indices: [0, 2], values: [1.5, 2] }, { indices: [] }, { indices: [1] }], 3);
  expect([...m.indptr]).toEqual([0, 2, 2, 3]);
  expect([...s.csrToDense(m).data]).toEqual([1.5, 0, 2, 0, 0, 0, 0, 1, 0]);
  expect(s.toCsr(s.toCsc(m))).toEqual(m);
  expect(s.transpose(s.transpose(m))).toEqual(m);
  expect([...s.csrToDense(s.selectColumns(m, [2, 0, 2])).data]).toEqual([2, 1.5, 2, 0, 0, 0, 0, 0, 0]);
  const t = s.csrFromTokenIds([[3, 1, 3], []], 4, { counts: true });
  expect([...t.indices, ...t.values!]).toEqual([1, 3, 1, 2]);
  const b = s.createCsrBuilder({ file: "x.svm" });
  b.addRow([0, 4], [1, 0.5], 1);
  b.addRow([2], undefined, 2);
  expect(() => b.addRow([3, 1], [1, 1], 3)).toThrow(/x.svm:3, row 2/);
  const bm = b.build();
  expect(bm.cols).toBe(5);
  expect([...bm.values!]).toEqual([1, 0.5, 1]);
  s.validateCsr(bm);
  expect(s.bootstrapSample(4, createRandom(1)).length).toBe(4);
  expect(() => s.csrFromRows([{ indices: [1, 1] }], 3)).toThrow(/row 0: duplicate column index 1/);
});
