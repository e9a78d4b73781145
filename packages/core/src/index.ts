export type { ArrayAllocator } from "./array-allocator.js";
export { ORDINARY_ARRAYS } from "./array-allocator.js";
export type {
  Booster,
  Contribution,
  ContributionCut,
  Explanation,
  ExplanationPart,
  FitOptions,
  IterationEvent,
  Model,
  PredictOptions,
  ScoreOptions,
} from "./booster.js";
export { DEFAULT_ITERATIONS, MAX_ITERATIONS } from "./booster.js";
export type { CheckpointOptions, CheckpointRun, TrainingCheckpoint } from "./checkpoint.js";
export {
  CHECKPOINT_FORMAT,
  CHECKPOINT_VERSION,
  checkCheckpoint,
  checkpointDigest,
  createCheckpoint,
  datasetFingerprint,
  decodeFloat64,
  encodeFloat64,
  parseCheckpoint,
} from "./checkpoint.js";
export type { Cover, CoverElement } from "./cover.js";
export type { Dataset } from "./dataset.js";
export { checkDataset } from "./dataset.js";
export type { AbortSignalLike, ErrorCode, ErrorLocation } from "./errors.js";
export { isTextboostError, TextboostError, throwIfAborted } from "./errors.js";
export { eventLoopYielder } from "./event-loop-yielder.js";
export type {
  IncrementalOptions,
  IncrementalRun,
  IncrementalWeakLearner,
  LabelTotals,
} from "./incremental-learner.js";
export { isIncrementalLearner } from "./incremental-learner.js";
export type { LabelTree, LabelTreeParts } from "./label-tree.js";
export {
  ancestors,
  descendants,
  internalNodes,
  isLeaf,
  labelTree,
  labelTreeIndexOf,
  leaves,
  siblings,
} from "./label-tree.js";
export { labelsAboveThresholds } from "./labels-above-thresholds.js";
export type { CscMatrix, CsrMatrix, DenseMatrix, LabelMatrix } from "./matrix.js";
export type { ModelEnvelope } from "./model-envelope.js";
export { createModelEnvelope, MODEL_FORMAT, MODEL_VERSION, parseModelEnvelope } from "./model-envelope.js";
export { checkExplainArguments, checkFeatureColumns, resolveRounds } from "./model-input.js";
export { printableText } from "./printable-text.js";
export { probabilities } from "./probabilities.js";
export type { Random } from "./random.js";
export { createRandom } from "./random.js";
export type { PerLabelStumpHypothesis, StumpHypothesis } from "./stump-hypothesis.js";
export { isStumpHypothesis } from "./stump-hypothesis.js";
export type { Hypothesis, HypothesisJSON, PairWeights, TrainingSet, WeakLearner } from "./weak-learner.js";
