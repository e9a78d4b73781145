import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { fitBinning } from "./binning.js";
import { derivedFeatureNames } from "./derived-feature-names.js";
import { realMatrix } from "./test-support/real-matrix.js";

describe("derivedFeatureNames", () => {
  it("names each threshold after its feature, with the side it stands for", () => {
    const binning = fitBinning(
      realMatrix([
        [-2, 0.5],
        [-1, 1],
      ]),
      2,
    );
    const expected: string[] = [];
    for (let k = 0; k < 2; k++)
      for (let d = binning.offsets[k]!; d < binning.offsets[k + 1]!; d++) {
        const t = binning.thresholds[d]!;
        expected.push(t < 0 ? `w${k} <= ${t}` : `w${k} > ${t}`);
      }
    expect(derivedFeatureNames(binning, ["w0", "w1"])).toEqual(expected);
    expect(expected.some((n) => n.includes("<="))).toBe(true);
  });

  it("refuses names that do not fit", () => {
    try {
      derivedFeatureNames(fitBinning(realMatrix([[1, 2]]), 2), ["only"]);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e) && e.code).toBe("E_SHAPE");
    }
  });
});
