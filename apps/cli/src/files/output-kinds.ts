import { COMPARISON_FORMAT } from "../comparison/comparison.js";

/**
 * A kind of file a command writes, and how to recognise a file of that kind from its first bytes.
 * `--force` replaces an existing file only when it is of the output's kind (see `checkOutputPaths`).
 */
export interface OutputKind {
  /** What the file is, for messages: "a textboost model". */
  readonly what: string;
  /** Whether `head` (the file's first {@link OUTPUT_HEAD_BYTES} bytes as UTF-8) starts a file of this kind. */
  recognise(head: string): boolean;
}

/** How many bytes of an existing file {@link OutputKind.recognise} sees. */
export const OUTPUT_HEAD_BYTES = 65536;

const jsonFormat =
  (format: string) =>
  (head: string): boolean =>
    new RegExp(`^\\s*\\{\\s*"format"\\s*:\\s*"${format}"`).test(head);

/** A model written by `train` (`{"format":"textboost-model", ...}`). */
export const MODEL_OUTPUT: OutputKind = { what: "textboost model", recognise: jsonFormat("textboost-model") };

/** A training checkpoint written by `train --checkpoint`. */
export const CHECKPOINT_OUTPUT: OutputKind = {
  what: "textboost checkpoint",
  recognise: jsonFormat("textboost-checkpoint"),
};

/** A comparison written by `compare --out` or `grid ... --out`. */
export const COMPARISON_OUTPUT: OutputKind = {
  what: "textboost comparison",
  recognise: jsonFormat(COMPARISON_FORMAT),
};

/** The kappa-error data written by `diversity --out`. */
export const KAPPA_ERROR_OUTPUT: OutputKind = {
  what: "kappa-error file of textboost diversity",
  recognise: (head) => /^\s*\{\s*"model"\s*:/.test(head) && head.includes('"memberErrors"'),
};

/** A hierarchy TSV written by `--write-hierarchy` or `data induce-hierarchy --out`. */
export const HIERARCHY_OUTPUT: OutputKind = {
  what: "hierarchy TSV written by textboost (first line parent<TAB>child<TAB>description)",
  recognise: (head) => /^parent\tchild\tdescription\r?\n/.test(head),
};

/** An HTML report written by `report --out`. */
export const REPORT_OUTPUT: OutputKind = {
  what: "textboost HTML report",
  recognise: (head) =>
    head.startsWith('<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport"'),
};

/** Predictions written by `predict --out` (CSV with textboost's header, or JSON Lines of documents). */
export const PREDICTIONS_OUTPUT: OutputKind = {
  what: "prediction file of textboost predict",
  recognise: (head) => head.startsWith("document,predicted") || /^\{"document":/.test(head),
};

/**
 * A data set file written by `data convert` or `data split`: any file in one of the writable formats
 * (ARFF, Mulan XML, SVMlight, BoosTexter, MP-Boost++ text), never a textboost JSON or HTML file.
 * A data set file textboost wrote cannot be told from one written elsewhere by its content, so its
 * guard is the input check: a file read by the same command is never replaced.
 */
export const DATA_OUTPUT: OutputKind = {
  what: "data set file",
  recognise: (head) => !head.includes("\u0000") && !/^\s*(\{|<!doctype)/i.test(head),
};
