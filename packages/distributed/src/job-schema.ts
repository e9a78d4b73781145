import { posix } from "node:path";
import { TextboostError } from "@textboost/core";

/**
 * How far a job description (or any JSON a worker reads from the queue) may go before it is refused:
 * at most `maxDepth` levels of nesting, `maxValues` values in all, strings of `maxStringChars`
 * characters and paths of `maxPathChars`. Numbers must be finite; the fields of each job kind have
 * their own ranges on top of these.
 */
export const JOB_LIMITS = Object.freeze({
  maxDepth: 32,
  maxValues: 2_000_000,
  maxStringChars: 65_536,
  maxPathChars: 4096,
});

/** Keys that would reach an object's prototype when a description is copied or spread: always refused. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * One field's check: throws `E_INPUT_FORMAT` naming the field (`at`, e.g. `spec.iterations`) when the
 * value is not what the field takes. Build them with {@link field}.
 */
export type FieldCheck = (value: unknown, at: string) => void;

/** A refusal of field `at`: `E_INPUT_FORMAT`. */
function refuse(at: string, what: string): never {
  throw new TextboostError("E_INPUT_FORMAT", `${at} ${what}`);
}

/** `at.key`, the key quoted as JSON unless it is a plain name (so no key can write control bytes). */
function keyPath(at: string, key: string): string {
  return /^[A-Za-z0-9_$-]{1,64}$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key.slice(0, 64))}]`;
}

/** A value for a message: JSON (control characters escaped), cut to 60 characters. */
function shown(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? typeof value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * The checks a job schema is made of. Each returns a {@link FieldCheck}; `object` takes the fields
 * it allows (own properties only; a missing required field, an unknown one or a prototype key is
 * refused), so a schema is one expression that says every field and its range.
 *
 * @example
 * ```ts
 * const spec = field.object({ iterations: field.integer(1, 100_000), name: field.string(64) }, ["name"]);
 * spec({ iterations: 10 }, "spec"); // passes
 * try {
 *   spec({ iterations: 1e9 }, "spec");
 * } catch (e) {
 *   (e as TextboostError).message; // "spec.iterations must be a whole number from 1 to 100000, not 1000000000 [E_INPUT_FORMAT]"
 * }
 * ```
 */
export const field = {
  /** A whole number in [min, max]. */
  integer(min: number, max: number): FieldCheck {
    return (v, at) => {
      if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
        refuse(at, `must be a whole number from ${min} to ${max}, not ${shown(v)}`);
      }
    };
  },
  /** A finite number in [min, max] (`min` excluded when `openMin`). */
  number(min: number, max: number, openMin = false): FieldCheck {
    return (v, at) => {
      if (typeof v !== "number" || !Number.isFinite(v) || v > max || (openMin ? v <= min : v < min)) {
        refuse(at, `must be a number in ${openMin ? "(" : "["}${min}, ${max}], not ${shown(v)}`);
      }
    };
  },
  /** A string of at most `maxChars` characters matching `pattern` (default: no control characters). */
  string(maxChars: number, pattern = /^[^\p{Cc}]*$/u): FieldCheck {
    return (v, at) => {
      if (typeof v !== "string" || v.length > maxChars || !pattern.test(v)) {
        refuse(at, `must be a string of at most ${maxChars} characters matching ${pattern}, not ${shown(v)}`);
      }
    };
  },
  /** One of `values`. */
  oneOf(values: readonly (string | number | boolean)[]): FieldCheck {
    return (v, at) => {
      if (!values.includes(v as string)) refuse(at, `must be one of ${values.join(", ")}, not ${shown(v)}`);
    };
  },
  /** An absolute, normalised path (no `.` or `..` part, no control character) of at most `JOB_LIMITS.maxPathChars`. */
  absolutePath(): FieldCheck {
    return (v, at) => {
      if (
        typeof v !== "string" ||
        v.length > JOB_LIMITS.maxPathChars ||
        !v.startsWith("/") ||
        /\p{Cc}/u.test(v) ||
        (posix.normalize(v) !== v && posix.normalize(v) !== v.replace(/\/+$/, ""))
      ) {
        refuse(
          at,
          `must be an absolute path without "." or ".." parts or control characters, not ${shown(v)}`,
        );
      }
    };
  },
  /** An array of at most `maxLength` items, each passing `item`. */
  array(item: FieldCheck, maxLength: number): FieldCheck {
    return (v, at) => {
      if (!Array.isArray(v) || v.length > maxLength)
        refuse(at, `must be an array of at most ${maxLength} items`);
      for (let i = 0; i < v.length; i++) item(v[i], `${at}[${i}]`);
    };
  },
  /** A plain object with exactly these fields (those in `optional` may be absent). */
  object(fields: Readonly<Record<string, FieldCheck>>, optional: readonly string[] = []): FieldCheck {
    return (v, at) => {
      if (!isPlainObject(v)) refuse(at, `must be an object, not ${shown(v)}`);
      for (const key of Object.keys(v)) {
        if (PROTOTYPE_KEYS.has(key) || !Object.hasOwn(fields, key))
          refuse(keyPath(at, key), "is not a field here");
      }
      for (const [key, check] of Object.entries(fields)) {
        if (Object.hasOwn(v, key)) check(v[key], `${at}.${key}`);
        else if (!optional.includes(key)) refuse(`${at}.${key}`, "is missing");
      }
    };
  },
  /** Any JSON within `JOB_LIMITS` (for parts whose shape their own reader checks). */
  json(): FieldCheck {
    return (v, at) => checkBoundedJson(v, at);
  },
} as const;

/** Whether `v` is an object made by `JSON.parse` or a literal (not an array, a class instance or null). */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Checks that `value` is plain JSON within {@link JOB_LIMITS}: plain objects, arrays, strings, finite
 * numbers, booleans and null only; no prototype key (`__proto__`, `constructor`, `prototype`) at any
 * depth; bounded depth, size and string length. A worker runs this on every queue entry before it
 * looks at any field, so no entry can make it recurse, allocate or loop without bound.
 *
 * @param value - the parsed JSON
 * @param at - its name, for the error
 * @throws TextboostError `E_INPUT_FORMAT` naming the first offending place
 *
 * @example
 * ```ts
 * checkBoundedJson({ a: [1, 2, { b: "c" }] }, "spec"); // passes
 * try {
 *   checkBoundedJson(JSON.parse('{"__proto__": {"polluted": true}}'), "spec");
 * } catch (e) {
 *   (e as TextboostError).code; // "E_INPUT_FORMAT": spec.__proto__ is not allowed
 * }
 * ```
 */
export function checkBoundedJson(value: unknown, at: string): void {
  let count = 0;
  const stack: [unknown, string, number][] = [[value, at, 0]];
  while (stack.length > 0) {
    const [v, where, depth] = stack.pop()!;
    if (++count > JOB_LIMITS.maxValues) refuse(at, `holds more than ${JOB_LIMITS.maxValues} values`);
    if (depth > JOB_LIMITS.maxDepth) refuse(where, `is nested deeper than ${JOB_LIMITS.maxDepth} levels`);
    if (v === null || typeof v === "boolean") continue;
    if (typeof v === "number") {
      if (!Number.isFinite(v)) refuse(where, "must be a finite number");
    } else if (typeof v === "string") {
      if (v.length > JOB_LIMITS.maxStringChars) {
        refuse(where, `is a string longer than ${JOB_LIMITS.maxStringChars} characters`);
      }
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${where}[${i}]`, depth + 1]);
    } else if (isPlainObject(v)) {
      for (const key of Object.keys(v)) {
        if (PROTOTYPE_KEYS.has(key)) refuse(keyPath(where, key), "is not allowed (a prototype key)");
        if (key.length > JOB_LIMITS.maxStringChars) refuse(where, "has a key that is too long");
        stack.push([v[key], keyPath(where, key), depth + 1]);
      }
    } else refuse(where, `is not JSON (${typeof v})`);
  }
}
