// Quality of the decision rules and calibrations of @textboost/decision on Mulan sets with a
// train/test split, as `textboost train --validation-fraction 0.2` chooses them: AdaBoost.MH is fitted
// on 80 % of the training part (stratified, seed 0) and the rules are tuned on the other 20 %, then
// everything is measured on the test part. A model fitted on the whole training part with score > 0
// is the reference. Quality figures only (no timing).
//   node bench/dist/accuracy/decision-quality.js [--datasets DIR] [--data enron,medical,bibtex] [--iterations 500]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { DenseMatrix, LabelMatrix } from "@textboost/core";
import { loadDataset, selectDocuments, stratifiedSplit } from "@textboost/datasets";
import {
  applyThresholding,
  type Calibration,
  calibratedProbabilities,
  candidateRounds,
  chooseRounds,
  fitCalibration,
  type ThresholdingSpec,
} from "@textboost/decision";
import { evaluate } from "@textboost/metrics";
import { datasetsDir, flag } from "../tools/datasets-dir.js";
import { RESULTS_DIR } from "../tools/paths.js";

const argv = process.argv.slice(2);
const root = datasetsDir(flag(argv, "datasets"));
const names = (flag(argv, "data") ?? "enron,medical,bibtex").split(",");
const iterations = Number(flag(argv, "iterations") ?? 500);
const round = (v: number | null) => (v === null ? null : Math.round(v * 10000) / 10000);

/** Brier score, log loss and expected calibration error (10 equal-width bins) over every (document, label). */
function calibrationQuality(Y: LabelMatrix, p: DenseMatrix) {
  const m = p.cols;
  const truth = new Uint8Array(p.data.length);
  for (let i = 0; i < Y.rows; i++)
    for (let q = Y.indptr[i]!; q < Y.indptr[i + 1]!; q++) truth[i * m + Y.indices[q]!] = 1;
  let brier = 0;
  let logLoss = 0;
  const binP = new Float64Array(10);
  const binY = new Float64Array(10);
  const binN = new Float64Array(10);
  for (let k = 0; k < p.data.length; k++) {
    const pk = p.data[k]!;
    const y = truth[k]!;
    brier += (pk - y) ** 2;
    const clipped = Math.min(1 - 1e-15, Math.max(1e-15, pk));
    logLoss -= y ? Math.log(clipped) : Math.log(1 - clipped);
    const b = Math.min(9, Math.floor(pk * 10));
    binP[b]! += pk;
    binY[b]! += y;
    binN[b]!++;
  }
  let ece = 0;
  for (let b = 0; b < 10; b++) if (binN[b]! > 0) ece += Math.abs(binP[b]! - binY[b]!);
  const n = p.data.length;
  return { brier: round(brier / n), logLoss: round(logLoss / n), ece: round(ece / n) };
}

const results: unknown[] = [];
for (const name of names) {
  const dir = join(root, "mulan", name);
  const train = await loadDataset("mulan", dir, { split: "train" });
  const test = await loadDataset("mulan", dir, { split: "test" });
  if (train.kind !== "vectors" || test.kind !== "vectors") throw new Error(`${name}: expected vectors`);
  const full = train.dataset;
  const { train: fitRows, test: valRows } = stratifiedSplit(full.Y, { testFraction: 0.2, seed: 0 });
  const fit = selectDocuments(full, fitRows);
  const val = selectDocuments(full, valRows);
  const T = test.dataset;
  const reference = await adaBoostMH().fit(full, { iterations });
  const model = await adaBoostMH().fit(fit, { iterations });
  const cardinality = full.Y.indices.length / full.Y.rows;
  const specs: [string, ThresholdingSpec][] = [
    ["fixed:0", { kind: "fixed", threshold: 0 }],
    ["per-label-f1 (fbr tuned)", { kind: "per-label-f1" }],
    ["per-label-f1:0 (plain SCut)", { kind: "per-label-f1", minF1: 0 }],
    [
      `rcut:${Math.max(1, Math.round(cardinality))}`,
      { kind: "rcut", k: Math.max(1, Math.round(cardinality)) },
    ],
  ];
  const row = (label: string, scores: DenseMatrix, predictions: LabelMatrix, S: number, extra = {}) => {
    const e = evaluate(T.Y, scores, { predictions });
    return { rule: label, S, microF1: round(e.microF1), macroF1: round(e.macroF1), ...extra };
  };
  const rules = [
    row(
      "reference: all training documents, score > 0",
      reference.scores(T.X),
      applyThresholding(reference.scores(T.X), { kind: "fixed", threshold: 0 }),
      iterations,
    ),
  ];
  const fixedAll = model.scores(T.X);
  rules.push(
    row(
      "80 % of them, score > 0, S = all",
      fixedAll,
      applyThresholding(fixedAll, { kind: "fixed", threshold: 0 }),
      iterations,
    ),
  );
  let chosenS = iterations;
  for (const [label, spec] of specs) {
    for (const measure of ["microF1", "macroF1"] as const) {
      const choice = chooseRounds({
        rounds: candidateRounds(model.length),
        scoresAt: (S) => model.scores(val.X, { rounds: S }),
        Y: val.Y,
        thresholding: spec,
        measure,
      });
      if (label === "fixed:0" && measure === "microF1") chosenS = choice.rounds;
      const scores = model.scores(T.X, { rounds: choice.rounds });
      rules.push(
        row(
          `${label}, S chosen for ${measure}`,
          scores,
          applyThresholding(scores, choice.thresholding),
          choice.rounds,
          {
            ...(choice.spec.kind === "per-label-f1" ? { fbr: choice.spec.minF1 } : {}),
            validation: round(choice.value),
          },
        ),
      );
    }
  }
  const valScores = model.scores(val.X, { rounds: chosenS });
  const testScores = model.scores(T.X, { rounds: chosenS });
  const calibrations: [string, Calibration | undefined][] = [
    ["none: logistic of 2f", undefined],
    ["platt", fitCalibration("platt", val.Y, valScores)],
    ["isotonic", fitCalibration("isotonic", val.Y, valScores)],
  ];
  const calibration = calibrations.map(([label, c]) => ({
    calibration: label,
    S: chosenS,
    ...calibrationQuality(T.Y, calibratedProbabilities(testScores, c)),
  }));
  const result = {
    data: name,
    iterations,
    trainDocuments: full.X.rows,
    fitDocuments: fit.X.rows,
    validationDocuments: val.X.rows,
    testDocuments: T.X.rows,
    labels: full.Y.cols,
    rules,
    calibration,
  };
  results.push(result);
  console.log(
    `\n${name}: ${fit.X.rows} fit + ${val.X.rows} validation documents, ${T.X.rows} test, S up to ${iterations}`,
  );
  for (const r of rules) console.log(`  ${JSON.stringify(r)}`);
  for (const c of calibration) console.log(`  ${JSON.stringify(c)}`);
}
const out = RESULTS_DIR;
mkdirSync(out, { recursive: true });
const file = join(out, `decision-quality-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ command: `node bench/dist/accuracy/decision-quality.js ${argv.join(" ")}`.trim(), results }, null, 2)}\n`,
);
console.log(`\nwritten ${file}`);
