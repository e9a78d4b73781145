import { fc } from "@fast-check/vitest";
import type { Cover, DenseMatrix, LabelMatrix } from "@textboost/core";
import { arbCover } from "./arb-cover.js";

/** Labels, scores and a cover for them. */
export interface CoverCase {
  readonly Y: LabelMatrix;
  readonly scores: DenseMatrix;
  readonly cover: Cover;
}

function labelMatrix(sets: number[][], k: number): LabelMatrix {
  const indptr = new Int32Array(sets.length + 1);
  sets.forEach((s, i) => {
    indptr[i + 1] = indptr[i]! + s.length;
  });
  return { format: "csr", rows: sets.length, cols: k, indptr, indices: Int32Array.from(sets.flat()) };
}

/** Scores: moderate (where the naive formula is exact enough), or with huge margins too. */
export function arbScore(huge: boolean): fc.Arbitrary<number> {
  const moderate = fc.oneof(
    fc.constantFrom(0, -0, 1, -1, 0.5),
    fc.double({ min: -20, max: 20, noNaN: true }),
  );
  return huge
    ? fc.oneof(
        moderate,
        fc.double({ min: -1e300, max: 1e300, noNaN: true }),
        fc.constantFrom(1e6, -1e6, 800, -800),
      )
    : moderate;
}

/** A random case: k labels (1–6), m documents (1–8), a random cover for k labels. */
export function arbCoverCase(
  options: { huge?: boolean; cover?: (k: number) => fc.Arbitrary<Cover> } = {},
): fc.Arbitrary<CoverCase> {
  return fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 8 })).chain(([k, m]) =>
    fc.record({
      Y: fc
        .array(fc.uniqueArray(fc.integer({ min: 0, max: k - 1 }), { maxLength: k }), {
          minLength: m,
          maxLength: m,
        })
        .map((sets) =>
          labelMatrix(
            sets.map((s) => [...s].sort((a, b) => a - b)),
            k,
          ),
        ),
      scores: fc
        .array(arbScore(options.huge ?? false), { minLength: m * k, maxLength: m * k })
        .map((v) => ({ rows: m, cols: k, data: Float64Array.from(v) })),
      cover: (options.cover ?? arbCover)(k),
    }),
  );
}
