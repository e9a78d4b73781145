import type { Dataset } from "@textboost/core";
import { createRandom } from "@textboost/core";

/** A larger random data set with skewed term frequencies and labels that depend on terms. */
export function zipfData(seed: number, g: number, r: number, m: number): Dataset {
  const rand = createRandom(seed);
  const indptr = new Int32Array(g + 1);
  const indices: number[] = [];
  const yptr = new Int32Array(g + 1);
  const yidx: number[] = [];
  for (let i = 0; i < g; i++) {
    const terms = new Set<number>();
    const len = 3 + rand.int(25);
    while (terms.size < Math.min(len, r)) terms.add(Math.min(r - 1, Math.floor(r * rand.next() ** 3)));
    const sorted = [...terms].sort((a, b) => a - b);
    indices.push(...sorted);
    indptr[i + 1] = indices.length;
    const labels = new Set<number>();
    for (const t of sorted) if (t % 7 === 0 && rand.next() < 0.6) labels.add((t / 7) % m);
    if (rand.next() < 0.1) labels.add(rand.int(m));
    yidx.push(...[...labels].sort((a, b) => a - b));
    yptr[i + 1] = yidx.length;
  }
  return {
    X: { format: "csr", rows: g, cols: r, indptr, indices: Int32Array.from(indices) },
    Y: { format: "csr", rows: g, cols: m, indptr: yptr, indices: Int32Array.from(yidx) },
    featureNames: Array.from({ length: r }, (_, k) => `t${k}`),
    labelNames: Array.from({ length: m }, (_, j) => `c${j}`),
  };
}
