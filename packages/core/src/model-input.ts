import type { ScoreOptions } from "./booster.js";
import { TextboostError } from "./errors.js";
import type { CsrMatrix } from "./matrix.js";

/**
 * Checks that documents have the model's feature columns (what every `Model.scores` checks first).
 *
 * @param X - the documents
 * @param features - the number of features the model was trained on
 * @throws TextboostError `E_SHAPE` naming both numbers
 *
 * @example
 * ```ts
 * checkFeatureColumns(X, model.features.length); // throws when X.cols differs
 * ```
 */
export function checkFeatureColumns(X: CsrMatrix, features: number): void {
  if (X.cols !== features) {
    throw new TextboostError(
      "E_SHAPE",
      `X has ${X.cols} columns but the model was trained on ${features} features`,
    );
  }
}

/**
 * The number of rounds a `scores` call asks for: `options.rounds`, or all of them.
 *
 * @param options - the call's options
 * @param length - the rounds the model holds
 * @returns an integer in [0, length]
 * @throws TextboostError `E_INVALID_ARGUMENT` for anything else
 *
 * @example
 * ```ts
 * resolveRounds({ rounds: 50 }, 200); // 50
 * resolveRounds(undefined, 200);      // 200
 * ```
 */
export function resolveRounds(options: ScoreOptions | undefined, length: number): number {
  const s = options?.rounds ?? length;
  if (!Number.isInteger(s) || s < 0 || s > length) {
    throw new TextboostError("E_INVALID_ARGUMENT", `rounds must be an integer in [0, ${length}], got ${s}`);
  }
  return s;
}

/**
 * Checks the arguments of `Model.explain`: the documents' columns, the row and the label.
 *
 * @param X - the documents
 * @param row - the document to explain
 * @param label - the label to explain
 * @param shape - the model's numbers of features and labels
 * @throws TextboostError `E_SHAPE` for the columns, `E_INVALID_ARGUMENT` for the row or the label
 *
 * @example
 * ```ts
 * checkExplainArguments(X, 3, 0, { features: model.features.length, labels: model.labels.length });
 * ```
 */
export function checkExplainArguments(
  X: CsrMatrix,
  row: number,
  label: number,
  shape: { readonly features: number; readonly labels: number },
): void {
  checkFeatureColumns(X, shape.features);
  if (!Number.isInteger(row) || row < 0 || row >= X.rows) {
    throw new TextboostError("E_INVALID_ARGUMENT", `row must be in [0, ${X.rows}), got ${row}`);
  }
  if (!Number.isInteger(label) || label < 0 || label >= shape.labels) {
    throw new TextboostError("E_INVALID_ARGUMENT", `label must be in [0, ${shape.labels}), got ${label}`);
  }
}
