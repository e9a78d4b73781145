/**
 * Trains AdaBoost.MH and MP-Boost on the embedded synthetic corpus, prints their test measures at
 * S = 10, 50 and 200, saves the MP-Boost model as JSON, loads it back and labels raw text with an
 * explanation. `node dist/train-evaluate-save.js` (after `pnpm turbo run build`).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adaBoostMH } from "@textboost/adaboost-mh";
import { evaluate } from "@textboost/metrics";
import { loadMPBoost, mpBoost } from "@textboost/mp-boost";
import { prepareSyntheticCorpus } from "./synthetic-data.js";

const { pipeline, train, test, testTexts } = prepareSyntheticCorpus({ seed: 1 });
console.log(
  `synthetic corpus: ${train.X.rows} training and ${test.X.rows} test documents, ${train.labelNames.length} labels, ${train.featureNames.length} terms`,
);

for (const [name, booster] of [
  ["AdaBoost.MH", adaBoostMH()],
  ["MP-Boost", mpBoost()],
] as const) {
  const model = await booster.fit(train, { iterations: 200, preprocessing: pipeline.toJSON() });
  for (const S of [10, 50, 200]) {
    const m = evaluate(test.Y, model.scores(test.X, { rounds: S }));
    console.log(
      `${name.padEnd(12)} S = ${String(S).padStart(3)}  F1μ ${m.microF1.toFixed(3)}  F1M ${m.macroF1.toFixed(3)}  average precision ${m.averagePrecision?.toFixed(3) ?? "n/a"}`,
    );
  }
}

// Save the MP-Boost model (its text pipeline travels inside), load it back, label raw text.
const model = await mpBoost().fit(train, { iterations: 200, preprocessing: pipeline.toJSON() });
const dir = await mkdtemp(join(tmpdir(), "textboost-example-"));
try {
  const file = join(dir, "model.json");
  await writeFile(file, JSON.stringify(model.toJSON()));
  const loaded = loadMPBoost(JSON.parse(await readFile(file, "utf8")), { file });
  const X = pipeline.transform(testTexts.slice(0, 3));
  const same = loaded.scores(X).data.every((v, i) => v === model.scores(X).data[i]);
  if (!same) throw new Error("the loaded model scores differently from the trained one");
  const P = loaded.predict(X);
  for (let d = 0; d < X.rows; d++) {
    const labels = Array.from(P.indices.subarray(P.indptr[d]!, P.indptr[d + 1]!), (j) => loaded.labels[j]!);
    const first = P.indices[P.indptr[d]!];
    const why =
      first === undefined || P.indptr[d] === P.indptr[d + 1]
        ? "no label above 0"
        : loaded
            .explain(X, d, first)
            .contributions.slice(0, 3)
            .map((c) => `${c.featureName} ${c.vote.toFixed(2)}`)
            .join(", ");
    console.log(`"${testTexts[d]!.slice(0, 40).replace(/\s+/g, " ")}..." -> [${labels.join(", ")}] (${why})`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
