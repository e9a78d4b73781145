import type { Dataset } from "@textboost/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { concatDatasets } from "./concat-parts.js";
import { selectDocuments } from "./select-documents.js";
import { datasetArbitrary } from "./test-support/arbitrary-dataset.js";

const dense = (d: Dataset, m: "X" | "Y") => {
  const M = d[m];
  const names = m === "X" ? d.featureNames : d.labelNames;
  return Array.from({ length: M.rows }, (_, i) => {
    const row: Record<string, number> = {};
    for (let p = M.indptr[i]!; p < M.indptr[i + 1]!; p++)
      row[names[M.indices[p]!]!] = M.values ? M.values[p]! : 1;
    return row;
  });
};

describe("concatDatasets", () => {
  it("cutting a data set in two and concatenating the parts gives it back, entry for entry by name", () => {
    fc.assert(
      fc.property(datasetArbitrary({ featureNames: "word", labelNames: "word" }), fc.nat(), (d, at) => {
        const cut = d.X.rows === 0 ? 0 : at % (d.X.rows + 1);
        const rows = (from: number, to: number) => Int32Array.from({ length: to - from }, (_, k) => from + k);
        const joined = concatDatasets(
          selectDocuments(d, rows(0, cut)),
          selectDocuments(d, rows(cut, d.X.rows)),
        );
        expect(joined.featureNames).toEqual(d.featureNames);
        expect(joined.labelNames).toEqual(d.labelNames);
        expect(dense(joined, "X")).toEqual(dense(d, "X"));
        expect(dense(joined, "Y")).toEqual(dense(d, "Y"));
      }),
      { numRuns: 50 },
    );
  });
});
