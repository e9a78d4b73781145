import type { LabelTree, Model } from "@textboost/core";
import { labelTreeIndexOf, TextboostError } from "@textboost/core";
import { labelTreeFromPaths, pathLabelKey, readLabelTree } from "@textboost/datasets";
import type { HierarchyOptions } from "@textboost/metrics";
import type { TreeBoostModel } from "@textboost/treeboost";
import type { Command } from "commander";
import { ADABOOST_MH, MP_BOOST, TREEBOOST_MH } from "../algorithms/algorithm-names.js";
import { CLUSTERS, DOCUMENTS, FEATURES } from "./option-ranges.js";
import { inRange } from "./option-values.js";

/** The flat boosters `train --algorithm treeboost --base` offers. */
export const TREEBOOST_BASES = [ADABOOST_MH, MP_BOOST] as const;
export type TreeBoostBaseName = (typeof TREEBOOST_BASES)[number];

/** Where `train --algorithm treeboost` takes its hierarchy from. */
export type HierarchySpec =
  /** A tree file (RCV1 `hier.orig` or TSV) whose codes are the data set's label names. */
  | { readonly kind: "file"; readonly path: string; readonly tree: LabelTree }
  /** Path-style label names (`CCAT.C15.C151`, Reuters-K500), their tree built from them. */
  | { readonly kind: "names" }
  /**
   * Induced from the training data: `clusters` macro-categories over the flat labels; with
   * `minDocuments`, only the categories with that many documents are clustered, the others attached;
   * without, the minimum is chosen from the data and `report` told (see `induceTree`).
   */
  | {
      readonly kind: "induce";
      readonly clusters: number;
      readonly minDocuments?: number;
      readonly report?: (line: string) => void;
    };

/** The TreeBoost.MH part of `train`'s settings. */
export interface TreeBoostSettings {
  readonly base: TreeBoostBaseName;
  readonly hierarchy: HierarchySpec;
  /** Glocal feature selection: this many terms at every internal node (information gain, round robin). */
  readonly glocalFeatures?: number;
  /** Write the hierarchy used (TSV) to this file. */
  readonly writeHierarchy?: string;
}

/**
 * Adds the options of `train --algorithm treeboost` to the train command.
 *
 * @example
 * ```ts
 * addTreeBoostTrainOptions(program.command("train"));
 * ```
 */
export function addTreeBoostTrainOptions(command: Command): Command {
  return command
    .option(
      "--hierarchy <file>",
      "treeboost: the category tree (RCV1 hier.orig or parent<TAB>child<TAB>description TSV)",
    )
    .option(
      "--hierarchy-from-names",
      "treeboost: build the tree from path-style label names (CCAT.C15.C151)",
      false,
    )
    .option(
      "--induce-hierarchy <n>",
      "treeboost: induce n macro-categories over flat labels (average-linkage clustering of centroid cosines)",
      inRange("--induce-hierarchy", CLUSTERS),
    )
    .option(
      "--min-documents <n>",
      "treeboost --induce-hierarchy: cluster only the categories with at least n documents, attach the others",
      inRange("--min-documents", DOCUMENTS),
    )
    .option(
      "--glocal-features <n>",
      "treeboost: keep the n best terms at every internal node (glocal selection: information gain, round robin)",
      inRange("--glocal-features", FEATURES),
    )
    .option(
      "--write-hierarchy <file>",
      "treeboost: also write the hierarchy used as TSV (to inspect or edit it)",
    );
}

/** The parsed options {@link addTreeBoostTrainOptions} adds. */
interface TreeBoostTrainFlags {
  readonly base?: string;
  readonly hierarchy?: string;
  readonly hierarchyFromNames?: boolean;
  readonly induceHierarchy?: number;
  readonly minDocuments?: number;
  readonly glocalFeatures?: number;
  readonly writeHierarchy?: string;
}

/**
 * Checks the treeboost options of `train` and reads the hierarchy file: they apply to `--algorithm
 * treeboost` only, which needs exactly one hierarchy source.
 *
 * @param report - where `--induce-hierarchy` without `--min-documents` says what minimum it chose
 * @returns the settings, or undefined for another algorithm
 * @throws TextboostError `E_INVALID_ARGUMENT` for misplaced or conflicting options; what
 *   `readLabelTree` throws for the file
 */
