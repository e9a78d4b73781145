import type { CsrMatrix } from "@textboost/core";
import { createRandom } from "@textboost/core";
import { csrFromRows } from "@textboost/sparse";

/**
 * A seeded documents x terms matrix that looks like tf-idf: document lengths vary around
 * `density · cols` distinct terms, term j is drawn with probability falling like 1/√j (a few common
 * terms, a long tail), term frequencies are 1 + a geometric count, values are tf · idf with the smooth
 * idf ln((1 + N)/(1 + df)) + 1, and rows are scaled to unit length (as scikit-learn's
 * TfidfVectorizer does).
 */
export function syntheticTfidf(rows: number, cols: number, density: number, seed: number): CsrMatrix {
  const random = createRandom(seed);
  const docs: { indices: number[]; tf: number[] }[] = [];
  const df = new Float64Array(cols);
  for (let i = 0; i < rows; i++) {
    const length = Math.max(1, Math.round(density * cols * (0.5 + random.next())));
    const tf = new Map<number, number>();
    while (tf.size < Math.min(length, cols)) {
      const j = Math.min(cols - 1, Math.floor(cols * random.next() ** 2));
      let count = 1;
      while (random.next() < 0.5) count++;
      tf.set(j, (tf.get(j) ?? 0) + count);
    }
    const indices = [...tf.keys()].sort((a, b) => a - b);
    for (const j of indices) df[j]! += 1;
    docs.push({ indices, tf: indices.map((j) => tf.get(j)!) });
  }
  return csrFromRows(
    docs.map(({ indices, tf }) => {
      const values = indices.map((j, p) => tf[p]! * (Math.log((1 + rows) / (1 + df[j]!)) + 1));
      const norm = Math.sqrt(values.reduce((s, v) => s + v * v, 0));
      return { indices, values: values.map((v) => v / norm) };
    }),
    cols,
  );
}
