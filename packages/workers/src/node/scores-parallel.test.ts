import { fc, test } from "@fast-check/vitest";
import { additiveModel, boostAdditive } from "@textboost/boosting";
import type { CsrMatrix, Hypothesis } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { hasTerm, perLabelStump, presenceStump } from "@textboost/stumps";
import { arbDataset, zipfDataset } from "@textboost/testing";
import { afterAll, describe, expect, it } from "vitest";
import { scoresParallel } from "./scores-parallel.js";
import { createWorkerPool } from "./worker-pool.js";

const pool = createWorkerPool({ threads: 3 });
afterAll(() => pool.close());

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? e.code : "not a TextboostError";
  }
  return undefined;
};

/** A hypothesis that is not a stump: votes (number of terms in the document) · weight[j]. */
function lengthVote(weight: readonly number[]): Hypothesis {
  return {
    type: "length-vote",
    vote(X: CsrMatrix, row: number, out: Float64Array) {
      const n = X.indptr[row + 1]! - X.indptr[row]!;
      for (let j = 0; j < out.length; j++) out[j] = n * weight[j]!;
    },
    toJSON: () => ({ type: "length-vote", weight: [...weight] }),
  };
}

describe("scoresParallel", () => {
  test.prop([
    arbDataset({ rows: { min: 1, max: 30 }, features: { min: 1, max: 10 }, labels: { min: 1, max: 5 } }),
    fc.integer({ min: 1, max: 12 }),
    fc.boolean(),
    fc.nat(),
  ])("is model.scores bit for bit at every number of rounds", async (data, S, perLabel, at) => {
    const model = await boostAdditive(data, {
      algorithm: "t",
      learner: perLabel ? perLabelStump() : presenceStump(),
      normalization: perLabel ? "per-label" : "global",
      iterations: S,
    });
    const rounds = at % (S + 1);
    expect(Array.from(scoresParallel(model, data.X, { pool, rounds }).data)).toEqual(
      Array.from(model.scores(data.X, { rounds }).data),
    );
    const all = scoresParallel(model, data.X, { pool });
    expect(all.rows).toBe(data.X.rows);
    expect(all.cols).toBe(data.Y.cols);
    expect(Array.from(all.data)).toEqual(Array.from(model.scores(data.X).data));
  });

  it("scores a larger set bit for bit, with 2 and 3 threads and with rounds that are not stumps", async () => {
    const data = zipfDataset(7, 2000, 800, 9);
    const trained = await boostAdditive(data, {
      algorithm: "t",
      learner: presenceStump(),
      normalization: "global",
      iterations: 80,
    });
    const expected = Array.from(trained.scores(data.X).data);
    expect(Array.from(scoresParallel(trained, data.X, { pool }).data)).toEqual(expected);
    expect(Array.from(scoresParallel(trained, data.X, { threads: 2 }).data)).toEqual(expected);
    // Rounds that are not stumps are added last, document by document, as model.scores does.
    const mixed = additiveModel({
      algorithm: "t",
      labels: data.labelNames,
      features: data.featureNames,
      rounds: [
        ...trained.rounds.slice(0, 30),
        lengthVote(data.labelNames.map((_, j) => 0.01 * (j - 4))),
        ...trained.rounds.slice(30),
      ],
    });
    const reference = mixed.scores(data.X);
    expect(Array.from(scoresParallel(mixed, data.X, { pool }).data)).toEqual(Array.from(reference.data));
    // An independent check of one document: bias + Σ deltas by the definition of the committee.
    const c = trained.compressed();
    const m = data.Y.cols;
    for (const i of [0, 17, 1999]) {
      for (let j = 0; j < m; j++) {
        let f = 0;
        for (const h of trained.rounds as unknown as {
          term: number;
          absent: Float64Array;
          present: Float64Array;
        }[])
          f += hasTerm(data.X, i, h.term) ? h.present[j]! : h.absent[j]!;
        expect(expected[i * m + j]).toBeCloseTo(f, 9);
      }
    }
    expect(c.pivots.length).toBeGreaterThan(1);
  });

  it("returns scores the caller owns: ordinary memory, untouched by later calls on the same pool", async () => {
    const big = zipfDataset(5, 300, 200, 6);
    const small = zipfDataset(6, 40, 200, 6);
    const model = await boostAdditive(big, {
      algorithm: "t",
      learner: perLabelStump(),
      normalization: "per-label",
      iterations: 20,
    });
    const first = scoresParallel(model, big.X, { pool });
    const kept = Array.from(first.data);
    expect(first.data.buffer instanceof SharedArrayBuffer).toBe(false);
    const second = scoresParallel(model, small.X, { pool });
    expect(Array.from(second.data)).toEqual(Array.from(model.scores(small.X).data));
    expect(Array.from(first.data)).toEqual(kept);
  });

  it("with threads: 1 uses no worker", async () => {
    const data = zipfDataset(1, 100, 50, 3);
    const model = await boostAdditive(data, {
      algorithm: "t",
      learner: presenceStump(),
      normalization: "global",
      iterations: 5,
    });
    const one = createWorkerPool({ threads: 1 });
    expect(Array.from(scoresParallel(model, data.X, { pool: one }).data)).toEqual(
      Array.from(model.scores(data.X).data),
    );
    expect(Array.from(scoresParallel(model, data.X, { threads: 1 }).data)).toEqual(
      Array.from(model.scores(data.X).data),
    );
    expect(one.workers).toBe(0);
  });

  it("checks its arguments like model.scores", async () => {
    const data = zipfDataset(2, 50, 30, 2);
    const model = await boostAdditive(data, {
      algorithm: "t",
      learner: presenceStump(),
      normalization: "global",
      iterations: 4,
    });
    const wide = { ...data.X, cols: 31 };
    expect(codeOf(() => scoresParallel(model, wide, { pool }))).toBe("E_SHAPE");
    expect(codeOf(() => scoresParallel(model, data.X, { pool, rounds: 5 }))).toBe("E_INVALID_ARGUMENT");
    expect(codeOf(() => scoresParallel(model, data.X, { pool, rounds: -1 }))).toBe("E_INVALID_ARGUMENT");
    for (const threads of [0, 2.5, -3, Number.NaN, 1000])
      expect(codeOf(() => scoresParallel(model, data.X, { threads }))).toBe("E_INVALID_ARGUMENT");
  });
});
