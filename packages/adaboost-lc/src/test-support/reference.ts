/**
 * Brute-force references for the property tests, written straight from the paper's definitions
 * (Figure 2 and Section 2) with dense loops and no code of the package under test.
 */
import type { Cover, CsrMatrix, Dataset, LabelMatrix } from "@textboost/core";

export type Kind = "presence" | "scaled" | "stump";

/** A configuration of the algorithm as the tests describe it. */
export interface Config {
  readonly kind: Kind;
  readonly bias: boolean;
  readonly templates: "sequential" | "parallel" | number[][];
  readonly normalization: "rows" | "template" | "l1" | "none";
}

export function dense(X: CsrMatrix): number[][] {
  return Array.from({ length: X.rows }, (_, i) => {
    const row = new Array<number>(X.cols).fill(0);
    for (let p = X.indptr[i]!; p < X.indptr[i + 1]!; p++) row[X.indices[p]!] = X.values ? X.values[p]! : 1;
    return row;
  });
}

function stored(X: CsrMatrix): boolean[][] {
  return Array.from({ length: X.rows }, (_, i) => {
    const row = new Array<boolean>(X.cols).fill(false);
    for (let p = X.indptr[i]!; p < X.indptr[i + 1]!; p++) row[X.indices[p]!] = true;
    return row;
  });
}

export function labelVectors(Y: LabelMatrix): number[][] {
  return Array.from({ length: Y.rows }, (_, i) => {
    const y = new Array<number>(Y.cols).fill(-1);
    for (let p = Y.indptr[i]!; p < Y.indptr[i + 1]!; p++) y[Y.indices[p]!] = 1;
    return y;
  });
}

/** v[i][k] (before row normalisation) for every document of X and every hypothesis, as the package docs define them. */
export function rawHypotheses(train: CsrMatrix, X: CsrMatrix, config: Config): number[][] {
  const values = dense(X);
  const has = stored(X);
  const trainValues = dense(train);
  const scale = Array.from({ length: train.cols }, (_, k) => {
    const s = Math.max(0, ...trainValues.map((r) => Math.abs(r[k]!)));
    return s === 0 ? 1 : s;
  });
  return values.map((row, i) => {
    const v = row.map((x, k) => {
      if (config.kind === "presence") return has[i]![k] ? 1 : 0;
      if (config.kind === "stump") return has[i]![k] ? 1 : -1;
      return Math.min(1, Math.max(-1, x / scale[k]!));
    });
    if (config.bias) v.push(1);
    return v;
  });
}

/** c_i: 1 / max(1, Σ_k |v_ik|) with row normalisation, else 1. */
export function rowFactorsOf(raw: number[][], config: Config): number[] {
  return raw.map((v) => {
    const sum = v.reduce((a, b) => a + Math.abs(b), 0);
    return config.normalization === "rows" && sum > 1 ? 1 / sum : 1;
  });
}

/** h[i][k] = c_i v_ik for every document of X and every hypothesis. */
export function hypothesisMatrix(train: CsrMatrix, X: CsrMatrix, config: Config): number[][] {
  const raw = rawHypotheses(train, X, config);
  const c = rowFactorsOf(raw, config);
  return raw.map((v, i) => v.map((x) => c[i]! * x));
}

/** The templates with their coefficients b^k, as the package docs define them for each normalisation. */
export function templateVectors(h: number[][], config: Config): { ids: number[]; b: number }[] {
  const H = h[0]?.length ?? 0;
  if (config.templates === "sequential") return Array.from({ length: H }, (_, k) => ({ ids: [k], b: 1 }));
  const blocks =
    config.templates === "parallel"
      ? H === 0
        ? []
        : [Array.from({ length: H }, (_, k) => k)]
      : config.templates;
  return blocks.map((ids) => {
    if (config.normalization === "l1") return { ids, b: 1 / ids.length };
    if (config.normalization === "template") {
      const worst = Math.max(1, ...h.map((row) => ids.reduce((a, k) => a + Math.abs(row[k]!), 0)));
      return { ids, b: 1 / worst };
    }
    return { ids, b: 1 };
  });
}

/** q(i, s, j) of Figure 2 for every document and element, by a shifted (overflow-free) softmax. */
export function qWeights(
  cover: Cover,
  ys: number[][],
  F: number[][],
): { labels: number[]; mult: number; q: number[] }[][] {
  return ys.map((y, i) =>
    cover.elements(y).map((e) => {
      const z = e.labels.map((j) => -y[j]! * F[i]![j]!);
      const M = Math.max(0, ...z);
      const denom = Math.exp(-M) + z.reduce((a, v) => a + Math.exp(v - M), 0);
      return { labels: [...e.labels], mult: e.multiplicity, q: z.map((v) => Math.exp(v - M) / denom) };
    }),
  );
}

