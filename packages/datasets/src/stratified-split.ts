import type { LabelMatrix } from "@textboost/core";
import { createRandom, TextboostError } from "@textboost/core";
import { validateCsr } from "@textboost/sparse";

/** Options of {@link stratifiedSplit}. */
export interface StratifiedSplitOptions {
  /** Share of the documents that go to the test part, in (0, 1). Default 0.25. */
  readonly testFraction?: number;
  /** Seed for the random tie-breaking and visiting order; same seed and `Y`, same split. Default 0. */
  readonly seed?: number;
}

/** A partition of the rows of a label matrix. Both arrays are ascending; together they hold every row once. */
export interface StratifiedSplit {
  readonly train: Int32Array;
  readonly test: Int32Array;
}

/**
 * Splits documents into a training and a test part so that every label keeps close to the same share
 * of its positives in each part: the iterative stratification of Sechidis, Tsoumakas and Vlahavas
 * (2011), Algorithm 1, for two parts with proportions `1 - testFraction` and `testFraction`.
 *
 * The algorithm keeps, per part, the number of documents still wanted in total (c_j) and per label
 * (c_j^i). Repeatedly, it takes the label with the fewest remaining documents (the rarest labels are
 * distributed first, while there is still room to place them well; ties broken at random) and assigns
 * each of its remaining documents, in a random order, to the part that wants that label most (ties:
 * the part that wants more documents overall, then at random), updating the wanted counts of every
 * label of the document. Documents without labels are dealt last, each to the part that still wants
 * the most documents. Cost O(m^2 + nnz + n) for n documents and m labels.
 *
 * Edge cases: with 0 documents both parts are empty; a part may be empty when there are very few
 * documents (one document always goes to the larger part); labels with no positive are ignored.
 *
 * @param Y - documents x labels, binary CSR
 * @param options - {@link StratifiedSplitOptions}
 * @returns `{ train, test }`, row indices of `Y`, each ascending
 * @throws TextboostError `E_INVALID_ARGUMENT` for a `testFraction` outside (0, 1) or a non-finite
 *   seed; `E_SHAPE` for a malformed `Y`
 *
 * @example
 * ```ts
 * import { labelMatrix } from "@textboost/sparse";
 * const Y = labelMatrix([[0], [0, 1], [1], [0], [], [1], [0, 1], [0]], 2);
 * const { train, test } = stratifiedSplit(Y, { testFraction: 0.25, seed: 7 });
 * train.length + test.length; // 8, every row exactly once
 * ```
 */
export function stratifiedSplit(Y: LabelMatrix, options: StratifiedSplitOptions = {}): StratifiedSplit {
  const testFraction = options.testFraction ?? 0.25;
  if (!(testFraction > 0 && testFraction < 1)) {
    throw new TextboostError("E_INVALID_ARGUMENT", `testFraction must be in (0, 1), got ${testFraction}`);
  }
  validateCsr(Y);
  const random = createRandom(options.seed ?? 0);
  const n = Y.rows;
  const m = Y.cols;
  const ratios = [1 - testFraction, testFraction];

  // Documents per label (the inverted lists D^i).
  const labelStart = new Int32Array(m + 1);
  for (let p = 0; p < Y.indices.length; p++) labelStart[Y.indices[p]! + 1]!++;
  for (let j = 0; j < m; j++) labelStart[j + 1]! += labelStart[j]!;
  const labelDocs = new Int32Array(Y.indices.length);
  const fill = labelStart.slice(0, m);
  for (let i = 0; i < n; i++) {
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) labelDocs[fill[Y.indices[p]!]!++] = i;
  }

  // Wanted counts: c_j (documents) and c_j^i (documents with label i), per part j.
  const wanted = ratios.map((r) => r * n);
  const wantedLabel = ratios.map((r) => {
    const w = new Float64Array(m);
    for (let j = 0; j < m; j++) w[j] = r * (labelStart[j + 1]! - labelStart[j]!);
    return w;
  });
  const remaining = new Int32Array(m);
  for (let j = 0; j < m; j++) remaining[j] = labelStart[j + 1]! - labelStart[j]!;

  const part = new Int8Array(n).fill(-1);
  const assign = (doc: number, to: number): void => {
    part[doc] = to;
    wanted[to]!--;
    for (let p = Y.indptr[doc]!; p < Y.indptr[doc + 1]!; p++) {
      const label = Y.indices[p]!;
      wantedLabel[to]![label]!--;
      remaining[label]!--;
    }
  };
  const pick = (candidates: number[]): number =>
    candidates.length === 1 ? candidates[0]! : candidates[random.int(candidates.length)]!;

  for (;;) {
    // The label with the fewest remaining documents (ties at random).
    let fewest = Number.POSITIVE_INFINITY;
    let rarest: number[] = [];
    for (let j = 0; j < m; j++) {
      const r = remaining[j]!;
      if (r === 0) continue;
      if (r < fewest) {
        fewest = r;
        rarest = [j];
      } else if (r === fewest) {
        rarest.push(j);
      }
    }
    if (rarest.length === 0) break;
    const label = pick(rarest);
    const docs: number[] = [];
    for (let p = labelStart[label]!; p < labelStart[label + 1]!; p++) {
      const doc = labelDocs[p]!;
      if (part[doc] === -1) docs.push(doc);
    }
    shuffle(docs, random);
    for (const doc of docs) {
      assign(
        doc,
        choosePart(
          wantedLabel.map((w) => w[label]!),
          wanted,
          pick,
        ),
      );
    }
  }

  // Documents without labels: balance the total sizes.
  const unlabelled: number[] = [];
  for (let i = 0; i < n; i++) if (part[i] === -1) unlabelled.push(i);
  shuffle(unlabelled, random);
  const ones = [0, 0];
  for (const doc of unlabelled) assign(doc, choosePart(ones, wanted, pick));

  let testCount = 0;
  for (let i = 0; i < n; i++) testCount += part[i]!;
  const train = new Int32Array(n - testCount);
  const test = new Int32Array(testCount);
  for (let i = 0, a = 0, b = 0; i < n; i++) {
    if (part[i] === 1) test[b++] = i;
    else train[a++] = i;
  }
  return { train, test };
}

/** argmax of `primary`, ties by argmax of `secondary`, remaining ties by `pick`. */
function choosePart(
  primary: readonly number[],
  secondary: readonly number[],
  pick: (c: number[]) => number,
): number {
  let best: number[] = [];
  for (let j = 0; j < primary.length; j++) {
    if (best.length === 0) {
      best = [j];
      continue;
    }
    const b = best[0]!;
    const d = primary[j]! - primary[b]! || secondary[j]! - secondary[b]!;
    if (d > 0) best = [j];
    else if (d === 0) best.push(j);
  }
  return pick(best);
}

/** Fisher-Yates, in place, with the seeded generator. */
function shuffle(a: number[], random: { int(n: number): number }): void {
  for (let i = a.length - 1; i > 0; i--) {
    const k = random.int(i + 1);
    const t = a[i]!;
    a[i] = a[k]!;
    a[k] = t;
  }
}
