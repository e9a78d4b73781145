// A consumer's program, run by the release check in a fresh npm project (outside the workspace) where
// the packed tarballs are installed: train MP-Boost on raw texts, save the model with its text
// pipeline to a file, load it back, and classify new texts. Exits non-zero when anything is off.
//
//   node scripts/pack-packages.mjs /tmp/tarballs             # from a clone of textboost
//   mkdir app && cd app && npm init -y && npm pkg set type=module
//   npm install /tmp/tarballs/*.tgz
//   node train-save-predict.js                               # this file with its types stripped (README.md)
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateSyntheticCorpus, type TextCorpus } from "@textboost/datasets";
import { evaluate } from "@textboost/metrics";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { labelMatrix } from "@textboost/sparse";
import { loadTextPipeline, PAPER_PREPROCESSING, textPipeline } from "@textboost/text";

/** The label sets of a corpus as a label matrix over `labelNames` (unknown labels are dropped). */
function labelsOf(corpus: TextCorpus, labelNames: readonly string[]) {
  const column = new Map(labelNames.map((name, j) => [name, j] as const));
  const sets = corpus.documents.map((d) => d.labels.flatMap((l) => column.get(l) ?? []));
  return labelMatrix(sets, labelNames.length);
}

const { train, test } = generateSyntheticCorpus({ seed: 7 });
const texts = (corpus: TextCorpus) => corpus.documents.map((d) => d.text);

// Train: raw text -> binary features (stop words, Porter) -> MP-Boost, 100 rounds.
const pipeline = textPipeline(PAPER_PREPROCESSING).fit(texts(train));
const model = await mpBoost().fit(
  {
    X: pipeline.transform(texts(train)),
    Y: labelsOf(train, train.labelNames),
    featureNames: pipeline.terms,
    labelNames: train.labelNames,
  },
  { iterations: 100, preprocessing: pipeline.toJSON() },
);

// Save the model file (a JSON envelope holding the pipeline too) and load it back.
const file = join(tmpdir(), `textboost-example-${process.pid}.model.json`);
await writeFile(file, JSON.stringify(model.toJSON()));
const saved: unknown = JSON.parse(await readFile(file, "utf8"));
const loaded = loadMPBoost(saved, { file });
const loadedPipeline = loadTextPipeline(loaded.toJSON().preprocessing, { file });

// The loaded model scores the test set exactly as the trained one.
const testX = loadedPipeline.transform(texts(test));
const before = model.scores(pipeline.transform(texts(test)));
const after = loaded.scores(testX);
if (!before.data.every((v, i) => Object.is(v, after.data[i]))) {
  throw new Error("the reloaded model scores differently");
}

const report = evaluate(labelsOf(test, loaded.labels), after);
console.log(`test documents: ${testX.rows}, labels: ${loaded.labels.length}, rounds: ${loaded.length}`);
console.log(`micro-F1 ${report.microF1.toFixed(3)}, macro-F1 ${report.macroF1.toFixed(3)}`);
if (!(report.microF1 > 0.5)) throw new Error(`micro-F1 ${report.microF1} is too low for this corpus`);

// Classify a new text: the labels whose score is positive.
const first = test.documents[0]!;
const predicted = loaded.predict(loadedPipeline.transform([first.text]));
const names = Array.from(predicted.indices, (j) => loaded.labels[j]);
console.log(
  `"${first.text.slice(0, 60)}..." -> ${names.join(", ") || "(no label)"} (true: ${first.labels.join(", ")})`,
);
