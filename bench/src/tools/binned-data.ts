import { join } from "node:path";
import type { Dataset } from "@textboost/core";
import { loadDataset, readReuters21578 } from "@textboost/datasets";
import { labelMatrix } from "@textboost/sparse";
import { PAPER_PREPROCESSING, textPipeline } from "@textboost/text";

/** A real-valued training set for the binned-stump benchmarks (test parts come from `binned-accuracy`). */
export interface RealValuedSet {
  readonly name: string;
  readonly train: Dataset;
}

/**
 * The two sets of the binned-stump speed targets: `rcv1subset1` (all 6,000 documents, 47,236
 * LYRL2004 tf-idf features) and `reuters-tfidf` (Reuters-21578 ModApte training part, 90 categories,
 * the papers' tokens over the whole vocabulary, weighted tf-idf with cosine normalisation).
 */
export async function loadRealValuedSet(name: string, datasets: string): Promise<RealValuedSet> {
  if (name === "rcv1subset1") {
    const all = await loadDataset("mulan", join(datasets, "mulan", "rcv1subset1"));
    if (all.kind !== "vectors") throw new Error("expected vectors");
    return { name, train: all.dataset };
  }
  if (name === "reuters-tfidf") {
    const split = await readReuters21578(join(datasets, "reuters21578"), { categories: "modapte-90" });
    const labels = split.train.labelNames;
    const index = new Map(labels.map((l, j) => [l, j]));
    const texts = split.train.documents.map((d) => d.text);
    const pipeline = textPipeline({ ...PAPER_PREPROCESSING, weighting: "tf-idf-cosine" }).fit(texts);
    const sets = split.train.documents.map((d) =>
      d.labels.flatMap((l) => (index.has(l) ? [index.get(l)!] : [])),
    );
    return {
      name,
      train: {
        X: pipeline.transform(texts),
        Y: labelMatrix(sets, labels.length),
        featureNames: pipeline.terms,
        labelNames: labels,
      },
    };
  }
  throw new Error(`unknown set ${name}; use rcv1subset1 or reuters-tfidf`);
}
