import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { TextboostError } from "@textboost/core";
import type { LoadedDataset } from "@textboost/datasets";
import {
  DEFAULT_BM25_B,
  DEFAULT_BM25_K1,
  MAX_BM25_K1,
  PAPER_PREPROCESSING,
  SUBLINEAR_WEIGHTINGS,
  TERM_WEIGHTINGS,
  type TermWeighting,
  type TextPipelineOptions,
} from "@textboost/text";
import { type Command, InvalidArgumentError, Option } from "commander";
import * as range from "./option-ranges.js";
import { inRange, type NumberRange } from "./option-values.js";

/** The largest n of `--ngrams` (word n-grams up to trigrams). */
export const MAX_NGRAM = 3;

/**
 * The text options a command was given: the pipeline options they make (over
 * {@link PAPER_PREPROCESSING}) and the flags the user typed, for messages.
 */
export interface TextSettings {
  /** The options the training pipeline is fitted with: PAPER_PREPROCESSING with the given options over it. */
  readonly pipeline: TextPipelineOptions;
  /** The flags the user gave, as typed (`--ngrams`, `--weighting`, ...). */
  readonly flags: readonly string[];
  /** The flags a preset set (`train --preset`): dropped, not refused, for data that is already vectors. */
  readonly presetFlags: readonly string[];
}

/**
 * Parses `--ngrams`: `n` (1 to 3) for the n-grams of 1 to n words, or a range `a-b` (1 ≤ a ≤ b ≤ 3).
 *
 * @param v - the value as typed
 * @returns `[min, max]`
 * @throws InvalidArgumentError (a usage error naming `--ngrams`) for anything else
 *
 * @example
 * ```ts
 * parseNgrams("2"); // [1, 2]
 * parseNgrams("2-3"); // [2, 3]
 * ```
 */
export function parseNgrams(v: string): [number, number] {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(v);
  const lo = m === null ? Number.NaN : Number(m[2] === undefined ? "1" : m[1]);
  const hi = m === null ? Number.NaN : Number(m[2] ?? m[1]);
  if (!(lo >= 1 && hi >= lo && hi <= MAX_NGRAM)) {
    throw new InvalidArgumentError(
      `--ngrams must be n (1 to ${MAX_NGRAM}: n-grams of 1 to n words) or a range a-b with 1 <= a <= b <= ${MAX_NGRAM}, got "${v}"`,
    );
  }
  return [lo, hi];
}

/** Commander's parser of a number in [lo, hi], naming the option. */
/** The ranges of the text options' numbers (the other options' are in option-ranges.ts). */
const BM25_K1: NumberRange = { whole: false, min: 0, max: MAX_BM25_K1 };

/**
 * Adds the text pipeline options to a command that fits a pipeline on raw text (`train`, `compare`):
 * `--weighting`, `--sublinear-tf`, `--bm25-k1`, `--bm25-b`, `--ngrams`, `--min-df`, `--max-features`,
 * `--stop-words`, `--stem`. Without any of them the pipeline is the MP-Boost paper's
 * (`PAPER_PREPROCESSING`: binary unigrams, SMART stop words, Porter stemming).
 *
 * @param command - the command
 * @returns the command
 *
 * @example
 * ```ts no-run
 * addTextOptions(program.command("train")).action((o) => textSettings(o));
 * ```
 */
export function addTextOptions(command: Command): Command {
  return command
    .addOption(
      new Option(
        "--weighting <scheme>",
        "raw text: term weighting (default binary; the others make real-valued features, so threshold stumps)",
      ).choices([...TERM_WEIGHTINGS]),
    )
    .option(
      "--sublinear-tf",
      "raw text: 1 + ln(tf) in place of tf (with --weighting tf, tf-idf, tf-idf-cosine)",
    )
    .option(
      "--bm25-k1 <k1>",
      `raw text, --weighting bm25: term frequency saturation k1 in [0, ${MAX_BM25_K1}] (default ${DEFAULT_BM25_K1})`,
      inRange("--bm25-k1", BM25_K1),
    )
    .option(
      "--bm25-b <b>",
      `raw text, --weighting bm25: length normalisation b in [0, 1] (default ${DEFAULT_BM25_B})`,
      inRange("--bm25-b", range.UNIT),
    )
    .option(
      "--ngrams <n>",
      `raw text: word n-grams, n (1 to ${MAX_NGRAM}: 1- to n-word terms) or a range a-b (default 1)`,
      parseNgrams,
    )
    .option(
      "--min-df <n>",
      "raw text: keep terms found in at least n training documents (default 1)",
      inRange("--min-df", range.DOCUMENTS),
    )
    .option(
      "--max-features <n>",
      "raw text: keep the n terms of highest document frequency (default all)",
      inRange("--max-features", range.FEATURES),
    )
    .option(
      "--stop-words <list>",
      "raw text: smart (default), none, or a file of stop words (one a line; # starts a comment)",
    )
    .addOption(
      new Option("--stem <stemmer>", "raw text: porter (default) or none").choices(["porter", "none"]),
    );
}

/** Parsed values of the options {@link addTextOptions} adds (commander's camel-case names). */
export interface TextOptionValues {
  readonly weighting?: string;
  readonly sublinearTf?: boolean;
  readonly bm25K1?: number;
  readonly bm25B?: number;
  readonly ngrams?: [number, number];
  readonly minDf?: number;
  readonly maxFeatures?: number;
  readonly stopWords?: string;
  readonly stem?: string;
}

const FLAGS: readonly [keyof TextOptionValues, string][] = [
  ["weighting", "--weighting"],
  ["sublinearTf", "--sublinear-tf"],
  ["bm25K1", "--bm25-k1"],
  ["bm25B", "--bm25-b"],
  ["ngrams", "--ngrams"],
  ["minDf", "--min-df"],
  ["maxFeatures", "--max-features"],
  ["stopWords", "--stop-words"],
  ["stem", "--stem"],
];

