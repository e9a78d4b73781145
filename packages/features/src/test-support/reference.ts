/**
 * Brute-force references computed from dense arrays and from the textbook forms of each measure
 * (entropies, observed-vs-expected, conditional probabilities), independently of the package code.
 */
import type { DenseData } from "./dense-data.js";

export interface Cells {
  a: number;
  b: number;
  c: number;
  d: number;
  n: number;
}

/** The 2 x 2 table of term k and label j by a pass over every document. */
export function bruteCells(data: DenseData, k: number, j: number): Cells {
  const cells = { a: 0, b: 0, c: 0, d: 0, n: data.x.length };
  data.x.forEach((row, i) => {
    const v = row[k];
    const t = v !== undefined && v !== 0;
    const l = data.y[i]![j] === 1;
    if (t && l) cells.a++;
    else if (t) cells.b++;
    else if (l) cells.c++;
    else cells.d++;
  });
  return cells;
}

const plogp = (p: number): number => (p > 0 ? -p * Math.log2(p) : 0);

/** IG as H(C) − H(C | T) in bits. */
export function refInformationGain({ a, b, c, d, n }: Cells): number {
  if (n === 0) return 0;
  const hc = plogp((a + c) / n) + plogp((b + d) / n);
  const t = a + b;
  const nt = c + d;
  const hGivenT = t > 0 ? plogp(a / t) + plogp(b / t) : 0;
  const hGivenNotT = nt > 0 ? plogp(c / nt) + plogp(d / nt) : 0;
  return hc - (t / n) * hGivenT - (nt / n) * hGivenNotT;
}

/** χ² as Σ (O − E)² / E over the four cells; 0 when a margin is empty. */
export function refChiSquare({ a, b, c, d, n }: Cells): number {
  const rows = [a + b, c + d];
  const cols = [a + c, b + d];
  if (rows.includes(0) || cols.includes(0)) return 0;
  const observed = [
    [a, b],
    [c, d],
  ];
  let sum = 0;
  for (let r = 0; r < 2; r++) {
    for (let s = 0; s < 2; s++) {
      const e = (rows[r]! * cols[s]!) / n;
      sum += (observed[r]![s]! - e) ** 2 / e;
    }
  }
  return sum;
}

export function refGss({ a, b, c, d, n }: Cells): number {
  if (n === 0) return 0;
  return (a / n) * (d / n) - (b / n) * (c / n);
}

/** Odds ratio from smoothed conditional probabilities (ε = 0.5 added to each cell). */
export function refOddsRatio({ a, b, c, d }: Cells): number {
  const e = 0.5;
  const ptc = (a + e) / (a + c + 2 * e);
  const ptnc = (b + e) / (b + d + 2 * e);
  return (ptc * (1 - ptnc)) / ((1 - ptc) * ptnc);
}

/** Pointwise MI as log2(P(t | c) / P(t)); a = 0 read as 0.5; 0 without evidence. */
export function refMutualInformation({ a, b, c, n }: Cells): number {
  if (a + b === 0 || a + c === 0) return 0;
  const joint = a === 0 ? 0.5 : a;
  return Math.log2(joint / (a + c) / ((a + b) / n));
}

/** Documents whose stored value in column k is non-zero. */
export function refDocumentFrequency(data: DenseData, k: number): number {
  return data.x.filter((row) => row[k] !== undefined && row[k] !== 0).length;
}

export const REFERENCES = {
  "information-gain": refInformationGain,
  "chi-square": refChiSquare,
  "document-frequency": (cells: Cells) => cells.a + cells.b,
  gss: refGss,
  "odds-ratio": refOddsRatio,
  "mutual-information": refMutualInformation,
} as const;

/** Close in relative terms (or absolutely near 0). */
export function close(actual: number, expected: number, tolerance = 1e-9): boolean {
  return Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected));
}

/** Naive round robin over a labels x terms score array (arrays, no typed tricks). */
export function refRoundRobin(
  scores: number[][],
  size: number,
  active: readonly number[] = scores.map((_, j) => j),
): { columns: number[]; labels: number[] } {
  const terms = scores[0]?.length ?? 0;
  const rank = (j: number): number[] =>
    [...Array(terms).keys()].sort((x, y) => scores[j]![y]! - scores[j]![x]! || x - y);
  const rankings = active.map(rank);
  const columns: number[] = [];
  const labels: number[] = [];
  while (columns.length < Math.min(size, terms)) {
    active.forEach((j, t) => {
      if (columns.length >= Math.min(size, terms)) return;
      const k = rankings[t]!.find((x) => !columns.includes(x))!;
      columns.push(k);
      labels.push(j);
    });
  }
  return { columns, labels };
}

/** A labels x terms score matrix as nested arrays. */
export function rowsOf(data: Float64Array, labels: number, terms: number): number[][] {
  return Array.from({ length: labels }, (_, j) => Array.from(data.subarray(j * terms, (j + 1) * terms)));
}
