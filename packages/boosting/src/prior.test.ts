import { fc, test } from "@fast-check/vitest";
import type { Dataset } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { linearPriorHypothesis } from "@textboost/linear";
import { perLabelStump, presenceStump } from "@textboost/stumps";
import { arbDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { loadAdditiveModel } from "./additive-model.js";
import { boostAdditive, type Normalization } from "./boost-additive.js";

/** A data set with a linear prior round of its shape (weights and biases in [−1, 1]). */
const arbPriorCase = arbDataset({
  rows: { min: 1, max: 20 },
  features: { min: 1, max: 8 },
  labels: { min: 1, max: 4 },
}).chain((data) =>
  fc
    .record({
      bias: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), {
        minLength: data.Y.cols,
        maxLength: data.Y.cols,
      }),
      weights: fc.array(fc.float({ min: -1, max: 1, noNaN: true }), {
        minLength: data.Y.cols * data.X.cols,
        maxLength: data.Y.cols * data.X.cols,
      }),
    })
    .map(({ bias, weights }) => ({
      data,
      prior: linearPriorHypothesis(Float64Array.from(bias), Float32Array.from(weights)),
    })),
);

const kinds: [string, Normalization][] = [
  ["AdaBoost.MH", "global"],
  ["MP-Boost", "per-label"],
];
const learnerOf = (normalization: Normalization) =>
  normalization === "global" ? presenceStump() : perLabelStump();

/** The normalised exponential loss of the prior alone: (1/(g·m)) Σ exp(−y·f₀). */
function priorLoss(data: Dataset, vote: (row: number, out: Float64Array) => void): number {
  const m = data.Y.cols;
  const out = new Float64Array(m);
  let total = 0;
  for (let i = 0; i < data.X.rows; i++) {
    vote(i, out);
    const labels = data.Y.indices.subarray(data.Y.indptr[i]!, data.Y.indptr[i + 1]!);
    for (let j = 0; j < m; j++) total += Math.exp(-(labels.includes(j) ? 1 : -1) * out[j]!);
  }
  return total / (data.X.rows * m);
}

describe.each(kinds)("a prior round (%s)", (_, normalization) => {
  test.prop([arbPriorCase, fc.integer({ min: 2, max: 12 }), fc.constantFrom(1, 0.5)], { numRuns: 40 })(
    "is round 1; the loss starts at the prior's and never increases after it (Z ≤ 1)",
    async ({ data, prior }, S, shrinkage) => {
      const model = await boostAdditive(data, {
        algorithm: "t",
        learner: learnerOf(normalization),
        normalization,
        iterations: S,
        prior,
        shrinkage,
      });
      expect(model.rounds[0]).toBe(prior);
      expect(model.length).toBe(S);
      const loss = model.trace!.loss;
      expect(loss[0]).toBeCloseTo(
        priorLoss(data, (i, out) => prior.vote(data.X, i, out)),
        10,
      );
      for (let s = 1; s < S; s++) {
        expect(model.trace!.z[s]).toBeLessThanOrEqual(1 + 1e-12);
        expect(loss[s]).toBeLessThanOrEqual(loss[s - 1]! * (1 + 1e-12));
      }
      const first = model.scores(data.X, { rounds: 1 }).data;
      const out = new Float64Array(data.Y.cols);
      for (let i = 0; i < data.X.rows; i++) {
        prior.vote(data.X, i, out);
        expect(Array.from(first.subarray(i * data.Y.cols, (i + 1) * data.Y.cols))).toEqual(Array.from(out));
      }
    },
  );

  test.prop([arbPriorCase, fc.integer({ min: 2, max: 12 })], { numRuns: 30 })(
    "gives the same model with incremental statistics as recomputing them, and after a save and a load",
    async ({ data, prior }, S) => {
      const common = { algorithm: "t", normalization, iterations: S, prior } as const;
      const scratch = await boostAdditive(data, {
        ...common,
        learner: learnerOf(normalization),
        incremental: false,
      });
      const kept = await boostAdditive(data, { ...common, learner: learnerOf(normalization) });
      expect(Array.from(kept.scores(data.X).data)).toEqual(Array.from(scratch.scores(data.X).data));
      const loaded = loadAdditiveModel(JSON.parse(JSON.stringify(kept.toJSON())), {
        algorithm: "t",
        decode: (h) => learnerOf(normalization).fromJSON(h),
      });
      expect(Array.from(loaded.scores(data.X).data)).toEqual(Array.from(kept.scores(data.X).data));
    },
  );
});

describe("a prior round with checkpoints", () => {
  it("is refused, with a message that says so", async () => {
    const data: Dataset = {
      X: { format: "csr", rows: 1, cols: 1, indptr: Int32Array.of(0, 1), indices: Int32Array.of(0) },
      Y: { format: "csr", rows: 1, cols: 1, indptr: Int32Array.of(0, 1), indices: Int32Array.of(0) },
      featureNames: ["a"],
      labelNames: ["x"],
    };
    const caught = await boostAdditive(data, {
      algorithm: "t",
      learner: presenceStump(),
      normalization: "global",
      iterations: 2,
      prior: linearPriorHypothesis(Float64Array.of(0), Float32Array.of(1)),
      checkpoint: { every: 1, save: async () => {} },
    }).catch((e: unknown) => e);
    expect(isTextboostError(caught) && caught.code === "E_INVALID_ARGUMENT").toBe(true);
    expect(String(caught)).toMatch(/prior round cannot be combined with checkpoints/);
  });
});
