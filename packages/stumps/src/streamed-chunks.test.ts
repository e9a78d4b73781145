import { fc, test } from "@fast-check/vitest";
import { lowerTwins, trainingSet } from "@textboost/sparse";
import { labelTotals } from "@textboost/statistics";
import { arbDataset, arbPairWeights, arbTwinColumns, withTwinColumns } from "@textboost/testing";
import { afterAll, describe, expect, it } from "vitest";
import { linearBound } from "./pivot-criteria.js";
import { totalMass } from "./presence-stump.js";
import {
  CHUNK_CLOSE_TERMS,
  type ChunkChoices,
  chunkChoices,
  clearChunkEntry,
  documentBounds,
  foldChunkKey,
  labelChunkChoices,
  mergeChunkChoices,
  presenceChunkChoice,
} from "./streamed-chunks.js";
import { streamedLabelPivots, streamedPresencePivot, streamedScratch } from "./streamed-pivots.js";
import { improvesZ, STUMP_VARIANTS, stumpRule, Z_TIE_TOLERANCE } from "./stump-variant.js";

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

const room = chunkChoices;

/** How many merges decided: most must, or the properties above would say little. */
const tally = {
  presence: { runs: 0, decided: 0 },
  labels: { runs: 0, decided: 0 },
  keys: { runs: 0, decided: 0 },
};
afterAll(() => {
  console.log("streamed chunks: decided", JSON.stringify(tally));
  expect(tally.presence.decided).toBeGreaterThan(tally.presence.runs / 2);
  expect(tally.labels.decided).toBeGreaterThan(tally.labels.runs / 2);
  expect(tally.keys.decided).toBeGreaterThan(tally.keys.runs / 2);
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
      // The chunks skip the twins (the terms repeating a lower term's documents), as the scan does.
      const twins = lowerTwins(data.Xc);
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
          twins,
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
      const twins = lowerTwins(data.Xc);
      // Later chunks know each label's least key of the chunks before them (as threads share them).
      const known = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
      for (let c = 0; c + 1 < edges.length; c++) {
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
          known,
          twins,
        );
        for (let j = 0; j < m; j++) known[j] = Math.min(known[j]!, out.least[c * m + j]!);
      }
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
  /** Reports from rows [least, [term, key][] kept, lost]. */
  const of = (rows: [number, [number, number][], number?][]): ChunkChoices => {
    const out = chunkChoices(rows.length);
    rows.forEach(([least, close, lost], at) => {
      out.least[at] = least;
      out.count[at] = close.length;
      close.forEach(([k, z], u) => {
        out.closeTerms[at * CHUNK_CLOSE_TERMS + u] = k;
        out.closeKeys[at * CHUNK_CLOSE_TERMS + u] = z;
      });
      out.lost[at] = lost ?? Number.POSITIVE_INFINITY;
    });
    return out;
  };
  const inf = Number.POSITIVE_INFINITY;

  it("takes the chunk of the least key", () => {
    const choices = of([
      [0.9, [[3, 0.9]]],
      [0.5, [[7, 0.5]]],
      [0.7, [[12, 0.7]]],
    ]);
    expect(mergeChunkChoices(choices, 3, 1, 0, 1)).toBe(7);
  });

  it("takes the lowest term of equal least keys (the first chunk that has it)", () => {
    const choices = of([
      [0.9, [[3, 0.9]]],
      [0.5, [[7, 0.5]]],
      [0.5, [[12, 0.5]]],
    ]);
    expect(mergeChunkChoices(choices, 3, 1, 0, 1)).toBe(7);
  });

  it("replays a near tie as the scan decides it: a later key counts only when it improves by the tolerance", () => {
    // 0.5 does not improve on 0.5 + 1e-11 (within 1e-10 of the mass), so the scan keeps term 3.
    expect(
      mergeChunkChoices(
        of([
          [0.5 + 1e-11, [[3, 0.5 + 1e-11]]],
          [0.5, [[7, 0.5]]],
        ]),
        2,
        1,
        0,
        1,
      ),
    ).toBe(3);
    // 0.5 improves on 0.5 + 2e-10.
    expect(
      mergeChunkChoices(
        of([
          [0.5 + 2e-10, [[3, 0.5 + 2e-10]]],
          [0.5, [[7, 0.5]]],
        ]),
        2,
        1,
        0,
        1,
      ),
    ).toBe(7);
    // In one chunk alike.
    expect(
      mergeChunkChoices(
        of([
          [
            0.5,
            [
              [3, 0.5 + 1e-11],
              [7, 0.5],
            ],
          ],
        ]),
        1,
        1,
        0,
        1,
      ),
    ).toBe(3);
  });

  it("cannot tell when the first close key is near the band's edge, or a close term was lost", () => {
    // The band ends at 0.5 + 8e-10: whether the scan takes a first key of 0.5 + 7e-10 depends on the
    // running best before it, which no chunk kept.
    expect(
      mergeChunkChoices(
        of([
          [0.5 + 7e-10, [[3, 0.5 + 7e-10]]],
          [0.5, [[7, 0.5]]],
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
          [0.9, [[3, 0.9]]],
          [0.5, [[7, 0.5]], 0.5 + 1e-11],
        ]),
        2,
        1,
        0,
        1,
      ),
    ).toBe(-1);
    // A loss above the band does not matter.
    expect(
      mergeChunkChoices(
        of([
          [0.9, [[3, 0.9]]],
          [0.5, [[7, 0.5]], 0.6],
        ]),
        2,
        1,
        0,
        1,
      ),
    ).toBe(7);
  });

  it("cannot tell when a chunk had more close terms than room: the lost one could be the choice", () => {
    // Eight terms 5e-10 above 0.5 fill the room; term 8's key 0.5 is the least, which the scan takes.
    const out = room(1);
    clearChunkEntry(out, 0);
    for (let k = 0; k < CHUNK_CLOSE_TERMS; k++) foldChunkKey(out, 0, 0.5 + 5e-10, k, 1);
    foldChunkKey(out, 0, 0.5, CHUNK_CLOSE_TERMS, 1);
    expect(out.lost[0]).toBe(0.5);
    expect(mergeChunkChoices(out, 1, 1, 0, 1)).toBe(-1);
    // A new least far below drops the kept terms and the loss: then it is the choice.
    foldChunkKey(out, 0, 0.4, CHUNK_CLOSE_TERMS + 1, 1);
    expect([out.count[0], out.lost[0]]).toEqual([1, inf]);
    expect(mergeChunkChoices(out, 1, 1, 0, 1)).toBe(CHUNK_CLOSE_TERMS + 1);
  });

  it("reads one label's entries at its offset and stride, and cannot tell without any key", () => {
    const choices = of([
      [0.2, [[1, 0.2]]],
      [0.6, [[2, 0.6]]],
      [0.4, [[5, 0.4]]],
      [0.1, [[9, 0.1]]],
    ]);
    expect(mergeChunkChoices(choices, 2, 2, 0, 1)).toBe(1);
    expect(mergeChunkChoices(choices, 2, 2, 1, 1)).toBe(9);
    expect(mergeChunkChoices(of([[inf, []]]), 1, 1, 0, 1)).toBe(-1);
  });

  /** Keys near 0.5 a few tolerances apart (near ties), or far (0.3 to 0.9), with repeats. */
  const arbKeys = fc.array(
    fc.oneof(
      fc.integer({ min: -12, max: 12 }).map((u) => 0.5 + u * 0.5 * Z_TIE_TOLERANCE),
      fc.constantFrom(0.3, 0.5, 0.9),
    ),
    { minLength: 1, maxLength: 40 },
  );

  test.prop([arbKeys, fc.array(fc.nat(), { maxLength: 5 })], { numRuns: 300 })(
    "folding any keys into any chunks, a decided merge is the ascending improvesZ scan's choice",
    (keys, cuts) => {
      const edges = boundaries(keys.length, cuts);
      const out = room(edges.length - 1);
      for (let c = 0; c + 1 < edges.length; c++) {
        clearChunkEntry(out, c);
        for (let k = edges[c]!; k < edges[c + 1]!; k++) foldChunkKey(out, c, keys[k]!, k, 1);
      }
      let best = inf;
      let scanned = -1;
      keys.forEach((z, k) => {
        if (improvesZ(z, best, 1)) {
          best = z;
          scanned = k;
        }
      });
      const merged = mergeChunkChoices(out, edges.length - 1, 1, 0, 1);
      tally.keys.runs++;
      if (merged < 0) return;
      tally.keys.decided++;
      expect(merged).toBe(scanned);
    },
  );
});
