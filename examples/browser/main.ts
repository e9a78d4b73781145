// The browser example: everything runs in the page. It generates the synthetic corpus, vectorises it,
// passes the training set through SVMlight text and back (the browser-safe parsers entry), trains
// AdaBoost.MH, saves the model as JSON in sessionStorage, loads it back and classifies a text with its
// explanation. The release check bundles this file with esbuild (platform "browser") from a project
// where the packed tarballs are installed and runs it in headless Chromium; index.html shows it.
import { adaBoostMH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import { formatSvmlight, generateSyntheticCorpus, parseSvmlight } from "@textboost/datasets/parsers";
import { evaluate } from "@textboost/metrics";
import { labelMatrix } from "@textboost/sparse";
import { loadTextPipeline, PAPER_PREPROCESSING, textPipeline } from "@textboost/text";

/** What the page reports in `#result` (the release check reads it). */
export interface BrowserExampleResult {
  readonly documents: number;
  readonly terms: number;
  readonly microF1: number;
  readonly reloadedScoresEqual: boolean;
  readonly text: string;
  readonly predicted: string[];
  readonly topTerms: string[];
}

async function run(): Promise<BrowserExampleResult> {
  const { train, test } = generateSyntheticCorpus({ seed: 3 });
  const labelNames = train.labelNames;
  const column = new Map(labelNames.map((name, j) => [name, j] as const));
  const Y = (docs: typeof train.documents) =>
    labelMatrix(
      docs.map((d) => d.labels.flatMap((l) => column.get(l) ?? [])),
      labelNames.length,
    );

  const pipeline = textPipeline(PAPER_PREPROCESSING).fit(train.documents.map((d) => d.text));
  const trainX = pipeline.transform(train.documents.map((d) => d.text));
  // Through SVMlight text and back: the parsers run in the browser without Node built-ins.
  const svm = [
    ...formatSvmlight(
      { X: trainX, Y: Y(train.documents), featureNames: pipeline.terms, labelNames },
      { labels: "indices" },
    ),
  ].join("\n");
  const parsed = await parseSvmlight(svm, { file: "train.svm" });
  const same = (a: Int32Array, b: Int32Array) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (!same(parsed.X.indptr, trainX.indptr) || !same(parsed.X.indices, trainX.indices)) {
    throw new Error("the SVMlight round trip changed the matrix");
  }

  const model = await adaBoostMH().fit(
    { X: trainX, Y: Y(train.documents), featureNames: pipeline.terms, labelNames },
    { iterations: 60, preprocessing: pipeline.toJSON() },
  );

  sessionStorage.setItem("textboost-model", JSON.stringify(model.toJSON()));
  const saved: unknown = JSON.parse(sessionStorage.getItem("textboost-model") ?? "null");
  const loaded = loadAdaBoostMH(saved);
  const loadedPipeline = loadTextPipeline(loaded.toJSON().preprocessing);

  const testX = loadedPipeline.transform(test.documents.map((d) => d.text));
  const scores = loaded.scores(testX);
  const original = model.scores(testX);
  const reloadedScoresEqual = scores.data.every((v, i) => Object.is(v, original.data[i]));
  const report = evaluate(Y(test.documents), scores);

  const text = test.documents[0]!.text;
  const x = loadedPipeline.transform([text]);
  const predictedIds = Array.from(loaded.predict(x).indices);
  const explained = predictedIds[0] === undefined ? undefined : loaded.explain(x, 0, predictedIds[0]);
  return {
    documents: trainX.rows,
    terms: trainX.cols,
    microF1: report.microF1,
    reloadedScoresEqual,
    text,
    predicted: predictedIds.map((j) => labelNames[j]!),
    topTerms: (explained?.contributions ?? []).slice(0, 5).map((c) => c.featureName),
  };
}

const out = document.getElementById("result")!;
run().then(
  (result) => {
    out.textContent = JSON.stringify(result, null, 2);
    out.dataset.status = "ok";
  },
  (error: unknown) => {
    out.textContent = String(error instanceof Error ? (error.stack ?? error.message) : error);
    out.dataset.status = "error";
  },
);
