import type { LabelMatrix } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { stratifyRows } from "./internal/iterative-stratification.js";

/** Options of {@link stratifiedSplit}. */
export interface StratifiedSplitOptions {
  /** Share of the documents that go to the test part, in (0, 1). Default 0.25. */
  readonly testFraction?: number;
  /** Seed for the random tie-breaking and visiting order; same seed and `Y`, same split. Default 0. */
  readonly seed?: number;
}

/** A partition of the rows of a label matrix. Both arrays are ascending; together they hold every row once. */
export interface StratifiedSplit {
  readonly train: Int32Array;
  readonly test: Int32Array;
}

/**
 * Splits documents into a training and a test part so that every label keeps close to the same share
 * of its positives in each part: the iterative stratification of Sechidis, Tsoumakas and Vlahavas
 * (2011), Algorithm 1, for two parts with proportions `1 - testFraction` and `testFraction`.
 *
 * The algorithm keeps, per part, the number of documents still wanted in total (c_j) and per label
 * (c_j^i). Repeatedly, it takes the label with the fewest remaining documents (the rarest labels are
 * distributed first, while there is still room to place them well; ties broken at random) and assigns
 * each of its remaining documents, in a random order, to the part that wants that label most (ties:
 * the part that wants more documents overall, then at random), updating the wanted counts of every
 * label of the document. Documents without labels are dealt last, each to the part that still wants
 * the most documents. Cost O(m^2 + nnz + n) for n documents and m labels.
 *
 * Edge cases: with 0 documents both parts are empty; a part may be empty when there are very few
 * documents (one document always goes to the larger part); labels with no positive are ignored. The
 * test part's size follows `testFraction` only through Algorithm 1's tie-break: on large data it is
 * close, on small multi-label data it can be several documents off ({@link stratifiedFolds} caps its
 * fold sizes; this split is Algorithm 1 unchanged, so that seeded splits stay what they were).
 *
 * @param Y - documents x labels, binary CSR
 * @param options - {@link StratifiedSplitOptions}
 * @returns `{ train, test }`, row indices of `Y`, each ascending
 * @throws TextboostError `E_INVALID_ARGUMENT` for a `testFraction` outside (0, 1) or a non-finite
 *   seed; `E_SHAPE` for a malformed `Y`
 *
 * @example
 * ```ts
 * import { labelMatrix } from "@textboost/sparse";
 * const Y = labelMatrix([[0], [0, 1], [1], [0], [], [1], [0, 1], [0]], 2);
 * const { train, test } = stratifiedSplit(Y, { testFraction: 0.25, seed: 7 });
 * train.length + test.length; // 8, every row exactly once
 * ```
 */
export function stratifiedSplit(Y: LabelMatrix, options: StratifiedSplitOptions = {}): StratifiedSplit {
  const testFraction = options.testFraction ?? 0.25;
  if (!(testFraction > 0 && testFraction < 1)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `testFraction must be in (0, 1), got ${testFraction}`);
  }
  const part = stratifyRows(Y, [1 - testFraction, testFraction], options.seed ?? 0);
  const n = Y.rows;
  let testCount = 0;
  for (let i = 0; i < n; i++) testCount += part[i]!;
  const train = new Int32Array(n - testCount);
  const test = new Int32Array(testCount);
  for (let i = 0, a = 0, b = 0; i < n; i++) {
    if (part[i] === 1) test[b++] = i;
    else train[a++] = i;
  }
  return { train, test };
}
