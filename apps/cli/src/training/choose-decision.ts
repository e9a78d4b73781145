// The decision `train --validation-fraction` chooses is `chooseDecision` of `@textboost/decision`,
// which `TextClassifier` of the `textboost` package uses too (one decision code, not a copy).
export { chooseDecision, type DecisionChoice } from "@textboost/decision";