/**
 * The text settings of parsed options, with the combinations that cannot work refused; `undefined`
 * when none was given (the pipeline is then `PAPER_PREPROCESSING`, as before these options existed).
 * A `--stop-words` file is read here.
 *
 * @param o - the parsed options
 * @param cwd - the directory a relative `--stop-words` file is read from
 * @param presetKeys - the options a preset set rather than the user (see `applyPreset`)
 * @returns the settings, or `undefined`
 * @throws TextboostError `E_INVALID_ARGUMENT` for `--sublinear-tf` with a weighting it does not apply
 *   to, `--bm25-k1`/`--bm25-b` without `--weighting bm25`; `E_IO` for a stop-word file that cannot be
 *   read; `E_INPUT_FORMAT` (with the file and line) for a stop word with white space in it
 *
 * @example
 * ```ts no-run
 * textSettings({ ngrams: [1, 2], minDf: 3 }, process.cwd()); // { pipeline: { ...PAPER_PREPROCESSING, ngrams: [1, 2], minDocumentFrequency: 3 }, flags: [...] }
 * ```
 */
export function textSettings(
  o: TextOptionValues,
  cwd: string,
  presetKeys: ReadonlySet<string> = new Set(),
): TextSettings | undefined {
  const present = FLAGS.filter(([key]) => o[key] !== undefined && o[key] !== false);
  if (present.length === 0) return undefined;
  const flags = present.filter(([key]) => !presetKeys.has(key)).map(([, flag]) => flag);
  const presetFlags = present.filter(([key]) => presetKeys.has(key)).map(([, flag]) => flag);
  const weighting = (o.weighting ?? PAPER_PREPROCESSING.weighting ?? "binary") as TermWeighting;
  const fail = (detail: string): never => {
    throw new TextboostError("E_INVALID_ARGUMENT", detail);
  };
  if (o.sublinearTf === true && !SUBLINEAR_WEIGHTINGS.includes(weighting)) {
    fail(`--sublinear-tf applies to --weighting ${SUBLINEAR_WEIGHTINGS.join(", ")}, not ${weighting}`);
  }
  for (const [value, flag] of [
    [o.bm25K1, "--bm25-k1"],
    [o.bm25B, "--bm25-b"],
  ] as const) {
    if (value !== undefined && weighting !== "bm25")
      fail(`${flag} applies to --weighting bm25, not ${weighting}`);
  }
  const pipeline: TextPipelineOptions = {
    ...PAPER_PREPROCESSING,
    weighting,
    ...(o.sublinearTf === true ? { sublinearTf: true } : {}),
    ...(o.bm25K1 === undefined ? {} : { bm25K1: o.bm25K1 }),
    ...(o.bm25B === undefined ? {} : { bm25B: o.bm25B }),
    ...(o.ngrams === undefined ? {} : { ngrams: o.ngrams }),
    ...(o.minDf === undefined ? {} : { minDocumentFrequency: o.minDf }),
    ...(o.maxFeatures === undefined ? {} : { maxFeatures: o.maxFeatures }),
    ...(o.stopWords === undefined ? {} : { stopWords: stopWordsOption(o.stopWords, cwd) }),
    ...(o.stem === undefined ? {} : { stem: o.stem as "porter" | "none" }),
  };
  return { pipeline, flags, presetFlags };
}

/** `--stop-words`: the keywords `smart` and `none`, else a file of words. */
function stopWordsOption(v: string, cwd: string): "smart" | "none" | string[] {
  if (v === "smart" || v === "none") return v;
  const file = v;
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), "utf8");
  } catch (e) {
    throw new TextboostError(
      "E_IO",
      `--stop-words: cannot read the stop-word file (${(e as NodeJS.ErrnoException).code ?? String(e)}); give smart, none or a file of words`,
      { file },
    );
  }
  const words: string[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const word = lines[i]!.replace(/#.*/, "").trim();
    if (word === "") continue;
    if (/\s/u.test(word)) {
      throw new TextboostError(
        "E_INPUT_FORMAT",
        `--stop-words: one word a line, got ${JSON.stringify(word)}`,
        { file, line: i + 1 },
      );
    }
    words.push(word);
  }
  return words;
}

/**
 * Refuses text options for data that is already vectors (ARFF, SVMlight, ...): they apply only where
 * a pipeline is fitted on raw text. Those a preset set are dropped instead (the preset applies the
 * parts that make sense), and `note` says so.
 *
 * @param loaded - the loaded data
 * @param text - the text settings, if any
 * @param format - the `--format` given, for the message
 * @param note - receives one line when a preset's text options are dropped
 * @returns the text settings to fit with: `text` for raw text, `undefined` for vectors
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the text options the user gave for vectors
 *
 * @example
 * ```ts no-run
 * const text = checkTextSettings(loaded, textSettings(o, cwd), "mulan", (line) => io.err(line));
 * ```
 */
export function checkTextSettings(
  loaded: LoadedDataset,
  text: TextSettings | undefined,
  format: string,
  note: (line: string) => void = () => {},
): TextSettings | undefined {
  if (text === undefined || loaded.kind === "text") return text;
  if (text.flags.length > 0) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${text.flags.join(", ")} ${text.flags.length === 1 ? "applies" : "apply"} to raw text (reuters21578, boostexter with a text column); --format ${format} here gives feature vectors, which have no text pipeline`,
    );
  }
  note(
    `the preset's text options (${text.presetFlags.join(", ")}) do not apply to --format ${format}, which gives feature vectors; its other choices do`,
  );
  return undefined;
}
