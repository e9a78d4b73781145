import { type FieldCheck, field } from "@textboost/distributed";
import type { NumberRange } from "../options/option-values.js";

/**
 * The queue-side check of a number a command-line option takes: the same range as the option's parser
 * (`inRange`), applied to a field of a job read back from the queue, where anything may have been
 * written. Whole ranges take whole numbers only; an open lower bound is excluded. A range open at
 * its top has no queue check (none of the grid's options has one).
 *
 * @param range - the option's range (`option-ranges.ts`)
 * @returns the field check (`E_INPUT_FORMAT` naming the field)
 * @throws Error for a range open at its top (a programming error, found when the schema is built)
 *
 * @example
 * ```ts no-run
 * rangeField(SHRINKAGE)(2, "spec.shrinkage"); // throws: spec.shrinkage must be a number in (0, 1], not 2
 * ```
 */
export function rangeField(range: NumberRange): FieldCheck {
  if (range.maxOpen === true) throw new Error("rangeField: a range open at its top has no field check");
  if (range.whole) {
    const min = range.minOpen === true ? range.min + 1 : range.min;
    return field.integer(min, range.max);
  }
  return field.number(range.min, range.max, range.minOpen === true);
}
