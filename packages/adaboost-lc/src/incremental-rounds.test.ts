import { fc, test } from "@fast-check/vitest";
import type { Dataset } from "@textboost/core";
import { arbCover } from "@textboost/covers/test-support";
import { csrFromRows } from "@textboost/sparse";
import { type BestTermsScan, labelBestTerms } from "@textboost/statistics";
import { arbDataset } from "@textboost/testing";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { adaBoostLC } from "./adaboost-lc.js";
import { INCREMENTAL_TUNING } from "./incremental-rounds.js";
import { arbCase, caseOptions } from "./test-support/arbitraries.js";

/** The data with every column repeated: hypotheses whose statistics tie exactly, every round. */
function doubledColumns(data: Dataset): Dataset {
  const r = data.X.cols;
  const rows = Array.from({ length: data.X.rows }, (_, i) => {
    const idx = Array.from(data.X.indices.subarray(data.X.indptr[i]!, data.X.indptr[i + 1]!));
    const all = [...idx, ...idx.map((k) => k + r)];
    return { indices: Int32Array.from(all), values: new Float64Array(all.length).fill(1) };
  });
  return {
    X: csrFromRows(rows, 2 * r),
    Y: data.Y,
    featureNames: [...data.featureNames, ...data.featureNames.map((n) => `${n}'`)],
    labelNames: data.labelNames,
  };
}

/** The scan plug-in in this thread: `labelBestTerms` over all terms at once. */
const inThisThread: BestTermsScan = (data) => {
  const weights = new Float64Array(data.X.rows * data.Y.cols);
  return { weights, bestTerms: (best, term) => labelBestTerms(data, weights, 0, data.X.cols, best, term) };
};

async function bothModels(data: Dataset, options: Parameters<typeof adaBoostLC>[0], iterations: number) {
  const incremental = await adaBoostLC(options).fit(data, { iterations });
  const scanned = await adaBoostLC({ ...options, scan: inThisThread }).fit(data, { iterations });
  expect(JSON.stringify(scanned.toJSON())).toBe(JSON.stringify(incremental.toJSON()));
  const reference = await adaBoostLC({ ...options, incremental: false }).fit(data, { iterations });
  return { incremental: JSON.stringify(incremental.toJSON()), reference: JSON.stringify(reference.toJSON()) };
}

describe.each([
  ["chosen by cost", 8, 128],
  ["deltas every round, a full scan every 7", 0, 7],
])("incremental statistics, %s", (_, deltaCost, refreshEvery) => {
  const saved = { ...INCREMENTAL_TUNING };
  beforeAll(() => Object.assign(INCREMENTAL_TUNING, { deltaCost, refreshEvery }));
  afterAll(() => Object.assign(INCREMENTAL_TUNING, saved));

  test.prop([arbCase()], { numRuns: 40 })(
    "every configuration: the model is the from-scratch model, byte for byte",
    async (c) => {
      const { incremental, reference } = await bothModels(c.data, caseOptions(c), 6);
      expect(incremental).toBe(reference);
    },
  );

  const larger = arbDataset({
    rows: { min: 2, max: 40 },
    features: { min: 1, max: 12 },
    labels: { min: 1, max: 6 },
  });
  test.prop(
    [
      larger.chain((d) =>
        fc.record({
          data: fc.constant(d),
          cover: arbCover(d.Y.cols),
          doubled: fc.boolean(),
          smoothing: fc.constantFrom(1, 0.01),
        }),
      ),
    ],
    { numRuns: 40 },
  )(
    "presence, sequential templates, many rounds, exact ties: incremental === from scratch",
    async ({ data, cover, doubled, smoothing }) => {
      const d = doubled ? doubledColumns(data) : data;
      const { incremental, reference } = await bothModels(d, { cover, smoothing }, 60);
      expect(incremental).toBe(reference);
    },
  );
});
