import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type ChangedPairs, oneThreadPairLoss, recomputeChangedPairs } from "./changed-pairs.js";
import { compileCover } from "./compile-cover.js";
import { customCover } from "./custom-cover.js";
import { documentCoveringLoss } from "./document-covering-loss.js";
import { hammingCover } from "./hamming-cover.js";
import { arbCoverCase, arbScore } from "./test-support/arb-case.js";

/** Q and the terms of every document recomputed whole, for scores f. */
function wholeRows(compiled: ReturnType<typeof compileCover>, f: Float64Array) {
  const m = compiled.Y.rows;
  const Q = new Float64Array(m * compiled.Y.cols);
  const terms = new Float64Array(compiled.documentStart[m]!);
  for (let i = 0; i < m; i++)
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
    Array.from(y, (_, l) => ({ labels: [l], multiplicity: 1 + (l % 2) })),
  ),
);

describe("recomputeChangedPairs", () => {
  test.prop([
    arbCoverCase({ huge: true, cover: () => singletonCovers }).chain((c) =>
      fc.record({
        c: fc.constant(c),
        // Per document: whether it changed, and which of its labels (possibly repeated, any order).
        changes: fc.array(
          fc.record({
            changed: fc.boolean(),
            labels: fc.array(fc.integer({ min: 0, max: c.Y.cols - 1 }), { maxLength: 2 * c.Y.cols }),
          }),
          { minLength: c.Y.rows, maxLength: c.Y.rows },
        ),
        newScores: fc.array(arbScore(true), {
          minLength: c.Y.rows * c.Y.cols,
          maxLength: c.Y.rows * c.Y.cols,
        }),
        order: fc.boolean(),
        split: fc.nat(),
      }),
    ),
  ])(
    "after a change of some pairs' scores, recomputing those pairs gives the bits of recomputing every row",
    ({ c, changes, newScores, order, split }) => {
      const compiled = compileCover(c.cover, c.Y);
      const k = c.Y.cols;
      const f = Float64Array.from(c.scores.data);
      const { Q, terms } = wholeRows(compiled, f);
      // The changed documents (in either order) and their pairs; only their scores change.
      const docs = changes.flatMap((d, i) => (d.changed && d.labels.length > 0 ? [i] : []));
      if (order) docs.reverse();
      const labels: number[] = [];
      const starts = [0];
      for (const i of docs) {
        for (const l of changes[i]!.labels) {
          labels.push(l);
          f[i * k + l] = newScores[i * k + l]!;
        }
        starts.push(labels.length);
      }
      const pairs: ChangedPairs = {
        documents: Int32Array.from(docs),
        starts: Int32Array.from(starts),
        labels: Int32Array.from(labels),
        count: docs.length,
      };
      expectWholeRowsBits(compiled, f, Q, terms, pairs, split);
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
      const k = c.Y.cols;
      const f = Float64Array.from(c.scores.data);
      const { Q, terms } = wholeRows(compiled, f);
      for (const i of docs) for (let l = 0; l < k; l++) f[i * k + l] = newScores[i * k + l]!;
      const pairs: ChangedPairs = { documents: Int32Array.from(docs), count: docs.length };
      expectWholeRowsBits(compiled, f, Q, terms, pairs, split);
    },
  );

  test.prop([
    arbCoverCase({ cover: () => singletonCovers }).chain((c) =>
      fc.record({
        c: fc.constant(c),
        docs: fc.uniqueArray(fc.nat({ max: c.Y.rows - 1 }), { maxLength: c.Y.rows }),
        labels: fc.array(fc.uniqueArray(fc.nat({ max: c.Y.cols - 1 }), { minLength: 1 }), {
          minLength: c.Y.rows,
          maxLength: c.Y.rows,
        }),
        deltas: fc.array(fc.double({ min: -5, max: 5, noNaN: true }), {
          minLength: c.Y.cols,
          maxLength: c.Y.cols,
        }),
        split: fc.nat(),
      }),
    ),
  ])(
    "with label deltas, each listed pair's score gets its label's increment, then the bits of recomputing every row",
    ({ c, docs, labels, deltas, split }) => {
      const compiled = compileCover(c.cover, c.Y);
      const k = c.Y.cols;
      const f = Float64Array.from(c.scores.data);
      const { Q, terms } = wholeRows(compiled, f);
      const want = Float64Array.from(f);
      const listed: number[] = [];
      const starts = [0];
      for (const i of docs) {
        for (const l of labels[i]!) {
          listed.push(l);
          want[i * k + l]! += deltas[l]!;
        }
        starts.push(listed.length);
      }
      const pairs: ChangedPairs = {
        documents: Int32Array.from(docs),
        count: docs.length,
        starts: Int32Array.from(starts),
        labels: Int32Array.from(listed),
        labelDeltas: Float64Array.from(deltas),
      };
      expectWholeRowsBits(compiled, f, Q, terms, pairs, split);
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
    const pairs = {
      documents: Int32Array.of(1),
      starts: Int32Array.of(0, 1),
      labels: Int32Array.of(1),
      count: 1,
    };
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
