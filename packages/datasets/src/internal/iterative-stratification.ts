import type { LabelMatrix } from "@textboost/core";
import { createRandom } from "@textboost/core";
import { validateCsr } from "@textboost/sparse";

/**
 * The iterative stratification of Sechidis, Tsoumakas and Vlahavas (2011), Algorithm 1, for any
 * number of parts: assigns every row of `Y` to one part, part j wanting a share `ratios[j]` of the
 * documents and of each label's positives. See {@link stratifiedSplit} for the procedure.
 *
 * With `exactSizes`, part j receives floor(ratios[j]·n) or that plus one documents (the extra ones
 * going to parts with a fractional share, as many as the floors leave over): a part whose quota is
 * full is not a candidate while another still has room. Algorithm 1 alone only steers the sizes
 * through its tie-break, and on small multi-label data a part can end up far from its share
 * (16 of 37 documents in one of three folds); cross-validation wants folds of equal size, as
 * scikit-learn's `StratifiedKFold` gives.
 *
 * @returns the part of each row
 */
export function stratifyRows(
  Y: LabelMatrix,
  ratios: readonly number[],
  seed: number,
  exactSizes = false,
): Int32Array {
  validateCsr(Y);
  const random = createRandom(seed);
  const n = Y.rows;
  const m = Y.cols;

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

  const part = new Int32Array(n).fill(-1);
  const quotas = exactSizes ? sizeQuotas(ratios, n) : noQuotas;
  const { hasRoom } = quotas;
  const assign = (doc: number, to: number): void => {
    part[doc] = to;
    quotas.take(to);
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
          hasRoom,
          pick,
        ),
      );
    }
  }

  // Documents without labels: balance the total sizes.
  const unlabelled: number[] = [];
  for (let i = 0; i < n; i++) if (part[i] === -1) unlabelled.push(i);
  shuffle(unlabelled, random);
  const ones = ratios.map(() => 0);
  for (const doc of unlabelled) assign(doc, choosePart(ones, wanted, hasRoom, pick));

  return part;
}

/** How many documents each part may still take. */
interface SizeQuotas {
  /** Whether part j may take one more document. */
  hasRoom(j: number): boolean;
  /** Records that part j took one. */
  take(j: number): void;
}

const noQuotas: SizeQuotas = { hasRoom: () => true, take: () => {} };

/**
 * The quotas of {@link stratifyRows}'s `exactSizes`: part j may hold floor(ratios[j]·n) documents,
 * plus one while fewer than n − Σ floor parts with a fractional share have taken their extra one.
 * The quotas sum to n, so while documents remain some part has room.
 */
function sizeQuotas(ratios: readonly number[], n: number): SizeQuotas {
  const floors = ratios.map((r) => Math.floor(r * n + 1e-9));
  const fractional = ratios.map((r, j) => r * n - floors[j]! > 1e-9);
  let extras = n - floors.reduce((a, b) => a + b, 0);
  const counts = ratios.map(() => 0);
  return {
    hasRoom: (j) => counts[j]! < floors[j]! || (counts[j] === floors[j] && fractional[j]! && extras > 0),
    take(j) {
      if (counts[j] === floors[j]) extras--;
      counts[j]!++;
    },
  };
}

/**
 * Among the parts with room, argmax of `primary`, ties by argmax of `secondary`, remaining ties by
 * `pick`.
 */
function choosePart(
  primary: readonly number[],
  secondary: readonly number[],
  hasRoom: (part: number) => boolean,
  pick: (c: number[]) => number,
): number {
  let best: number[] = [];
  for (let j = 0; j < primary.length; j++) {
    if (!hasRoom(j)) continue;
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
