import type { CsrMatrix, DenseMatrix, LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { type ContingencyTable, type JointCounts, jointCounts } from "./contingency-table.js";
import { resolveTermMeasure, type TermMeasure, type TermMeasureFunction } from "./term-measure.js";

/**
 * Scores every (term, label) pair of a data set with one measure.
 *
 * The result is a {@link DenseMatrix} laid out **labels x terms**: `rows` = labels, `cols` = terms,
 * and the score of term k for label j is `data[j * cols + k]`. One label's scores are contiguous,
 * which is what per-category rankings (round robin, local selection) read.
 *
 * @param X - documents x terms; a term is present when its stored value is non-zero
 * @param Y - documents x labels, binary label sets
 * @param measure - a built-in measure name (default `"information-gain"`) or a function of
 *   `{ a, b, c, d, n }`
 * @returns labels x terms scores, every one finite
 * @throws TextboostError `E_SHAPE` when X and Y do not fit (see {@link contingencyTable}),
 *   `E_INVALID_ARGUMENT` for an unknown measure name, `E_NUMERIC` when a user measure returns a
 *   non-finite value (the message names the term and label)
 *
 * @example
 * ```ts
 * import { csrFromRows, labelMatrix } from "@textboost/sparse";
 * const X = csrFromRows([{ indices: [0] }, { indices: [0, 1] }, { indices: [1] }, { indices: [] }], 2);
 * const Y = labelMatrix([[0], [0], [], []], 1);
 * const s = termScores(X, Y, "information-gain");
 * [s.rows, s.cols]; // [1, 2]
 * s.data[0]; // 1 (term 0 is in exactly the documents of label 0)
 * s.data[1]; // 0 (term 1 is independent of it)
 * termScores(X, Y, ({ a, c }) => a - c).data; // your own measure: [2, 0]
 * ```
 *
 * Cost: one pass over the documents for the counts (see {@link contingencyTable}), then one measure
 * call per (label, term) pair.
 */
export function termScores(
  X: CsrMatrix,
  Y: LabelMatrix,
  measure: TermMeasure = "information-gain",
): DenseMatrix {
  const score = resolveTermMeasure(measure);
  return scoreCounts(jointCounts(X, Y), score);
}

/**
 * Scores every pair of an already computed {@link ContingencyTable}, so that one counting pass can
 * serve several measures. Same layout and guarantees as {@link termScores}.
 *
 * @param table - from {@link contingencyTable}
 * @param measure - a name or a function of `{ a, b, c, d, n }`
 * @returns labels x terms scores
 *
 * @example
 * ```ts
 * const table = contingencyTable(X, Y);
 * const ig = scoreTable(table, "information-gain");
 * const chi2 = scoreTable(table, "chi-square");
 * ```
 */
export function scoreTable(table: ContingencyTable, measure: TermMeasure = "information-gain"): DenseMatrix {
  const { terms, labels } = table;
  if (table.a.length !== terms * labels || table.documentFrequency.length !== terms) {
    throw new TextboostError(
      "E_SHAPE",
      `contingency table arrays do not fit ${labels} labels x ${terms} terms`,
    );
  }
  if (table.labelFrequency.length !== labels) {
    throw new TextboostError(
      "E_SHAPE",
      `labelFrequency has length ${table.labelFrequency.length}, expected ${labels}`,
    );
  }
  return scoreCounts(table, resolveTermMeasure(measure));
}

/**
 * Scores from the joint counts and margins (b, c, d by subtraction); `onTerms` is told how many
 * terms are scored for every label, after each label, out of the terms. @internal
 */
export function scoreCounts(
  counts: JointCounts,
  score: TermMeasureFunction,
  onTerms?: (done: number, total: number) => void,
): DenseMatrix {
  const { n, terms, labels, a, documentFrequency, labelFrequency } = counts;
  const data = new Float64Array(labels * terms);
  for (let j = 0; j < labels; j++) {
    if (onTerms !== undefined && j > 0) onTerms(Math.floor((j * terms) / labels), terms);
    const base = j * terms;
    const positives = labelFrequency[j]!;
    for (let k = 0; k < terms; k++) {
      const ak = a[base + k]!;
      const bk = documentFrequency[k]! - ak;
      const ck = positives - ak;
      const value = score({ a: ak, b: bk, c: ck, d: n - ak - bk - ck, n });
      if (typeof value !== "number" || !Number.isFinite(value)) {
        throw new TextboostError(
          "E_NUMERIC",
          `the term measure returned ${String(value)} for term ${k} and label ${j} (a=${ak}, b=${bk}, c=${ck}, d=${n - ak - bk - ck}); scores must be finite numbers`,
        );
      }
      data[base + k] = value;
    }
  }
  onTerms?.(terms, terms);
  return { rows: labels, cols: terms, data };
}
