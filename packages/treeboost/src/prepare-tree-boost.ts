import type { Dataset, LabelTree, Model } from "@textboost/core";
import {
  checkDataset,
  DEFAULT_ITERATIONS,
  labelTreeIndexOf,
  MAX_ITERATIONS,
  TextboostError,
} from "@textboost/core";
import type { GlocalFeatureOptions } from "./local-dataset.js";
import { type LocalExamples, localExamples } from "./local-examples.js";
import { type TreeBoostModel, type TreeBoostTrace, treeBoostModel } from "./tree-boost-model.js";
import { type TreeBoostPlan, treeBoostPlan } from "./tree-plan.js";

/** The hierarchy a TreeBoost.MH fit uses: a tree, or a function that builds one from the training data. */
export type HierarchySource = LabelTree | ((data: Dataset) => LabelTree);

/** Everything a TreeBoost.MH fit derives from the data before any booster runs. */
export interface PreparedTreeBoost {
  readonly iterations: number;
  readonly plan: TreeBoostPlan;
  readonly examples: readonly LocalExamples[];
}

/**
 * Checks the data and the options of a TreeBoost.MH fit and lays it out: the hierarchy over the
 * data-set labels, the boosters ({@link treeBoostPlan}) and their local examples
 * ({@link localExamples}). Shared by `treeBoost` and the worker-thread version, so both train the
 * same problems.
 *
 * @param data - the training set
 * @param hierarchy - the tree, or a function of the data that builds it
 * @param labelKey - turns a data-set label name into its tree code (default: the name itself)
 * @param iterations - rounds per node (default `DEFAULT_ITERATIONS` of `@textboost/core`, as for the flat boosters)
 * @returns the plan, the local examples and the rounds
 * @throws TextboostError `E_SHAPE` for a data set whose parts do not fit; `E_INVALID_ARGUMENT` for
 *   labels missing from the hierarchy (named), two labels on one category, or bad `iterations`
 *
 * @example
 * ```ts
 * const { plan, examples } = prepareTreeBoost(data, tree, (name) => name, 50);
 * ```
 */
export function prepareTreeBoost(
  data: Dataset,
  hierarchy: HierarchySource,
  labelKey: ((name: string) => string) | undefined,
  iterations: number | undefined,
): PreparedTreeBoost {
  const S = iterations ?? DEFAULT_ITERATIONS;
  if (!Number.isInteger(S) || S < 1 || S > MAX_ITERATIONS) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `iterations must be a whole number from 1 to ${MAX_ITERATIONS}, got ${S}`,
    );
  }
  checkDataset(data);
  const tree = typeof hierarchy === "function" ? hierarchy(data) : hierarchy;
  const labelNodes = labelTreeIndexOf(tree, data.labelNames, labelKey === undefined ? {} : { key: labelKey });
  const plan = treeBoostPlan(tree, labelNodes);
  return { iterations: S, plan, examples: localExamples(plan, data.Y) };
}

/**
 * The settings a TreeBoost.MH model file records.
 *
 * @example
 * ```ts
 * treeBoostSettings("adaboost-mh", 100, { size: 2000 }); // { base: "adaboost-mh", iterations: 100, glocalFeatures: {...} }
 * ```
 */
export function treeBoostSettings(
  base: string,
  iterations: number,
  glocal: GlocalFeatureOptions | undefined,
): Record<string, unknown> {
  return {
    base,
    iterations,
    ...(glocal === undefined
      ? {}
      : {
          glocalFeatures: {
            size: glocal.size,
            measure: typeof glocal.measure === "function" ? "custom" : (glocal.measure ?? "information-gain"),
            globalisation: glocal.globalisation ?? "round-robin",
          },
        }),
  };
}

/**
 * The model of a finished TreeBoost.MH fit, from its trained nodes (in plan order), the same whichever
 * thread trained which node.
 *
 * @param data - the training set
 * @param prepared - from {@link prepareTreeBoost}
 * @param nodes - one trained node per plan node, in plan order
 * @param baseName - the base booster's name (for the settings, and the model's `base` when no node trained)
 * @param trace - the aggregated progress
 * @param preprocessing - the fit's `preprocessing`
 * @param glocal - the glocal selection used, if any
 * @returns the model
 *
 * @example
 * ```ts
 * const prepared = prepareTreeBoost(data, tree, undefined, 50);
 * const progress = fitProgress(prepared.plan, prepared.examples, 50, {});
 * const nodes = prepared.plan.nodes.map((_, i) => i);
 * const options = { iterations: 50, onRound: progress.onRound };
 * const trained = await trainNodes(data, prepared.plan, prepared.examples, nodes, adaBoostMH(), options);
 * const model = assembleTreeBoost(data, prepared, trained, "adaboost-mh", progress.trace, null, undefined);
 * ```
 */
export function assembleTreeBoost(
  data: Dataset,
  prepared: PreparedTreeBoost,
  nodes: readonly { readonly columns: Int32Array; readonly model: Model | null }[],
  baseName: string,
  trace: TreeBoostTrace,
  preprocessing: unknown,
  glocal: GlocalFeatureOptions | undefined,
): TreeBoostModel {
  return treeBoostModel({
    labels: data.labelNames,
    features: data.featureNames,
    plan: prepared.plan,
    nodes,
    base: nodes.find((n) => n.model !== null)?.model?.algorithm ?? baseName,
    trace,
    preprocessing: preprocessing ?? null,
    settings: treeBoostSettings(baseName, prepared.iterations, glocal),
  });
}
