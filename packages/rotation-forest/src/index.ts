/**
 * The multi-label rotation forest (MLRF). The Node-only parts (the members on worker threads,
 * `@textboost/rotation-forest/node`) are documented on the same page.
 *
 * @module
 * @mergeModuleWith <project>
 */
export type { ProbabilityAverage } from "./average-probabilities.js";
export { probabilityAverage } from "./average-probabilities.js";
export type { ForestCombine } from "./average-scores.js";
export { FOREST_COMBINES, memberAverage, scoreAverage } from "./average-scores.js";
export { BLOCK_POWER_ITERATIONS, blockSvdOptions, SMALL_BLOCK } from "./block-svd.js";
export type { ScoreCalibrationJSON } from "./calibration-json.js";
export { calibrationFromJSON, calibrationToJSON } from "./calibration-json.js";
export { defaultBase, paperBase } from "./default-base.js";
export type { ProjectionOptions } from "./fit-projection.js";
export { fitProjection } from "./fit-projection.js";
export type { MemberJob, MemberTrainer } from "./fit-rotation-forest.js";
export { fitRotationForest, sequentialMembers } from "./fit-rotation-forest.js";
export type { ForestProgress, MemberProgress, MemberStage } from "./forest-progress.js";
export { describeForestProgress, SUBSETS_PER_REPORT } from "./forest-progress.js";
export type { ForestScaleOptions } from "./forest-scale.js";
export { scaledSettings } from "./forest-scale.js";
export type { ForestCalibration, ForestSettings, ForestSizeOptions } from "./forest-settings.js";
export {
  DEFAULT_BASE_ITERATIONS,
  DEFAULT_BOOTSTRAP_MEMBERS,
  DEFAULT_CALIBRATION,
  DEFAULT_COMBINE,
  DEFAULT_KEEP_TERMS,
  DEFAULT_LSI_DIMS,
  DEFAULT_MEMBERS,
  DEFAULT_SAMPLE_FRACTION,
  DEFAULT_SUBSET_SIZE,
  FOREST_CALIBRATIONS,
  PAPER_SETTINGS,
  resolveForestSettings,
} from "./forest-settings.js";
export type { BoundedForestShape, DataShape, ForestShape } from "./forest-shape.js";
export { boundForestShape, MAX_FOREST_CELLS, MAX_MEMBER_CELLS } from "./forest-shape.js";
export type { KappaErrorDiagram, KappaErrorPoint } from "./kappa-error.js";
export { forestKappaError, kappaErrorDiagram } from "./kappa-error.js";
export { loadAdditiveBase } from "./load-base.js";
export type { LoadRotationForestOptions } from "./load-rotation-forest.js";
export { loadRotationForest } from "./load-rotation-forest.js";
export type { LsiInput } from "./lsi-input.js";
export { DEFAULT_LSI_INPUT, FOREST_LSI_INPUTS } from "./lsi-input.js";
export {
  inverseDocumentFrequencies,
  largestUnitRowL1,
  normaliseBlockRows,
  normaliseRows,
  scaleColumns,
  termBlocks,
} from "./lsi-transforms.js";
export { memberInput, memberWidth, sideBySide } from "./member-input.js";
export { memberSeeds } from "./member-seeds.js";
export type { ScoreCalibration } from "./platt.js";
export { calibrateScores, fitPlatt, fitScoreCalibration } from "./platt.js";
export type { Projection, ProjectionBlock } from "./projection.js";
export { dimensionName, projectDocuments, projectedDimensions, projectionMatrix } from "./projection.js";
export type { RotationForestOptions } from "./rotation-forest.js";
export { rotationForest } from "./rotation-forest.js";
export type {
  ProjectionJSON,
  RotationForestBody,
  RotationForestModel,
  RotationForestParts,
} from "./rotation-forest-model.js";
export { MLRF, projectionToJSON, rotationForestModel } from "./rotation-forest-model.js";
export type { ForestMember, TrainedMember } from "./train-member.js";
export { projectedFeatureNames, trainMember } from "./train-member.js";
export type { TrainedMemberJSON } from "./trained-member-json.js";
export { trainedMemberFromJSON, trainedMemberToJSON } from "./trained-member-json.js";
export { splitVocabulary } from "./vocabulary-split.js";
