export type { AdditiveModel, AdditiveModelBody, AdditiveModelParts, RoundTrace } from "./additive-model.js";
export { additiveModel, loadAdditiveModel } from "./additive-model.js";
export type { AdditiveFitOptions, BoostAdditiveOptions, Normalization } from "./boost-additive.js";
export { boostAdditive } from "./boost-additive.js";
export type { CompressedCommittee } from "./compressed-committee.js";
export {
  addOtherRounds,
  type LabelCuts,
  type OtherRound,
  type OtherRounds,
  otherRounds,
} from "./other-rounds.js";
export type { PairPasses, PairPassesOptions } from "./pair-passes.js";
export { createPairPasses } from "./pair-passes.js";
export type { RoundDriverOptions, RoundResult } from "./round-driver.js";
export { driveRounds, startRounds } from "./round-driver.js";
