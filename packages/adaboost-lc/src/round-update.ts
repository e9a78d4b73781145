import { TextboostError } from "@textboost/core";
import type { ResolvedTemplates } from "./templates.js";

/** One round of AdaBoost.LC: the α increments α_t(k, j) − α_{t−1}(k, j) = b_j^k d_{k,j} that are not 0. */
export interface RoundUpdate {
  /** Hypothesis id k of each increment. */
  readonly hypotheses: Int32Array;
  /** Label j of each increment. */
  readonly labels: Int32Array;
  /** b_j^k · d_{k,j}. */
  readonly deltas: Float64Array;
  /** The template b_j chosen for each label (−1 when there is no template). */
  readonly templates: Int32Array;
}

/** A round's update with the two lower bounds on its decrease of g · L (before dividing by g = |S|). */
export interface ScoredRoundUpdate extends RoundUpdate {
  /** Σ_j max_b Σ_k b^k (√W⁺ − √W⁻)²: Theorem 3.1's bound (times g), guaranteed for the unsmoothed d. */
  readonly theoremBound: number;
  /** Σ_j Σ_k b_j^k [W⁺(1 − e^(−d)) + W⁻(1 − e^d)] with the d taken: eq. (8)'s bound (times g). */
  readonly guaranteedDecrease: number;
}

/**
 * d = ½ ln((W⁺ + ε)/(W⁻ + ε)) and the eq. (8) gain W⁺(1 − e^(−d)) + W⁻(1 − e^d). With ε = 0 and one
 * side 0 the step is infinite (returned as ±Infinity, gain NaN); with both 0 it is 0.
 */
export function step(plus: number, minus: number, epsilon: number): { d: number; gain: number } {
  const a = plus + epsilon;
  const b = minus + epsilon;
  if (a === 0 && b === 0) return { d: 0, gain: 0 };
  if (a === 0 || b === 0) return { d: a === 0 ? -Infinity : Infinity, gain: Number.NaN };
  const r = Math.sqrt(a / b); // e^d
  return { d: 0.5 * Math.log(a / b), gain: plus - plus / r + minus - minus * r };
}

/** (√W⁺ − √W⁻)², the template criterion of Figure 2. */
export function criterion(plus: number, minus: number): number {
  const s = Math.sqrt(plus) - Math.sqrt(minus);
  return s * s;
}

function infinite(k: number, j: number): never {
  throw new TextboostError(
    "E_NUMERIC",
    `hypothesis ${k}, label ${j}: W⁺ or W⁻ is 0, so the unsmoothed step d = ½ ln(W⁺/W⁻) is infinite; use smoothing > 0`,
  );
}

/**
 * Collects a round's increments (hypothesis k, label j, δ), leaving out the zero ones, and the two
 * bounds; both template kinds of {@link createChooser} finish a round with it.
 */
function roundIncrements() {
  const hs: number[] = [];
  const ls: number[] = [];
  const ds: number[] = [];
  let theoremBound = 0;
  let guaranteedDecrease = 0;
  return {
    /** Adds label j's share of Theorem 3.1's bound and of eq. (8)'s. */
    bound(criterion: number, gain: number): void {
      theoremBound += criterion;
      guaranteedDecrease += gain;
    },
    /** Adds the increment δ of hypothesis k for label j (an infinite step is an `E_NUMERIC` error). */
    add(k: number, j: number, d: number, delta: number): void {
      if (!Number.isFinite(d)) infinite(k, j);
      if (delta === 0) return;
      hs.push(k);
      ls.push(j);
      ds.push(delta);
    },
    finish(templates: Int32Array): ScoredRoundUpdate {
      return {
        hypotheses: Int32Array.from(hs),
        labels: Int32Array.from(ls),
        deltas: Float64Array.from(ds),
        templates,
        theoremBound,
        guaranteedDecrease,
      };
    },
  };
}

/**
 * Collects the statistics of one round and chooses, for each label, the template that maximises
 * Σ_k b^k (√W⁺_{k,j} − √W⁻_{k,j})² (ties: the lowest template id), then the increments b^k d_{k,j}.
 */
export interface UpdateChooser {
  visit(hypothesis: number, plus: Float64Array, minus: Float64Array): void;
  finish(): ScoredRoundUpdate;
}

/** Creates the chooser of a round for the given templates, m labels and H hypotheses. */
export function createChooser(
  templates: ResolvedTemplates,
  labels: number,
  hypotheses: number,
  epsilon: number,
  buffers: { d?: Float64Array },
): UpdateChooser {
  const m = labels;
  if (templates.kind === "sequential") {
    const best = new Float64Array(m).fill(-1);
    const bestK = new Int32Array(m).fill(-1);
    const bestD = new Float64Array(m);
    const bestGain = new Float64Array(m);
    return {
      visit(k, plus, minus) {
        for (let j = 0; j < m; j++) {
          const s = criterion(plus[j]!, minus[j]!);
          if (s > best[j]!) {
            best[j] = s;
            bestK[j] = k;
            const { d, gain } = step(plus[j]!, minus[j]!, epsilon);
            bestD[j] = d;
            bestGain[j] = gain;
          }
        }
      },
      finish() {
        const round = roundIncrements();
        for (let j = 0; j < m; j++) {
          if (bestK[j]! < 0) continue;
          const d = bestD[j]!;
          round.add(bestK[j]!, j, d, d);
          round.bound(best[j]!, bestGain[j]!);
        }
        return round.finish(bestK);
      },
    };
  }
  const blocks = templates.blocks!;
  const T = blocks.length;
  const beta = templates.coefficients;
  // membership: hypothesis -> templates
  const start = new Int32Array(hypotheses + 1);
  for (const b of blocks) for (const k of b) start[k + 1]!++;
  for (let k = 0; k < hypotheses; k++) start[k + 1]! += start[k]!;
  const member = new Int32Array(start[hypotheses]!);
  const fill = start.slice(0, hypotheses);
  blocks.forEach((b, t) => {
    for (const k of b) member[fill[k]!++] = t;
  });
  const score = new Float64Array(T * m);
  const gain = new Float64Array(T * m);
  if (!buffers.d || buffers.d.length !== hypotheses * m) buffers.d = new Float64Array(hypotheses * m);
  const dMatrix = buffers.d;
  return {
    visit(k, plus, minus) {
      const from = start[k]!;
      const to = start[k + 1]!;
      if (from === to) return;
      for (let j = 0; j < m; j++) {
        const s = criterion(plus[j]!, minus[j]!);
        const st = step(plus[j]!, minus[j]!, epsilon);
        dMatrix[k * m + j] = st.d;
        for (let q = from; q < to; q++) {
          const t = member[q]!;
          score[t * m + j]! += beta[t]! * s;
          gain[t * m + j]! += beta[t]! * st.gain;
        }
      }
    },
    finish() {
      const chosen = new Int32Array(m).fill(-1);
      const round = roundIncrements();
      for (let j = 0; j < m; j++) {
        let bestT = -1;
        let best = -1;
        for (let t = 0; t < T; t++) {
          if (score[t * m + j]! > best) {
            best = score[t * m + j]!;
            bestT = t;
          }
        }
        chosen[j] = bestT;
        if (bestT < 0) continue;
        round.bound(best, gain[bestT * m + j]!);
        for (const k of blocks[bestT]!) {
          const d = dMatrix[k * m + j]!;
          round.add(k, j, d, beta[bestT]! * d);
        }
      }
      return round.finish(chosen);
    },
  };
}
