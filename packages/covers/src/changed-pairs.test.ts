import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  type ChangedPairs,
  type ChosenTerms,
  changedLabels,
  oneThreadPairLoss,
  recomputeChangedPairs,
} from "./changed-pairs.js";
import { compileCover } from "./compile-cover.js";
import { customCover } from "./custom-cover.js";
import { documentCoveringLoss } from "./document-covering-loss.js";
import { hammingCover } from "./hamming-cover.js";
import { arbCoverCase, arbScore } from "./test-support/arb-case.js";

/** Q and the terms of every document recomputed whole, for scores f. */
function wholeRows(compiled: ReturnType<typeof compileCover>, f: Float64Array) {
  const g = compiled.Y.rows;
  const Q = new Float64Array(g * compiled.Y.cols);
  const terms = new Float64Array(compiled.documentStart[g]!);
  for (let i = 0; i < g; i++)
    documentCoveringLoss(compiled, f, i, Q, new Float64Array(compiled.Y.cols), 0, terms);
  return { Q, terms };
}

// Covers of one label an element in label order: the Hamming cover, and one with multiplicities.
/**
 * Recomputes `pairs` in two ranges of documents split at `split` (as two threads would), then expects
 * Q and the terms to have the bits of recomputing every row for the scores f ends with.
 */
function expectWholeRowsBits(
  compiled: ReturnType<typeof compileCover>,
  f: Float64Array,
  Q: Float64Array,
  terms: Float64Array,
  pairs: ChangedPairs,
  split: number,
): void {
  const middle = split % (pairs.count + 1);
  recomputeChangedPairs(compiled, f, Q, terms, pairs, middle, pairs.count);
  recomputeChangedPairs(compiled, f, Q, terms, pairs, 0, middle);
  const want = wholeRows(compiled, f);
  for (let s = 0; s < terms.length; s++) expect(Object.is(terms[s], want.terms[s])).toBe(true);
  for (let at = 0; at < Q.length; at++) expect(Object.is(Q[at], want.Q[at])).toBe(true);
}

const singletonCovers = fc.constantFrom(
  hammingCover(),
  customCover("doubled singletons", (y) =>
    Array.from(y, (_, j) => ({ labels: [j], multiplicity: 1 + (j % 2) })),
  ),
);

/**
 * The changed pairs of a round in which label j chose term `choice[j]` (−1: none), over the documents'
 * term rows (ascending ids below `r`): the changed documents `docs`, each with the labels whose term it
 * contains, and the slots ({@link changedLabels}'s counts).
 */
function chosenPairs(
  rows: readonly (readonly number[])[],
  r: number,
  choice: readonly number[],
  docs: readonly number[],
  labelDeltas?: Float64Array,
): ChangedPairs {
  const rowStart = [0];
  const rowTerms: number[] = [];
  for (const row of rows) {
    rowTerms.push(...row);
    rowStart.push(rowTerms.length);
  }
  const termStart = new Int32Array(r + 1);
  for (const k of choice) if (k >= 0) termStart[k + 1]!++;
  for (let k = 0; k < r; k++) termStart[k + 1]! += termStart[k]!;
  const fill = termStart.slice(0, r);
  const termLabels = new Int32Array(termStart[r]!);
  choice.forEach((k, j) => {
    if (k >= 0) termLabels[fill[k]!++] = j;
  });
  const chosen: ChosenTerms = {
    rowStart: Int32Array.from(rowStart),
    rowTerms: Int32Array.from(rowTerms),
    termStart,
    termLabels,
  };
  const unsized: ChangedPairs = { documents: Int32Array.from(docs), count: docs.length, chosen };
  const starts = [0];
  const scratch = new Int32Array(choice.length);
  for (let c = 0; c < docs.length; c++) starts.push(starts[c]! + changedLabels(unsized, c, scratch));
  return { ...unsized, starts: Int32Array.from(starts), ...(labelDeltas ? { labelDeltas } : {}) };
}

/** The same pairs with their labels listed (`labels`) instead of derived from the chosen terms. */
function listed(pairs: ChangedPairs, m: number): ChangedPairs {
  const labels: number[] = [];
  const out = new Int32Array(m);
  for (let c = 0; c < pairs.count; c++) labels.push(...out.subarray(0, changedLabels(pairs, c, out)));
  const { chosen: _, ...rest } = pairs;
  return { ...rest, labels: Int32Array.from(labels) };
}

/** A cover case with singleton covers, documents' term rows over `r` terms and a term per label. */
const arbRound = (huge: boolean) =>
  arbCoverCase({ huge, cover: () => singletonCovers }).chain((c) =>
    fc.integer({ min: 1, max: 6 }).chain((r) =>
      fc.record({
        c: fc.constant(c),
        r: fc.constant(r),
        rows: fc.array(
          fc.uniqueArray(fc.nat({ max: r - 1 })).map((row) => row.sort((a, b) => a - b)),
          { minLength: c.Y.rows, maxLength: c.Y.rows },
        ),
        choice: fc.array(fc.integer({ min: -1, max: r - 1 }), {
          minLength: c.Y.cols,
          maxLength: c.Y.cols,
        }),
        docs: fc.uniqueArray(fc.nat({ max: c.Y.rows - 1 }), { maxLength: c.Y.rows }),
        newScores: fc.array(arbScore(true), {
          minLength: c.Y.rows * c.Y.cols,
          maxLength: c.Y.rows * c.Y.cols,
        }),
        deltas: fc.array(fc.double({ min: -5, max: 5, noNaN: true }), {
          minLength: c.Y.cols,
          maxLength: c.Y.cols,
        }),
        split: fc.nat(),
      }),
    ),
  );

