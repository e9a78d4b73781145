import { fc, test } from "@fast-check/vitest";
import type { AdditiveModel } from "@textboost/boosting";
import { boostAdditive, type Normalization } from "@textboost/boosting";
import type { Dataset, Hypothesis } from "@textboost/core";
import { isTextboostError } from "@textboost/core";
import { perLabelStump, presenceStump, STUMP_VARIANTS } from "@textboost/stumps";
import { arbDataset, mirrorImageTerms, zipfDataset } from "@textboost/testing";
import { afterAll, describe, expect, it } from "vitest";
import { parallelPerLabelStump } from "./parallel-per-label-stump.js";
import { parallelPresenceStump } from "./parallel-presence-stump.js";
import { createWorkerPool } from "./worker-pool.js";

// Three threads: two workers plus this one, so ranges are uneven and a worker gets the first range.
const pool = createWorkerPool({ threads: 3 });
const pool2 = createWorkerPool({ threads: 2 });
afterAll(async () => {
  await pool.close();
  await pool2.close();
});

const pivots = (h: Hypothesis): number[] =>
  h.type === "stump"
    ? [(h as unknown as { term: number }).term]
    : Array.from((h as unknown as { terms: Int32Array }).terms);

const bits = (m: AdditiveModel, data: Dataset): number[] => Array.from(m.scores(data.X).data);

async function fitBoth(
  data: Dataset,
  single: ReturnType<typeof presenceStump> | ReturnType<typeof perLabelStump>,
  parallel: ReturnType<typeof parallelPresenceStump> | ReturnType<typeof parallelPerLabelStump>,
  normalization: Normalization,
  iterations: number,
  refreshEvery?: number,
) {
  const common = {
    algorithm: "t",
    normalization,
    iterations,
    ...(refreshEvery === undefined ? {} : { refreshEvery }),
  } as const;
  // The reference: the single-threaded learner recomputing the statistics every round.
  const reference = await boostAdditive(data, { ...common, learner: single, incremental: false });
  const threaded = await boostAdditive(data, { ...common, learner: parallel });
  return { reference, threaded };
}

function expectSameModel(reference: AdditiveModel, threaded: AdditiveModel, data: Dataset): void {
  expect(threaded.rounds.map(pivots)).toEqual(reference.rounds.map(pivots));
  expect(bits(threaded, data)).toEqual(bits(reference, data));
  expect(threaded.toJSON()).toEqual(reference.toJSON());
}

const small = arbDataset({
  rows: { min: 1, max: 30 },
  features: { min: 1, max: 14 },
  labels: { min: 1, max: 6 },
});

describe.each(STUMP_VARIANTS)("worker threads give the single-threaded models (%s)", (variant) => {
  test.prop([small, fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 8 })], {
    numRuns: 25,
  })("AdaBoost.MH: same pivots, bit-identical scores, same JSON", async (data, S, refreshEvery) => {
    const { reference, threaded } = await fitBoth(
      data,
      presenceStump({ variant }),
      parallelPresenceStump({ variant, pool }),
      "global",
      S,
      refreshEvery,
    );
    expectSameModel(reference, threaded, data);
  });

  test.prop([small, fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 8 })], {
    numRuns: 25,
  })("MP-Boost: same pivots, bit-identical scores, same JSON", async (data, S, refreshEvery) => {
    const { reference, threaded } = await fitBoth(
      data,
      perLabelStump({ variant }),
      parallelPerLabelStump({ variant, pool }),
      "per-label",
      S,
      refreshEvery,
    );
    expectSameModel(reference, threaded, data);
  });
});

