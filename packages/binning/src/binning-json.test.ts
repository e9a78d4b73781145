import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitBinning } from "./binning.js";
import { binningFromJSON, binningToJSON } from "./binning-json.js";
import { arbRealData, realMatrix } from "./test-support/real-matrix.js";

function expectModelFormat(json: unknown): void {
  try {
    binningFromJSON(json, "m.json");
    expect.unreachable();
  } catch (e) {
    expect(isTextboostError(e) && e.code).toBe("E_MODEL_FORMAT");
    expect(isTextboostError(e) && e.file).toBe("m.json");
  }
}

describe("binning JSON", () => {
  test.prop([arbRealData, fc.integer({ min: 1, max: 6 })])(
    "round trips through JSON text exactly",
    ({ x }, bins) => {
      const binning = fitBinning(realMatrix(x), bins);
      const back = binningFromJSON(JSON.parse(JSON.stringify(binningToJSON(binning))));
      expect(back.bins).toBe(binning.bins);
      expect(back.features).toBe(binning.features);
      expect(Array.from(back.offsets)).toEqual(Array.from(binning.offsets));
      expect(Array.from(back.thresholds)).toEqual(Array.from(binning.thresholds));
    },
  );

  const good = { bins: 2, features: 2, offsets: [0, 2, 3], thresholds: [0, 0.4, -1] };
  it("accepts a good binning", () => {
    expect(binningFromJSON(good).thresholds.length).toBe(3);
  });
  it.each([
    ["not an object", [1]],
    ["null", null],
    ["bins 0", { ...good, bins: 0 }],
    ["bins fractional", { ...good, bins: 1.5 }],
    ["features negative", { ...good, features: -1 }],
    ["offsets too short", { ...good, offsets: [0, 3] }],
    ["offsets not from 0", { ...good, offsets: [1, 2, 3] }],
    ["offsets not to the end", { ...good, offsets: [0, 2, 2] }],
    ["offsets decreasing", { ...good, offsets: [0, 3, 3], thresholds: [0, 0.4, 0.2] }],
    ["thresholds not ascending", { ...good, thresholds: [0.4, 0, -1] }],
    ["thresholds repeated", { ...good, thresholds: [0.4, 0.4, -1] }],
    ["threshold not a number", { ...good, thresholds: [0, "0.4", -1] }],
    ["threshold null", { ...good, thresholds: [0, null, -1] }],
    ["too many of one sign", { ...good, bins: 1 }],
  ])("rejects %s with E_MODEL_FORMAT", (_, json) => {
    expectModelFormat(json);
  });
});
