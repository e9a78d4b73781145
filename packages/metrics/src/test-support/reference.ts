// Brute-force reference definitions, written straight from the papers' formulas on nested arrays,
// independent of the CSR / sorting code under test.

type Bools = readonly (readonly boolean[])[];
type Numbers = readonly (readonly number[])[];

function f1Convention(tp: number, fp: number, fn: number): [number, number, number] {
  if (tp + fp + fn === 0) return [1, 1, 1];
  const p = tp + fp === 0 ? 0 : tp / (tp + fp);
  const r = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f = p + r === 0 ? 0 : (2 * p * r) / (p + r); // harmonic mean form, not Eq. 13's count form
  return [p, r, f];
}

export function refCounts(truth: Bools, pred: Bools, j: number): { tp: number; fp: number; fn: number } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  truth.forEach((row, i) => {
    const t = row[j]!;
    const p = pred[i]![j]!;
    if (t && p) tp++;
    if (!t && p) fp++;
    if (t && !p) fn++;
  });
  return { tp, fp, fn };
}

export function refPerLabel(truth: Bools, pred: Bools, m: number): [number, number, number][] {
  return Array.from({ length: m }, (_, j) => {
    const c = refCounts(truth, pred, j);
    return f1Convention(c.tp, c.fp, c.fn);
  });
}

export function refMicro(truth: Bools, pred: Bools, m: number): [number, number, number] {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let j = 0; j < m; j++) {
    const c = refCounts(truth, pred, j);
    tp += c.tp;
    fp += c.fp;
    fn += c.fn;
  }
  return f1Convention(tp, fp, fn);
}

export function refMacro(
  truth: Bools,
  pred: Bools,
  m: number,
  empty: "one" | "zero" | "skip" = "one",
): [number, number, number] {
  const sums = [0, 0, 0];
  let count = 0;
  for (let j = 0; j < m; j++) {
    const c = refCounts(truth, pred, j);
    const isEmpty = c.tp + c.fp + c.fn === 0;
    if (isEmpty && empty === "skip") continue;
    (isEmpty && empty === "zero" ? [0, 0, 0] : f1Convention(c.tp, c.fp, c.fn)).forEach((v, k) => {
      sums[k]! += v;
    });
    count++;
  }
  if (count === 0) return [1, 1, 1];
  return [sums[0]! / count, sums[1]! / count, sums[2]! / count];
}

export function refHamming(truth: Bools, pred: Bools): number {
  let wrong = 0;
  let total = 0;
  truth.forEach((row, i) => {
    row.forEach((t, j) => {
      total++;
      if (t !== pred[i]![j]) wrong++;
    });
  });
  return wrong / total;
}

export function refSubset(truth: Bools, pred: Bools): number {
  return truth.filter((row, i) => row.every((t, j) => t === pred[i]![j])).length / truth.length;
}

const informative = (row: readonly boolean[]): boolean => row.some((t) => t) && row.some((t) => !t);

/** Pairs (relevant r, irrelevant s) with f(r) <= f(s), over |R||not R|, mean over informative docs. */
export function refRankingLoss(truth: Bools, scores: Numbers): number | null {
  const losses: number[] = [];
  truth.forEach((row, i) => {
    if (!informative(row)) return;
    const f = scores[i]!;
    let bad = 0;
    let pairs = 0;
    row.forEach((tr, r) => {
      row.forEach((ts, s) => {
        if (tr && !ts) {
          pairs++;
          if (f[r]! <= f[s]!) bad++;
        }
      });
    });
    losses.push(bad / pairs);
  });
  return losses.length === 0 ? null : losses.reduce((a, b) => a + b, 0) / losses.length;
}

/** Error when some label with the maximal score is irrelevant; mean over informative docs. */
export function refOneError(truth: Bools, scores: Numbers): number | null {
  const errs: number[] = [];
  truth.forEach((row, i) => {
    if (!informative(row)) return;
    const f = scores[i]!;
    const top = Math.max(...f);
    errs.push(row.some((t, j) => !t && f[j] === top) ? 1 : 0);
  });
  return errs.length === 0 ? null : errs.reduce((a, b) => a + b, 0) / errs.length;
}

/** Pessimistic rank: number of labels scoring >= label j. */
function rank(f: readonly number[], j: number): number {
  return f.filter((v) => v >= f[j]!).length;
}

/** max over relevant r of rank(r) (sklearn) or rank(r) - 1 (Mulan); 0 for docs without labels; mean over all docs. */
export function refCoverage(truth: Bools, scores: Numbers, convention: "mulan" | "sklearn"): number {
  let sum = 0;
  truth.forEach((row, i) => {
    const ranks = row.flatMap((t, j) => (t ? [rank(scores[i]!, j)] : []));
    if (ranks.length === 0) return;
    sum += Math.max(...ranks) - (convention === "mulan" ? 1 : 0);
  });
  return sum / truth.length;
}

/** AdaBoost.LC's AvgP with pessimistic ranks; mean over informative docs. */
export function refAveragePrecision(truth: Bools, scores: Numbers): number | null {
  const values: number[] = [];
  truth.forEach((row, i) => {
    if (!informative(row)) return;
    const f = scores[i]!;
    let sum = 0;
    let relevant = 0;
    row.forEach((t, r) => {
      if (!t) return;
      relevant++;
      const above = row.filter((t2, r2) => t2 && f[r2]! >= f[r]!).length;
      sum += above / rank(f, r);
    });
    values.push(sum / relevant);
  });
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}
