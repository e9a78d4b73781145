import { fc } from "@fast-check/vitest";
import type { Cover, DenseMatrix, LabelMatrix } from "@textboost/core";
import { arbCover } from "./arb-cover.js";

/** Labels, scores and a cover for them. */
export interface CoverCase {
  readonly Y: LabelMatrix;
  readonly scores: DenseMatrix;
  readonly cover: Cover;
}

function labelMatrix(sets: number[][], m: number): LabelMatrix {
  const indptr = new Int32Array(sets.length + 1);
  sets.forEach((s, i) => {
    indptr[i + 1] = indptr[i]! + s.length;
  });
  return { format: "csr", rows: sets.length, cols: m, indptr, indices: Int32Array.from(sets.flat()) };
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

/** A random case: m labels (1–6), g documents (1–8), a random cover for m labels. */
export function arbCoverCase(
  options: { huge?: boolean; cover?: (m: number) => fc.Arbitrary<Cover> } = {},
): fc.Arbitrary<CoverCase> {
  return fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 8 })).chain(([m, g]) =>
    fc.record({
      Y: fc
        .array(fc.uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: m }), {
          minLength: g,
          maxLength: g,
        })
        .map((sets) =>
          labelMatrix(
            sets.map((s) => [...s].sort((a, b) => a - b)),
            m,
          ),
        ),
      scores: fc
        .array(arbScore(options.huge ?? false), { minLength: g * m, maxLength: g * m })
        .map((v) => ({ rows: g, cols: m, data: Float64Array.from(v) })),
      cover: (options.cover ?? arbCover)(m),
    }),
  );
}