export async function treeBoostTrainSettings(
  algorithm: string,
  flags: TreeBoostTrainFlags,
  report?: (line: string) => void,
): Promise<TreeBoostSettings | undefined> {
  const given = [
    flags.hierarchy !== undefined ? "--hierarchy" : undefined,
    flags.hierarchyFromNames ? "--hierarchy-from-names" : undefined,
    flags.induceHierarchy !== undefined ? "--induce-hierarchy" : undefined,
  ].filter((g): g is string => g !== undefined);
  const others = [
    flags.glocalFeatures !== undefined ? "--glocal-features" : undefined,
    flags.writeHierarchy !== undefined ? "--write-hierarchy" : undefined,
    flags.minDocuments !== undefined ? "--min-documents" : undefined,
  ].filter((g): g is string => g !== undefined);
  if (algorithm !== TREEBOOST_MH) {
    const misplaced = [...given, ...others];
    if (misplaced.length > 0) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `${misplaced.join(", ")} ${misplaced.length === 1 ? "applies" : "apply"} to --algorithm treeboost, not ${algorithm}`,
      );
    }
    return undefined;
  }
  if (given.length !== 1) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      given.length === 0
        ? "--algorithm treeboost needs a hierarchy: --hierarchy FILE, --hierarchy-from-names or --induce-hierarchy N"
        : `give one hierarchy, not ${given.join(" and ")}`,
    );
  }
  if (flags.minDocuments !== undefined && flags.induceHierarchy === undefined) {
    throw new TextboostError("E_INVALID_ARGUMENT", "--min-documents applies to --induce-hierarchy");
  }
  const base = flags.base ?? ADABOOST_MH;
  if (!(TREEBOOST_BASES as readonly string[]).includes(base)) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--base must be one of ${TREEBOOST_BASES.join(", ")}, got "${base}"`,
    );
  }
  const hierarchy: HierarchySpec =
    flags.hierarchy !== undefined
      ? { kind: "file", path: flags.hierarchy, tree: await readLabelTree(flags.hierarchy) }
      : flags.hierarchyFromNames
        ? { kind: "names" }
        : {
            kind: "induce",
            clusters: flags.induceHierarchy!,
            ...(flags.minDocuments === undefined ? {} : { minDocuments: flags.minDocuments }),
            ...(report === undefined ? {} : { report }),
          };
  return {
    base: base as TreeBoostBaseName,
    hierarchy,
    ...(flags.glocalFeatures === undefined ? {} : { glocalFeatures: flags.glocalFeatures }),
    ...(flags.writeHierarchy === undefined ? {} : { writeHierarchy: flags.writeHierarchy }),
  };
}

/** True for TreeBoost.MH models. */
export function isTreeBoostModel(model: Model): model is TreeBoostModel {
  return model.algorithm === TREEBOOST_MH && "plan" in model;
}

/**
 * Adds `--hierarchy FILE` and `--hierarchy-from-names` to `evaluate`, for the hierarchical measures
 * of any model (a TreeBoost.MH model brings its own tree).
 */
export function addHierarchyEvaluateOptions(command: Command): Command {
  return command
    .option(
      "--hierarchy <file>",
      "also the hierarchical measures over this tree (hier.orig or TSV; TreeBoost.MH models bring theirs)",
    )
    .option(
      "--hierarchy-from-names",
      "also the hierarchical measures over the tree of path-style label names",
      false,
    );
}

/**
 * The tree `evaluate` measures over, with the tree node of each of the model's labels: the model's
 * own for TreeBoost.MH, else the one `--hierarchy` or `--hierarchy-from-names` gives, else none.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for both flags, or labels missing from the tree (named)
 */
export async function evaluationHierarchy(
  model: Model,
  flags: { hierarchy?: string; hierarchyFromNames?: boolean },
): Promise<HierarchyOptions | undefined> {
  if (flags.hierarchy !== undefined && flags.hierarchyFromNames) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "give one hierarchy, not --hierarchy and --hierarchy-from-names",
    );
  }
  if (flags.hierarchy !== undefined) {
    const tree = await readLabelTree(flags.hierarchy);
    return { tree, index: labelTreeIndexOf(tree, model.labels, { file: flags.hierarchy }) };
  }
  if (flags.hierarchyFromNames) {
    const tree = labelTreeFromPaths(model.labels);
    return { tree, index: labelTreeIndexOf(tree, model.labels, { key: pathLabelKey() }) };
  }
  if (isTreeBoostModel(model)) return { tree: model.tree, index: model.plan.labelNodes };
  return undefined;
}
