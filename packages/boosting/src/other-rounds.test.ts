import { fc, test } from "@fast-check/vitest";
import type { CsrMatrix, Hypothesis } from "@textboost/core";
import { csrFromRows } from "@textboost/sparse";
import { perLabelThresholdStumpHypothesis, thresholdStumpHypothesis } from "@textboost/stumps";
import { describe, expect } from "vitest";
import { addOtherRounds, otherRounds } from "./other-rounds.js";

const M = 3;
const COLS = 5;
const value = fc.oneof(fc.constantFrom(-1, 0, 0.5, 2), fc.double({ min: -3, max: 3, noNaN: true }));
const votes = fc.array(fc.double({ min: -2, max: 2, noNaN: true }), { minLength: M, maxLength: M });
const threshold = fc.oneof(value, fc.constant(Number.POSITIVE_INFINITY));
const absent = fc.constantFrom("zero" as const, "missing" as const);

/** Documents with some entries absent: each row stores a random subset of the columns. */
const documents = fc.array(
  fc.array(fc.option(value, { nil: undefined }), { minLength: COLS, maxLength: COLS }),
  {
    minLength: 1,
    maxLength: 8,
  },
);

/** A round of any kind: a threshold stump, a per-label threshold stump, or a hypothesis of its own. */
const round: fc.Arbitrary<Hypothesis> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: COLS - 1 }), threshold, votes, votes, absent)
    .map(([k, t, below, above, a]) =>
      thresholdStumpHypothesis(k, t, Float64Array.from(below), Float64Array.from(above), a),
    ),
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: COLS - 1 }), { minLength: M, maxLength: M }),
      fc.array(threshold, { minLength: M, maxLength: M }),
      votes,
      votes,
      absent,
    )
    .map(([k, t, below, above, a]) =>
      perLabelThresholdStumpHypothesis(
        Int32Array.from(k),
        Float64Array.from(t),
        Float64Array.from(below),
        Float64Array.from(above),
        a,
      ),
    ),
  votes.map(
    (v): Hypothesis => ({
      type: "custom",
      vote: (X, row, out) => {
        for (let j = 0; j < M; j++) out[j] = v[j]! * (X.indptr[row + 1]! - X.indptr[row]!);
      },
      toJSON: () => ({ type: "custom" }),
    }),
  ),
);

function matrix(rows: (number | undefined)[][]): CsrMatrix {
  return csrFromRows(
    rows.map((r) => {
      const indices = r.flatMap((v, k) => (v === undefined ? [] : [k]));
      return { indices, values: indices.map((k) => r[k]!) };
    }),
    COLS,
  );
}

describe("addOtherRounds", () => {
  test.prop([
    documents,
    fc.array(round, { maxLength: 6 }),
    fc.array(fc.double({ min: -1, max: 1, noNaN: true })),
  ])("adds, bit for bit, what each round's vote adds, in round order", (rows, rounds, start) => {
    const X = matrix(rows);
    const expected = Float64Array.from({ length: X.rows * M }, (_, q) => start[q] ?? 0);
    const out = expected.slice();
    const vote = new Float64Array(M);
    for (let i = 0; i < X.rows; i++) {
      for (const h of rounds) {
        h.vote(X, i, vote);
        for (let j = 0; j < M; j++) expected[i * M + j]! += vote[j]!;
      }
    }
    addOtherRounds(otherRounds(rounds, M), X, 0, X.rows, out, M);
    expect(Array.from(out)).toEqual(Array.from(expected));
  });
});
