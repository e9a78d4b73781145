import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, Dataset } from "@textboost/core";
import { throwIfAborted } from "@textboost/core";
import { fitProgress, type TreeBoostFitOptions } from "./fit-progress.js";
import type { GlocalFeatureOptions } from "./local-dataset.js";
import { assembleTreeBoost, type HierarchySource, prepareTreeBoost } from "./prepare-tree-boost.js";
import { trainNodes } from "./train-nodes.js";
import { TREEBOOST_MH, type TreeBoostModel } from "./tree-boost-model.js";

/** How to configure {@link treeBoost}. */
export interface TreeBoostOptions {
  /**
   * The category tree (`LabelTree` of `@textboost/core`: from `labelTree`, or the readers and
   * builders of `@textboost/datasets`, or an induced hierarchy), or a function that builds it from
   * the training data (`(data) => labelTreeFromPaths(data.labelNames)`). Every data-set label must
   * be a category of the tree; the tree may have more (internal categories that only group others).
   */
  readonly hierarchy: HierarchySource;
  /** Turns a data-set label name into its tree code (default: the name itself), e.g. `pathLabelKey()`. */
  readonly labelKey?: (name: string) => string;
  /** The flat multi-label booster trained at every internal node (default `adaBoostMH()`). */
  readonly base?: Booster;
  /** Glocal feature selection at every internal node (Section 3.2); default none. */
  readonly glocalFeatures?: GlocalFeatureOptions;
  /**
   * Train the nodes side by side (default true: `onIteration` advances steadily), or one after
   * another (false: less memory at a time; every `onNodeIteration` event's `elapsedMs` is then that
   * node's own training time, and `onIteration` reports the rounds as the last node does them).
   * The model is the same.
   */
  readonly interleave?: boolean;
}

/**
 * TreeBoost.MH (Esuli, Fagni and Sebastiani; Figure 1 of their paper): boosting over a category
 * tree. Every internal category, and an implicit root over the top-level ones, gets its own flat
 * multi-label booster over its children, trained on its local examples only (Definitions 1 and 2:
 * a category's positives are its documents and its descendants'; its negatives are its siblings'
 * positives), with its own weight distribution, and optionally its own feature set (glocal
 * selection, Section 3.2). `iterations` is S, the rounds of every node's booster.
 *
 * Documents may carry internal categories as labels: such a label means "filed under this category
 * itself"; it counts among the category's positives (Definition 1) and is scored by an extra output
 * of the category's booster (see `treeBoostPlan`).
 *
 * The nodes train side by side on one thread; `@textboost/treeboost/node` trains them on worker
 * threads, with the same model. Deterministic: nothing random is drawn, and every node gets `seed`.
 *
 * @param options - the hierarchy (required), label key, base booster, glocal selection
 * @returns a {@link Booster} whose `fit(dataset, { iterations, seed, onIteration, onNodeIteration, signal, preprocessing })`
 *   resolves to a {@link TreeBoostModel}
 *
 * @example
 * ```ts
 * import { treeBoost } from "@textboost/treeboost";
 * import { mpBoost } from "@textboost/mp-boost";
 * // tree: a LabelTree over the data set's labels, e.g. labelTree({ labels: ["grain", "wheat", ...], parent: [-1, 0, ...] })
 * const model = await treeBoost({ hierarchy: tree, base: mpBoost() }).fit(dataset, { iterations: 200 });
 * model.predict(testX);                        // top-down: a document reaches zero, one or several leaves
 * model.explain(testX, 0, 1).parts;            // the path to label 1 and each node's pivots
 * ```
 */
export function treeBoost(options: TreeBoostOptions): Booster<TreeBoostModel, TreeBoostFitOptions> {
  const base = options.base ?? adaBoostMH();
  return {
    name: TREEBOOST_MH,
    async fit(data: Dataset, fit: TreeBoostFitOptions = {}): Promise<TreeBoostModel> {
      throwIfAborted(fit.signal, "training");
      const prepared = prepareTreeBoost(data, options.hierarchy, options.labelKey, fit.iterations);
      const { iterations, plan, examples } = prepared;
      const progress = fitProgress(plan, examples, iterations, fit);
      const trained = await trainNodes(
        data,
        plan,
        examples,
        plan.nodes.map((_, b) => b),
        base,
        {
          iterations,
          ...(fit.seed === undefined ? {} : { seed: fit.seed }),
          ...(fit.signal === undefined ? {} : { signal: fit.signal }),
          ...(options.glocalFeatures === undefined ? {} : { glocal: options.glocalFeatures }),
          ...(options.interleave === undefined ? {} : { interleave: options.interleave }),
          onRound: progress.onRound,
        },
      );
      return assembleTreeBoost(
        data,
        prepared,
        trained,
        base.name,
        progress.trace,
        fit.preprocessing,
        options.glocalFeatures,
      );
    },
  };
}
