import type { CsrMatrix, Dataset, LabelMatrix } from "@textboost/core";
import { createRandom } from "@textboost/core";
import { selectRows } from "@textboost/sparse";

/** Mulan's Delicious: its training and test sizes, features and labels, and labels per document. */
export const DELICIOUS_SHAPE = {
  train: 12_920,
  test: 3_185,
  features: 500,
  labels: 983,
  labelsPerDocument: 19.03,
} as const;

/** Each label's indicator words (the words its documents tend to contain). */
const INDICATORS = 5;
/** The chance a document contains each indicator word of each of its labels. */
const INDICATOR_CHANCE = 0.3;

/**
 * A seeded stand-in with Delicious's shape (Mulan's, which this machine does not have): 12,920
 * training and 3,185 test documents, 500 binary features, 983 labels, 19 labels a document on
 * average. Label popularity falls like 1/(rank + 1)^0.8 (a few common tags, a long tail); a document
 * draws 1 + Poisson(18.03) distinct labels by popularity; each label has five indicator words, each
 * present with chance 0.3 in the label's documents, and the rest of a document's words are drawn with
 * probability falling like 1/√j until it has about `density` · 500 words (uniform between half and one
 * and a half times that). Only the sizes are Delicious's; the words and their co-occurrence with the
 * labels are made up, so it measures time and memory, not accuracy. Delicious's real density is not
 * documented where this project could read it, so runs state the density they used.
 *
 * @param density - the mean fraction of the 500 words a document contains
 * @param seed - the random seed
 * @returns the training set and the test documents
 */
export function syntheticDelicious(
  density: number,
  seed = 1,
): { train: Dataset; testX: CsrMatrix; testY: LabelMatrix } {
  if (!(density > 0 && density <= 1)) throw new Error(`density must be in (0, 1], got ${density}`);
  const { train, test, features, labels, labelsPerDocument } = DELICIOUS_SHAPE;
  const random = createRandom(seed);
  // Cumulative label popularity, for drawing labels by inverse transform.
  const popularity = new Float64Array(labels);
  let sum = 0;
  for (let l = 0; l < labels; l++) popularity[l] = sum += 1 / (l + 1) ** 0.8;
  const drawLabel = (): number => {
    const u = random.next() * sum;
    let lo = 0;
    let hi = labels - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (popularity[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const indicators = Array.from({ length: labels }, () =>
    Array.from({ length: INDICATORS }, () => Math.floor(random.next() * features)),
  );
  const poisson = (mean: number): number => {
    // Knuth's method, in steps of 10 so that e^−mean does not underflow.
    let count = 0;
    let left = mean;
    while (left > 0) {
      const step = Math.min(left, 10);
      left -= step;
      const limit = Math.exp(-step);
      for (let p = random.next(); p > limit; p *= random.next()) count++;
    }
    return count;
  };
  const rows = train + test;
  const xPtr = new Int32Array(rows + 1);
  const yPtr = new Int32Array(rows + 1);
  const xIdx: number[] = [];
  const yIdx: number[] = [];
  for (let i = 0; i < rows; i++) {
    const want = Math.min(labels, 1 + poisson(labelsPerDocument - 1));
    const ls = new Set<number>();
    while (ls.size < want) ls.add(drawLabel());
    const words = new Set<number>();
    for (const l of ls) for (const w of indicators[l]!) if (random.next() < INDICATOR_CHANCE) words.add(w);
    const length = Math.min(features, Math.max(1, Math.round(density * features * (0.5 + random.next()))));
    while (words.size < length) words.add(Math.min(features - 1, Math.floor(features * random.next() ** 2)));
    xIdx.push(...[...words].sort((a, b) => a - b));
    yIdx.push(...[...ls].sort((a, b) => a - b));
    xPtr[i + 1] = xIdx.length;
    yPtr[i + 1] = yIdx.length;
  }
  const X: CsrMatrix = { format: "csr", rows, cols: features, indptr: xPtr, indices: Int32Array.from(xIdx) };
  const Y: LabelMatrix = { format: "csr", rows, cols: labels, indptr: yPtr, indices: Int32Array.from(yIdx) };
  const trainRows = Int32Array.from({ length: train }, (_, i) => i);
  const testRows = Int32Array.from({ length: test }, (_, i) => train + i);
  return {
    train: {
      X: selectRows(X, trainRows),
      Y: selectRows(Y, trainRows),
      featureNames: Array.from({ length: features }, (_, j) => `w${j}`),
      labelNames: Array.from({ length: labels }, (_, l) => `tag${l}`),
    },
    testX: selectRows(X, testRows),
    testY: selectRows(Y, testRows),
  };
}
