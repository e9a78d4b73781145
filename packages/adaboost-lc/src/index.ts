export type { AdaBoostLCFitOptions, AdaBoostLCOptions, AdaBoostLCRound } from "./adaboost-lc.js";
export { ADABOOST_LC, adaBoostLC } from "./adaboost-lc.js";
export type {
  AdaBoostLCBody,
  AdaBoostLCModel,
  AdaBoostLCModelParts,
  AdaBoostLCTrace,
  HypothesisSpaceJSON,
  RoundUpdateJSON,
} from "./adaboost-lc-model.js";
export { adaBoostLCModel } from "./adaboost-lc-model.js";
export type { CompiledAlpha } from "./alpha.js";
export { addScores, compileAlpha } from "./alpha.js";
export type { HypothesisKind, HypothesisSpace } from "./hypothesis-space.js";
export { createHypothesisSpace, HYPOTHESIS_KINDS, hypothesisCount, rowFactors } from "./hypothesis-space.js";
export type { HypothesisStatisticsVisitor } from "./hypothesis-statistics.js";
export { hypothesisStatistics } from "./hypothesis-statistics.js";
export { loadAdaBoostLC } from "./load-adaboost-lc.js";
export type { RoundUpdate, ScoredRoundUpdate } from "./round-update.js";
export type { ResolvedTemplates, TemplateNormalization, TemplateSpec } from "./templates.js";
export { defaultNormalization, resolveTemplates, TEMPLATE_NORMALIZATIONS } from "./templates.js";
