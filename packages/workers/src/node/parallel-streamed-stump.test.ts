import { fc, test } from "@fast-check/vitest";
import type { AdditiveModel } from "@textboost/boosting";
import { boostAdditive, type Normalization } from "@textboost/boosting";
import type { Dataset, TrainingSet, WeakLearner } from "@textboost/core";
import { trainingSet } from "@textboost/sparse";
import { weightsMemoryOf } from "@textboost/statistics";
import {
  type PerLabelStumpOptions,
  STUMP_VARIANTS,
  streamedPerLabelStump,
  streamedPresenceStump,
} from "@textboost/stumps";
import { arbDataset, arbTwinColumns, withTwinColumns, zipfDataset } from "@textboost/testing";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  parallelStreamedPerLabelStump,
  parallelStreamedPresenceStump,
  STREAMED_TUNING,
} from "./parallel-streamed-stump.js";
import { createWorkerPool } from "./worker-pool.js";

// Three threads: two workers plus this one, so chunks go to every thread in uneven shares.
const pool = createWorkerPool({ threads: 3 });
afterAll(async () => {
  await pool.close();
});

/** Small data sets with twin and empty columns: keys that tie exactly across chunks. */
const small = fc
  .tuple(
    arbDataset({ rows: { min: 1, max: 30 }, features: { min: 1, max: 14 }, labels: { min: 1, max: 6 } }),
    arbTwinColumns({ maxCopies: 5 }),
  )
  .map(([dataset, twins]): Dataset => {
    const { X } = withTwinColumns(dataset.X, twins);
    return { ...dataset, X, featureNames: Array.from({ length: X.cols }, (_, k) => `f${k}`) };
  })
  .filter((d) => d.X.cols > 0);

async function fitBoth(
  data: Dataset,
  single: WeakLearner,
  parallel: WeakLearner,
  normalization: Normalization,
  iterations: number,
): Promise<{ reference: AdditiveModel; threaded: AdditiveModel }> {
  const common = { algorithm: "t", normalization, iterations } as const;
  const reference = await boostAdditive(data, { ...common, learner: single });
  const threaded = await boostAdditive(data, { ...common, learner: parallel });
  return { reference, threaded };
}

/** MP-Boost's streamed learner on the pool writes the one-thread model (same options on both). */
async function mpBoostAgrees(data: Dataset, S: number, options: PerLabelStumpOptions): Promise<void> {
  const { reference, threaded } = await fitBoth(
    data,
    streamedPerLabelStump(options),
    parallelStreamedPerLabelStump({ ...options, pool }),
    "per-label",
    S,
  );
  expect(threaded.toJSON()).toEqual(reference.toJSON());
}

describe.each(STUMP_VARIANTS)(
  "streamed statistics on worker threads give the one-thread models (%s)",
  (variant) => {
    test.prop([small, fc.integer({ min: 1, max: 12 })], { numRuns: 25 })(
      "AdaBoost.MH: the same model JSON",
      async (data, S) => {
        const { reference, threaded } = await fitBoth(
          data,
          streamedPresenceStump({ variant }),
          parallelStreamedPresenceStump({ variant, pool }),
          "global",
          S,
        );
        expect(threaded.toJSON()).toEqual(reference.toJSON());
      },
    );

    test.prop([small, fc.integer({ min: 1, max: 12 })], { numRuns: 25 })(
      "MP-Boost: the same model JSON",
      (data, S) => mpBoostAgrees(data, S, { variant }),
    );
  },
);

/** Per-label candidate lists: an ascending subset of the terms for each label, never empty. */
const candidatesFor = (data: Dataset, seed: number): number[][] =>
  Array.from({ length: data.Y.cols }, (_, j) => {
    const list = Array.from({ length: data.X.cols }, (_, k) => k).filter(
      (k) => ((k + 1) * 2654435761 + (j + 1) * 40503 + seed) % 3 !== 0,
    );
    return list.length > 0 ? list : [data.X.cols - 1];
  });

