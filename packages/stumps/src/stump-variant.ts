/**
 * The three AdaBoost.MH weak-hypothesis policies of Schapire and Singer (MP-Boost paper, Section 2.1):
 *
 * - `"real"` (AdaBoost.MH^R): a_{xj} = ½ ln((W_{+1}^{xjk} + ε) / (W_{-1}^{xjk} + ε)), equation (4)
 *   smoothed; chosen by Z = 2 Σ_j Σ_x √(W_{+1}^{xjk} W_{-1}^{xjk}), equation (6).
 * - `"abstaining"` (AdaBoost.MH^{RA}): votes only when the pivot is present (a_{0j} = 0);
 *   Z = W^0 + 2 Σ_j √(W_{+1}^{1jk} W_{-1}^{1jk}), where W^0 is the weight of the pairs it abstains on.
 * - `"discrete"` (AdaBoost.MH^D): votes ±α with the sign of the weighted majority in each block;
 *   r = Σ_j Σ_x |W_{+1}^{xjk} − W_{-1}^{xjk}|, α = ½ ln((W + r + ε)/(W − r + ε)), Z = √(W² − r²) for
 *   total mass W (√(1 − r²) when D is a distribution).
 */
export type StumpVariant = "real" | "abstaining" | "discrete";

/** The stump variants, for validation and CLI help. */
export const STUMP_VARIANTS: readonly StumpVariant[] = ["real", "abstaining", "discrete"];

/**
 * A variant's scoring rule, split so that a scan can add per-label contributions and compare terms
 * with {@link StumpRule.z}. `p1, n1` are W(+), W(−) of the documents containing the pivot, `p0, n0` of
 * those that do not.
 */
export interface StumpRule {
  readonly variant: StumpVariant;
  /** One label's part of the criterion. */
  contribution(p1: number, n1: number, p0: number, n0: number): number;
  /** The normaliser Z (without smoothing) from the summed contributions over a block of total weight `mass`. Lower is better. */
  z(sum: number, mass: number): number;
  /**
   * The value terms are compared by: lower is better, in the same order as {@link StumpRule.z}, but
   * numerically stable. For the discrete variant it is −r: Z = √(W² − r²) cancels catastrophically
   * near r = W, where terms with equal r would otherwise get Z values orders of magnitude apart.
   */
  key(sum: number, mass: number): number;
  /**
   * A lower bound of one label's part of the key that is linear in the present-side weights:
   *
   *   part ≥ out[0] − out[1] · n1 − out[2] · p1   (for every p1 ≤ tp, n1 ≤ tn)
   *
   * where the key of a term is its parts summed over labels (AdaBoost.MH) or one label's part
   * (MP-Boost). The choosers skip a term whose bound cannot beat the best key so far
   * ({@link PRUNE_MARGIN}), without computing its key: that saves the square roots of most terms.
   *
   * @param tp - Σ D over the label's positives
   * @param tn - Σ D over the label's negatives
   */
  bound(tp: number, tn: number, out: Float64Array): void;
  /**
   * Writes one label's votes: `out[0]` when the pivot is absent, `out[1]` when present. `sum` and
   * `mass` are the block's summed contributions and weight (the discrete α needs them).
   */
  votes(
    p1: number,
    n1: number,
    p0: number,
    n0: number,
    sum: number,
    mass: number,
    epsilon: number,
    out: Float64Array,
  ): void;
}

const half = (a: number, b: number, eps: number): number => 0.5 * Math.log((a + eps) / (b + eps));

const REAL: StumpRule = {
  variant: "real",
  contribution: (p1, n1, p0, n0) => 2 * (Math.sqrt(p1 * n1) + Math.sqrt(p0 * n0)),
  z: (sum) => sum,
  key: (sum) => sum,
  // 2(√(p1n1) + √(p0n0)) ≥ 2√((tp − p1)(tn − n1)) ≥ 2√(tp·tn) − 2n1√(tp/tn) − 2p1√(tn/tp), since
  // √b − √d ≤ (b − d)/√b and √a − √c ≤ (a − c)/√a for 0 ≤ d ≤ b, 0 ≤ c ≤ a.
  bound(tp, tn, out) {
    const both = tp > 0 && tn > 0;
    out[0] = both ? 2 * Math.sqrt(tp * tn) : 0;
    out[1] = both ? 2 * Math.sqrt(tp / tn) : 0;
    out[2] = both ? 2 * Math.sqrt(tn / tp) : 0;
  },
  votes(p1, n1, p0, n0, _sum, _mass, eps, out) {
    out[0] = half(p0, n0, eps);
    out[1] = half(p1, n1, eps);
  },
};

