import {
  addTermWeights,
  type BestTermsScanner,
  complement,
  createDeltaStatistics,
  scanTermStatistics,
} from "@textboost/statistics";
import type { HypothesisStatisticsVisitor } from "./hypothesis-statistics.js";
import type { IncrementalState } from "./incremental-state.js";

/**
 * The margin, relative to W⁺ + W⁻, within which a hypothesis's statistics read from the incremental
 * table may differ from the exact ones: a hundred times the table's own tolerance
 * (`STATISTIC_TOLERANCE`), which also covers the exact path's `complement` resolution (1e-13).
 */
const MARGIN_FACTOR = 100;

/** What the choice of a round reuses: the scan's results, each label's candidates, one visit's sides. */
export interface CandidateScratch {
  /** Runs the rounds that scan from scratch without filling the table. */
  readonly scanner: BestTermsScanner;
  readonly scanBest: Float64Array;
  readonly scanTerm: Int32Array;
  readonly scanSides: { readonly positive: Float64Array; readonly negative: Float64Array };
  /** Per label: the best lower bound so far, and the candidate terms with their upper bounds. */
  readonly lower: Float64Array;
  readonly candidates: number[][];
  readonly uppers: number[][];
  /** The W⁺ and W⁻ a visit hands over, NaN for the labels it does not cover. */
  readonly plus: Float64Array;
  readonly minus: Float64Array;
  /** One (term, label)'s sums: negative, then positive (views made once, not per candidate). */
  readonly one: Float64Array;
  readonly oneNegative: Float64Array;
  readonly onePositive: Float64Array;
}

/**
 * The choice's scratch for `s`.
 *
 * @param s - the rounds' state
 * @param scan - the scan of the rounds that do not fill the table; default one thread over Q
 *   (`oneThreadBestTerms` of `@textboost/statistics`, passed in by the caller)
 * @returns fresh scratch
 *
 * @example
 * ```ts no-run
 * declare const s: Parameters<typeof createCandidateScratch>[0];
 * const choice = createCandidateScratch(s, oneThreadBestTerms(s.data, s.Q));
 * ```
 */
export function createCandidateScratch(s: IncrementalState, scan: BestTermsScanner): CandidateScratch {
  const { m } = s;
  const one = new Float64Array(2);
  return {
    scanner: scan,
    scanBest: new Float64Array(m),
    scanTerm: new Int32Array(m),
    scanSides: { positive: new Float64Array(m), negative: new Float64Array(m) },
    lower: new Float64Array(m),
    candidates: Array.from({ length: m }, () => []),
    uppers: Array.from({ length: m }, () => []),
    plus: new Float64Array(m).fill(Number.NaN),
    minus: new Float64Array(m).fill(Number.NaN),
    one,
    oneNegative: one.subarray(0, 1),
    onePositive: one.subarray(1, 2),
  };
}

/**
 * Visits the hypotheses that can be some label's best this round (`IncrementalRounds.visitCandidates`):
 * after a round that changed too much, those of the from-scratch scan (which fills the table when
 * the last round's changes were few enough for deltas to pay); else those the table cannot rule out.
 *
 * @param s - the rounds' state
 * @param c - the choice's scratch
 * @param visit - receives each hypothesis with its exact W⁺/W⁻
 *
 * @example
 * ```ts no-run
 * declare const s: Parameters<typeof visitCandidates>[0], choice: CandidateScratch;
 * visitCandidates(s, choice, (k, plus, minus) => {
 *   // term j's W⁺ and W⁻ per label (NaN where it cannot win)
 * });
 * ```
 */
export function visitCandidates(
  s: IncrementalState,
  c: CandidateScratch,
  visit: HypothesisStatisticsVisitor,
): void {
  if (s.valid) visitTableCandidates(s, c, visit);
  else if (s.fillNext) fillTable(s, visit);
  else visitScannedBest(s, c, visit);
}

/**
 * Each label's best term over all terms (in SIMD, or on threads), then the chooser sees just those,
 * with the exact sums the scan summed for them. The table stays as it is (unused: a zero-one cover,
 * common terms).
 */
function visitScannedBest(
  s: IncrementalState,
  c: CandidateScratch,
  visit: HypothesisStatisticsVisitor,
): void {
  const { m } = s;
  const { scanSides, scanBest, scanTerm } = c;
  scanSides.positive.fill(Number.NaN);
  scanSides.negative.fill(Number.NaN);
  c.scanner.bestTerms(scanBest, scanTerm, scanSides);
  const pairs: number[] = [];
  for (let j = 0; j < m; j++) if (scanTerm[j]! >= 0) pairs.push(scanTerm[j]! * m + j);
  pairs.sort((x, y) => x - y);
  visitHypotheses(s, c, pairs, visit, scannedSides);
}

