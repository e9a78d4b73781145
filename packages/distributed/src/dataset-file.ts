import { resolve } from "node:path";
import type { CsrMatrix, Dataset } from "@textboost/core";
import { decodeFloat64, encodeFloat64, TextboostError } from "@textboost/core";
import { readRegularFile } from "@textboost/datasets";
import { validateCsr } from "@textboost/sparse";
import { canonicalJSON } from "./canonical-json.js";
import { sha256 } from "./content-hash.js";
import { checkDataReference, type DataReference } from "./data-reference.js";
import { field } from "./job-schema.js";
import { writeOnce } from "./write-once.js";

/** The `format` tag of a data set file. */
export const DATASET_FILE_FORMAT = "textboost-dataset";

/**
 * Writes a prepared data set (its matrices and names, as the booster sees them) to `dir`, named by
 * its content hash, so member and subtree jobs can reference the very training set the coordinator
 * prepared; an existing file of the same content is kept.
 *
 * @param dir - a directory every worker sees at the same path
 * @param data - the data set
 * @returns the file's reference (absolute path and hash)
 * @throws TextboostError `E_IO` when it cannot be written
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const ref = writeDatasetFile(join(tmpdir(), "textboost-data"), dataset); // { path: "…/dataset-<hash>.json", sha256 }
 * ```
 */
export function writeDatasetFile(dir: string, data: Dataset): DataReference {
  const text = canonicalJSON({
    format: DATASET_FILE_FORMAT,
    X: matrixJSON(data.X),
    Y: matrixJSON(data.Y),
    featureNames: data.featureNames,
    labelNames: data.labelNames,
  });
  const hash = sha256(text);
  const path = writeOnce(resolve(dir, `dataset-${hash.slice(0, 32)}.json`), text);
  return { path, sha256: hash };
}

/**
 * Reads a data set file written by {@link writeDatasetFile}, checking its content hash first.
 *
 * @param ref - the file's reference
 * @returns the data set
 * @throws TextboostError `E_IO` for a missing, changed, special or too large file (256 MiB at most),
 *   `E_INPUT_FORMAT` for another kind of file
 *
 * @example
 * ```ts
 * import { join } from "node:path";
 * const ref = writeDatasetFile(join(tmpdir(), "textboost-data"), dataset);
 * const data = readDatasetFile(ref); // the same matrices and names as `dataset`
 * ```
 */
export function readDatasetFile(ref: DataReference): Dataset {
  checkDataReference(ref);
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readRegularFile(ref.path).toString("utf8")) as Record<string, unknown>;
  } catch (e) {
    if (e instanceof TextboostError) throw e;
    throw new TextboostError("E_INPUT_FORMAT", "not JSON", { file: ref.path }, { cause: e });
  }
  if (
    json?.format !== DATASET_FILE_FORMAT ||
    !isStringArray(json.featureNames) ||
    !isStringArray(json.labelNames)
  ) {
    throw new TextboostError("E_INPUT_FORMAT", "not a textboost data set file", {
      file: ref.path,
    });
  }
  let X: CsrMatrix;
  let Y: CsrMatrix;
  try {
    X = matrixFromJSON(json.X, "X");
    Y = matrixFromJSON(json.Y, "Y");
  } catch (e) {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `not a textboost data set file: ${(e as Error).message}`,
      { file: ref.path },
      { cause: e },
    );
  }
  validateCsr(X);
  validateCsr(Y);
  return { X, Y, featureNames: json.featureNames as string[], labelNames: json.labelNames as string[] };
}

function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === "string");
}

interface MatrixJSON {
  rows: number;
  cols: number;
  indptr: number[];
  indices: number[];
  /** `encodeFloat64` of the values: exact, -0 and every bit included. */
  values?: string;
}

function matrixJSON(m: CsrMatrix): MatrixJSON {
  return {
    rows: m.rows,
    cols: m.cols,
    indptr: Array.from(m.indptr),
    indices: Array.from(m.indices),
    ...(m.values === undefined ? {} : { values: encodeFloat64(m.values) }),
  };
}

const INT32 = 2 ** 31 - 1;
/** A stored matrix's shape; `validateCsr` checks how its parts fit together. */
const MATRIX_SCHEMA = field.object(
  {
    rows: field.integer(0, INT32),
    cols: field.integer(0, INT32),
    indptr: field.array(field.integer(0, INT32), INT32),
    indices: field.array(field.integer(0, INT32), INT32),
    values: (v, at) => {
      if (typeof v !== "string") throw new TextboostError("E_INPUT_FORMAT", `${at} must be a string`);
    },
  },
  ["values"],
);

function matrixFromJSON(v: unknown, at: string): CsrMatrix {
  MATRIX_SCHEMA(v, at);
  const m = v as MatrixJSON;
  return {
    format: "csr",
    rows: m.rows,
    cols: m.cols,
    indptr: Int32Array.from(m.indptr),
    indices: Int32Array.from(m.indices),
    ...(m.values === undefined ? {} : { values: decodeFloat64(m.values) }),
  };
}
