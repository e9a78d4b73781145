import { TextboostError } from "@textboost/core";
import { Option } from "commander";
import * as range from "./option-ranges.js";
import { inRange, listInRange } from "./option-values.js";

/** The priors `train --prior` knows: none, or one-vs-rest linear SVMs. */
export const PRIOR_KINDS = ["none", "linear"] as const;
/** One of {@link PRIOR_KINDS}. */
export type PriorKind = (typeof PRIOR_KINDS)[number];

/** The linear prior of a training, as `train --prior linear --prior-c C --prior-folds k` gives it. */
export interface PriorSettings {
  /** The SVMs' costs C, one chosen per label by out-of-fold loss (default 0.1, 1, 10). */
  readonly c?: readonly number[];
  /** Parts for the out-of-fold scores the prior's maps are fitted on (default 3). */
  readonly folds?: number;
  /** Class weighing of the SVMs: no, yes, or chosen per label with C (default no). */
  readonly balanced?: boolean | "choose";
}

/** The values of `--prior-balanced`. */
export const PRIOR_BALANCED = ["no", "yes", "choose"] as const;

/**
 * The `--prior`, `--prior-c`, `--prior-balanced` and `--prior-folds` options of `train`: AdaBoost.MH and MP-Boost start
 * their committee from one-vs-rest linear SVMs fitted on the training documents (`fitLinearPrior`
 * of `@textboost/linear`, the committee's round 1) and boost from the weights they leave.
 *
 * @returns the four options
 *
 * @example
 * ```ts no-run
 * for (const option of priorOptions()) command.addOption(option);
 * ```
 */
export function priorOptions(): Option[] {
  return [
    new Option(
      "--prior <kind>",
      "adaboost-mh and mp-boost: none (default), or linear: round 1 of the committee is one-vs-rest linear SVMs (squared hinge, L2) on the features as weighted, mapped to the committee's scale on out-of-fold scores, and the rounds after it correct them (not with --stumps binned or checkpoints)",
    ).choices([...PRIOR_KINDS]),
    new Option(
      "--prior-c <list>",
      "with --prior linear: the SVMs' costs C, comma-separated; each label keeps the one whose out-of-fold scores have the least exponential loss (default 0.1,1,10; one value fixes C)",
    ).argParser(listInRange("--prior-c", range.PRIOR_C)),
    new Option(
      "--prior-balanced <when>",
      "with --prior linear: weigh each SVM's classes inversely to their frequency (scikit-learn's class_weight=balanced): no (default), yes, or choose (per label, with C, by the same out-of-fold loss)",
    ).choices([...PRIOR_BALANCED]),
    new Option(
      "--prior-folds <k>",
      "with --prior linear: parts of the training documents for the out-of-fold scores the prior is mapped on (default 3)",
    ).argParser(inRange("--prior-folds", range.PRIOR_FOLDS)),
  ];
}

/**
 * The prior of `train`'s parsed options: undefined without `--prior linear`.
 *
 * @param o - the parsed `--prior`, `--prior-c`, `--prior-folds`, `--prior-balanced`
 * @returns the settings, or undefined for no prior
 * @throws TextboostError `E_INVALID_ARGUMENT` for `--prior-c`, `--prior-folds` or `--prior-balanced`
 *   without `--prior linear`
 */
export function priorSettings(o: {
  readonly prior?: string;
  readonly priorC?: readonly number[];
  readonly priorFolds?: number;
  readonly priorBalanced?: string;
}): PriorSettings | undefined {
  if (o.prior !== "linear") {
    const given: [unknown, string][] = [
      [o.priorC, "--prior-c"],
      [o.priorFolds, "--prior-folds"],
      [o.priorBalanced, "--prior-balanced"],
    ];
    const stray = given.find(([value]) => value !== undefined)?.[1];
    if (stray !== undefined) {
      throw new TextboostError("E_INVALID_ARGUMENT", `${stray} applies with --prior linear`);
    }
    return undefined;
  }
  return {
    ...(o.priorC === undefined ? {} : { c: o.priorC }),
    ...(o.priorFolds === undefined ? {} : { folds: o.priorFolds }),
    ...(o.priorBalanced === undefined
      ? {}
      : { balanced: o.priorBalanced === "choose" ? ("choose" as const) : o.priorBalanced === "yes" }),
  };
}
