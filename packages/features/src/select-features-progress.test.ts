import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { type FeatureSelectionProgress, selectFeatures } from "./select-features.js";
import { arbDenseData } from "./test-support/dense-data.js";

describe("onProgress of selectFeatures", () => {
  test.prop([arbDenseData()])(
    "counts the documents, then scores the terms, each ascending to its total; the selection is the same",
    (d) => {
      const events: FeatureSelectionProgress[] = [];
      const options = { size: 3, measure: "information-gain", globalisation: "round-robin" } as const;
      const told = selectFeatures(d.X, d.Y, { ...options, onProgress: (e) => events.push(e) });
      const documents = events.filter((e) => e.stage === "documents");
      const terms = events.filter((e) => e.stage === "terms");
      expect(events.indexOf(terms[0]!)).toBe(documents.length); // documents first
      expect(documents.at(-1)).toEqual({ stage: "documents", done: d.X.rows, total: d.X.rows });
      expect(terms.at(-1)).toEqual({ stage: "terms", done: d.X.cols, total: d.X.cols });
      for (const part of [documents, terms]) {
        for (let i = 1; i < part.length; i++) expect(part[i]!.done).toBeGreaterThanOrEqual(part[i - 1]!.done);
      }
      const plain = selectFeatures(d.X, d.Y, options);
      expect(Array.from(told.columns)).toEqual(Array.from(plain.columns));
    },
  );
});
