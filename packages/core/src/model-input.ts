import { TextboostError } from "./errors.js";
import type { CsrMatrix } from "./matrix.js";

/**
 * Checks the arguments of `Model.scores` and `Model.explain` against a model: that X has the model's
 * `features` columns and, for `explain`, that `row` is a row of X and `label` one of the model's
 * `labels`. The one place models phrase these errors.
 *
 * @param X - the documents given to the model
 * @param model - the model's numbers of features and labels
 * @param target - for `explain`: the document's row and the label
 * @throws TextboostError `E_SHAPE` for the wrong number of columns, `E_INVALID_ARGUMENT` for a row or
 *   label out of range
 *
 * @example
 * ```ts
 * checkModelInput(X, { features: 3, labels: 2 }, { row: 0, label: 1 }); // passes for a 1 x 3 X
 * ```
 */
export function checkModelInput(
  X: CsrMatrix,
  model: { readonly features: number; readonly labels: number },
  target?: { readonly row: number; readonly label: number },
): void {
  if (X.cols !== model.features) {
    throw new TextboostError(
      "E_SHAPE",
      `X has ${X.cols} columns but the model was trained on ${model.features} features`,
    );
  }
  if (target === undefined) return;
  const { row, label } = target;
  if (!Number.isInteger(row) || row < 0 || row >= X.rows) {
    throw new TextboostError("E_INVALID_ARGUMENT", `row must be in [0, ${X.rows}), got ${row}`);
  }
  if (!Number.isInteger(label) || label < 0 || label >= model.labels) {
    throw new TextboostError("E_INVALID_ARGUMENT", `label must be in [0, ${model.labels}), got ${label}`);
  }
}
