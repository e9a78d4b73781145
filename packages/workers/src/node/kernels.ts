// The tasks of the worker pool by name: what a worker runs for a "run" request, and what the calling
// thread runs alike on its share of the chunks. Each learner's tasks and the context they share live
// in kernels/ (one file a learner or part); this list is all a worker loads (worker.ts imports it
// when it starts), with the modules of @textboost/statistics, @textboost/stumps and
// @textboost/covers they call. Only types come from @textboost/core.
import { bestTermsOfChunks, bestTermsOfLabelBlocks } from "./kernels/best-terms.js";
import { changedPairsLoss } from "./kernels/pair-loss.js";
import { perLabelPivots } from "./kernels/per-label.js";
import { presenceKeys } from "./kernels/presence.js";
import { scoreRows } from "./kernels/score-rows.js";
import {
  streamedBounds,
  streamedCandidates,
  streamedLabels,
  streamedPivotWeights,
  streamedPresence,
} from "./kernels/streamed.js";
import { recomputeEntries, refillRows } from "./kernels/table-entries.js";
import { groupUpdate, perLabelUpdate, simdGroupUpdate, simdLabelUpdate } from "./kernels/table-update.js";

/** The tasks a worker can run, by name. */
export const KERNELS = {
  "presence-keys": presenceKeys,
  "per-label-pivots": perLabelPivots,
  "per-label-update": perLabelUpdate,
  "group-update": groupUpdate,
  "simd-group-update": simdGroupUpdate,
  "simd-label-update": simdLabelUpdate,
  "score-rows": scoreRows,
  "best-terms": bestTermsOfChunks,
  "best-label-blocks": bestTermsOfLabelBlocks,
  "changed-pairs-loss": changedPairsLoss,
  "recompute-entries": recomputeEntries,
  "refill-rows": refillRows,
  "streamed-bounds": streamedBounds,
  "streamed-presence": streamedPresence,
  "streamed-labels": streamedLabels,
  "streamed-candidates": streamedCandidates,
  "streamed-pivot-weights": streamedPivotWeights,
} as const;

/** The name of a task in {@link KERNELS}. */
export type KernelName = keyof typeof KERNELS;

/** The context type a task reads. */
export type KernelContext<K extends KernelName> = Parameters<(typeof KERNELS)[K]>[0];

/** The per-part arguments of a task. */
export type KernelArgs<K extends KernelName> = Parameters<(typeof KERNELS)[K]>[1];
