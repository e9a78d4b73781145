/// <reference types="node" />
import { availableParallelism } from "node:os";
import { TextboostError } from "@textboost/core";

/** The largest `threads` value accepted (a guard against typos such as 1000). */
export const MAX_THREADS = 256;

/** The environment variable that supplies `threads` when none is given (`"auto"` or a whole number). */
export const THREADS_ENV = "TEXTBOOST_THREADS";

/**
 * A thread count as a person gives it: a whole number in [1, {@link MAX_THREADS}] (the calling
 * thread included; 1 = no worker thread), or `"auto"` for the number of cores.
 */
export type ThreadsOption = number | "auto";

/** Where {@link resolveThreads} looks when no count is given; both default to this process's. */
export interface ThreadsContext {
  /** The environment holding {@link THREADS_ENV} (default `process.env`). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The number of cores (default `os.availableParallelism()`). */
  readonly cores?: number;
}

const invalid = (what: string, value: unknown): TextboostError =>
  new TextboostError(
    "E_INVALID_ARGUMENT",
    `${what} must be "auto" or an integer in [1, ${MAX_THREADS}], got ${typeof value === "string" ? JSON.stringify(value) : String(value)}`,
  );

/**
 * Reads a thread count written as text (a command-line flag, an environment variable): `"auto"` or
 * a whole number in [1, {@link MAX_THREADS}], spaces around it ignored. It only reads; the count is
 * resolved by {@link resolveThreads}.
 *
 * @param text - the text, for example `"4"` or `"auto"`
 * @param what - what the text is, for the error message (default `"threads"`)
 * @returns `"auto"` or the number
 * @throws TextboostError `E_INVALID_ARGUMENT` for anything else (`"0"`, `"-1"`, `"1.5"`, `"2e1"`, `""`, `"257"`)
 *
 * @example
 * ```ts
 * readThreads(" 4 "); // 4
 * readThreads("auto"); // "auto"
 * expect(() => readThreads("four", "--threads")).toThrow('--threads must be "auto" or an integer in [1, 256], got "four"');
 * ```
 */
export function readThreads(text: string, what = "threads"): ThreadsOption {
  const trimmed = text.trim();
  if (trimmed === "auto") return "auto";
  const n = /^[0-9]+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!(n >= 1 && n <= MAX_THREADS)) throw invalid(what, text);
  return n;
}

/**
 * The one place a thread count given by a person becomes the number of threads to use. Call it once,
 * where the request enters (a CLI command, the options of a booster's or learner's `node` entry), and
 * pass the number (or a `WorkerPool`) on: the code below never resolves it again.
 *
 * - a number: checked to be an integer in [1, {@link MAX_THREADS}];
 * - `"auto"`: the number of cores, at most {@link MAX_THREADS};
 * - nothing (`undefined`): the environment variable {@link THREADS_ENV} when it is set and not
 *   empty (read by {@link readThreads}), else `"auto"`.
 *
 * Other text (a flag's value) goes through {@link readThreads} first: `resolveThreads` refuses `"2"`.
 *
 * @param requested - the count as given, or undefined
 * @param context - the environment and the cores to use instead of this process's (tests)
 * @returns an integer in [1, {@link MAX_THREADS}]
 * @throws TextboostError `E_INVALID_ARGUMENT` for 0, a negative number, a fraction, NaN, a count above
 *   {@link MAX_THREADS}, a string other than `"auto"`, or a bad value in {@link THREADS_ENV} (the
 *   message names it)
 *
 * @example
 * ```ts
 * resolveThreads(2); // 2
 * resolveThreads("auto"); // os.availableParallelism(), for example 8
 * resolveThreads(readThreads("3")); // 3
 * resolveThreads(undefined, { env: { TEXTBOOST_THREADS: "2" } }); // 2
 * expect(() => resolveThreads(0)).toThrow('threads must be "auto" or an integer in [1, 256]'); // E_INVALID_ARGUMENT
 * ```
 */
export function resolveThreads(requested?: ThreadsOption, context: ThreadsContext = {}): number {
  let wanted: unknown = requested;
  if (wanted === undefined) {
    const fromEnv = (context.env ?? process.env)[THREADS_ENV];
    wanted =
      fromEnv !== undefined && fromEnv.trim() !== ""
        ? readThreads(fromEnv, `the environment variable ${THREADS_ENV}`)
        : "auto";
  }
  if (wanted === "auto") {
    const cores = context.cores ?? availableParallelism();
    return Math.max(1, Math.min(MAX_THREADS, Math.floor(cores)));
  }
  if (typeof wanted !== "number" || !Number.isInteger(wanted) || wanted < 1 || wanted > MAX_THREADS) {
    throw invalid("threads", wanted);
  }
  return wanted;
}
