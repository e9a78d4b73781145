export type { DecisionOptions } from "./decision-options.js";
export { LOADABLE_ALGORITHMS, loadAnyModel } from "./model-loaders.js";
export type { ExplainOptions, LabelExplanation, TrainOptions } from "./text-classifier.js";
export { TextClassifier, TRAINABLE_ALGORITHMS } from "./text-classifier.js";
