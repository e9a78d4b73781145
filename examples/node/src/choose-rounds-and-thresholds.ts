/**
 * Chooses the number of rounds S and per-label thresholds on a validation part (never on the test
 * part), stores the decision in the model file, and compares the test F1 with the defaults
 * (all rounds, threshold 0). `node dist/choose-rounds-and-thresholds.js` (after the build).
 */
import { adaBoostMH } from "@textboost/adaboost-mh";
import { selectDocuments, stratifiedSplit } from "@textboost/datasets";
import {
  applyThresholding,
  candidateRounds,
  chooseRounds,
  modelDecision,
  withDecision,
} from "@textboost/decision";
import { evaluate } from "@textboost/metrics";
import { prepareSyntheticCorpus } from "./synthetic-data.js";

const { train: all, test } = prepareSyntheticCorpus({ seed: 3 });
const parts = stratifiedSplit(all.Y, { testFraction: 0.25, seed: 1 });
const train = selectDocuments(all, parts.train);
const validation = selectDocuments(all, parts.test);

const model = await adaBoostMH().fit(train, { iterations: 300 });
const choice = chooseRounds({
  rounds: candidateRounds(model.length),
  scoresAt: (S) => model.scores(validation.X, { rounds: S }),
  Y: validation.Y,
  thresholding: { kind: "per-label-f1" },
  measure: "macroF1",
});
console.log(`chosen on the validation part: S = ${choice.rounds}, per-label thresholds`);

// The decision travels in the model file and is read back from it.
const file = withDecision(model.toJSON(), { rounds: choice.rounds, thresholding: choice.thresholding });
const decision = modelDecision(JSON.parse(JSON.stringify(file)))!;

const base = evaluate(test.Y, model.scores(test.X));
const scores = model.scores(test.X, { rounds: decision.rounds ?? model.length });
const tuned = evaluate(test.Y, scores, { predictions: applyThresholding(scores, decision.thresholding) });
console.log(
  `test F1M: ${base.macroF1.toFixed(3)} with S = ${model.length} and threshold 0, ${tuned.macroF1.toFixed(3)} with the chosen S and thresholds`,
);
console.log(`test F1μ: ${base.microF1.toFixed(3)} -> ${tuned.microF1.toFixed(3)}`);
