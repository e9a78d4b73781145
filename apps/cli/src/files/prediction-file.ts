import { extname } from "node:path";
import { TextboostError } from "@textboost/core";
import { writeFileAtomic } from "./write-file-atomic.js";

/** One document's row of a predictions file: every label's score and the predicted set. */
export interface PredictionRecord {
  readonly document: string;
  /** Predicted labels, best score first. */
  readonly labels: readonly string[];
  /** Score of every label, in the model's label order. */
  readonly scores: ArrayLike<number>;
}

/** The file formats `predict --out` writes, by extension. */
export const PREDICTION_FILE_FORMATS = [".csv", ".jsonl"] as const;

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/**
 * The predictions as CSV: a header `document,predicted,<label 1>,...,<label m>`, then one line per
 * document with its predicted labels joined by spaces and each label's score (full precision).
 */
export function predictionsCsv(labelNames: readonly string[], records: readonly PredictionRecord[]): string {
  const lines = [["document", "predicted", ...labelNames].map(csvField).join(",")];
  for (const r of records) {
    lines.push(
      [csvField(r.document), csvField(r.labels.join(" ")), ...Array.from(r.scores, String)].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** The predictions as JSON Lines: `{"document", "labels", "scores": {label: score}}` per line. */
export function predictionsJsonl(
  labelNames: readonly string[],
  records: readonly PredictionRecord[],
): string {
  return records
    .map((r) =>
      JSON.stringify({
        document: r.document,
        labels: r.labels,
        scores: Object.fromEntries(labelNames.map((l, j) => [l, r.scores[j]])),
      }),
    )
    .map((line) => `${line}\n`)
    .join("");
}

/**
 * Writes predictions to `path` as CSV or JSON Lines, chosen by its extension.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for another extension, `E_IO` when the file cannot be
 *   written (through a temporary file, so never half a file)
 */
export function writePredictions(
  path: string,
  labelNames: readonly string[],
  records: readonly PredictionRecord[],
): void {
  const ext = extname(path).toLowerCase();
  if (ext !== ".csv" && ext !== ".jsonl") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--out must end in ${PREDICTION_FILE_FORMATS.join(" or ")} (the format is chosen by the extension)`,
      { file: path },
    );
  }
  const text = ext === ".csv" ? predictionsCsv(labelNames, records) : predictionsJsonl(labelNames, records);
  writeFileAtomic(path, text, "predictions");
}
