import { TextboostError } from "@textboost/core";
import { DATASET_FORMATS, type DatasetFormat } from "@textboost/datasets";
import { readThreads, type ThreadsOption } from "@textboost/workers/threads";
import { type Command, InvalidArgumentError, Option } from "commander";
import { DEFAULT_LOG_EVERY_SECONDS } from "../progress.js";
import * as range from "./option-ranges.js";
import { inRange } from "./option-values.js";
import { required } from "./required-option.js";

/** `--threads`: a number, or `auto`; read and checked here (a usage error), resolved once per command by `threadsFor`. */
export const threadsOption = (): Option =>
  new Option(
    "--threads <n>",
    'threads to use: a number, or "auto" for the number of cores (default: $TEXTBOOST_THREADS, else auto; 1 = no worker thread)',
  ).argParser((v: string): ThreadsOption => {
    try {
      // Read and checked here (a usage error); threadsFor resolves the request once per command.
      return readThreads(v);
    } catch (e) {
      throw new InvalidArgumentError((e as Error).message);
    }
  });

/** `--log-every`: seconds between progress lines when standard error is not a terminal. */
export const logEveryOption = (): Option =>
  new Option(
    "--log-every <seconds>",
    "when standard error is not a terminal, print a progress line this often (0: never)",
  )
    .argParser(inRange("--log-every", range.LOG_SECONDS))
    .default(DEFAULT_LOG_EVERY_SECONDS);

/** The required `--format` of commands that read one data set. */
export const formatOption = (): Option =>
  required("--format <format>", "data format").choices(DATASET_FORMATS as unknown as string[]);

/**
 * Checks the value of an optional `--format` (commands where a data set is one of several sources).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for a format that is not one of `DATASET_FORMATS`
 */
export const dataFormat = (format: string): DatasetFormat => {
  if (!(DATASET_FORMATS as readonly string[]).includes(format)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--format must be one of ${DATASET_FORMATS.join(", ")}, got "${format}"`,
    );
  }
  return format as DatasetFormat;
};

/** Appends an "Examples:" section to a command's help. */
export const withExamples = (command: Command, ...lines: string[]): Command =>
  command.addHelpText("after", `\nExamples:\n${lines.map((l) => `  ${l}`).join("\n")}\n`);

export { splitOption } from "./split-option.js";
