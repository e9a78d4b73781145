import type { PairWeights, TrainingSet } from "@textboost/core";
import { addTermWeightsBySign } from "../sum/document-weights.js";
import { copyTermDocuments, kernelsOver } from "./term-sides.js";

/**
 * A scan of terms for per-label choices (MP-Boost's pivots) that skips most (term, label) pairs on a
 * linear lower bound of the label's key. For a term k, {@link LabelBoundScan.term} computes the
 * term's present sides of every label into `sides` (`sides[2j]` the negatives' and `sides[2j + 1]`
 * the positives' Σ D(i, j) over k's documents, the bits of {@link addTermWeightsBySign} into zeroed
 * sums) and lists in `open`, ascending, the labels j whose bound
 * `floors[j] − coefficients[2j] · sides[2j] − coefficients[2j + 1] · sides[2j + 1]` is not at least
 * `cutoffs[j]`: the only labels whose keys the caller needs to compute. The caller sets `floors` and
 * `coefficients` once a round (a stump rule's linear bound) and lowers `cutoffs[j]` as label j's best
 * key improves; `cutoffs` start at +Infinity, which leaves every label open.
 */
export interface LabelBoundScan {
  /** The current term's sides, 2m entries; valid until the next call of `term`. */
  readonly sides: Float64Array;
  /** The open labels of the current term at [0, count), ascending. */
  readonly open: Int32Array;
  /** Each label's bound without the term's sides (m entries, set by the caller). */
  readonly floors: Float64Array;
  /** Each label's (negative, positive) coefficients at 2j, 2j + 1 (2m entries, set by the caller). */
  readonly coefficients: Float64Array;
  /** Each label's cutoff (m entries, +Infinity at first; the caller lowers them). */
  readonly cutoffs: Float64Array;
  /**
   * Sums term k's sides and lists its open labels.
   *
   * @returns how many labels are open (their ids at `open[0 .. count)`)
   */
  term(k: number): number;
}

/**
 * A {@link LabelBoundScan} of a training set at weights D: in WebAssembly SIMD over D in place when
 * D is a boosting loop's weights in a registered weights memory with `data`'s signs (the sides as
 * `termSidesOf` sums them, then the bounds two labels a lane pair with the JavaScript test's
 * operations in its order, in this thread's room; wasm/term-sides.wat `openLabels`), in JavaScript
 * otherwise. Both give the same sides and the same open labels. Its arrays are views of this thread's
 * room, so one scan a thread at a time, and `sides` is read before `termSidesOf` or `labelTotals`
 * runs again (they sum into the same room).
 *
 * @param data - the training set (its Xc gives each term's documents)
 * @param weights - D, row-major documents x labels
 * @param simd - false for the JavaScript loop whatever D is (tests compare the two)
 * @returns a scan over this round's D, its cutoffs at +Infinity
 *
 * @example
 * ```ts
 * const scan = labelBoundScanOf(ts, D);
 * scan.coefficients.fill(1);
 * scan.cutoffs.fill(0.5);
 * const count = scan.term(0); // labels j with floors[j] − n_j − p_j < 0.5: scan.open[0 .. count)
 * ```
 */
export function labelBoundScanOf(data: TrainingSet, weights: PairWeights, simd = true): LabelBoundScan {
  const m = data.Y.cols;
  const over = simd ? kernelsOver(data, weights) : undefined;
  if (over === undefined) return javascriptScan(data, weights);
  const { code, at, room, buffer, g } = over;
  const { indptr, indices } = data.Xc;
  const documents = new Int32Array(buffer, room.documents, g);
  const floors = new Float64Array(buffer, room.bounds, m);
  const cutoffs = new Float64Array(buffer, room.bounds + 8 * m, m).fill(Number.POSITIVE_INFINITY);
  const coefficients = new Float64Array(buffer, room.bounds + 16 * m, 2 * m);
  return {
    sides: new Float64Array(buffer, room.sides, 2 * m),
    open: new Int32Array(buffer, room.open, m),
    floors,
    coefficients,
    cutoffs,
    term(k) {
      const start = indptr[k]!;
      const count = indptr[k + 1]! - start;
      copyTermDocuments(indices, start, count, documents);
      return code.openLabels(
        at.weights,
        at.signs,
        room.documents,
        count,
        m,
        room.sides,
        room.bounds,
        room.bounds + 16 * m,
        room.bounds + 8 * m,
        room.open,
      );
    },
  };
}

/** The scan in JavaScript: {@link addTermWeightsBySign}, then each label's test in ascending order. */
function javascriptScan(data: TrainingSet, weights: PairWeights): LabelBoundScan {
  const m = data.Y.cols;
  const sides = new Float64Array(2 * m);
  const open = new Int32Array(m);
  const floors = new Float64Array(m);
  const coefficients = new Float64Array(2 * m);
  const cutoffs = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
  return {
    sides,
    open,
    floors,
    coefficients,
    cutoffs,
    term(k) {
      sides.fill(0);
      addTermWeightsBySign(data, weights, k, 0, m, sides);
      let count = 0;
      for (let j = 0; j < m; j++) {
        const n = sides[2 * j]!;
        const p = sides[2 * j + 1]!;
        if (floors[j]! - coefficients[2 * j]! * n - coefficients[2 * j + 1]! * p >= cutoffs[j]!) continue;
        open[count++] = j;
      }
      return count;
    },
  };
}
