#!/usr/bin/env node
// Vectorises Reuters-21578 with @textboost/text and prints timings (text, then one JSON line).
// Needs a build: `pnpm --filter @textboost/text... build`, then `pnpm --filter @textboost/text bench`.
// Data: $TEXTBOOST_DATASETS/reuters21578, default <repo>/../shared/datasets/reuters21578.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadTextPipeline, PAPER_PREPROCESSING, textPipeline } from "../dist/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const base = process.env.TEXTBOOST_DATASETS ?? join(here, "..", "..", "..", "..", "shared", "datasets");
const dir = join(base, "reuters21578");
if (!existsSync(join(dir, "reut2-000.sgm"))) {
  console.error(`Reuters-21578 not found in ${dir} (set TEXTBOOST_DATASETS)`);
  process.exit(1);
}

const decode = (s) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const docs = [];
for (let f = 0; f < 22; f++) {
  const sgml = readFileSync(join(dir, `reut2-${String(f).padStart(3, "0")}.sgm`), "latin1");
  for (const m of sgml.matchAll(/<REUTERS([^>]*)>([\s\S]*?)<\/REUTERS>/g)) {
    const title = /<TITLE>([\s\S]*?)<\/TITLE>/.exec(m[2])?.[1] ?? "";
    const body = /<BODY>([\s\S]*?)<\/BODY>/.exec(m[2])?.[1] ?? "";
    docs.push({
      split: /LEWISSPLIT="([^"]*)"/.exec(m[1])?.[1],
      topics: /TOPICS="YES"/.test(m[1]),
      text: decode(`${title}\n${body}`),
    });
  }
}
const all = docs.map((d) => d.text);
const train = docs.filter((d) => d.split === "TRAIN" && d.topics).map((d) => d.text);
const test = docs.filter((d) => d.split === "TEST" && d.topics).map((d) => d.text);

const time = (f) => {
  const t0 = performance.now();
  const r = f();
  return [r, performance.now() - t0];
};
const results = {
  documents: all.length,
  train: train.length,
  test: test.length,
  node: process.version,
  runs: [],
};
for (const weighting of ["binary", "tf-idf-cosine", "pivoted"]) {
  const p = textPipeline({ ...PAPER_PREPROCESSING, weighting });
  const [fitted, fitMs] = time(() => p.fit(train));
  const [X, transformMs] = time(() => fitted.transform(test));
  const [{ pipeline, matrix }, allMs] = time(() => p.fitTransform(all));
  const [json, saveMs] = time(() => JSON.stringify(pipeline));
  const [, loadMs] = time(() => loadTextPipeline(JSON.parse(json)));
  const run = {
    weighting,
    trainTerms: fitted.terms.length,
    fitTrainMs: Math.round(fitMs),
    transformTestMs: Math.round(transformMs),
    testNnz: X.indices.length,
    allTerms: pipeline.terms.length,
    fitTransformAllMs: Math.round(allMs),
    allNnz: matrix.indices.length,
    jsonBytes: json.length,
    saveMs: Math.round(saveMs),
    loadMs: Math.round(loadMs),
  };
  results.runs.push(run);
  console.log(
    `${weighting.padEnd(14)} fit(train ${train.length}) ${run.fitTrainMs} ms, ${run.trainTerms} terms; ` +
      `transform(test ${test.length}) ${run.transformTestMs} ms; fitTransform(all ${all.length}) ${run.fitTransformAllMs} ms, ` +
      `${run.allTerms} terms, nnz ${run.allNnz}; JSON ${(run.jsonBytes / 1024).toFixed(0)} KiB (save ${run.saveMs} ms, load ${run.loadMs} ms)`,
  );
}
console.log(JSON.stringify(results));
