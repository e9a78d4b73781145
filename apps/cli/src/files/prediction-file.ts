import { extname } from "node:path";
import { TextboostError } from "@textboost/core";
import { writeFileAtomic } from "./write-file-atomic.js";

/** One document's row of a predictions file: every label's score and probability, the predicted set, the true set. */
export interface PredictionRecord {
  readonly document: string;
  /** Predicted labels (the model's decision: its thresholds at its S), best score first. */
  readonly labels: readonly string[];
  /** Score of every label, in the model's label order. */
  readonly scores: ArrayLike<number>;
  /** Probability of every label, in the model's label order (see {@link PredictionTable.probabilities}). */
  readonly probabilities: ArrayLike<number>;
  /** The document's true labels, when the data has them (every record or none). */
  readonly trueLabels?: readonly string[];
}

/** The file formats `predict --out` writes. */
export const PREDICTION_FILE_FORMATS = ["csv", "jsonl"] as const;

/** A format of {@link PREDICTION_FILE_FORMATS}. */
export type PredictionFileFormat = (typeof PREDICTION_FILE_FORMATS)[number];

/** What a predictions file holds. */
export interface PredictionTable {
  /** The model's labels, in its order. */
  readonly labelNames: readonly string[];
  readonly records: readonly PredictionRecord[];
  /** Whether the records carry true labels (a `true` column / field). */
  readonly truth: boolean;
}

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/**
 * The predictions as CSV. The header is `document,predicted,<label 1>,...,<label m>` (the labels'
 * scores), then `true` when the data has true labels, then `probability:<label 1>,...`. Each line
 * holds a document's predicted labels joined by spaces, each label's score (full precision), its true
 * labels joined by spaces, and each label's probability. Fields are quoted as RFC 4180 says.
 */
export function predictionsCsv(table: PredictionTable): string {
  const { labelNames, records, truth } = table;
  const header = [
    "document",
    "predicted",
    ...labelNames,
    ...(truth ? ["true"] : []),
    ...labelNames.map((l) => `probability:${l}`),
  ];
  const lines = [header.map(csvField).join(",")];
  for (const r of records) {
    lines.push(
      [
        csvField(r.document),
        csvField(r.labels.join(" ")),
        ...Array.from(r.scores, String),
        ...(truth ? [csvField((r.trueLabels ?? []).join(" "))] : []),
        ...Array.from(r.probabilities, String),
      ].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The predictions as JSON Lines, one object per document:
 * `{"document", "labels", "scores": {label: score}, "probabilities": {label: p}, "true": [...]}`
 * (`true` only when the data has true labels; `labels` are the predicted ones, best score first).
 */
export function predictionsJsonl(table: PredictionTable): string {
  const { labelNames, records, truth } = table;
  const byLabel = (values: ArrayLike<number>) => Object.fromEntries(labelNames.map((l, j) => [l, values[j]]));
  return records
    .map((r) =>
      JSON.stringify({
        document: r.document,
        labels: r.labels,
        scores: byLabel(r.scores),
        probabilities: byLabel(r.probabilities),
        ...(truth ? { true: r.trueLabels ?? [] } : {}),
      }),
    )
    .map((line) => `${line}\n`)
    .join("");
}

/**
 * The format of a predictions file: `format` when given, else the extension of `path` (`.csv`,
 * `.jsonl`).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` naming `--out` and `--out-format` when neither decides
 */
export function predictionFileFormat(path: string, format?: PredictionFileFormat): PredictionFileFormat {
  if (format !== undefined) return format;
  const ext = extname(path).toLowerCase().slice(1);
  const known = PREDICTION_FILE_FORMATS.find((f) => f === ext);
  if (known === undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--out ${path}: end it in ${PREDICTION_FILE_FORMATS.map((f) => `.${f}`).join(" or ")}, or give --out-format ${PREDICTION_FILE_FORMATS.join("|")}`,
      { file: path },
    );
  }
  return known;
}

/**
 * Writes predictions to `path` as CSV or JSON Lines (see {@link predictionFileFormat}).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` when the format is unknown, `E_IO` when the file cannot be
 *   written (through a temporary file, so never half a file)
 */
export function writePredictions(path: string, table: PredictionTable, format?: PredictionFileFormat): void {
  const text = predictionFileFormat(path, format) === "csv" ? predictionsCsv(table) : predictionsJsonl(table);
  writeFileAtomic(path, text, "predictions");
}
