import { fc, test } from "@fast-check/vitest";
import { trainingSet } from "@textboost/sparse";
import { labelTotals } from "@textboost/statistics";
import { arbDataset, arbPairWeights, arbTwinColumns, withTwinColumns } from "@textboost/testing";
import { afterAll, describe, expect, it } from "vitest";
import { linearBound } from "./pivot-criteria.js";
import { totalMass } from "./presence-stump.js";
import {
  type ChunkChoices,
  documentBounds,
  labelChunkChoices,
  mergeChunkChoices,
  presenceChunkChoice,
} from "./streamed-chunks.js";
import { streamedLabelPivots, streamedPresencePivot, streamedScratch } from "./streamed-pivots.js";
import { STUMP_VARIANTS, stumpRule } from "./stump-variant.js";

const arbInput = fc
  .tuple(arbDataset({ binary: true }), arbTwinColumns({ maxCopies: 6 }), fc.array(fc.nat(), { maxLength: 5 }))
  .chain(([dataset, twins, cuts]) => {
    const { X } = withTwinColumns(dataset.X, twins);
    const data = trainingSet(X, dataset.Y);
    return arbPairWeights(X.rows, dataset.Y.cols).map((weights) => ({ data, weights, cuts }));
  })
  .filter(({ data }) => data.X.cols > 0 && data.X.rows > 0);

/** Ascending chunk boundaries of [0, r) from arbitrary numbers (possibly empty chunks). */
const boundaries = (r: number, cuts: readonly number[]): number[] => [
  0,
  ...cuts.map((c) => c % (r + 1)).sort((a, b) => a - b),
  r,
];

const room = (n: number): ChunkChoices => ({
  least: new Float64Array(n),
  term: new Float64Array(n),
  next: new Float64Array(n),
});

/** How many merges decided: most must, or the properties above would say little. */
const tally = { presence: { runs: 0, decided: 0 }, labels: { runs: 0, decided: 0 } };
afterAll(() => {
  console.log("streamed chunks: decided", JSON.stringify(tally));
  expect(tally.presence.decided).toBeGreaterThan(tally.presence.runs / 2);
  expect(tally.labels.decided).toBeGreaterThan(tally.labels.runs / 2);
});

describe.each(STUMP_VARIANTS)("streamed chunks (%s)", (variant) => {
  const rule = stumpRule(variant);

  test.prop([arbInput], { numRuns: 150 })(
    "AdaBoost.MH: a decided merge of any chunks is the ascending scan's pivot",
    ({ data, weights, cuts }) => {
      const totals = labelTotals(data, weights);
      const mass = totalMass(totals);
      const { base, coefficients } = linearBound(rule, totals.positive, totals.negative);
      const bounds = new Float64Array(data.X.rows);
      documentBounds(data, weights, coefficients, bounds, 0, data.X.rows);
      const edges = boundaries(data.X.cols, cuts);
      const out = room(edges.length - 1);
      // Later chunks know the least key of the chunks before them (as threads share it), any term's
      // key is a valid seed; the first knows none.
      let known = Number.POSITIVE_INFINITY;
      for (let c = 0; c + 1 < edges.length; c++) {
        presenceChunkChoice(
          rule,
          data,
          weights,
          totals.positive,
          totals.negative,
          mass,
          base,
          bounds,
          edges[c]!,
          edges[c + 1]!,
          out,
          c,
          known,
        );
        known = Math.min(known, out.least[c]!);
      }
      const merged = mergeChunkChoices(out, edges.length - 1, 1, 0, mass);
      const scanned = streamedPresencePivot(rule, data, weights, totals, streamedScratch(data));
      tally.presence.runs++;
      if (merged < 0) return; // a near tie: the caller scans
      tally.presence.decided++;
      expect(merged).toBe(scanned);
    },
  );

  test.prop([arbInput], { numRuns: 150 })(
    "MP-Boost: a decided merge of any chunks is each label's ascending scan's pivot",
    ({ data, weights, cuts }) => {
      const m = data.Y.cols;
      const totals = labelTotals(data, weights);
      const edges = boundaries(data.X.cols, cuts);
      const out = room((edges.length - 1) * m);
      for (let c = 0; c + 1 < edges.length; c++)
        labelChunkChoices(
          rule,
          data,
          weights,
          totals.positive,
          totals.negative,
          edges[c]!,
          edges[c + 1]!,
          out,
          c,
        );
      const scanned = streamedLabelPivots(rule, data, weights, totals, undefined, streamedScratch(data));
      for (let j = 0; j < m; j++) {
        const merged = mergeChunkChoices(
          out,
          edges.length - 1,
          m,
          j,
          totals.positive[j]! + totals.negative[j]!,
        );
        tally.labels.runs++;
        if (merged < 0) continue;
        tally.labels.decided++;
        expect(merged).toBe(scanned[j]);
      }
    },
  );
});

describe("mergeChunkChoices", () => {
  const of = (rows: [number, number, number][]): ChunkChoices => ({
    least: Float64Array.from(rows.map((r) => r[0])),
    term: Float64Array.from(rows.map((r) => r[1])),
    next: Float64Array.from(rows.map((r) => r[2])),
  });
  const inf = Number.POSITIVE_INFINITY;

  it("takes the chunk of the least key", () => {
    expect(
      mergeChunkChoices(
        of([
          [0.9, 3, inf],
          [0.5, 7, 0.8],
          [0.7, 12, inf],
        ]),
        3,
        1,
        0,
        1,
      ),
    ).toBe(7);
  });

  it("takes the lowest term of equal least keys (the first chunk that has it)", () => {
    expect(
      mergeChunkChoices(
        of([
          [0.9, 3, inf],
          [0.5, 7, inf],
          [0.5, 12, inf],
        ]),
        3,
        1,
        0,
        1,
      ),
    ).toBe(7);
  });

  it("cannot tell near ties apart, across chunks or in one", () => {
    expect(
      mergeChunkChoices(
        of([
          [0.5 + 1e-11, 3, inf],
          [0.5, 7, inf],
        ]),
        2,
        1,
        0,
        1,
      ),
    ).toBe(-1);
    expect(
      mergeChunkChoices(
        of([
          [0.9, 3, inf],
          [0.5, 7, 0.5 + 1e-11],
        ]),
        2,
        1,
        0,
        1,
      ),
    ).toBe(-1);
  });

  it("reads one label's entries at its offset and stride, and cannot tell without any key", () => {
    const choices = of([
      [0.2, 1, inf],
      [0.6, 2, inf],
      [0.4, 5, inf],
      [0.1, 9, inf],
    ]);
    expect(mergeChunkChoices(choices, 2, 2, 0, 1)).toBe(1);
    expect(mergeChunkChoices(choices, 2, 2, 1, 1)).toBe(9);
    expect(mergeChunkChoices(of([[inf, -1, inf]]), 1, 1, 0, 1)).toBe(-1);
  });
});
