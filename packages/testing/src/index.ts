export type { ArbCsrMatrixOptions } from "./arbitraries/csr-matrix.js";
export { arbCsrMatrix } from "./arbitraries/csr-matrix.js";
export type { ArbDatasetOptions, DatasetKind } from "./arbitraries/dataset.js";
export { arbDataset } from "./arbitraries/dataset.js";
export type { ArbDenseBinaryDatasetOptions, DenseBinaryDataset } from "./arbitraries/dense-binary-dataset.js";
export { arbDenseBinaryDataset, csrFromBooleanRows } from "./arbitraries/dense-binary-dataset.js";
export type { ArbLabelMatrixOptions } from "./arbitraries/label-matrix.js";
export { arbLabelMatrix } from "./arbitraries/label-matrix.js";
export type { ArbLabelTreeOptions } from "./arbitraries/label-tree.js";
export { arbLabelTree } from "./arbitraries/label-tree.js";
export { arbLabelVector } from "./arbitraries/label-vector.js";
export { arbPairWeights, arbWeightMatrix } from "./arbitraries/pair-weights.js";
export type { ArbPivotRoundsOptions, PivotRound, PivotRoundReceiver } from "./arbitraries/pivot-rounds.js";
export { arbPivotRounds, playPivotRounds, reweightByPivots } from "./arbitraries/pivot-rounds.js";
export type { SizeOption } from "./arbitraries/size.js";
export type { WeakLearnerInput } from "./arbitraries/training-set.js";
export { arbWeakLearnerInput } from "./arbitraries/training-set.js";
export type { TwinColumns } from "./arbitraries/twin-columns.js";
export { arbTwinColumns, withTwinColumns } from "./arbitraries/twin-columns.js";
export type { BoosterContractOptions } from "./contracts/booster.js";
export { boosterChecks, checkBooster, describeBooster } from "./contracts/booster.js";
export type {
  AsyncContractCheck,
  ContractCheck,
  ContractFailure,
  ContractRunOptions,
} from "./contracts/contract-check.js";
export type { CoverContractOptions } from "./contracts/cover.js";
export { checkCover, coverChecks, describeCover } from "./contracts/cover.js";
export type { WeakLearnerContractOptions } from "./contracts/weak-learner.js";
export { checkWeakLearner, describeWeakLearner, weakLearnerChecks } from "./contracts/weak-learner.js";
export {
  arbContinuousData,
  arbDenseRows,
  bruteLabelSplitZ,
  bruteSplitZ,
  csrFromDenseRows,
  labelMatrixFromRows,
} from "./fixtures/continuous-data.js";
export { mirrorImageTerms } from "./fixtures/mirror-image-terms.js";
export type { SmallWeightedData } from "./fixtures/small-data.js";
export { arbSmallWeightedData, bruteTermWeights } from "./fixtures/small-data.js";
export { zipfDataset } from "./fixtures/zipf-data.js";
