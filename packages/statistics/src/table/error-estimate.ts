import type { StaleSink } from "../update/stale-slots.js";

/**
 * Relative error a statistic of the incremental table may carry before it is recomputed exactly:
 * 1e-13, a thousand times below the choosers' tie tolerance (`Z_TIE_TOLERANCE`, 1e-10).
 */
export const STATISTIC_TOLERANCE = 1e-13;

/**
 * `errors` holds, per entry, the sum of the squared magnitudes the entry went through since it was
 * last computed exactly. Each rounding is at most u·|result| (u = 2⁻⁵³); rounding errors of
 * independent operations add up like random signs, so u·√errors estimates the entry's absolute
 * error (the worst case, u·Σ|·|, is far too pessimistic: an entry summed over hundreds of documents
 * would pass the tolerance without losing anything). An entry is stale when
 * that estimate passes {@link STATISTIC_TOLERANCE} of its value: errors > ERROR_LIMIT² · value².
 */
export const ERROR_LIMIT = STATISTIC_TOLERANCE / 2 ** -53;

/**
 * True when an entry of value `value` with error sum `error` may be off by more than
 * {@link STATISTIC_TOLERANCE} of its value, or is negative (every statistic is a sum of
 * non-negative weights, so a negative one is all error).
 */
export function isStale(value: number, error: number): boolean {
  return !(error <= ERROR_LIMIT * ERROR_LIMIT * value * value) || value < 0;
}

/**
 * The per-entry error estimates of the incremental table, one `Uint16Array` entry per statistic (two
 * bytes where an absolute estimate in a `Float64Array` took eight): a code for a bound on the
 * entry's `isStale` error sum relative to its value², q ≥ error sum / value² (0 for an entry
 * just computed exactly). Relative, the bound does not change when a lazy factor is folded into the
 * values (error sums scale with value²).
 *
 * The code is linear in two pieces (`errorCode`, `errorBound`): steps of 1/16 up to
 * q = 2,048, where an update adds about 2 to q (old² + new² against new²), then steps of 32 up to the
 * stale limit ERROR_LIMIT² (811,296), which ends at code 58,058 < 2¹⁶. Codes round up, so a bound
 * never falls below what it stands for; the steps keep it within about 3% of it, so entries are not
 * recomputed much more often than with the sums themselves.
 */
export type ErrorEstimates = Uint16Array;

/** The code of the relative error sums of {@link ErrorEstimates} at the joint of the two pieces. */
const JOINT_CODE = 32_768;
/** The relative error sum there (JOINT_CODE steps of 1/16). */
const JOINT = 2_048;
/** The step below the joint, 1/16 (a double, so arithmetic with it is never taken for integer arithmetic). */
const FINE_STEP = 0.0625;
/** The step above the joint. */
const COARSE_STEP = 32;

/**
 * The smallest code of {@link ErrorEstimates} whose bound is at least `q`, a relative error sum of
 * at most ERROR_LIMIT².
 *
 * @example
 * ```ts
 * errorCode(0.1);  // 2 (2/16 ≥ 0.1)
 * errorCode(3000); // 32,798 (2,048 + 30 · 32 ≥ 3,000)
 * ```
 */
export function errorCode(q: number): number {
  // Multiplying and dividing by powers of two is exact, so the ceiling rounds up exactly.
  return q <= JOINT ? Math.ceil(q * 16) : Math.ceil(q / COARSE_STEP) + (JOINT_CODE - JOINT / COARSE_STEP);
}

/**
 * The relative error sum a code of {@link ErrorEstimates} stands for (at least the one it coded).
 *
 * @example
 * ```ts
 * errorBound(errorCode(3000)); // 3,008
 * ```
 */
export function errorBound(code: number): number {
  // `code * FINE_STEP` rather than `code / 16` (the same bits: both are exact): the engine records a
  // division of small integers as integer arithmetic while the first codes divide evenly, and throws
  // the compiled update code out ("lost precision") at the first code that does not.
  return code <= JOINT_CODE ? code * FINE_STEP : (code - (JOINT_CODE - JOINT / COARSE_STEP)) * COARSE_STEP;
}

/**
 * The margin the quotient error / value² of `addWithEstimate` is taken with, 1 + 2⁻⁴⁰: it covers
 * the quotient's three roundings, so that a stored bound never falls below the error sum it stands for.
 */
export const ESTIMATE_MARGIN = 1 + 2 ** -40;

/**
 * Adds `increment`, the sum of `terms` same-signed summands, to `values[at]` and accounts for the
 * rounding: the entry's error sum grows by old² + new² + terms · increment² (each summand and each
 * addition rounds by about u times its magnitude). The old error sum is taken at its bound
 * (`errorBound` · old²) and the new one is stored rounded up (`errorCode`), so an entry
 * is never found fresh when the error sum of a `Float64Array` would have found it stale.
 *
 * @param values - the table's values
 * @param errors - their {@link ErrorEstimates}
 * @param at - the entry
 * @param increment - what to add
 * @param terms - how many summands the increment sums
 * @returns true when the entry became stale (`isStale`); its estimate is then left as it was,
 *   for the caller recomputes the entry exactly (and resets it). This is what catches cancellation:
 *   an entry whose weight almost all sits in the pivot's documents falls from its old value to a
 *   small new one, keeping the old value's absolute error.
 *
 * @example
 * ```ts
 * const values = Float64Array.of(1);
 * const errors = new Uint16Array(1);
 * addWithEstimate(values, errors, 0, 0.5, 3); // false: values[0] = 1.5, errors[0] codes ≥ 4 / 2.25
 * ```
 */
export function addWithEstimate(
  values: Float64Array,
  errors: ErrorEstimates,
  at: number,
  increment: number,
  terms: number,
): boolean {
  const old = values[at]!;
  const sum = old + increment;
  values[at] = sum;
  const square = sum * sum;
  const error = (errorBound(errors[at]!) + 1) * old * old + square + terms * increment * increment;
  if (isStale(sum, error)) return true;
  errors[at] = errorCode((error * ESTIMATE_MARGIN) / square);
  return false;
}

/**
 * Adds a term's summed corrections of one label to its two slots, `negative` to `slot` (y = −1) and
 * `positive` to `slot + 1` (y = +1), each only when non-zero, with `addWithEstimate`, and reports
 * each slot that became stale: the last step of every path of the incremental update.
 *
 * @param values - the statistics table's values
 * @param errors - their error estimates
 * @param slot - the (term, label) pair's negative slot
 * @param negative - the negative side's correction
 * @param positive - the positive side's correction
 * @param summands - the number of documents summed into each
 * @param stale - receives the slots that became stale
 *
 * @example
 * ```ts
 * const values = Float64Array.of(0.5, 0.25); // a (term, label) pair's negative and positive slots
 * const errors = new Uint16Array(2);
 * const stale = createStaleSlots();
 * addSlotPair(values, errors, 0, -1e-3, 2e-3, 4, stale); // values ≈ [0.499, 0.252]
 * stale.count; // 0: both slots are still within the tolerance
 * ```
 */
export function addSlotPair(
  values: Float64Array,
  errors: ErrorEstimates,
  slot: number,
  negative: number,
  positive: number,
  summands: number,
  stale: StaleSink,
): void {
  if (negative !== 0 && addWithEstimate(values, errors, slot, negative, summands)) stale.add(slot);
  if (positive !== 0 && addWithEstimate(values, errors, slot + 1, positive, summands)) stale.add(slot + 1);
}