/** The from-scratch scan, exactly, visiting every hypothesis and refilling the table from it. */
function fillTable(s: IncrementalState, visit: HypothesisStatisticsVisitor): void {
  const { data, Q } = s;
  if (!s.stats) {
    s.stats = createDeltaStatistics(data, Q);
    s.values = s.stats.table.values;
    // 2 √(margin), and (1 + 2 radius)² rounded up a little, for the skip test must never drop a
    // candidate.
    s.radius = 2 * Math.sqrt(MARGIN_FACTOR * s.stats.tolerance);
    s.reach = (1 + 2 * s.radius) * (1 + 2 * s.radius) * (1 + 1e-12);
  }
  const table = s.stats;
  const { indptr: termStart } = data.Xc;
  scanTermStatistics(data, Q, (k, positive, negative) => {
    visit(k, positive, negative);
    table.recordTerm(k, positive, negative, termStart[k + 1]! - termStart[k]!);
  });
  table.finishUpdate();
  s.valid = true;
  s.deltaUpdates = 0;
  s.scans++;
}

/**
 * Every hypothesis whose criterion's interval, by the table, reaches the best lower bound of its
 * label, visited with its exact sums. |√W⁺ − √W⁻| is within radius · (√W⁺ + √W⁻) ≥
 * 2 √(margin · (W⁺ + W⁻)) of the table's value.
 */
function visitTableCandidates(
  s: IncrementalState,
  c: CandidateScratch,
  visit: HypothesisStatisticsVisitor,
): void {
  const { m, r, values: V, radius, reach } = s;
  const { candidates, uppers, lower } = c;
  const stride = 2 * r;
  for (let j = 0; j < m; j++) {
    candidates[j]!.length = 0;
    uppers[j]!.length = 0;
  }
  for (let j = 0; j < m; j++) {
    const row = j * stride;
    const js = candidates[j]!;
    const ups = uppers[j]!;
    let best = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < r; k++) {
      const plusSum = Math.max(V[row + 2 * k + 1]!, 0);
      const minusSum = Math.max(V[row + 2 * k]!, 0);
      // s + e ≤ (1 + 2 radius) √max(W⁺, W⁻): most terms are out without a square root.
      const most = Math.max(plusSum, minusSum);
      if (best > 0 && reach * most < best * best) continue;
      const a = Math.sqrt(plusSum);
      const b = Math.sqrt(minusSum);
      const distance = Math.abs(a - b);
      const e = radius * (a + b);
      const low = distance - e;
      if (low > best) best = low;
      const up = distance + e;
      if (up >= best) {
        js.push(k);
        ups.push(up);
        if (js.length > 64) {
          lower[j] = best;
          prune(c, j);
        }
      }
    }
    lower[j] = best;
  }
  // (hypothesis, label) pairs, in ascending hypothesis order
  const pairs: number[] = [];
  for (let j = 0; j < m; j++) {
    prune(c, j);
    for (const k of candidates[j]!) pairs.push(k * m + j);
  }
  pairs.sort((x, y) => x - y);
  visitHypotheses(s, c, pairs, visit, exactSides);
}

/** Drops label j's candidates whose upper bound is below its best lower bound. */
function prune(c: CandidateScratch, j: number): void {
  const js = c.candidates[j]!;
  const ups = c.uppers[j]!;
  const bound = c.lower[j]!;
  let kept = 0;
  for (let q = 0; q < js.length; q++) {
    if (ups[q]! >= bound) {
      js[kept] = js[q]!;
      ups[kept++] = ups[q]!;
    }
  }
  js.length = kept;
  ups.length = kept;
}

/** Sets plus[j] and minus[j] to label j's W⁺/W⁻ of term k. */
type SidesOf = (s: IncrementalState, c: CandidateScratch, k: number, j: number) => void;

/** The from-scratch scan's sums for (k, j), recomputed: same documents, same order, same bits. */
const exactSides: SidesOf = (s, c, k, j) => {
  const { one } = c;
  one.fill(0);
  addTermWeights(s.data, s.Q, k, j, j + 1, c.oneNegative, c.onePositive);
  c.plus[j] = one[1]!;
  c.minus[j] = complement(one[0]!, one[1]!);
};

/**
 * Label l's sides of its best term as the round's scan summed them (`BestSides`: the same bits),
 * or recomputed where the scan left them unset (NaN: a `scan` plug-in that does not write sides).
 */
const scannedSides: SidesOf = (s, c, k, j) => {
  const positive = c.scanSides.positive[j]!;
  const negative = c.scanSides.negative[j]!;
  if (Number.isNaN(positive) || Number.isNaN(negative)) exactSides(s, c, k, j);
  else {
    c.plus[j] = positive;
    c.minus[j] = negative;
  }
};

/**
 * Visits each hypothesis of `pairs` (k · m + j, ascending) once, with the exact W⁺/W⁻ for its labels
 * in `pairs` (from `sidesOf`) and NaN for the others.
 */
function visitHypotheses(
  s: IncrementalState,
  c: CandidateScratch,
  pairs: readonly number[],
  visit: HypothesisStatisticsVisitor,
  sidesOf: SidesOf,
): void {
  const { m } = s;
  const { plus, minus } = c;
  for (let p = 0; p < pairs.length; ) {
    const k = Math.floor(pairs[p]! / m);
    const from = p;
    for (; p < pairs.length && Math.floor(pairs[p]! / m) === k; p++) sidesOf(s, c, k, pairs[p]! - k * m);
    visit(k, plus, minus);
    for (let q = from; q < p; q++) {
      const j = pairs[q]! - k * m;
      plus[j] = Number.NaN;
      minus[j] = Number.NaN;
    }
  }
}