describe("changedLabels", () => {
  test.prop([arbRound(false)])(
    "lists the labels whose chosen term the document contains, by its terms in order, each once",
    ({ c, r, rows, choice, docs }) => {
      const pairs = chosenPairs(rows, r, choice, docs);
      const out = new Int32Array(c.Y.cols);
      docs.forEach((i, at) => {
        const n = changedLabels(pairs, at, out);
        const want = rows[i]!.flatMap((k) => choice.flatMap((t, j) => (t === k ? [j] : [])));
        expect(Array.from(out.subarray(0, n))).toEqual(want);
        expect(pairs.starts![at + 1]! - pairs.starts![at]!).toBe(n);
        // Listed, the same labels come back.
        const again = new Int32Array(c.Y.cols);
        expect(Array.from(again.subarray(0, changedLabels(listed(pairs, c.Y.cols), at, again)))).toEqual(
          want,
        );
      });
    },
  );
});

describe("recomputeChangedPairs", () => {
  test.prop([arbRound(true), fc.boolean(), fc.boolean()])(
    "after a round's chosen terms change some pairs' scores, recomputing those pairs (derived or listed) gives the bits of recomputing every row",
    ({ c, r, rows, choice, docs, newScores, split }, reversed, list) => {
      const compiled = compileCover(c.cover, c.Y);
      const m = c.Y.cols;
      const f = Float64Array.from(c.scores.data);
      const { Q, terms } = wholeRows(compiled, f);
      // The changed documents (in either order); only their changed pairs' scores change.
      const order = reversed ? [...docs].reverse() : docs;
      const pairs = chosenPairs(rows, r, choice, order);
      const labels = new Int32Array(m);
      order.forEach((i, at) => {
        const n = changedLabels(pairs, at, labels);
        for (let q = 0; q < n; q++) f[i * m + labels[q]!] = newScores[i * m + labels[q]!]!;
      });
      expectWholeRowsBits(compiled, f, Q, terms, list ? listed(pairs, m) : pairs, split);
    },
  );

  test.prop([
    arbCoverCase({ huge: true }).chain((c) =>
      fc.record({
        c: fc.constant(c),
        docs: fc.uniqueArray(fc.nat({ max: c.Y.rows - 1 }), { maxLength: c.Y.rows }),
        newScores: fc.array(arbScore(true), {
          minLength: c.Y.rows * c.Y.cols,
          maxLength: c.Y.rows * c.Y.cols,
        }),
        split: fc.nat(),
      }),
    ),
  ])(
    "whole rows, any cover: recomputing the changed documents gives the bits of recomputing every row",
    ({ c, docs, newScores, split }) => {
      const compiled = compileCover(c.cover, c.Y);
      const m = c.Y.cols;
      const f = Float64Array.from(c.scores.data);
      const { Q, terms } = wholeRows(compiled, f);
      for (const i of docs) for (let j = 0; j < m; j++) f[i * m + j] = newScores[i * m + j]!;
      const pairs: ChangedPairs = { documents: Int32Array.from(docs), count: docs.length };
      expectWholeRowsBits(compiled, f, Q, terms, pairs, split);
    },
  );

  test.prop([arbRound(false), fc.boolean()])(
    "with label deltas, each changed pair's score gets its label's increment, then the bits of recomputing every row (derived or listed)",
    ({ c, r, rows, choice, docs, deltas, split }, list) => {
      const compiled = compileCover(c.cover, c.Y);
      const m = c.Y.cols;
      const f = Float64Array.from(c.scores.data);
      const { Q, terms } = wholeRows(compiled, f);
      const want = Float64Array.from(f);
      for (const i of docs) {
        for (let j = 0; j < m; j++)
          if (choice[j]! >= 0 && rows[i]!.includes(choice[j]!)) want[i * m + j]! += deltas[j]!;
      }
      const pairs = chosenPairs(rows, r, choice, docs, Float64Array.from(deltas));
      expectWholeRowsBits(compiled, f, Q, terms, list ? listed(pairs, m) : pairs, split);
      for (let at = 0; at < f.length; at++) expect(Object.is(f[at], want[at])).toBe(true);
    },
  );

  it("names the document of a score that is not finite", () => {
    const Y = {
      format: "csr" as const,
      rows: 2,
      cols: 2,
      indptr: Int32Array.of(0, 1, 1),
      indices: Int32Array.of(1),
    };
    const compiled = compileCover(hammingCover(), Y);
    const runner = oneThreadPairLoss(compiled);
    runner.scores[3] = Number.NaN;
    // Document 1 (term 0) changed for label 1, which chose term 0.
    const pairs = chosenPairs([[0], [0]], 1, [-1, 0], [1]);
    expect(() => runner.recompute(pairs, new Float64Array(4))).toThrow(
      expect.objectContaining({ code: "E_NUMERIC", row: 1 }),
    );
  });
});

describe("oneThreadPairLoss", () => {
  it("keeps the cover it was given, zero scores and one loss term per element of the cover", () => {
    const Y = {
      format: "csr" as const,
      rows: 3,
      cols: 2,
      indptr: Int32Array.of(0, 1, 1, 3),
      indices: Int32Array.of(1, 0, 1),
    };
    const compiled = compileCover(hammingCover(), Y);
    const runner = oneThreadPairLoss(compiled);
    expect(runner.cover).toBe(compiled);
    expect(runner.scores).toEqual(new Float64Array(6));
    expect(runner.terms.length).toBe(6);
  });
});