test.prop([small, fc.integer({ min: 1, max: 12 }), fc.nat()], { numRuns: 25 })(
  "MP-Boost with candidate lists (chunks of labels): the same model JSON",
  (data, S, seed) => mpBoostAgrees(data, S, { candidates: candidatesFor(data, seed) }),
);

describe("streamed statistics on worker threads, a larger synthetic set", () => {
  const data = zipfDataset(11, 1500, 1200, 12);

  it.each([
    ["AdaBoost.MH", "global", streamedPresenceStump(), parallelStreamedPresenceStump({ pool })],
    ["MP-Boost", "per-label", streamedPerLabelStump(), parallelStreamedPerLabelStump({ pool })],
  ] as const)("%s: 40 rounds give the one-thread model", async (_, normalization, single, par) => {
    const { reference, threaded } = await fitBoth(data, single, par, normalization, 40);
    expect(threaded.toJSON()).toEqual(reference.toJSON());
  });

  it("the workers sum in SIMD over the loop's D in place, each in a room of its own", async () => {
    // The loop's D, seen through the learner's start.
    const par = parallelStreamedPerLabelStump({ pool });
    let D: Float64Array | undefined;
    const learner = {
      ...par,
      startIncremental: (ts: TrainingSet, weights: Float64Array) => {
        D = weights;
        return par.startIncremental(ts, weights);
      },
    };
    await boostAdditive(data, { algorithm: "t", normalization: "per-label", iterations: 20, learner });
    const memory = weightsMemoryOf(D!)!;
    expect(memory.shared).toBe(true);
    expect(memory.rooms).toBe(3); // this thread's and each worker's
    const m = data.Y.cols;
    const used = (room: number) =>
      new Float64Array(memory.memory.buffer, memory.at.termSides + 16 * m * room, 2 * m).some((v) => v > 0);
    // MP-Boost sums every term of a chunk: this thread, which starts on every task at once, in room 0
    // (its context's signs are a view of the memory's), a worker that took a chunk in its own (1 or 2;
    // a worker descheduled for all 20 rounds may have taken none, not both).
    expect(used(0)).toBe(true);
    expect(used(1) || used(2)).toBe(true);
  });

  it("MP-Boost with candidate lists: 40 rounds give the one-thread model", async () => {
    const candidates = candidatesFor(data, 7);
    const { reference, threaded } = await fitBoth(
      data,
      streamedPerLabelStump({ candidates }),
      parallelStreamedPerLabelStump({ candidates, pool }),
      "per-label",
      40,
    );
    expect(threaded.toJSON()).toEqual(reference.toJSON());
  });

  it("checks the training set and the weights as the one-thread learner does", () => {
    const learner = parallelStreamedPresenceStump({ pool });
    const ts = trainingSet(data.X, data.Y);
    expect(() => learner.startIncremental(ts, new Float64Array(new SharedArrayBuffer(8)))).toThrow(
      expect.objectContaining({ code: "E_SHAPE" }),
    );
  });
});

describe("MP-Boost's votes summed on the pool (from any number of pivot documents)", () => {
  const saved = STREAMED_TUNING.poolVoteDocuments;
  beforeEach(() => {
    STREAMED_TUNING.poolVoteDocuments = 0;
  });
  afterEach(() => {
    STREAMED_TUNING.poolVoteDocuments = saved;
  });

  test.prop([small, fc.integer({ min: 1, max: 12 }), fc.constantFrom(...STUMP_VARIANTS)], { numRuns: 25 })(
    "the same model JSON as one thread",
    (data, S, variant) => mpBoostAgrees(data, S, { variant }),
  );

  test.prop([small, fc.integer({ min: 1, max: 12 }), fc.nat()], { numRuns: 15 })(
    "with candidate lists: the same model JSON as one thread",
    (data, S, seed) => mpBoostAgrees(data, S, { candidates: candidatesFor(data, seed) }),
  );

  it("a larger synthetic set: 40 rounds give the one-thread model", () =>
    mpBoostAgrees(zipfDataset(11, 1500, 1200, 12), 40, {}));
});
