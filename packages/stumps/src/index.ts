export type { AdditiveModel, AdditiveModelBody, AdditiveModelParts, RoundTrace } from "./additive-model.js";
export { additiveModel, loadAdditiveModel } from "./additive-model.js";
export type { BoostAdditiveOptions, Normalisation } from "./boost-additive.js";
export { boostAdditive, DEFAULT_ITERATIONS } from "./boost-additive.js";
export { COMPLEMENT_RESOLUTION, complement, resolved } from "./complement.js";
export type { CompressedCommittee } from "./compressed-committee.js";
export { compressCommittee } from "./compressed-committee.js";
export { STATISTIC_TOLERANCE } from "./error-estimate.js";
export { hasTerm } from "./has-term.js";
export type { HistogramBins } from "./histogram-bins.js";
export { binThreshold, histogramBins, MAX_HISTOGRAM_BINS } from "./histogram-bins.js";
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
export type { IncrementalRun, IncrementalWeakLearner } from "./incremental-learner.js";
export { isIncrementalLearner } from "./incremental-learner.js";
export type { IncrementalStatistics, IncrementalStatisticsOptions } from "./incremental-statistics.js";
export { createIncrementalStatistics } from "./incremental-statistics.js";
export type { LabelTotals } from "./label-totals.js";
export { labelTotals } from "./label-totals.js";
export type { StumpLearnerOptions } from "./learner-options.js";
export { resolveEpsilon, resolveVariant } from "./learner-options.js";
export type { PerLabelStumpOptions } from "./per-label-stump.js";
export { perLabelStump } from "./per-label-stump.js";
export type { PerLabelThresholdStumpHypothesis } from "./per-label-threshold-stump.js";
export {
  perLabelThresholdStump,
  perLabelThresholdStumpFromJSON,
  perLabelThresholdStumpHypothesis,
} from "./per-label-threshold-stump.js";
export { presenceStump } from "./presence-stump.js";
export type { TermStatisticsVisitor } from "./scan-term-statistics.js";
export { scanTermStatistics } from "./scan-term-statistics.js";
export { sortedColumnOrder } from "./sorted-columns.js";
export type { Float64Allocator, StatisticsLayout, StatisticsTable } from "./statistics-table.js";
export { createStatisticsTable, fillStatisticsTable } from "./statistics-table.js";
export type { PerLabelStumpHypothesis, StumpHypothesis } from "./stump-hypothesis.js";
export {
  isStumpHypothesis,
  perLabelStumpHypothesis,
  stumpFromJSON,
  stumpHypothesis,
} from "./stump-hypothesis.js";
export type { StumpRule, StumpVariant } from "./stump-variant.js";
export { improvesZ, STUMP_VARIANTS, stumpRule, Z_TIE_TOLERANCE } from "./stump-variant.js";
export {
  ABSTAINED,
  isThresholdStump,
  sideFactors,
  thresholdFactors,
  thresholdSides,
} from "./threshold-factors.js";
export type { AbsentMode, ThresholdCandidate } from "./threshold-scan.js";
export { scanThresholds, thresholdLabelVotes, thresholdLabelZ } from "./threshold-scan.js";
export type { ThresholdStumpHypothesis, ThresholdStumpOptions } from "./threshold-stump.js";
export { thresholdStump, thresholdStumpFromJSON, thresholdStumpHypothesis } from "./threshold-stump.js";
export { trainingSet } from "./training-set.js";
export { voteFeature } from "./vote-feature.js";
