import { fc, test } from "@fast-check/vitest";
import type { Dataset, Hypothesis } from "@textboost/core";
import {
  perLabelStump,
  presenceStump,
  STUMP_VARIANTS,
  streamedPerLabelStump,
  streamedPresenceStump,
} from "@textboost/stumps";
import { arbDataset, zipfDataset } from "@textboost/testing";
import { describe, expect, it } from "vitest";
import { boostAdditive, type Normalization } from "./boost-additive.js";

const pivots = (h: Hypothesis): number[] =>
  h.type === "stump"
    ? [(h as unknown as { term: number }).term]
    : Array.from((h as unknown as { terms: Int32Array }).terms);

async function both(
  data: Dataset,
  learner: ReturnType<typeof presenceStump> | ReturnType<typeof perLabelStump>,
  normalization: Normalization,
  iterations: number,
  refreshEvery: number,
) {
  const common = { algorithm: "t", learner, normalization, iterations } as const;
  const scratch = await boostAdditive(data, { ...common, incremental: false });
  const incremental = await boostAdditive(data, { ...common, refreshEvery });
  return { scratch, incremental };
}

describe.each(STUMP_VARIANTS)("incremental statistics (%s)", (variant) => {
  test.prop(
    [
      arbDataset({ rows: { min: 1, max: 25 }, features: { min: 1, max: 12 }, labels: { min: 1, max: 5 } }),
      fc.integer({ min: 1, max: 20 }),
      fc.integer({ min: 1, max: 9 }),
    ],
    {
      numRuns: 40,
    },
  )(
    "AdaBoost.MH: same pivots and bit-identical scores as recomputing every round",
    async (data, S, refreshEvery) => {
      const { scratch, incremental } = await both(
        data,
        presenceStump({ variant }),
        "global",
        S,
        refreshEvery,
      );
      expect(incremental.rounds.map(pivots)).toEqual(scratch.rounds.map(pivots));
      expect(Array.from(incremental.scores(data.X).data)).toEqual(Array.from(scratch.scores(data.X).data));
    },
  );

  test.prop(
    [
      arbDataset({ rows: { min: 1, max: 25 }, features: { min: 1, max: 12 }, labels: { min: 1, max: 5 } }),
      fc.integer({ min: 1, max: 20 }),
      fc.integer({ min: 1, max: 9 }),
    ],
    {
      numRuns: 40,
    },
  )(
    "MP-Boost: same pivots and bit-identical scores as recomputing every round",
    async (data, S, refreshEvery) => {
      const { scratch, incremental } = await both(
        data,
        perLabelStump({ variant }),
        "per-label",
        S,
        refreshEvery,
      );
      expect(incremental.rounds.map(pivots)).toEqual(scratch.rounds.map(pivots));
      expect(Array.from(incremental.scores(data.X).data)).toEqual(Array.from(scratch.scores(data.X).data));
    },
  );
});

describe("incremental statistics over many rounds", () => {
  it.each([
    ["global", presenceStump()],
    ["per-label", perLabelStump()],
  ] as const)(
    "keep choosing the reference pivots for 150 rounds without a refresh (%s)",
    async (normalization, learner) => {
      const data = zipfDataset(5, 400, 300, 8);
      const { scratch, incremental } = await both(data, learner, normalization, 150, 1000);
      expect(incremental.rounds.map(pivots)).toEqual(scratch.rounds.map(pivots));
      expect(Array.from(incremental.scores(data.X).data)).toEqual(Array.from(scratch.scores(data.X).data));
    },
  );
});

describe("a learner that reads D on other threads", () => {
  it("gets D on shared memory (sharedWeights), and the same model", async () => {
    const data = zipfDataset(5, 120, 80, 4);
    const seen: boolean[] = [];
    const base = presenceStump();
    const learner = {
      ...base,
      sharedWeights: true,
      startIncremental: (...args: Parameters<typeof base.startIncremental>) => {
        seen.push(args[1].buffer instanceof SharedArrayBuffer);
        return base.startIncremental(...args);
      },
    };
    const common = { algorithm: "t", normalization: "global", iterations: 15 } as const;
    const shared = await boostAdditive(data, { ...common, learner });
    const ordinary = await boostAdditive(data, { ...common, learner: base });
    expect(seen).toEqual([true]);
    expect(shared.toJSON()).toEqual(ordinary.toJSON());
  });
});

describe.each([
  ["AdaBoost.MH", streamedPresenceStump, "global"],
  ["MP-Boost", streamedPerLabelStump, "per-label"],
] as const)("%s's streamed learner", (_, streamed, normalization) => {
  test.prop(
    [
      arbDataset({ rows: { min: 1, max: 25 }, features: { min: 1, max: 12 }, labels: { min: 1, max: 19 } }),
      fc.integer({ min: 1, max: 15 }),
      fc.constantFrom(...STUMP_VARIANTS),
    ],
    { numRuns: 30 },
  )(
    "writes the same model taking the loop's label totals (its run) as summing them itself every round (fit)",
    async (data, iterations, variant) => {
      const common = { algorithm: "t", learner: streamed({ variant }), normalization, iterations } as const;
      const scratch = await boostAdditive(data, { ...common, incremental: false });
      const run = await boostAdditive(data, common);
      expect(JSON.stringify(run.toJSON())).toBe(JSON.stringify(scratch.toJSON()));
    },
  );
});
