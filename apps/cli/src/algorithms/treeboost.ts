import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import type { Booster, Dataset, LabelTree } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { labelTreeFromPaths, pathLabelKey, writeLabelTree } from "@textboost/datasets";
import { type QueueTraining, queueSubtrees } from "@textboost/distributed";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { perLabelThresholdStump, type StumpVariant, thresholdStump } from "@textboost/stumps";
import {
  loadTreeBoost,
  type TreeBoostFitOptions,
  type TreeBoostModel,
  treeBoost,
} from "@textboost/treeboost";
import {
  adaBoostMHWorkerBase,
  mpBoostWorkerBase,
  parallelTreeBoost,
  type WorkerBase,
} from "@textboost/treeboost/node";
import type { StumpKind } from "../options/stump-kind.js";
import { type HierarchySpec, TREEBOOST_BASES, type TreeBoostSettings } from "../options/treeboost-options.js";
import type { TrainingSteps } from "../training/training-steps.js";
import type { AlgorithmImplementation } from "./algorithm.js";
import { ADABOOST_MH, MP_BOOST } from "./algorithm-names.js";
import { type BinnedBaseOptions, binnedAdaBoostMH, binnedMPBoost } from "./binned-worker-bases.js";
import { induceTree } from "./induce-tree.js";

/** The tree of a hierarchy spec for a training set, and how its label names map onto it. */
function resolveHierarchy(spec: HierarchySpec): {
  hierarchy: LabelTree | ((data: Dataset) => LabelTree);
  labelKey?: (name: string) => string;
} {
  switch (spec.kind) {
    case "file":
      return { hierarchy: spec.tree };
    case "names":
      return { hierarchy: (data) => labelTreeFromPaths(data.labelNames), labelKey: pathLabelKey() };
    case "induce":
      return {
        hierarchy: (data) =>
          induceTree(
            data,
            {
              clusters: spec.clusters,
              ...(spec.minDocuments === undefined ? {} : { minDocuments: spec.minDocuments }),
            },
            spec.report ?? (() => {}),
          ).tree,
      };
  }
}

/** Into how many subtree jobs `train --queue` deals a tree's nodes, at most (one node a job below that). */
export const SUBTREE_JOBS = 64;

/**
 * The TreeBoost.MH booster `train` runs: on one thread, with `threads` > 1 its nodes on worker
 * threads, or with a queue its nodes as subtree jobs for `textboost worker`s (the same model, whichever).
 * With `--write-hierarchy`, the tree is written when it is built.
 *
 * @param settings - the treeboost settings, the stump variant, the threads, the stumps, the queue,
 *   the bins of binned stumps, the shrinkage of every node's booster (`--shrinkage`; absent: 1)
 * @returns the booster
 */
export function createTreeBoost(
  settings: TreeBoostSettings,
  variant: StumpVariant,
  threads: number,
  stumps: StumpKind = "presence",
  queue?: QueueTraining,
  bins?: number,
  shrinkage?: number,
): Booster<TreeBoostModel> {
  const { hierarchy, labelKey } = resolveHierarchy(settings.hierarchy);
  const glocal =
    settings.glocalFeatures === undefined
      ? {}
      : {
          glocalFeatures: {
            size: settings.glocalFeatures,
            measure: "information-gain",
            globalisation: "round-robin",
          } as const,
        };
  const common = { hierarchy, ...(labelKey ? { labelKey } : {}), ...glocal };
  if (queue !== undefined && stumps !== "presence") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `treeboost with --stumps ${stumps} trains on this machine; --queue applies to presence stumps`,
    );
  }
  const shrunk = shrinkage === undefined ? {} : { shrinkage };
  const binned =
    stumps === "binned" ? { variant, ...(bins === undefined ? {} : { bins }), ...shrunk } : undefined;
  const booster =
    queue !== undefined
      ? parallelTreeBoost({
          ...common,
          base: workerBase(settings.base, variant, shrinkage),
          remote: queueSubtrees(queue, SUBTREE_JOBS),
        })
      : threads > 1
        ? parallelTreeBoost({
            ...common,
            base: binned
              ? binnedWorkerBase(settings.base, binned)
              : workerBase(settings.base, variant, shrinkage),
            threads,
          })
        : treeBoost({ ...common, base: flatBase(settings.base, variant, stumps, binned, shrinkage) });
  const out = settings.writeHierarchy;
  if (out === undefined) return booster;
  return {
    name: booster.name,
    async fit(data, options) {
      const model = await booster.fit(data, options);
      await writeLabelTree(model.tree, out);
      return model;
    },
  };
}

