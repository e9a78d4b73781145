import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { hypothesisFromJSON } from "./hypothesis-from-json.js";
import { perLabelThresholdStumpHypothesis } from "./per-label-threshold-stump.js";
import { perLabelStumpHypothesis, stumpHypothesis } from "./stump-hypothesis.js";
import { thresholdStumpHypothesis } from "./threshold-stump.js";

describe("hypothesisFromJSON", () => {
  const f = (...xs: number[]) => Float64Array.from(xs);
  const all = [
    stumpHypothesis(2, f(-0.5, 0.1), f(0.7, -0.2)),
    perLabelStumpHypothesis(Int32Array.of(0, 3), f(-0.5, 0.1), f(0.7, -0.2)),
    thresholdStumpHypothesis(1, 0.25, f(-0.3, 0.2), f(0.4, -0.1), "zero"),
    perLabelThresholdStumpHypothesis(Int32Array.of(1, 2), f(0.5, 1), f(-0.3, 0.2), f(0.4, -0.1), "missing"),
  ];
  it.each(all.map((h) => [h.type, h] as const))(
    "restores a %s that votes and serialises as the original",
    (_, h) => {
      const json = JSON.parse(JSON.stringify(h.toJSON()));
      const back = hypothesisFromJSON(json);
      expect(back.toJSON()).toEqual(h.toJSON());
      const X = {
        format: "csr" as const,
        rows: 2,
        cols: 4,
        indptr: Int32Array.of(0, 2, 4),
        indices: Int32Array.of(0, 2, 1, 3),
        values: f(1, 0.1, 0.9, 2),
      };
      for (const row of [0, 1]) {
        const a = new Float64Array(2);
        const b = new Float64Array(2);
        h.vote(X, row, a);
        back.vote(X, row, b);
        expect(b).toEqual(a);
      }
    },
  );
  it("names an unknown type", () => {
    try {
      hypothesisFromJSON({ type: "tree" });
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e) && e.code === "E_MODEL_FORMAT").toBe(true);
      expect((e as Error).message).toMatch(/unknown hypothesis type "tree"/);
    }
  });
});
