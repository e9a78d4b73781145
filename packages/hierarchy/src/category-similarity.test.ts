import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { categorySimilarity } from "./category-similarity.js";
import { centroidCosine } from "./centroid-cosine.js";
import { cooccurrenceCosine } from "./cooccurrence-cosine.js";
import { arbSmallData, csrOf, labelsOf } from "./test-support/arbitraries.js";

describe("categorySimilarity", () => {
  test.prop([arbSmallData, fc.double({ min: 0, max: 1, noNaN: true })])(
    "is (1 - w) centroid cosine + w co-occurrence; w = 0 and w = 1 are the two alone",
    ({ X, Y }, w) => {
      const data = { X: csrOf(X, X[0]!.length), Y: labelsOf(Y, Y[0]!.length) };
      const c = centroidCosine(data.X, data.Y).data;
      const o = cooccurrenceCosine(data.Y).data;
      const got = categorySimilarity(data, { cooccurrence: w }).data;
      for (let k = 0; k < got.length; k++) expect(got[k]).toBeCloseTo((1 - w) * c[k]! + w * o[k]!, 12);
      expect(categorySimilarity(data).data).toEqual(c);
      expect(categorySimilarity({ Y: data.Y }, { cooccurrence: 1 }).data).toEqual(o);
    },
  );

  it("rejects a weight outside [0, 1] and a missing X", () => {
    const Y = labelsOf([[true]], 1);
    for (const w of [-0.1, 1.5, Number.NaN]) {
      expect(() => categorySimilarity({ Y }, { cooccurrence: w })).toThrow(
        /E_INVALID_ARGUMENT.*\[0, 1\]|\[0, 1\].*E_INVALID_ARGUMENT/,
      );
    }
    expect(() => categorySimilarity({ Y })).toThrow(/needs the documents' features X/);
  });
});
