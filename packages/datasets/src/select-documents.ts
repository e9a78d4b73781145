import type { Dataset } from "@textboost/core";
import { selectRows } from "@textboost/sparse";

/**
 * Some documents of a data set, in the order of `rows`: their rows of X and Y and their ids, with
 * every feature and label column kept, so the parts of one data set (train and test, folds) line up.
 *
 * @param dataset - the data set
 * @param rows - row ids in `[0, documents)`; a row may be taken more than once
 * @returns a data set of `rows.length` documents
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the position of a bad row id
 *
 * @example
 * ```ts
 * const { train, test } = stratifiedSplit(dataset.Y, { testFraction: 0.3, seed: 1 });
 * const trainPart = selectDocuments(dataset, train);
 * ```
 */
export function selectDocuments(dataset: Dataset, rows: ArrayLike<number>): Dataset {
  const ids = dataset.documentIds;
  return {
    ...dataset,
    X: selectRows(dataset.X, rows),
    Y: selectRows(dataset.Y, rows),
    ...(ids === undefined ? {} : { documentIds: Array.from(rows, (r) => ids[r]!) }),
  };
}
