import type { StaleSink } from "./stale-slots.js";

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
 * Adds `increment`, the sum of `terms` same-signed summands, to `values[at]` and accounts for the
 * rounding: `errors[at]` grows by old² + new² + terms · increment² (each summand and each addition
 * rounds by about u times its magnitude).
 *
 * @returns true when the entry became stale ({@link isStale}). This is what catches cancellation:
 *   an entry whose weight almost all sits in the pivot's documents falls from its old value to a
 *   small new one, keeping the old value's absolute error.
 */
export function addWithEstimate(
  values: Float64Array,
  errors: Float64Array,
  at: number,
  increment: number,
  terms: number,
): boolean {
  const old = values[at]!;
  const sum = old + increment;
  values[at] = sum;
  const error = errors[at]! + old * old + sum * sum + terms * increment * increment;
  errors[at] = error;
  return isStale(sum, error);
}

/**
 * Adds a term's summed corrections of one label to its two slots, `negative` to `slot` (y = −1) and
 * `positive` to `slot + 1` (y = +1), each only when non-zero, with {@link addWithEstimate}, and reports
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
 * addSlotPair(table.values, errors, k * table.termStride + j * table.labelStride, -1e-3, 2e-3, 4, createStaleSlots());
 * ```
 */
export function addSlotPair(
  values: Float64Array,
  errors: Float64Array,
  slot: number,
  negative: number,
  positive: number,
  summands: number,
  stale: StaleSink,
): void {
  if (negative !== 0 && addWithEstimate(values, errors, slot, negative, summands)) stale.add(slot);
  if (positive !== 0 && addWithEstimate(values, errors, slot + 1, positive, summands)) stale.add(slot + 1);
}
