import { type Command, InvalidArgumentError } from "commander";

/**
 * The values a numeric option accepts: whole numbers or any real number, between `min` and `max`
 * (each end included unless `minOpen` / `maxOpen`). Every numeric option of the CLI has one, shown in
 * its `--help` and the CLI reference.
 */
export interface NumberRange {
  readonly whole: boolean;
  readonly min: number;
  readonly max: number;
  readonly minOpen?: boolean;
  readonly maxOpen?: boolean;
}

/** A decimal number as a person types it (`12`, `-3`, `0.25`, `1e3`): no hex, no empty text. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

const LIMITLESS = Number.MAX_VALUE;

/** "1,000,000" for 1e6: the bounds as the help shows them. */
function show(n: number): string {
  return Number.isInteger(n) ? n.toLocaleString("en-US") : String(n);
}

/**
 * The range in words, as `--help` and the error messages say it.
 *
 * @example
 * ```ts
 * rangeText({ whole: true, min: 1, max: 1_000_000 }); // "a whole number from 1 to 1,000,000"
 * rangeText({ whole: false, min: 0, max: 1, minOpen: true, maxOpen: true }); // "a number in (0, 1)"
 * ```
 */
export function rangeText(range: NumberRange): string {
  if (range.whole) return `a whole number from ${show(range.min)} to ${show(range.max)}`;
  if (range.min <= -LIMITLESS && range.max >= LIMITLESS) return "a finite number";
  if (range.max >= LIMITLESS) return `a number ${range.minOpen ? ">" : ">="} ${show(range.min)}`;
  return `a number in ${range.minOpen ? "(" : "["}${show(range.min)}, ${show(range.max)}${range.maxOpen ? ")" : "]"}`;
}

/**
 * Reads `text` as a number in `range`.
 *
 * @param text - the value as typed
 * @param range - what it may be
 * @returns the number, or undefined when it is not a decimal number in the range
 * @example
 * ```ts
 * readInRange("25", { whole: true, min: 2, max: 1000 }); // 25
 * readInRange("1e9", { whole: true, min: 1, max: 1_000_000 }); // undefined
 * ```
 */
export function readInRange(text: string, range: NumberRange): number | undefined {
  const t = text.trim();
  if (!DECIMAL.test(t)) return undefined;
  const n = Number(t);
  if (!Number.isFinite(n) || (range.whole && !Number.isInteger(n))) return undefined;
  const aboveMin = range.minOpen ? n > range.min : n >= range.min;
  const belowMax = range.maxOpen ? n < range.max : n <= range.max;
  return aboveMin && belowMax ? n : undefined;
}

/** A commander parser that carries the range it checks, for the help text. */
export type RangedParser<T> = ((value: string) => T) & { readonly range: NumberRange };

/**
 * Commander's parser of a numeric option: the number, or commander's usage error naming the option,
 * its range and the value given.
 *
 * @param name - the option as the user types it, for the message
 * @param range - the values it accepts
 * @returns the parser (its `range` shown by {@link documentRanges})
 * @example
 * ```ts no-run
 * command.option("--members <N>", "committee size", inRange("--members", MEMBERS));
 * ```
 */
export function inRange(name: string, range: NumberRange): RangedParser<number> {
  const parse = (v: string): number => {
    const n = readInRange(v, range);
    if (n === undefined) throw new InvalidArgumentError(`${name} must be ${rangeText(range)}, got "${v}"`);
    return n;
  };
  return Object.assign(parse, { range });
}

/**
 * Commander's parser of a comma-separated list of numbers (`--at 5,10,50`), each in `range`.
 *
 * @example
 * ```ts no-run
 * command.option("--at <S,...>", "numbers of rounds", listInRange("--at", ROUNDS));
 * ```
 */
export function listInRange(name: string, range: NumberRange): RangedParser<number[]> {
  const parse = (v: string): number[] =>
    v.split(",").map((s) => {
      const n = readInRange(s, range);
      if (n === undefined) {
        throw new InvalidArgumentError(`${name}: every value must be ${rangeText(range)}, got "${s}"`);
      }
      return n;
    });
  return Object.assign(parse, { range });
}

/**
 * Appends each numeric option's range to its description, for every command of `program`, so that
 * `--help` and the generated CLI reference state it (`(range: a whole number from 1 to 1,000,000)`).
 *
 * @example
 * ```ts no-run
 * documentRanges(program); // once, after every command is defined
 * ```
 */
export function documentRanges(program: Command): void {
  for (const option of program.options) {
    const range = (option.parseArg as Partial<RangedParser<unknown>> | undefined)?.range;
    if (range !== undefined && !option.description.includes("(range: ")) {
      option.description = `${option.description} (range: ${rangeText(range)})`;
    }
  }
  for (const command of program.commands) documentRanges(command);
}
