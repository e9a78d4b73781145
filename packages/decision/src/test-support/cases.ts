import { fc } from "@fast-check/vitest";
import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";

/** A small labelled score matrix: truth as booleans, scores as numbers, both documents x labels. */
export interface ScoredCase {
  readonly n: number;
  readonly m: number;
  readonly truth: boolean[][];
  readonly scores: number[][];
}

/**
 * Random small cases: 0..12 documents, 1..4 labels; scores either small integers (many ties) or
 * reals in [-3, 3].
 */
export const scoredCase = (minDocs = 0): fc.Arbitrary<ScoredCase> =>
  fc
    .record({
      n: fc.integer({ min: minDocs, max: 12 }),
      m: fc.integer({ min: 1, max: 4 }),
      ties: fc.boolean(),
    })
    .chain(({ n, m, ties }) => {
      const score = ties
        ? fc.integer({ min: -3, max: 3 })
        : fc.double({ min: -3, max: 3, noNaN: true, noDefaultInfinity: true });
      const row = <T>(a: fc.Arbitrary<T>) => fc.array(a, { minLength: m, maxLength: m });
      return fc.record({
        n: fc.constant(n),
        m: fc.constant(m),
        truth: fc.array(row(fc.boolean()), { minLength: n, maxLength: n }),
        scores: fc.array(row(score), { minLength: n, maxLength: n }),
      });
    });

/** The truth of a case as a label matrix. */
export function truthOf(c: ScoredCase): LabelMatrix {
  return labelMatrix(
    c.truth.map((r) => r.flatMap((b, j) => (b ? [j] : []))),
    c.m,
  );
}

/** The scores of a case as a dense matrix. */
export function scoresOf(c: ScoredCase): DenseMatrix {
  return { rows: c.n, cols: c.m, data: Float64Array.from(c.scores.flat()) };
}

/** F1 of one label for predictions `predicted`, with F1 = 1 when TP = FP = FN = 0 (the house convention). */
export function bruteF1(truth: readonly boolean[], predicted: readonly boolean[]): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  truth.forEach((t, i) => {
    if (t && predicted[i]) tp++;
    else if (predicted[i]) fp++;
    else if (t) fn++;
  });
  return tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn);
}

/** The best F1 any threshold gives one label (brute force over every cut: at each score, and below them all). */
export function bestBruteF1(truth: readonly boolean[], column: readonly number[]): number {
  const cuts = [...column, Math.min(0, ...column) - 1];
  return Math.max(
    ...cuts.map((u) =>
      bruteF1(
        truth,
        column.map((s) => s > u),
      ),
    ),
  );
}
