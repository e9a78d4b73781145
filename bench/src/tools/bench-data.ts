import { join } from "node:path";
import type { CsrMatrix, Dataset, LabelMatrix } from "@textboost/core";
import { loadDataset, readMpBoost, stratifiedSplit } from "@textboost/datasets";
import { selectRows } from "@textboost/sparse";
import { loadReutersBench } from "./reuters.js";
import { syntheticDelicious } from "./synthetic-delicious.js";

/** A training set and a test set in one feature space. */
export interface BenchData {
  readonly name: string;
  readonly train: Dataset;
  readonly testX: CsrMatrix;
  readonly testY: LabelMatrix;
}

/**
 * Loads a benchmark data set by name:
 * - `reuters`: Reuters-21578 ModApte, 90 categories, the papers' preprocessing;
 * - `mpboost:<dir>`: MP-Boost++ files `<dir>/training` and `<dir>/test` (as `textboost data convert` writes them);
 * - `mulan:<name>`: a Mulan set under `<datasets>/mulan/<name>`, its own train/test split, or a seeded
 *   stratified 75/25 split (seed 1) when it has none;
 * - `synthetic:delicious:<density>`: a seeded stand-in with Delicious's sizes (983 labels, 500
 *   features; `syntheticDelicious`), documents holding `density` of the words on average.
 * `fraction` keeps the first part of the training documents, `rows` repeats them to that many (for
 * scaling runs).
 */
export async function loadBenchData(
  source: string,
  datasets: string,
  fraction = 1,
  rows?: number,
): Promise<BenchData> {
  const data = await load(source, datasets);
  if (rows !== undefined) return replicated(data, rows);
  if (fraction >= 1) return data;
  const n = Math.max(1, Math.round(data.train.X.rows * fraction));
  const kept = Int32Array.from({ length: n }, (_, i) => i);
  return {
    ...data,
    name: `${data.name} (first ${Math.round(fraction * 100)}%)`,
    train: { ...data.train, X: selectRows(data.train.X, kept), Y: selectRows(data.train.Y, kept) },
  };
}

/**
 * The training set grown (or cut) to `rows` documents by repeating its rows in order (row i is row
 * i mod n), with binary features: a corpus of a larger collection's size for scaling runs (time
 * per round and memory against the number of documents), not a new sample of text.
 */
function replicated(data: BenchData, rows: number): BenchData {
  const n = data.train.X.rows;
  const order = Int32Array.from({ length: rows }, (_, i) => i % n);
  const { values: _values, ...binary } = selectRows(data.train.X, order);
  const { documentIds: _ids, ...train } = data.train;
  return {
    ...data,
    name: `${data.name} (${rows} rows, repeated)`,
    train: { ...train, X: binary, Y: selectRows(data.train.Y, order) },
  };
}

async function load(source: string, datasets: string): Promise<BenchData> {
  if (source === "reuters") {
    const r = await loadReutersBench(datasets);
    return { name: "reuters21578-modapte-90", train: r.train, testX: r.testX, testY: r.testY };
  }
  if (source.startsWith("mpboost:")) {
    const dir = source.slice("mpboost:".length);
    const train = await readMpBoost(join(dir, "training"));
    const test = await readMpBoost(join(dir, "test"), {
      featureNames: train.featureNames,
      labelNames: train.labelNames,
    });
    return { name: `mpboost:${dir}`, train, testX: test.X, testY: test.Y };
  }
  if (source.startsWith("mulan:")) {
    const name = source.slice("mulan:".length);
    const dir = join(datasets, "mulan", name);
    try {
      const train = await loadDataset("mulan", dir, { split: "train" });
      const test = await loadDataset("mulan", dir, { split: "test" });
      if (train.kind !== "vectors" || test.kind !== "vectors") throw new Error("expected vectors");
      return { name, train: train.dataset, testX: test.dataset.X, testY: test.dataset.Y };
    } catch {
      const all = await loadDataset("mulan", dir);
      if (all.kind !== "vectors") throw new Error("expected vectors");
      const { train, test } = stratifiedSplit(all.dataset.Y, { testFraction: 0.25, seed: 1 });
      const d = all.dataset;
      return {
        name: `${name} (stratified 75/25, seed 1)`,
        train: { ...d, X: selectRows(d.X, train), Y: selectRows(d.Y, train) },
        testX: selectRows(d.X, test),
        testY: selectRows(d.Y, test),
      };
    }
  }
  if (source.startsWith("synthetic:delicious:")) {
    const density = Number(source.slice("synthetic:delicious:".length));
    const { train, testX, testY } = syntheticDelicious(density);
    return { name: `delicious-shaped synthetic, density ${density}`, train, testX, testY };
  }
  throw new Error(`unknown data source ${source}`);
}
