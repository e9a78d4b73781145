import { adaBoostMH } from "@textboost/adaboost-mh";
import { mpBoost } from "@textboost/mp-boost";
import { csrFromRows } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { isAdditive } from "../model/model-scorer.js";
import { vectorDataset } from "../test-support/vector-data.js";
import { topPivotTerms } from "./top-pivot-terms.js";

describe("topPivotTerms", () => {
  it("weighs each term by how much its presence alone moves the label's score, largest |weight| first", async () => {
    const data = vectorDataset(120, 3);
    for (const booster of [adaBoostMH(), mpBoost()]) {
      const model = await booster.fit(data, { iterations: 25 });
      if (!isAdditive(model)) throw new Error("expected a committee model");
      const r = model.features.length;
      const top = topPivotTerms(model, 3, 20);
      // Brute force: the score of a document holding the term alone, minus the empty document's.
      const at20 = model.scores(
        csrFromRows(
          Array.from({ length: r }, (_, t) => ({ indices: [t] })),
          r,
        ),
        { rounds: 20 },
      );
      const empty20 = model.scores(csrFromRows([{ indices: [] }], r), { rounds: 20 });
      expect(top.map((t) => t.label)).toEqual(model.labels);
      for (let j = 0; j < model.labels.length; j++) {
        const effect = model.features.map((name, t) => ({
          name,
          weight: at20.data[t * model.labels.length + j]! - empty20.data[j]!,
        }));
        const expected = effect
          .filter((e) => Math.abs(e.weight) > 1e-12)
          .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
          .slice(0, 3);
        expect(top[j]!.terms.map((t) => t.term)).toEqual(expected.map((e) => e.name));
        for (const [i, t] of top[j]!.terms.entries()) expect(t.weight).toBeCloseTo(expected[i]!.weight, 10);
      }
    }
  });

  it("gives no terms for no rounds, and at most k", async () => {
    const model = await adaBoostMH().fit(vectorDataset(60, 2), { iterations: 10 });
    if (!isAdditive(model)) throw new Error("expected a committee model");
    expect(topPivotTerms(model, 5, 0).every((t) => t.terms.length === 0)).toBe(true);
    expect(topPivotTerms(model, 1).every((t) => t.terms.length <= 1)).toBe(true);
  });
});
