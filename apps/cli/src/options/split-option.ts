import { DATASET_SPLITS } from "@textboost/datasets";
import { Option } from "commander";

/**
 * Which data sets have parts, as the help of `--split` says it: the same words for every command.
 * (The rules themselves are `loadDataset`'s, in `@textboost/datasets`.)
 */
export const SPLIT_PARTS_HELP =
  "parts are: a Mulan/MEKA directory's D-train.arff and D-test.arff; an ARFF file whose relation declares MEKA's -split-number or -split-percentage; Reuters-21578's ModApte training and test documents; a BoosTexter stem with S.data and S.test; an MP-Boost++ directory's training and test; the two files of a {split} path. Any other file has none and is read whole";

/**
 * The `--split` option: `train` or `test` (a part of a data set with two), or `all` (every document:
 * both parts, or the whole file). `dflt` is the part the command reads when `--split` is left out
 * (a data set without parts is then read whole); without it the command has its own rule, said in
 * its help.
 */
export function splitOption(dflt?: "train" | "test"): Option {
  const which = `which documents: train or test (one part of a data set with two), or all (every document)`;
  return new Option(
    "--split <split>",
    `${which}${dflt === undefined ? "" : ` (default: ${dflt}; a data set without parts is read whole)`}; ${SPLIT_PARTS_HELP}`,
  ).choices([...DATASET_SPLITS]);
}