/** W⁺[k][j] and W⁻[k][j] by their definition in Figure 2 (sums over i, s of [± q y h]₊). */
export function successFailure(
  cover: Cover,
  ys: number[][],
  F: number[][],
  h: number[][],
): { plus: number[][]; minus: number[][] } {
  const H = h[0]?.length ?? 0;
  const m = ys[0]?.length ?? 0;
  const plus = Array.from({ length: H }, () => new Array<number>(m).fill(0));
  const minus = Array.from({ length: H }, () => new Array<number>(m).fill(0));
  qWeights(cover, ys, F).forEach((elements, i) => {
    for (const e of elements) {
      e.labels.forEach((j, t) => {
        for (let k = 0; k < H; k++) {
          const x = e.mult * e.q[t]! * ys[i]![j]! * h[i]![k]!;
          if (x > 0) plus[k]![j]! += x;
          else minus[k]![j]! -= x;
        }
      });
    }
  });
  return { plus, minus };
}

/** The covering loss Σ_i Σ_s log(1 + Σ_j a exp(−y f)) / g, by log-sum-exp. */
export function loss(cover: Cover, ys: number[][], F: number[][]): number {
  let total = 0;
  ys.forEach((y, i) => {
    for (const e of cover.elements(y)) {
      const z = e.labels.map((j) => -y[j]! * F[i]![j]!);
      const M = Math.max(0, ...z);
      total += e.multiplicity * (M + Math.log(Math.exp(-M) + z.reduce((a, v) => a + Math.exp(v - M), 0)));
    }
  });
  return total / ys.length;
}

/** A dense copy of row-major scores. */
export function rowsOf(data: Float64Array, m: number): number[][] {
  return Array.from({ length: data.length / m }, (_, i) => Array.from(data.subarray(i * m, (i + 1) * m)));
}

/**
 * The log-loss form of AdaBoost.MH with presence hypotheses (Collins, Schapire and Singer's sequential
 * update for the logistic loss, one binary problem per label): each round, for each label, weights
 * w_i = 1 / (1 + exp(y_i f(x_i))), W± over the documents holding term k, the term maximising
 * (√W⁺ − √W⁻)² (first on ties), f += ½ ln((W⁺ + ε)/(W⁻ + ε)) on its documents, with
 * ε = smoothing · mean_{i,j} w(i, j). Also says whether some round's choice was a near tie: another
 * term of other documents whose criterion is within 1e-9 (relative) of the best, which an
 * implementation computing the same weights by another (equally exact) formula may take instead.
 */
export function logLossAdaBoostMH(
  data: Dataset,
  rounds: number,
  smoothing: number,
): { readonly scores: number[][]; readonly nearTie: boolean } {
  const ys = labelVectors(data.Y);
  const has = stored(data.X);
  const g = ys.length;
  const m = data.Y.cols;
  const r = data.X.cols;
  const F = Array.from({ length: g }, () => new Array<number>(m).fill(0));
  // Two terms of different documents whose criteria agree to 1e-9 (relative): mathematically equal
  // criteria come out of two different formulas rounded either way, so either term may be chosen.
  let nearTie = false;
  const sameDocuments = (a: number, b: number) => has.every((row) => row[a] === row[b]);
  for (let t = 0; t < rounds; t++) {
    const w = ys.map((y, i) => y.map((v, j) => 1 / (1 + Math.exp(v * F[i]![j]!))));
    const eps = (smoothing * w.flat().reduce((a, b) => a + b, 0)) / (g * m);
    const steps: { k: number; d: number }[] = [];
    for (let j = 0; j < m; j++) {
      let best = -1;
      let bestK = -1;
      let bestD = 0;
      const criteria: number[] = [];
      for (let k = 0; k < r; k++) {
        let plus = 0;
        let minus = 0;
        for (let i = 0; i < g; i++) {
          if (!has[i]![k]) continue;
          if (ys[i]![j]! > 0) plus += w[i]![j]!;
          else minus += w[i]![j]!;
        }
        const s = (Math.sqrt(plus) - Math.sqrt(minus)) ** 2;
        criteria.push(s);
        if (s > best) {
          best = s;
          bestK = k;
          bestD = 0.5 * Math.log((plus + eps) / (minus + eps));
        }
      }
      steps.push({ k: bestK, d: bestD });
      criteria.forEach((s, k) => {
        if (k !== bestK && Math.abs(s - best) <= 1e-9 * best && !sameDocuments(k, bestK)) nearTie = true;
      });
    }
    steps.forEach(({ k, d }, j) => {
      if (k < 0) return;
      for (let i = 0; i < g; i++) if (has[i]![k]) F[i]![j]! += d;
    });
  }
  return { scores: F, nearTie };
}
