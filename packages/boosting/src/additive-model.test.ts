import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import {
  perLabelThresholdStumpFromJSON,
  perLabelThresholdStumpHypothesis,
  thresholdStumpFromJSON,
  thresholdStumpHypothesis,
} from "@textboost/stumps";
import { csrFromDenseRows } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { additiveModel, loadAdditiveModel } from "./additive-model.js";

const m = 2;
const r = 3;
const arbVotes = fc.array(fc.double({ min: -2, max: 2, noNaN: true }), { minLength: m, maxLength: m });
const arbRound = fc.oneof(
  fc
    .record({
      k: fc.integer({ min: 0, max: r - 1 }),
      t: fc.integer({ min: -2, max: 2 }),
      b: arbVotes,
      a: arbVotes,
    })
    .map(({ k, t, b, a }) =>
      thresholdStumpHypothesis(k, t + 0.5, Float64Array.from(b), Float64Array.from(a), "zero"),
    ),
  fc
    .record({
      ks: fc.array(fc.integer({ min: 0, max: r - 1 }), { minLength: m, maxLength: m }),
      ts: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: m, maxLength: m }),
      b: arbVotes,
      a: arbVotes,
    })
    .map(({ ks, ts, b, a }) =>
      perLabelThresholdStumpHypothesis(
        Int32Array.from(ks),
        Float64Array.from(ts, (t) => t + 0.5),
        Float64Array.from(b),
        Float64Array.from(a),
        "zero",
      ),
    ),
);
const arbRows = fc.array(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: r, maxLength: r }), {
  minLength: 1,
  maxLength: 4,
});
const decode = (h: { type: unknown }) =>
  h.type === "threshold-stump"
    ? thresholdStumpFromJSON(h as never)
    : perLabelThresholdStumpFromJSON(h as never);
const names = { labels: ["a", "b"], features: ["x", "y", "z"] };

describe("additiveModel with threshold rounds", () => {
  test.prop([fc.array(arbRound, { minLength: 1, maxLength: 6 }), arbRows])(
    "explain attributes each threshold round to its feature; the votes add up to the score",
    (rounds, rows) => {
      const X = csrFromDenseRows(rows);
      const model = additiveModel({ algorithm: "t", ...names, rounds });
      const vote = new Float64Array(m);
      for (let i = 0; i < X.rows; i++) {
        for (let j = 0; j < m; j++) {
          const e = model.explain(X, i, j);
          const expected = new Map<number, number>();
          for (const h of rounds) {
            h.vote(X, i, vote);
            const k =
              h.type === "threshold-stump"
                ? (h as { feature: number }).feature
                : (h as { features: Int32Array }).features[j]!;
            expected.set(k, (expected.get(k) ?? 0) + vote[j]!);
          }
          expect(new Map(e.contributions.map((c) => [c.feature, c.vote]))).toEqual(expected);
          for (const c of e.contributions) {
            expect(c.featureName).toBe(names.features[c.feature]);
            expect(c.present).toBe(rows[i]![c.feature] !== 0);
            // the document's value and the cuts its rounds tested, on the side the value fell
            expect(c.value).toBe(rows[i]![c.feature]);
            const thresholds = new Set(
              rounds.flatMap((h) =>
                h.type === "threshold-stump"
                  ? (h as { feature: number }).feature === c.feature
                    ? [(h as { threshold: number }).threshold]
                    : []
                  : (h as { features: Int32Array }).features[j] === c.feature
                    ? [(h as { thresholds: Float64Array }).thresholds[j]!]
                    : [],
              ),
            );
            for (const cut of c.cuts ?? []) {
              expect(thresholds.has(cut.threshold)).toBe(true);
              expect(cut.above).toBe(c.value! > cut.threshold);
            }
            expect((c.cuts ?? []).reduce((s, cut) => s + cut.rounds, 0)).toBe(c.rounds);
            expect((c.cuts ?? []).reduce((s, cut) => s + cut.vote, 0)).toBeCloseTo(c.vote, 10);
          }
          const sum = e.contributions.reduce((s, c) => s + c.vote, 0);
          expect(sum).toBeCloseTo(e.score, 10);
        }
      }
    },
  );

  it("loads threshold rounds back, and refuses votes or features that do not fit the model", () => {
    const h = thresholdStumpHypothesis(2, 0.5, Float64Array.of(1, -1), Float64Array.of(-1, 1), "zero");
    const json = JSON.parse(
      JSON.stringify(additiveModel({ algorithm: "t", ...names, rounds: [h] }).toJSON()),
    );
    const X = csrFromDenseRows([
      [0, 0, 1],
      [0, 0, 0],
    ]);
    expect(loadAdditiveModel(json, { algorithm: "t", decode }).scores(X).data).toEqual(
      Float64Array.of(-1, 1, 1, -1),
    );
    const fewer = { ...json, features: ["x", "y"] };
    const shape = (j: unknown) => {
      try {
        loadAdditiveModel(j, { algorithm: "t", decode });
      } catch (e) {
        return isTextboostError(e, "E_MODEL_FORMAT") ? e.message : `other: ${String(e)}`;
      }
      return "loaded";
    };
    expect(shape(fewer)).toMatch(/feature 2 is outside the 2 features/);
    expect(shape({ ...json, labels: ["a"] })).toMatch(/one entry per label \(1\)/);
  });
});
