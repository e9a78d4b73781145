import { join } from "node:path";
import type { CsrMatrix, Dataset, LabelMatrix } from "@textboost/core";
import { readReuters21578 } from "@textboost/datasets";
import { labelMatrix } from "@textboost/sparse";
import { type FittedTextPipeline, PAPER_PREPROCESSING, textPipeline } from "@textboost/text";

/** Reuters-21578 ModApte, 90 categories, vectorised with the papers' preprocessing. */
export interface ReutersBench {
  readonly train: Dataset;
  readonly testX: CsrMatrix;
  readonly testY: LabelMatrix;
  readonly testTexts: readonly string[];
  readonly pipeline: FittedTextPipeline;
  readonly readMs: number;
  readonly vectoriseMs: number;
}

/** Loads and vectorises Reuters-21578 (ModApte, the 90 categories with a training and a test document). */
export async function loadReutersBench(datasets: string): Promise<ReutersBench> {
  let t = performance.now();
  const split = await readReuters21578(join(datasets, "reuters21578"), { categories: "modapte-90" });
  const readMs = performance.now() - t;
  t = performance.now();
  const labels = split.train.labelNames;
  const index = new Map(labels.map((l, j) => [l, j]));
  const sets = (docs: readonly { labels: readonly string[] }[]) =>
    docs.map((d) => d.labels.flatMap((l) => (index.has(l) ? [index.get(l)!] : [])));
  const texts = split.train.documents.map((d) => d.text);
  const pipeline = textPipeline(PAPER_PREPROCESSING).fit(texts);
  const testTexts = split.test.documents.map((d) => d.text);
  const bench: ReutersBench = {
    train: {
      X: pipeline.transform(texts),
      Y: labelMatrix(sets(split.train.documents), labels.length),
      featureNames: pipeline.terms,
      labelNames: labels,
    },
    testX: pipeline.transform(testTexts),
    testY: labelMatrix(sets(split.test.documents), labels.length),
    testTexts,
    pipeline,
    readMs,
    vectoriseMs: 0,
  };
  return { ...bench, vectoriseMs: performance.now() - t };
}
