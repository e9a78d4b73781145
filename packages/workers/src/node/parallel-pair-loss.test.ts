import { fc, test } from "@fast-check/vitest";
import type { LabelMatrix } from "@textboost/core";
import {
  type ChangedPairs,
  type ChosenTerms,
  changedLabels,
  compileCover,
  hammingCover,
  oneThreadPairLoss,
  weightedPositiveCover,
  zeroOneCover,
} from "@textboost/covers";
import { arbDataset } from "@textboost/testing";
import { afterAll, describe, expect, it } from "vitest";
import { parallelPairLoss } from "./parallel-pair-loss.js";
import { sharedFloat64 } from "./shared-arrays.js";
import { createWorkerPool } from "./worker-pool.js";

// Three threads: two workers plus this one, so chunks are uneven and workers take some of them.
const pool = createWorkerPool({ threads: 3 });
afterAll(async () => {
  await pool.close();
});

/** Labels (from a random data set), and each round's changed pairs (document → labels). */
const arbCase = arbDataset({ rows: { min: 1, max: 60 }, labels: { min: 1, max: 6 } }).chain(({ Y }) =>
  fc.record({
    Y: fc.constant(Y),
    rounds: fc.array(
      fc.array(
        fc.tuple(fc.nat({ max: Y.rows - 1 }), fc.uniqueArray(fc.nat({ max: Y.cols - 1 }), { minLength: 1 })),
      ),
      { minLength: 1, maxLength: 3 },
    ),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
  }),
);

/**
 * One round's changed pairs of `Y`'s documents: each listed document once, in the order first listed,
 * with its labels as chosen terms (label l chose term l, and a document's row holds the terms of its
 * changed labels, so `changedLabels` gives them back in ascending order); with `rows`, their whole
 * rows.
 */
function changedPairs(
  Y: LabelMatrix,
  round: readonly (readonly [number, readonly number[]])[],
  rows = false,
): ChangedPairs {
  const seen = new Set<number>();
  const documents: number[] = [];
  const termsOf: number[][] = Array.from({ length: Y.rows }, () => []);
  const starts = [0];
  for (const [i, ls] of round) {
    if (seen.has(i)) continue;
    seen.add(i);
    documents.push(i);
    termsOf[i] = [...ls].sort((a, b) => a - b);
    starts.push(starts.at(-1)! + ls.length);
  }
  const changed = { documents: Int32Array.from(documents), count: documents.length };
  if (rows) return changed;
  const chosen: ChosenTerms = {
    rowStart: Int32Array.from([0, ...termsOf.map((_, i) => termsOf.slice(0, i + 1).flat().length)]),
    rowTerms: Int32Array.from(termsOf.flat()),
    termStart: Int32Array.from({ length: Y.cols + 1 }, (_, j) => j),
    termLabels: Int32Array.from({ length: Y.cols }, (_, l) => l),
  };
  return { ...changed, chosen, starts: Int32Array.from(starts) };
}

/** The same pairs with their labels listed (`labels`) instead of derived from the chosen terms. */
function listedLabels(pairs: ChangedPairs, k: number): ChangedPairs {
  const labels: number[] = [];
  const out = new Int32Array(k);
  for (let c = 0; c < pairs.count; c++) labels.push(...out.subarray(0, changedLabels(pairs, c, out)));
  const { chosen: _, ...rest } = pairs;
  return { ...rest, labels: Int32Array.from(labels) };
}