describe("worker threads on a larger synthetic set", () => {
  const data = zipfDataset(11, 1500, 1200, 12);

  it.each([
    ["AdaBoost.MH", "global", presenceStump(), parallelPresenceStump({ pool: pool2 })],
    ["MP-Boost", "per-label", perLabelStump(), parallelPerLabelStump({ pool: pool2 })],
    ["AdaBoost.MH, 3 threads", "global", presenceStump(), parallelPresenceStump({ pool })],
    ["MP-Boost, 3 threads", "per-label", perLabelStump(), parallelPerLabelStump({ pool })],
    [
      "AdaBoost.MH, JavaScript kernels",
      "global",
      presenceStump(),
      parallelPresenceStump({ pool, simd: false }),
    ],
    [
      "MP-Boost, JavaScript kernels",
      "per-label",
      perLabelStump(),
      parallelPerLabelStump({ pool, simd: false }),
    ],
  ] as const)(
    "%s: 120 rounds (one refresh) give the reference model",
    async (_, normalization, single, par) => {
      const { reference, threaded } = await fitBoth(data, single, par, normalization, 120);
      expectSameModel(reference, threaded, data);
    },
  );

  it("MP-Boost with local candidate terms gives the reference model", async () => {
    const m = data.Y.cols;
    const candidates = Array.from({ length: m }, (_, j) =>
      Array.from({ length: 40 + 30 * j }, (_, t) => (t * (j + 3) * 7) % data.X.cols),
    );
    const { reference, threaded } = await fitBoth(
      data,
      perLabelStump({ candidates }),
      parallelPerLabelStump({ candidates, pool }),
      "per-label",
      60,
    );
    expectSameModel(reference, threaded, data);
  });

  it("a learner's own pool is started on first use and stopped by close()", async () => {
    const learner = parallelPresenceStump({ threads: 2 });
    expect(learner.threads).toBe(2);
    expect(learner.sharedWeights).toBe(true); // the boosting loop puts D on shared memory
    const reference = await boostAdditive(data, {
      algorithm: "t",
      learner: presenceStump(),
      normalization: "global",
      iterations: 10,
    });
    const threaded = await boostAdditive(data, {
      algorithm: "t",
      learner,
      normalization: "global",
      iterations: 10,
    });
    await learner.close();
    expect(threaded.rounds.map(pivots)).toEqual(reference.rounds.map(pivots));
    // A closed learner starts a new pool when used again.
    const again = await boostAdditive(data, {
      algorithm: "t",
      learner,
      normalization: "global",
      iterations: 3,
    });
    await learner.close();
    expect(again.rounds.map(pivots)).toEqual(reference.rounds.slice(0, 3).map(pivots));
  });
});

describe("threads: 1", () => {
  it("uses no worker and gives the single-threaded model", async () => {
    const data = zipfDataset(3, 200, 150, 5);
    const one = createWorkerPool({ threads: 1 });
    for (const [learner, normalization, single] of [
      [parallelPresenceStump({ pool: one }), "global", presenceStump()],
      [parallelPerLabelStump({ pool: one }), "per-label", perLabelStump()],
    ] as const) {
      expect(learner.threads).toBe(1);
      const reference = await boostAdditive(data, {
        algorithm: "t",
        learner: single,
        normalization,
        iterations: 20,
      });
      const model = await boostAdditive(data, { algorithm: "t", learner, normalization, iterations: 20 });
      expect(bits(model, data)).toEqual(bits(reference, data));
    }
    expect(one.workers).toBe(0);
    expect(parallelPresenceStump({ threads: 1 }).threads).toBe(1);
    expect(parallelPerLabelStump({ threads: 1 }).name).toBe(perLabelStump().name);
  });
});

describe("bad thread counts", () => {
  const bad = [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1000, "2" as unknown as number];
  it.each(bad.map((t) => [typeof t === "string" ? `"${t}" (a string)` : String(t), t] as const))(
    "threads %s is E_INVALID_ARGUMENT",
    (_, threads) => {
      for (const make of [
        () => createWorkerPool({ threads }),
        () => parallelPresenceStump({ threads }),
        () => parallelPerLabelStump({ threads }),
      ]) {
        let error: unknown;
        try {
          make();
        } catch (e) {
          error = e;
        }
        expect(isTextboostError(error) && error.code).toBe("E_INVALID_ARGUMENT");
      }
    },
  );

  it("threads that contradict the pool are E_INVALID_ARGUMENT", () => {
    expect(() => parallelPresenceStump({ threads: 4, pool })).toThrow(/differs from the pool/);
  });
});

describe("worker threads where a key's side sits at a floor", () => {
  // Terms 2 and 4 have complementary documents (mirror-image stumps); after a few rounds of the same
  // stump the weights span 13 orders of magnitude and some sides sit at the keys' 1e-13 floors, where
  // a table value can be floored otherwise than the exact sum: the threads flag such terms and labels
  // and the calling thread decides them from the exact sums, as one thread does.
  const data = mirrorImageTerms();
  it.each([
    ["global", () => parallelPresenceStump({ pool: pool2 }), () => presenceStump()],
    ["per-label", () => parallelPerLabelStump({ pool: pool2 }), () => perLabelStump()],
  ] as const)(
    "resumed at every round, two threads give one thread's model (%s)",
    async (normalization, threaded, single) => {
      const options = { algorithm: "t", normalization, iterations: 12 } as const;
      const want = JSON.stringify((await boostAdditive(data, { ...options, learner: single() })).toJSON());
      const saved: unknown[] = [];
      const full = await boostAdditive(data, {
        ...options,
        learner: threaded(),
        checkpoint: { every: 1, save: (cp) => void saved.push(JSON.parse(JSON.stringify(cp))) },
      });
      expect(JSON.stringify(full.toJSON())).toBe(want);
      for (const cp of saved) {
        const resumed = await boostAdditive(data, { ...options, learner: threaded(), resume: cp as never });
        expect(JSON.stringify(resumed.toJSON())).toBe(want);
      }
    },
  );
});
