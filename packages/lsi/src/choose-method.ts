/** `"auto"` takes the Gram method when the smaller side r ≤ max(EXACT_MIN_SIDE, EXACT_BLOCK_FACTOR·l) (measured: see the README). */
const EXACT_MIN_SIDE = 128;
const EXACT_BLOCK_FACTOR = 3;
/** …and Lanczos for larger matrices up to this rank, the randomised method beyond (measured: see the README). */
const LANCZOS_MAX_K = 50;

/**
 * The method `"auto"` stands for, by the sizes alone (measured on MLRF-sized blocks and on a
 * 10,000 x 5,000 tf-idf matrix; figures in the README): the Gram eigendecomposition when the
 * smaller side r is small (`"gram"`, which refines with Rayleigh–Ritz, as `"exact"` does, only when
 * the kept spectrum is ill-conditioned), Golub–Kahan–Lanczos for a moderate rank, the randomised method beyond.
 *
 * @param r - min(rows, cols)
 * @param k - the rank asked for
 * @param l - k + oversampling, capped at r
 */
export function chooseMethod(r: number, k: number, l: number): "gram" | "lanczos" | "randomized" {
  if (r <= Math.max(EXACT_MIN_SIDE, EXACT_BLOCK_FACTOR * l)) return "gram";
  return k <= LANCZOS_MAX_K ? "lanczos" : "randomized";
}
