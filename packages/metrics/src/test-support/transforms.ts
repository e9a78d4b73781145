import { fc } from "@fast-check/vitest";

/**
 * A strictly increasing map per document, g(x) = a x^3 + b with a > 0, exact on the small integer
 * scores of `smallCase` (no new ties, no broken ties).
 */
export interface RowTransform {
  readonly a: number;
  readonly b: number;
}

export const rowTransforms = (n: number): fc.Arbitrary<RowTransform[]> =>
  fc.array(fc.record({ a: fc.integer({ min: 1, max: 5 }), b: fc.integer({ min: -10, max: 10 }) }), {
    minLength: n,
    maxLength: n,
  });

export function applyTransforms(
  scores: readonly (readonly number[])[],
  t: readonly RowTransform[],
): number[][] {
  return scores.map((row, i) => row.map((x) => t[i]!.a * x ** 3 + t[i]!.b));
}

/** Scores that put every relevant label strictly above every irrelevant one. */
export function perfectScores(truth: readonly (readonly boolean[])[]): number[][] {
  return truth.map((row) => row.map((t) => (t ? 1 : -1)));
}
