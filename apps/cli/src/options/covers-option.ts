import type { Cover, DenseMatrix, LabelMatrix, Model } from "@textboost/core";
import { isTextboostError, TextboostError } from "@textboost/core";
import { type CoverSpecOptions, coveringError, parseCoverSpec, parseCoverSpecs } from "@textboost/covers";
import { readRegularFile } from "@textboost/datasets";
import { ADABOOST_LC } from "../algorithms/algorithm-names.js";
import type { CliIO } from "../io.js";

/** How the CLI resolves cover specs: label names from the data, groups files read from disk. */
export function coverSpecOptions(labelNames: readonly string[]): CoverSpecOptions {
  return {
    labelNames,
    readGroupsFile: (path) => {
      try {
        return readRegularFile(path).toString("utf8");
      } catch (e) {
        throw new TextboostError(
          "E_IO",
          `cannot read the cover's groups file: ${(e as Error).message.replace(/ \[E_IO\]$/, "")}`,
          { file: path },
          { cause: e },
        );
      }
    },
  };
}

/**
 * The covers of `--covers a,b,...` (`evaluate`, `report`, `compare`) for a model's labels: one parser,
 * so each command accepts the same spellings and refuses a bad one with the same error.
 *
 * @param list - the option's value, comma-separated cover specs (`hamming,zero-one,wp:6`)
 * @param labelNames - the model's (or data set's) labels, for `groups:<file>` and `label-dependent:<file>`
 * @returns the covers, in the list's order, each named by its canonical spelling
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown spelling, `E_IO` / `E_INPUT_FORMAT` for a groups file
 * @example
 * ```ts no-run
 * parseCoversOption("hm,wp", ["earn", "acq"]).map((c) => c.name); // ["hamming", "weighted-positive:6"]
 * ```
 */
export function parseCoversOption(list: string, labelNames: readonly string[]): Cover[] {
  return parseCoverSpecs(list, coverSpecOptions(labelNames));
}

/**
 * The covering error of each cover on scores (a label is predicted when its score is above 0), keyed
 * by the cover's name: what `evaluate --covers` prints and a report's "Covering errors" section shows.
 *
 * @param covers - the covers, as {@link parseCoversOption} made them
 * @param Y - the true label sets
 * @param scores - the model's scores of the same documents
 * @returns `{ [cover name]: mean covering error per document }`
 * @example
 * ```ts no-run
 * coveringErrors(parseCoversOption("hamming,zero-one", model.labels), dataset.Y, model.scores(dataset.X));
 * // { hamming: 0.82, "zero-one": 0.41 }
 * ```
 */
export function coveringErrors(
  covers: readonly Cover[],
  Y: LabelMatrix,
  scores: DenseMatrix,
): Record<string, number> {
  return Object.fromEntries(covers.map((c) => [c.name, coveringError(c, Y, scores)]));
}

/**
 * The name of the cover an AdaBoost.LC model was trained with (the cover "given" with the model), or
 * undefined for a model of another algorithm.
 *
 * @example
 * ```ts no-run
 * ownCoverName(lcModel); // "weighted-positive:6"
 * ```
 */
export function ownCoverName(model: Model): string | undefined {
  const cover = (model as { readonly cover?: unknown }).cover;
  return model.algorithm === ADABOOST_LC && typeof cover === "string" ? cover : undefined;
}

/**
 * The covers a report (or a comparison) measures: those of `--covers`, then each given cover (an
 * AdaBoost.LC model's own) not already among them. A given cover whose name cannot be parsed again
 * (a custom cover of a model trained in code, a groups file no longer there) is left out with a note
 * on standard error; a bad `--covers` is an error.
 *
 * @param list - `--covers`, or undefined
 * @param given - specs of covers that come with the models (see {@link ownCoverName}; `compare --cover`)
 * @param labelNames - the labels the covers refer to
 * @param io - where the note goes
 * @returns the covers, `--covers` first, no name twice
 * @throws TextboostError as {@link parseCoversOption} does, for `list`
 * @example
 * ```ts no-run
 * measuredCovers("zero-one", ["hamming"], model.labels, io).map((c) => c.name); // ["zero-one", "hamming"]
 * ```
 */
export function measuredCovers(
  list: string | undefined,
  given: readonly string[],
  labelNames: readonly string[],
  io: CliIO,
): Cover[] {
  const covers = list === undefined ? [] : parseCoversOption(list, labelNames);
  for (const name of given) {
    try {
      const cover = parseCoverSpec(name, coverSpecOptions(labelNames));
      if (!covers.some((c) => c.name === cover.name)) covers.push(cover);
    } catch (e) {
      if (!isTextboostError(e)) throw e;
      io.err(
        `note: the model's cover "${name}" cannot be made again (${e.message}); its covering error is left out (give --covers)\n`,
      );
    }
  }
  return covers;
}

/**
 * The files a cover option reads (`groups:<file>`, `label-dependent:<file>`), as inputs of the command
 * that an output must never replace.
 *
 * @param option - the option as the user types it (`--cover`, `--covers`)
 * @param list - its value: one cover spec, or several separated by commas
 * @returns one input per file named, in order
 * @example
 * ```ts
 * coverInputFiles("--covers", "hamming,groups:g.txt"); // [{ option: "--covers", path: "g.txt" }]
 * ```
 */
export function coverInputFiles(option: string, list: string): { option: string; path: string }[] {
  return list
    .split(",")
    .map((spec) => /^(?:groups|label-dependent):(.+)$/.exec(spec.trim())?.[1])
    .filter((path): path is string => path !== undefined)
    .map((path) => ({ option, path }));
}
