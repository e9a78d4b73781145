import { fc, test } from "@fast-check/vitest";
import type { CsrMatrix } from "@textboost/core";
import { createRandom } from "@textboost/core";
import { arbCsrMatrix } from "@textboost/testing";
import { describe, expect } from "vitest";
import { dimensionName, type Projection, projectDocuments, projectionMatrix } from "./projection.js";
import { splitVocabulary } from "./vocabulary-split.js";

/** A random projection: a random split of d terms into K blocks, each with dims ≤ k and random T. */
const arbProjection = fc
  .record({ terms: fc.integer({ min: 1, max: 9 }), k: fc.integer({ min: 1, max: 3 }), seed: fc.nat() })
  .chain(({ terms, k, seed }) =>
    fc.integer({ min: 1, max: terms }).chain((subsets) => {
      const split = splitVocabulary(terms, subsets, createRandom(seed));
      return fc
        .tuple(
          ...split.map((t) =>
            fc.integer({ min: 0, max: k }).chain((dims) =>
              fc
                .array(fc.double({ min: -3, max: 3, noNaN: true }), {
                  minLength: t.length * dims,
                  maxLength: t.length * dims,
                })
                .map((T) => ({ terms: t, dims, T: Float64Array.from(T) })),
            ),
          ),
        )
        .map((blocks): Projection => ({ terms, dimsPerBlock: k, blocks }));
    }),
  );

const arbCase = arbProjection.chain((p) =>
  fc.record({ p: fc.constant(p), X: arbCsrMatrix({ rows: { min: 0, max: 5 }, cols: p.terms }) }),
);

/** X[:, F_b] · T_b for one document, adding the block's terms in ascending order. */
function blockProduct(X: CsrMatrix, row: number, p: Projection, b: number): number[] {
  const block = p.blocks[b]!;
  const out = new Array<number>(p.dimsPerBlock).fill(0);
  for (let q = X.indptr[row]!; q < X.indptr[row + 1]!; q++) {
    const pos = Array.from(block.terms).indexOf(X.indices[q]!);
    if (pos < 0) continue;
    const v = X.values === undefined ? 1 : X.values[q]!;
    for (let c = 0; c < block.dims; c++) out[c]! += v * block.T[pos * block.dims + c]!;
  }
  return out;
}

describe("the block-sparse projection R_i", () => {
  test.prop([arbProjection])(
    "has the block structure: row t holds T's row for t, in its block's columns",
    (p) => {
      const R = projectionMatrix(p);
      expect(R.rows).toBe(p.terms);
      expect(R.cols).toBe(p.blocks.length * p.dimsPerBlock);
      const expected = Array.from({ length: p.terms }, () => new Array<number>(R.cols).fill(0));
      p.blocks.forEach((b, block) => {
        b.terms.forEach((t, pos) => {
          for (let c = 0; c < b.dims; c++) expected[t]![block * p.dimsPerBlock + c] = b.T[pos * b.dims + c]!;
        });
      });
      const dense = Array.from({ length: p.terms }, () => new Array<number>(R.cols).fill(0));
      for (let t = 0; t < p.terms; t++) {
        const stored = Array.from(R.indices.subarray(R.indptr[t]!, R.indptr[t + 1]!));
        const block = p.blocks.findIndex((b) => Array.from(b.terms).includes(t));
        for (const c of stored) expect(Math.floor(c / p.dimsPerBlock)).toBe(block);
        for (let q = R.indptr[t]!; q < R.indptr[t + 1]!; q++) dense[t]![R.indices[q]!] = R.values![q]!;
      }
      expect(dense).toEqual(expected);
    },
  );

  test.prop([arbCase])("projects exactly as the per-block products X[:, F_b] · T_b", ({ p, X }) => {
    const P = projectDocuments(X, projectionMatrix(p));
    expect(P.rows).toBe(X.rows);
    for (let i = 0; i < X.rows; i++) {
      const expected = p.blocks.flatMap((_, b) => blockProduct(X, i, p, b));
      const got = new Array<number>(P.cols).fill(0);
      for (let q = P.indptr[i]!; q < P.indptr[i + 1]!; q++) {
        expect(P.values![q]).not.toBe(0);
        got[P.indices[q]!] = P.values![q]!;
      }
      expect(got).toEqual(expected.map((v) => (Object.is(v, -0) ? 0 : v)));
    }
  });

  test.prop([fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 10 })])(
    "names column c after its block and dimension",
    (c, k) => {
      expect(dimensionName(c, k)).toBe(`lsi${Math.floor(c / k) + 1}.${(c % k) + 1}`);
    },
  );
});
