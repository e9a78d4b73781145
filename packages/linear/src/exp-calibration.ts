/** An affine map of a score: f = scale·s + shift. */
export interface AffineMap {
  readonly scale: number;
  readonly shift: number;
}

/**
 * The weight of the smoothing pair in {@link expLoss}: as if half a positive and half a negative
 * document had score 0. It keeps the shift finite for a class with no positive (or no negative).
 */
export const SMOOTHING = 0.5;
/** The ridge on the scale in {@link expLoss}: keeps it finite when the scores separate the classes. */
export const SCALE_RIDGE = 1;

/**
 * The loss an affine map of the scores is fitted to: the exponential loss of boosting,
 * Σ_i exp(−y_i·(a·s_i + b)), plus a smoothing pair (half a document of each class at score 0) and a
 * ridge ½·a² on the scale.
 *
 * @param scores - one score per document
 * @param positive - `positive[i]` is 1 when document i is in the class
 * @param map - a and b
 * @returns the loss
 */
export function expLoss(scores: ArrayLike<number>, positive: ArrayLike<number>, map: AffineMap): number {
  let total = SMOOTHING * (Math.exp(-map.shift) + Math.exp(map.shift)) + (SCALE_RIDGE * map.scale ** 2) / 2;
  for (let i = 0; i < scores.length; i++) {
    const y = positive[i] ? 1 : -1;
    total += Math.exp(-y * (map.scale * scores[i]! + map.shift));
  }
  return total;
}

/**
 * Fits f = a·s + b to one class's scores by Newton's method on {@link expLoss}, a smooth and
 * strictly convex function of (a, b), with step halving so that every step lowers the loss. Boosting
 * from f as its first round starts from the weights exp(−y·f) (Schapire, Rochery, Rahim and Gupta,
 * "Incorporating prior knowledge into boosting", ICML 2002, fit a prior the same way, to the
 * log-odds).
 *
 * @param scores - one score per document (out-of-fold scores, so that the map fits new documents)
 * @param positive - `positive[i]` is 1 when document i is in the class
 * @returns a and b
 *
 * @example
 * ```ts
 * import { fitExpCalibration } from "@textboost/linear";
 *
 * const { scale, shift } = fitExpCalibration([-1.2, 0.8, -0.3], [0, 1, 0]);
 * ```
 */
export function fitExpCalibration(scores: ArrayLike<number>, positive: ArrayLike<number>): AffineMap {
  let a = 0;
  let b = 0;
  let loss = expLoss(scores, positive, { scale: a, shift: b });
  for (let iteration = 0; iteration < 100; iteration++) {
    // Gradient and Hessian of the loss in (a, b).
    let ga = SCALE_RIDGE * a;
    let gb = SMOOTHING * (Math.exp(b) - Math.exp(-b));
    let haa = SCALE_RIDGE;
    let hab = 0;
    let hbb = SMOOTHING * (Math.exp(b) + Math.exp(-b));
    for (let i = 0; i < scores.length; i++) {
      const s = scores[i]!;
      const y = positive[i] ? 1 : -1;
      const e = Math.exp(-y * (a * s + b));
      ga -= y * s * e;
      gb -= y * e;
      haa += s * s * e;
      hab += s * e;
      hbb += e;
    }
    const det = haa * hbb - hab * hab;
    if (!(det > 0)) break;
    let da = -(hbb * ga - hab * gb) / det;
    let db = -(haa * gb - hab * ga) / det;
    let step = 1;
    let next = expLoss(scores, positive, { scale: a + da, shift: b + db });
    while (!(next < loss) && step > 1e-10) {
      step /= 2;
      da /= 2;
      db /= 2;
      next = expLoss(scores, positive, { scale: a + da, shift: b + db });
    }
    if (!(next < loss)) break;
    a += da;
    b += db;
    const gain = loss - next;
    loss = next;
    if (gain <= 1e-12 * loss) break;
  }
  return { scale: a, shift: b };
}
