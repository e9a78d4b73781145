export type { AffineMap } from "./exp-calibration.js";
export { expLoss, fitExpCalibration, SCALE_RIDGE, SMOOTHING } from "./exp-calibration.js";
export type { FittedLinearPrior, LinearPriorOptions } from "./fit-linear-prior.js";
export {
  DEFAULT_PRIOR_C,
  DEFAULT_PRIOR_FOLDS,
  fitLinearPrior,
  MAX_PRIOR_WEIGHTS,
} from "./fit-linear-prior.js";
export type { LinearPriorHypothesis, LinearPriorJSON } from "./linear-prior.js";
export { isLinearPrior, LINEAR_PRIOR, linearPriorFromJSON, linearPriorHypothesis } from "./linear-prior.js";
export type { LinearSvm, LinearSvmOptions, ResolvedSvmOptions } from "./linear-svm.js";
export { fitLinearSvm, resolveSvmOptions, svmObjective, svmScore } from "./linear-svm.js";
