import type { LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { stratifyRows } from "./internal/iterative-stratification.js";
import type { StratifiedSplit } from "./stratified-split.js";

/** Options of {@link stratifiedFolds}. */
export interface StratifiedFoldsOptions {
  /** Number of folds k, a whole number from 2 to the number of documents (2 for fewer). Default 5. */
  readonly folds?: number;
  /** Seed for the random tie-breaking and visiting order; same seed and `Y`, same folds. Default 0. */
  readonly seed?: number;
}

/**
 * Divides documents into k folds for cross-validation so that every label keeps close to the same
 * share of its positives in each fold: the iterative stratification of Sechidis, Tsoumakas and
 * Vlahavas (2011), Algorithm 1, with k parts of share 1/k each (the multi-label counterpart of
 * scikit-learn's `StratifiedKFold`; the procedure is described at {@link stratifiedSplit}). Fold i's
 * test part is the documents assigned to it, its training part all the others.
 *
 * The fold sizes differ by at most one, as with scikit-learn's `StratifiedKFold`: a fold that holds
 * its share (floor(n/k), or one more for n mod k of the folds) takes no more documents, even where a
 * label would want it to. Algorithm 1 alone can leave a fold far from n/k on small multi-label data
 * (16 of 37 documents in one of three); {@link stratifiedSplit} follows it unchanged.
 *
 * Edge cases: k may be as large as the number of documents (leave-one-out); with fewer than two
 * documents, k = 2 leaves a test part empty; labels with no positive are ignored; documents without
 * labels are dealt to balance the fold sizes.
 *
 * @param Y - documents x labels, binary CSR
 * @param options - {@link StratifiedFoldsOptions}
 * @returns k `{ train, test }` pairs of ascending row indices; the test parts partition the rows
 * @throws TextboostError `E_INVALID_ARGUMENT` for a fold count that is not a whole number from 2 to
 *   the number of documents (2 for fewer), or a non-finite seed; `E_SHAPE` for a malformed `Y`
 *
 * @example
 * ```ts
 * import { labelMatrix } from "@textboost/sparse";
 * const Y = labelMatrix([[0], [0, 1], [1], [0], [], [1], [0, 1], [0], [1]], 2);
 * const folds = stratifiedFolds(Y, { folds: 3, seed: 7 });
 * folds.map((f) => f.test.length); // [3, 3, 3]
 * ```
 */
export function stratifiedFolds(Y: LabelMatrix, options: StratifiedFoldsOptions = {}): StratifiedSplit[] {
  const k = options.folds ?? 5;
  const most = Math.max(2, Y.rows);
  if (!Number.isInteger(k) || k < 2 || k > most) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `folds must be a whole number >= 2 and at most the ${most} documents, got ${k}`,
    );
  }
  const part = stratifyRows(
    Y,
    Array.from({ length: k }, () => 1 / k),
    options.seed ?? 0,
    true,
  );
  return Array.from({ length: k }, (_, fold) => {
    const train: number[] = [];
    const test: number[] = [];
    for (let i = 0; i < Y.rows; i++) (part[i] === fold ? test : train).push(i);
    return { train: Int32Array.from(train), test: Int32Array.from(test) };
  });
}