describe("parallelPairLoss", () => {
  test.prop(
    [
      arbCase,
      fc.constantFrom("hamming", "zero-one", "weighted-positive"),
      fc.array(fc.boolean(), { minLength: 3 }),
    ],
    { numRuns: 60 },
  )(
    "the threads' Q and loss terms are those of one thread, bit for bit, round after round (pairs derived from chosen terms or listed, or whole rows)",
    ({ Y, rounds, seed }, coverName, lists) => {
      const rows = coverName !== "hamming";
      const chosen = {
        hamming: hammingCover(),
        "zero-one": zeroOneCover(),
        "weighted-positive": weightedPositiveCover(3),
      };
      const cover = compileCover(chosen[coverName], Y);
      const threaded = parallelPairLoss({ pool })(cover);
      const one = oneThreadPairLoss(cover);
      // The threads' copy of the cover: the same values, in shared memory.
      expect(threaded.cover.storedLabels.buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(Array.from(threaded.cover.storedMultiplicity)).toEqual(Array.from(cover.storedMultiplicity));
      const sharedQ = sharedFloat64(Y.rows * Y.cols);
      const Q = new Float64Array(Y.rows * Y.cols);
      let state = seed;
      for (const round of rounds) {
        const listed = changedPairs(Y, round);
        // Each label's increment for the changed pairs: listed with them (Hamming), or added
        // beforehand (rows).
        const labelDeltas = new Float64Array(Y.cols);
        for (let l = 0; l < Y.cols; l++) {
          state = (Math.imul(state, 1103515245) + 12345) >>> 0;
          labelDeltas[l] = ((state >>> 8) / 2 ** 24 - 0.5) * 40;
        }
        if (rows) {
          const labels = new Int32Array(Y.cols);
          for (let c = 0; c < listed.count; c++) {
            const i = listed.documents[c]!;
            const n = changedLabels(listed, c, labels);
            for (let q = 0; q < n; q++) {
              const l = labels[q]!;
              threaded.scores[i * Y.cols + l]! += labelDeltas[l]!;
              one.scores[i * Y.cols + l]! += labelDeltas[l]!;
            }
          }
        }
        // Each round's pairs derived from its chosen terms or listed, as the rounds choose.
        const list = lists[rounds.indexOf(round) % lists.length]!;
        const pairs = rows
          ? changedPairs(Y, round, rows)
          : list
            ? listedLabels({ ...listed, labelDeltas }, Y.cols)
            : { ...listed, labelDeltas };
        threaded.recompute(pairs, sharedQ);
        one.recompute(pairs, Q);
        for (let at = 0; at < Q.length; at++) expect(Object.is(sharedQ[at], Q[at])).toBe(true);
        for (let s = 0; s < one.terms.length; s++)
          expect(Object.is(threaded.terms[s], one.terms[s])).toBe(true);
        for (let at = 0; at < Q.length; at++)
          expect(Object.is(threaded.scores[at], one.scores[at])).toBe(true);
      }
    },
  );

  it("has the cover compiled into shared memory, and then keeps it without a copy", () => {
    const Y: LabelMatrix = {
      format: "csr",
      rows: 3,
      cols: 2,
      indptr: Int32Array.of(0, 1, 1, 3),
      indices: Int32Array.of(1, 0, 1),
    };
    const pairLoss = parallelPairLoss({ pool });
    const compiled = compileCover(hammingCover(), Y, pairLoss.arrays);
    const runner = pairLoss(compiled);
    expect(runner.cover.storedLabels).toBe(compiled.storedLabels);
    expect(runner.cover.storedFrom).toBe(compiled.storedFrom);
    expect(runner.cover.signs.buffer).toBeInstanceOf(SharedArrayBuffer);
    // One thread needs no shared memory.
    expect(parallelPairLoss({ threads: 1 }).arrays).toBeUndefined();
  });

  it("recomputes on the calling thread when Q is not shared memory, with the same bits", () => {
    // Documents' labels {0}, {1}, {0, 1}, {}.
    const Y: LabelMatrix = {
      format: "csr",
      rows: 4,
      cols: 2,
      indptr: Int32Array.of(0, 1, 2, 4, 4),
      indices: Int32Array.of(0, 1, 0, 1),
    };
    const cover = compileCover(hammingCover(), Y);
    const threaded = parallelPairLoss({ pool })(cover);
    const one = oneThreadPairLoss(cover);
    threaded.scores.set([1, -2, 0.5, 3, -1, 2, 0, 4]);
    one.scores.set(threaded.scores);
    const pairs = changedPairs(Y, [
      [0, [0, 1]],
      [2, [1]],
      [3, [0, 1]],
    ]);
    const Q = new Float64Array(8);
    const want = new Float64Array(8);
    threaded.recompute(pairs, Q);
    one.recompute(pairs, want);
    expect(Q).toEqual(want);
    expect(threaded.terms).toEqual(one.terms);
  });

  it("reports a score that is not finite on any thread as E_NUMERIC naming the document", () => {
    const m = 200;
    // One label each: 0 for every third document, else 1.
    const Y: LabelMatrix = {
      format: "csr",
      rows: m,
      cols: 2,
      indptr: Int32Array.from({ length: m + 1 }, (_, i) => i),
      indices: Int32Array.from({ length: m }, (_, i) => (i % 3 === 0 ? 0 : 1)),
    };
    const threaded = parallelPairLoss({ pool })(compileCover(hammingCover(), Y));
    threaded.scores[2 * 150 + 1] = Number.POSITIVE_INFINITY;
    const pairs = changedPairs(
      Y,
      Array.from({ length: m }, (_, i) => [i, [0, 1]] as const),
    );
    expect(() => threaded.recompute(pairs, sharedFloat64(2 * m))).toThrow(
      expect.objectContaining({ code: "E_NUMERIC", row: 150 }),
    );
  });
});