const ABSTAINING: StumpRule = {
  variant: "abstaining",
  contribution: (p1, n1, p0, n0) => 2 * Math.sqrt(p1 * n1) + p0 + n0,
  z: (sum) => sum,
  key: (sum) => sum,
  // 2√(p1n1) + p0 + n0 ≥ (tp − p1) + (tn − n1).
  bound(tp, tn, out) {
    out[0] = tp + tn;
    out[1] = 1;
    out[2] = 1;
  },
  votes(p1, n1, _p0, _n0, _sum, _mass, eps, out) {
    out[0] = 0;
    out[1] = half(p1, n1, eps);
  },
};

const DISCRETE: StumpRule = {
  variant: "discrete",
  contribution: (p1, n1, p0, n0) => Math.abs(p1 - n1) + Math.abs(p0 - n0),
  z: (sum, mass) => Math.sqrt(Math.max(0, mass * mass - sum * sum)),
  key: (sum) => -sum,
  // The key's part is −(|p1 − n1| + |p0 − n0|), and |p0 − n0| ≤ |tp − tn| + p1 + n1.
  bound(tp, tn, out) {
    out[0] = -Math.abs(tp - tn);
    out[1] = 2;
    out[2] = 2;
  },
  votes(p1, n1, p0, n0, sum, mass, eps, out) {
    const r = Math.min(sum, mass);
    const alpha = 0.5 * Math.log((mass + r + eps) / (mass - r + eps));
    // Ties vote "no": most (document, label) pairs are negatives. `0 - α` rather than `-α`, so a
    // zero vote is +0 and survives a JSON round trip bit for bit.
    out[0] = p0 > n0 ? alpha : 0 - alpha;
    out[1] = p1 > n1 ? alpha : 0 - alpha;
  },
};

/**
 * The scoring rule of a variant.
 *
 * @example
 * ```ts
 * stumpRule("real").contribution(0.25, 0.25, 0, 0.5); // 0.5: the present block is undecided
 * ```
 */
export function stumpRule(variant: StumpVariant): StumpRule {
  switch (variant) {
    case "real":
      return REAL;
    case "abstaining":
      return ABSTAINING;
    case "discrete":
      return DISCRETE;
  }
}

/**
 * Tolerance under which two values of Z (or of a variant's comparison key) count as a tie, relative to
 * the weight the values measure (the block's mass) or to the values themselves, whichever is larger.
 * Terms with identical statistics can differ by a rounding error, and a discrete variant's key −r can
 * be pure rounding noise (≈ 1e-16) once every split has weighted error ½; relative to the mass, such
 * noise is a tie. Ties go to the lowest term id, so every implementation of the scan picks the same pivot.
 */
export const Z_TIE_TOLERANCE = 1e-10;

/**
 * How far above the acceptance threshold a term's lower bound must be before a chooser skips the
 * term, relative to the block's mass. The bounds hold for the key without floors; the computed key
 * can sit below them by rounding (≈ 1e-15) and by the floors of `complement` and `resolved`, which
 * zero a side below 1e-13 of its total: a zeroed side takes at most 2√(p · 1e-13 · total) from the
 * real variant's part of a label (n₁ next to p₁; p₀ or n₀ next to the other), at most 3 · √1e-13 ≈
 * 9.5e-7 of the label's mass in all, and less from the other variants. 2e-6 covers it.
 */
export const PRUNE_MARGIN = 2e-6;

/**
 * The largest key that still beats `best` under {@link improvesZ} is below this value: keys at or
 * above it do not.
 */
export function acceptanceThreshold(best: number, scale: number): number {
  if (best === Number.POSITIVE_INFINITY) return best;
  return best - Z_TIE_TOLERANCE * Math.max(Math.abs(best), scale);
}

/**
 * True when `z` beats `best` by more than `Z_TIE_TOLERANCE` × max(|best|, `scale`); any finite z
 * beats a missing best.
 *
 * @param scale - the total weight the compared values are computed from (a label's or all labels' mass)
 */
export function improvesZ(z: number, best: number, scale: number): boolean {
  return z < best - Z_TIE_TOLERANCE * Math.max(Math.abs(best), scale) || best === Number.POSITIVE_INFINITY;
}
