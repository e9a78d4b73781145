import { checkColumn } from "./internal/check-scores.js";

/** The two parameters of a Platt sigmoid: P(label | score f) = 1 / (1 + e^-(a f + b)). */
export interface PlattParameters {
  readonly a: number;
  readonly b: number;
}

/**
 * Fits Platt's sigmoid (Platt 1999) to one label's scores: the `a`, `b` minimising the log loss of
 * P = 1 / (1 + e^-(a f + b)) against Platt's smoothed targets, (N+ + 1) / (N+ + 2) for positives and
 * 1 / (N- + 2) for negatives (so a label seen only one way still gets probabilities inside (0, 1)).
 * The problem is convex; it is solved by Newton's method with a backtracking line search and a tiny
 * ridge on the Hessian, as Lin, Lin and Weng (2007) recommend, from a = 0 and b = the log odds of
 * the targets. scikit-learn's `CalibratedClassifierCV(method="sigmoid")` fits the same model.
 *
 * @param scores - the label's scores on the calibration documents, finite
 * @param positive - 1 where the document has the label, 0 where not (same length)
 * @returns `{ a, b }`; with no documents `{ a: 0, b: 0 }` (probability 1/2)
 * @throws TextboostError `E_SHAPE` when the lengths differ; `E_NUMERIC` for a non-finite score
 *
 * @example
 * ```ts
 * const { a, b } = fitPlatt(Float64Array.of(-2, -1, 1, 2), Uint8Array.of(0, 0, 1, 1));
 * a > 0; // true: higher scores, higher probabilities
 * ```
 */
export function fitPlatt(scores: ArrayLike<number>, positive: ArrayLike<number>): PlattParameters {
  const n = scores.length;
  checkColumn(scores, positive);
  if (n === 0) return { a: 0, b: 0 };
  let pos = 0;
  for (let i = 0; i < n; i++) if (positive[i]) pos++;
  const hi = (pos + 1) / (pos + 2);
  const lo = 1 / (n - pos + 2);
  const target = (i: number) => (positive[i] ? hi : lo);
  const loss = (a: number, b: number): number => {
    let s = 0;
    for (let i = 0; i < n; i++) {
      const z = a * scores[i]! + b;
      s += softplus(z) - target(i) * z;
    }
    return s;
  };
  let a = 0;
  let b = Math.log((pos + 1) / (n - pos + 1));
  let current = loss(a, b);
  for (let iteration = 0; iteration < 100; iteration++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-12;
    let hab = 0;
    let hbb = 1e-12;
    for (let i = 0; i < n; i++) {
      const f = scores[i]!;
      const p = sigmoid(a * f + b);
      const d = p - target(i);
      const w = p * (1 - p);
      ga += d * f;
      gb += d;
      haa += w * f * f;
      hab += w * f;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    const da = -(hbb * ga - hab * gb) / det;
    const db = -(haa * gb - hab * ga) / det;
    const slope = ga * da + gb * db; // minus the squared Newton decrement: the loss a full step saves, twice
    if (!(-slope > 1e-14 * n)) break;
    let step = 1;
    let next = loss(a + da, b + db);
    while (!(next <= current + 1e-4 * step * slope) && step > 1e-10) {
      step /= 2;
      next = loss(a + step * da, b + step * db);
    }
    if (!(next <= current)) break; // no progress possible in double precision
    a += step * da;
    b += step * db;
    const gain = current - next;
    current = next;
    if (gain <= 1e-15 * Math.max(1, Math.abs(current))) break;
  }
  return { a, b };
}

/**
 * The calibrated probability of a score under {@link fitPlatt}'s parameters: 1 / (1 + e^-(a f + b)),
 * computed without overflow for any finite score.
 *
 * @example
 * ```ts
 * plattProbability({ a: 2, b: -1 }, 0.5); // 0.5
 * ```
 */
export function plattProbability(p: PlattParameters, score: number): number {
  return sigmoid(p.a * score + p.b);
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** log(1 + e^z), without overflow. */
function softplus(z: number): number {
  return z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
}
