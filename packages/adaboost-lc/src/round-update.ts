import { TextboostError } from "@textboost/core";
import type { ResolvedTemplates } from "./templates.js";

/** One round of AdaBoost.LC: the α increments α_t(j, l) − α_{t−1}(j, l) = b_l^j d_{j,l} that are not 0. */
export interface RoundUpdate {
  /** Hypothesis id j of each increment. */
  readonly hypotheses: Int32Array;
  /** Label l of each increment. */
  readonly labels: Int32Array;
  /** b_l^j · d_{j,l}. */
  readonly deltas: Float64Array;
  /** The template b_l chosen for each label (−1 when there is no template). */
  readonly templates: Int32Array;
}

/** A round's update with the two lower bounds on its decrease of m · L (before dividing by m = |S|). */
export interface ScoredRoundUpdate extends RoundUpdate {
  /** Σ_l max_b Σ_j b^j (√W⁺ − √W⁻)²: Theorem 3.1's bound (times m), guaranteed for the unsmoothed d. */
  readonly theoremBound: number;
  /** Σ_l Σ_j b_l^j [W⁺(1 − e^(−d)) + W⁻(1 − e^d)] with the d taken: eq. (8)'s bound (times m). */
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

function infinite(j: number, l: number): never {
  throw new TextboostError(
    "E_NUMERIC",
    `hypothesis ${j}, label ${l}: W⁺ or W⁻ is 0, so the unsmoothed step d = ½ ln(W⁺/W⁻) is infinite; use smoothing > 0`,
  );
}

/**
 * Collects a round's increments (hypothesis j, label l, δ), leaving out the zero ones, and the two
 * bounds; both template kinds of {@link createChooser} finish a round with it.
 */
function roundIncrements() {
  const hs: number[] = [];
  const ls: number[] = [];
  const ds: number[] = [];
  let theoremBound = 0;
  let guaranteedDecrease = 0;
  return {
    /** Adds label l's share of Theorem 3.1's bound and of eq. (8)'s. */
    bound(criterion: number, gain: number): void {
      theoremBound += criterion;
      guaranteedDecrease += gain;
    },
    /** Adds the increment δ of hypothesis j for label l (an infinite step is an `E_NUMERIC` error). */
    add(j: number, l: number, d: number, delta: number): void {
      if (!Number.isFinite(d)) infinite(j, l);
      if (delta === 0) return;
      hs.push(j);
      ls.push(l);
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
 * Σ_j b^j (√W⁺_{j,l} − √W⁻_{j,l})² (ties: the lowest template id), then the increments b^j d_{j,l}.
 */
export interface UpdateChooser {
  visit(hypothesis: number, plus: Float64Array, minus: Float64Array): void;
  finish(): ScoredRoundUpdate;
}

/** Creates the chooser of a round for the given templates, k labels and H hypotheses. */
export function createChooser(
  templates: ResolvedTemplates,
  labels: number,
  hypotheses: number,
  epsilon: number,
  buffers: { d?: Float64Array },
): UpdateChooser {
  const k = labels;
  if (templates.kind === "sequential") {
    const best = new Float64Array(k).fill(-1);
    const bestJ = new Int32Array(k).fill(-1);
    const bestD = new Float64Array(k);
    const bestGain = new Float64Array(k);
    return {
      visit(j, plus, minus) {
        for (let l = 0; l < k; l++) {
          const s = criterion(plus[l]!, minus[l]!);
          if (s > best[l]!) {
            best[l] = s;
            bestJ[l] = j;
            const { d, gain } = step(plus[l]!, minus[l]!, epsilon);
            bestD[l] = d;
            bestGain[l] = gain;
          }
        }
      },
      finish() {
        const round = roundIncrements();
        for (let l = 0; l < k; l++) {
          if (bestJ[l]! < 0) continue;
          const d = bestD[l]!;
          round.add(bestJ[l]!, l, d, d);
          round.bound(best[l]!, bestGain[l]!);
        }
        return round.finish(bestJ);
      },
    };
  }
  const blocks = templates.blocks!;
  const T = blocks.length;
  const beta = templates.coefficients;
  // membership: hypothesis -> templates
  const start = new Int32Array(hypotheses + 1);
  for (const b of blocks) for (const j of b) start[j + 1]!++;
  for (let j = 0; j < hypotheses; j++) start[j + 1]! += start[j]!;
  const member = new Int32Array(start[hypotheses]!);
  const fill = start.slice(0, hypotheses);
  blocks.forEach((b, t) => {
    for (const j of b) member[fill[j]!++] = t;
  });
  const score = new Float64Array(T * k);
  const gain = new Float64Array(T * k);
  if (!buffers.d || buffers.d.length !== hypotheses * k) buffers.d = new Float64Array(hypotheses * k);
  const dMatrix = buffers.d;
  return {
    visit(j, plus, minus) {
      const from = start[j]!;
      const to = start[j + 1]!;
      if (from === to) return;
      for (let l = 0; l < k; l++) {
        const s = criterion(plus[l]!, minus[l]!);
        const st = step(plus[l]!, minus[l]!, epsilon);
        dMatrix[j * k + l] = st.d;
        for (let q = from; q < to; q++) {
          const t = member[q]!;
          score[t * k + l]! += beta[t]! * s;
          gain[t * k + l]! += beta[t]! * st.gain;
        }
      }
    },
    finish() {
      const chosen = new Int32Array(k).fill(-1);
      const round = roundIncrements();
      for (let l = 0; l < k; l++) {
        let bestT = -1;
        let best = -1;
        for (let t = 0; t < T; t++) {
          if (score[t * k + l]! > best) {
            best = score[t * k + l]!;
            bestT = t;
          }
        }
        chosen[l] = bestT;
        if (bestT < 0) continue;
        round.bound(best, gain[bestT * k + l]!);
        for (const j of blocks[bestT]!) {
          const d = dMatrix[j * k + l]!;
          round.add(j, l, d, beta[bestT]! * d);
        }
      }
      return round.finish(chosen);
    },
  };
}
