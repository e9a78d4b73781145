import type { Cover } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { groupCover } from "./group-cover.js";
import { hammingCover } from "./hamming-cover.js";
import { labelDependentCover } from "./label-dependent-cover.js";
import { labelTreeCover } from "./label-tree-cover.js";
import { parseLabelGroups } from "./parse-label-groups.js";
import { twoSetsCover } from "./two-sets-cover.js";
import { PAPER_NEGATIVE_WEIGHT, weightedNegativeCover } from "./weighted-negative-cover.js";
import { PAPER_POSITIVE_WEIGHT, weightedPositiveCover } from "./weighted-positive-cover.js";
import { zeroOneCover } from "./zero-one-cover.js";

/** What {@link parseCoverSpec} needs for the covers that refer to the data set's labels. */
export interface CoverSpecOptions {
  /** The data set's label names (for `groups:<file>` and `label-dependent:<file>`). */
  readonly labelNames?: readonly string[];
  /**
   * Returns the text of a groups file (for `groups:<file>`, `label-dependent:<file>`). Kept a callback
   * so this package reads no files itself and runs in browsers; in Node pass
   * `(path) => readFileSync(path, "utf8")`.
   */
  readonly readGroupsFile?: (path: string) => string;
  /** Parent label of each label, −1 for roots (for `label-tree:<depth>`). */
  readonly labelParents?: ArrayLike<number>;
}

/** The spellings {@link parseCoverSpec} accepts, for help texts. */
export const COVER_SPEC_FORMS: readonly string[] = [
  "hamming (hm)",
  "zero-one (zo)",
  "two-sets (ts)",
  `weighted-positive[:w] (wp[:w], default w = ${PAPER_POSITIVE_WEIGHT})`,
  `weighted-negative[:w] (wn[:w], default w = ${PAPER_NEGATIVE_WEIGHT})`,
  "groups:<file>",
  "label-dependent:<file>",
  "label-tree:<depth>",
];

function invalid(spec: string, detail: string): never {
  throw new TextboostError(
    "E_INVALID_ARGUMENT",
    `cover "${spec}": ${detail}; accepted: ${COVER_SPEC_FORMS.join(", ")}`,
  );
}

function weight(spec: string, arg: string | undefined, fallback: number): number {
  if (arg === undefined) return fallback;
  if (!/^[1-9][0-9]*$/.test(arg)) invalid(spec, `the weight "${arg}" is not a positive integer`);
  return Number(arg);
}

/**
 * Parses a cover as the command line writes it: `hamming`, `zero-one`, `two-sets`,
 * `weighted-positive:6`, `weighted-negative:4`, `groups:<file>`, `label-dependent:<file>`,
 * `label-tree:<depth>`. The paper's abbreviations `hm`, `zo`, `ts`, `wp[:w]`, `wn[:w]` work too,
 * and the keyword is case-insensitive. A groups file has one group per line (see
 * {@link parseLabelGroups}); the file is read through `options.readGroupsFile`.
 *
 * @param spec - the cover's spelling
 * @param options - label names, the groups file reader, the label tree
 * @returns the {@link Cover}; its `name` is the canonical spelling (`"weighted-positive:6"` for `wp`)
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown spelling or a missing option,
 *   `E_INPUT_FORMAT` (file, line) for a bad groups file
 *
 * @example
 * ```ts no-run
 * parseCoverSpec("wp").name; // "weighted-positive:6"
 * parseCoverSpec("groups:topics.txt", {
 *   labelNames: dataset.labelNames,
 *   readGroupsFile: (path) => readFileSync(path, "utf8"),
 * });
 * ```
 */
export function parseCoverSpec(spec: string, options: CoverSpecOptions = {}): Cover {
  const trimmed = spec.trim();
  const colon = trimmed.indexOf(":");
  const keyword = (colon < 0 ? trimmed : trimmed.slice(0, colon)).toLowerCase();
  const arg = colon < 0 ? undefined : trimmed.slice(colon + 1);
  const noArg = (cover: () => Cover): Cover => {
    if (arg !== undefined) invalid(spec, `"${keyword}" takes no argument`);
    return cover();
  };
  switch (keyword) {
    case "hamming":
    case "hm":
      return noArg(hammingCover);
    case "zero-one":
    case "zo":
      return noArg(zeroOneCover);
    case "two-sets":
    case "ts":
      return noArg(twoSetsCover);
    case "weighted-positive":
    case "wp":
      return weightedPositiveCover(weight(spec, arg, PAPER_POSITIVE_WEIGHT));
    case "weighted-negative":
    case "wn":
      return weightedNegativeCover(weight(spec, arg, PAPER_NEGATIVE_WEIGHT));
    case "groups":
    case "label-dependent": {
      if (arg === undefined || arg === "") invalid(spec, `"${keyword}" needs a file: ${keyword}:<file>`);
      if (!options.labelNames) invalid(spec, "the data set's label names are needed (options.labelNames)");
      if (!options.readGroupsFile) invalid(spec, "no way to read the groups file (options.readGroupsFile)");
      const groups = parseLabelGroups(options.readGroupsFile(arg), options.labelNames, { file: arg });
      const name = `${keyword}:${arg}`;
      return keyword === "groups" ? groupCover(groups, { name }) : labelDependentCover(groups, { name });
    }
    case "label-tree": {
      if (arg === undefined || !/^[0-9]+$/.test(arg))
        invalid(spec, "the depth must be a non-negative integer");
      if (!options.labelParents) invalid(spec, "the label tree is needed (options.labelParents)");
      return labelTreeCover(options.labelParents, Number(arg));
    }
    default:
      return invalid(spec, "unknown cover");
  }
}

/**
 * Parses a comma-separated list of covers (`evaluate --covers hamming,zero-one,wp:6`); each item as
 * {@link parseCoverSpec}. Empty items are an error.
 *
 * @param list - the comma-separated spellings
 * @param options - as for {@link parseCoverSpec}
 * @returns the covers in list order
 * @throws TextboostError `E_INVALID_ARGUMENT` for an empty list or item, or any error of {@link parseCoverSpec}
 *
 * @example
 * ```ts
 * parseCoverSpecs("zo,hm,ts,wp,wn").map((c) => c.name);
 * // ["zero-one", "hamming", "two-sets", "weighted-positive:6", "weighted-negative:4"]
 * ```
 */
export function parseCoverSpecs(list: string, options: CoverSpecOptions = {}): Cover[] {
  const items = list.split(",").map((s) => s.trim());
  if (items.some((s) => s === "")) {
    throw new TextboostError("E_INVALID_ARGUMENT", `cover list "${list}" has an empty item`);
  }
  return items.map((s) => parseCoverSpec(s, options));
}
