/**
 * A tiny, test-only reader for Mulan sparse ARFF files whose last `labels` attributes are the labels
 * (rows like `{3 1,17 1,1452 1}`). Not a general ARFF parser: @textboost/datasets has that.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CsrMatrix, type LabelMatrix, TextboostError } from "@textboost/core";

/** `TEXTBOOST_DATASETS` or `<repo>/../shared/datasets`. */
export function datasetsDir(): string {
  const repo = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
  return process.env.TEXTBOOST_DATASETS ?? join(repo, "..", "shared", "datasets");
}

export function fileExists(path: string): boolean {
  return existsSync(path);
}

export interface SparseArff {
  readonly X: CsrMatrix;
  readonly Y: LabelMatrix;
  readonly featureNames: string[];
  readonly labelNames: string[];
}

export function readSparseArff(path: string, labels: number): SparseArff {
  const lines = readFileSync(path, "utf8").split(/\r?\n/);
  const names: string[] = [];
  let line = 0;
  for (; line < lines.length; line++) {
    const text = lines[line]!.trim();
    if (/^@attribute\s/i.test(text)) names.push(text.replace(/^@attribute\s+/i, "").replace(/\s+\{.*$/, ""));
    if (/^@data/i.test(text)) break;
  }
  const features = names.length - labels;
  if (features < 0)
    throw new TextboostError("E_INPUT_FORMAT", "fewer attributes than labels", { file: path });
  const xptr = [0];
  const xind: number[] = [];
  const xval: number[] = [];
  const yptr = [0];
  const yind: number[] = [];
  for (line++; line < lines.length; line++) {
    const text = lines[line]!.trim();
    if (text === "" || text.startsWith("%")) continue;
    if (!text.startsWith("{") || !text.endsWith("}"))
      throw new TextboostError("E_INPUT_FORMAT", "not a sparse row", { file: path, line: line + 1 });
    const body = text.slice(1, -1).trim();
    const pairs = body === "" ? [] : body.split(",");
    for (const pair of pairs) {
      const [i, v] = pair.trim().split(/\s+/);
      const index = Number(i);
      const value = Number(v);
      if (!Number.isInteger(index) || !Number.isFinite(value))
        throw new TextboostError("E_INPUT_FORMAT", `bad pair "${pair}"`, { file: path, line: line + 1 });
      if (index < features) {
        xind.push(index);
        xval.push(value);
      } else if (value !== 0) {
        yind.push(index - features);
      }
    }
    xptr.push(xind.length);
    yptr.push(yind.length);
  }
  const rows = xptr.length - 1;
  return {
    X: {
      format: "csr",
      rows,
      cols: features,
      indptr: Int32Array.from(xptr),
      indices: Int32Array.from(xind),
      values: Float64Array.from(xval),
    },
    Y: { format: "csr", rows, cols: labels, indptr: Int32Array.from(yptr), indices: Int32Array.from(yind) },
    featureNames: names.slice(0, features),
    labelNames: names.slice(features),
  };
}
