import { createHash } from "node:crypto";
import { TextboostError } from "@textboost/core";

/** The version of the feature selection record `train --select-features` writes and this code reads. */
export const FEATURE_SELECTION_VERSION = 1;

/**
 * What `train --select-features` kept of the training data's feature space, stored in the model
 * file under `featureSelection` (beside the envelope, which every loader reads unchanged): the
 * original space (its number of features and a SHA-256 of their names) and, for each of the model's
 * features, its column in that space. `evaluate`, `predict`, `explain`, `report` and `diversity`
 * recognise the original space by the hash, so the data the model was trained on (or its other part)
 * is accepted without `--allow-mismatch`: the features the selection left out are dropped, as
 * they were in training.
 */
export interface FeatureSelectionRecord {
  readonly version: number;
  /** The selection policy, for people: `"information-gain, round-robin"`. */
  readonly method: string;
  /** The original feature space. */
  readonly from: { readonly features: number; readonly sha256: string };
  /** For each of the model's features, in the model's order, its column in the original space. */
  readonly columns: readonly number[];
}

/** SHA-256 (hex) of a list of feature names: equal lists, equal hashes (the order counts). */
export function featureNamesHash(names: readonly string[]): string {
  return createHash("sha256").update(JSON.stringify(names)).digest("hex");
}

/** The record of a selection of `columns` out of the feature space named `original`. */
export function featureSelectionRecord(
  original: readonly string[],
  columns: ArrayLike<number>,
  method: string,
): FeatureSelectionRecord {
  return {
    version: FEATURE_SELECTION_VERSION,
    method,
    from: { features: original.length, sha256: featureNamesHash(original) },
    columns: Array.from(columns),
  };
}

/**
 * Reads the feature selection record of a parsed model file, if it has one.
 *
 * @throws TextboostError `E_MODEL_VERSION` for another version, `E_MODEL_FORMAT` for a malformed record
 */
export function readFeatureSelection(json: unknown, file: string): FeatureSelectionRecord | undefined {
  if (typeof json !== "object" || json === null || !("featureSelection" in json)) return undefined;
  const r = (json as { featureSelection: unknown })
    .featureSelection as Partial<FeatureSelectionRecord> | null;
  const fail = (detail: string): never => {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `the model's featureSelection record is malformed: ${detail}`,
      {
        file,
      },
    );
  };
  if (typeof r !== "object" || r === null) return fail("not an object");
  if (r.version !== FEATURE_SELECTION_VERSION) {
    throw new TextboostError(
      "E_MODEL_VERSION",
      `featureSelection record version ${JSON.stringify(r.version)} is not supported; this textboost reads version ${FEATURE_SELECTION_VERSION}`,
      { file },
    );
  }
  const from = r.from;
  if (
    typeof from !== "object" ||
    from === null ||
    !Number.isInteger(from.features) ||
    typeof from.sha256 !== "string"
  )
    return fail('"from" must be { features, sha256 }');
  if (
    !Array.isArray(r.columns) ||
    !r.columns.every((c) => Number.isInteger(c) && c >= 0 && c < from.features)
  )
    return fail(`"columns" must be column numbers in [0, ${from.features})`);
  return {
    version: r.version,
    method: typeof r.method === "string" ? r.method : "",
    from: { features: from.features, sha256: from.sha256 },
    columns: r.columns,
  };
}

/** Whether data whose features are named `names` is in the space the selection was made from. */
export function isSelectionSource(
  record: FeatureSelectionRecord | undefined,
  names: readonly string[],
): boolean {
  return (
    record !== undefined &&
    names.length === record.from.features &&
    featureNamesHash(names) === record.from.sha256
  );
}