/**
 * The flat booster at every node on one thread: AdaBoost.MH or MP-Boost, with presence, binned or
 * threshold stumps, each round shrunk by `shrinkage` when given.
 */
function flatBase(
  name: string | undefined,
  variant: StumpVariant,
  stumps: StumpKind,
  binned: BinnedBaseOptions | undefined,
  shrinkage: number | undefined,
): Booster {
  if (binned) return name === MP_BOOST ? binnedMPBoost(binned) : binnedAdaBoostMH(binned);
  const shrunk = shrinkage === undefined ? {} : { shrinkage };
  if (stumps === "threshold") {
    return name === MP_BOOST
      ? mpBoost({ learner: perLabelThresholdStump(), ...shrunk })
      : adaBoostMH({ learner: thresholdStump(), ...shrunk });
  }
  return name === MP_BOOST ? mpBoost({ variant, ...shrunk }) : adaBoostMH({ variant, ...shrunk });
}

/** The module of the binned node boosters, built (worker threads run the built JavaScript). */
const BINNED_BASES = new URL("../../dist/algorithms/binned-worker-bases.js", import.meta.url).href;

/** The worker-thread spec of a base booster with binned stumps: this CLI's `binned-worker-bases` module. */
function binnedWorkerBase(name: string, options: BinnedBaseOptions): WorkerBase {
  return name === MP_BOOST
    ? { module: BINNED_BASES, factory: "binnedMPBoost", loader: "loadMPBoost", options }
    : { module: BINNED_BASES, factory: "binnedAdaBoostMH", loader: "loadAdaBoostMH", options };
}

/** The worker-thread spec of a base booster by name (with the shrinkage of its rounds, when given). */
export function workerBase(name: string, variant?: StumpVariant, shrinkage?: number): WorkerBase {
  const options = {
    ...(variant === undefined ? {} : { variant }),
    ...(shrinkage === undefined ? {} : { shrinkage }),
  };
  if (name === ADABOOST_MH) return adaBoostMHWorkerBase(options);
  if (name === MP_BOOST) return mpBoostWorkerBase(options);
  throw new TextboostError(
    "E_MODEL_FORMAT",
    `TreeBoost.MH nodes of "${name}" cannot be loaded by this CLI; it knows ${TREEBOOST_BASES.join(", ")}`,
  );
}

/**
 * Loads a TreeBoost.MH model file with the loader of its nodes' algorithm (`body.base`).
 *
 * @throws TextboostError `E_MODEL_FORMAT` for a base this CLI does not know, and what `loadTreeBoost` throws
 */
export function loadTreeBoostModel(json: unknown, file: string): TreeBoostModel {
  const base = (json as { body?: { base?: unknown } } | null)?.body?.base;
  const loadBase =
    base === MP_BOOST ? loadMPBoost : base === ADABOOST_MH || base === undefined ? loadAdaBoostMH : undefined;
  if (loadBase === undefined) {
    throw new TextboostError(
      "E_MODEL_FORMAT",
      `the nodes of this TreeBoost.MH model are "${String(base)}" models; this CLI loads ${TREEBOOST_BASES.join(", ")}`,
      { file },
    );
  }
  return loadTreeBoost(json, { file, loadBase });
}

/**
 * A TreeBoost.MH booster that shows its nodes' rounds as they end, as the training display's detail
 * (`textboost: training treeboost: 3/100 (3%), node CCAT: 4/100 rounds, 20.0 s`): one round of the
 * tree is a round of every node, which takes long on a large tree.
 */
function withNodeSteps(booster: Booster<TreeBoostModel>, steps: TrainingSteps): Booster<TreeBoostModel> {
  return {
    ...booster,
    fit: (data, options) => {
      const fit: TreeBoostFitOptions = {
        ...options,
        onNodeIteration: (e) => steps.step(`node ${e.node}: ${e.iteration}/${e.iterations} rounds`),
      };
      return booster.fit(data, fit);
    },
  };
}

/** `--algorithm treeboost`: {@link createTreeBoost} with the settings `train` read, {@link loadTreeBoostModel}. */
export const TREEBOOST_IMPLEMENTATION: AlgorithmImplementation = {
  create: (s) => {
    if (!s.treeboost) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        "--algorithm treeboost needs a hierarchy (--hierarchy, --hierarchy-from-names or --induce-hierarchy)",
      );
    }
    const booster = createTreeBoost(
      s.treeboost,
      s.variant ?? "real",
      s.threads,
      s.stumps,
      s.queue,
      s.bins,
      s.shrinkage,
    );
    return s.steps === undefined ? booster : withNodeSteps(booster, s.steps);
  },
  load: loadTreeBoostModel,
};
