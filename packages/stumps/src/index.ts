export { isStumpHypothesis } from "@textboost/core";
export { hasTerm } from "@textboost/sparse";
export type { HistogramBins } from "./histogram-bins.js";
export { binThreshold, histogramBins, MAX_HISTOGRAM_BINS } from "./histogram-bins.js";
export { addRowsJs, createHistogramRows, type HistogramRows } from "./histogram-rows.js";
export type { HistogramChoice } from "./histogram-scan.js";
export { bestHistogramSplit } from "./histogram-scan.js";
export type {
  HistogramSplit,
  HistogramStatistics,
  HistogramStatisticsOptions,
} from "./histogram-statistics.js";
export { createHistogramStatistics } from "./histogram-statistics.js";
export type { HistogramStumpOptions } from "./histogram-stump.js";
export { DEFAULT_HISTOGRAM_BINS, histogramStump } from "./histogram-stump.js";
export { hypothesisFromJSON } from "./hypothesis-from-json.js";
export type { StumpLearnerOptions } from "./learner-options.js";
export { resolveEpsilon, resolveVariant } from "./learner-options.js";
export type { PerLabelHistogramStumpOptions } from "./per-label-histogram-stump.js";
export { perLabelHistogramStump } from "./per-label-histogram-stump.js";
export type {
  LabelSplit,
  PerLabelHistogramSums,
  PerLabelHistogramSumsOptions,
} from "./per-label-histogram-sums.js";
export { createPerLabelHistogramSums } from "./per-label-histogram-sums.js";
export type { PerLabelStumpOptions } from "./per-label-stump.js";
export {
  perLabelChooser,
  perLabelScope,
  perLabelStump,
  perLabelVotesOf,
  pivotLabelWeights,
  resolveCandidates,
} from "./per-label-stump.js";
export type { PerLabelThresholdStumpHypothesis } from "./per-label-threshold-stump.js";
export {
  perLabelThresholdStump,
  perLabelThresholdStumpFromJSON,
  perLabelThresholdStumpHypothesis,
} from "./per-label-threshold-stump.js";
export type { ExactSides, PresenceBound } from "./pivot-criteria.js";
export {
  chooseExactly,
  EXACT_MARGIN,
  exactPresenceKey,
  exactSidesOf,
  labelKey,
  labelPivot,
  linearBound,
  presenceBound,
  presenceKey,
  presenceLowerBound,
} from "./pivot-criteria.js";
export type {
  IncrementalParts,
  PivotChooser,
  PivotChooserFactory,
  PivotScope,
  PivotStump,
} from "./pivot-stump-learner.js";
export { checkFeatures, pivotStumpLearner } from "./pivot-stump-learner.js";
export { presenceChooser, presenceScope, presenceStump, totalMass } from "./presence-stump.js";
export { SCALABLE_HYPOTHESIS_TYPES, scaledHypothesis } from "./scaled-hypothesis.js";
export type { ChunkChoices } from "./streamed-chunks.js";
export {
  CHUNK_CLOSE_TERMS,
  chunkChoices,
  clearChunkEntry,
  documentBounds,
  foldChunkKey,
  labelChunkChoices,
  mergeChunkChoices,
  presenceChunkChoice,
} from "./streamed-chunks.js";
export type { StreamedScratch } from "./streamed-pivots.js";
export {
  streamedLabelPivot,
  streamedLabelPivots,
  streamedPresencePivot,
  streamedScratch,
  streamedScratchOf,
} from "./streamed-pivots.js";
export { streamedPerLabelStump, streamedPresenceStump } from "./streamed-stump.js";
export type { PerLabelStumpHypothesis, StumpHypothesis } from "./stump-hypothesis.js";
export {
  perLabelStumpHypothesis,
  stumpFromJSON,
  stumpHypothesis,
} from "./stump-hypothesis.js";
export type { StumpRule, StumpVariant } from "./stump-variant.js";
export { improvesZ, PRUNE_MARGIN, STUMP_VARIANTS, stumpRule } from "./stump-variant.js";
export {
  ABSTAINED,
  hasPerLabelThresholdSides,
  isThresholdStump,
  perLabelThresholdSides,
  sideFactors,
  thresholdFactors,
  thresholdSides,
} from "./threshold-factors.js";
export type { AbsentMode } from "./threshold-scan.js";
export { storedValue } from "./threshold-scan.js";
export type { ThresholdStumpHypothesis, ThresholdStumpOptions } from "./threshold-stump.js";
export { thresholdStump, thresholdStumpFromJSON, thresholdStumpHypothesis } from "./threshold-stump.js";
export { voteFeature, voteThreshold } from "./vote-feature.js";
export { tableWorthCompacting, worthCompacting } from "./worth-compacting.js";
