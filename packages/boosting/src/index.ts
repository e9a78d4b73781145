export type { AdditiveModel, AdditiveModelBody, AdditiveModelParts, RoundTrace } from "./additive-model.js";
export { additiveModel, loadAdditiveModel } from "./additive-model.js";
export type { BoostAdditiveOptions, Normalisation } from "./boost-additive.js";
export { boostAdditive, DEFAULT_ITERATIONS } from "./boost-additive.js";
export type { CompressedCommittee } from "./compressed-committee.js";
export { compressCommittee } from "./compressed-committee.js";
