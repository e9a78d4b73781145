import { Option } from "commander";

/**
 * Options the user must give. Commander checks its own mandatory options before unknown ones, so a
 * typo (`train --rounds 10`) would be reported as a missing `--format`; these are checked in a
 * pre-action hook instead (see `createProgram`), after commander has rejected unknown options.
 */
const REQUIRED = new WeakSet<Option>();

/** An option the pre-action hook requires. */
export const required = (flags: string, description: string): Option => {
  const o = new Option(flags, description);
  REQUIRED.add(o);
  return o;
};

/** Whether `option` was made by {@link required}. */
export const isRequired = (option: Option): boolean => REQUIRED.has(option);
