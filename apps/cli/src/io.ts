import { FILE_LIMITS, readStreamText } from "@textboost/datasets";

/**
 * Where the CLI writes and what it knows of its terminal. Commands take this instead of touching
 * `process`, so tests run them in-process and read what they printed.
 */
export interface CliIO {
  /** Writes to standard output (results: tables, JSON, predictions). */
  out(text: string): void;
  /** Writes to standard error (progress, warnings, errors). */
  err(text: string): void;
  /** Whether standard error is a terminal (progress bars only then). */
  readonly interactive: boolean;
  /**
   * Reads all of standard input (for `predict` and `explain` without files), at most
   * `FILE_LIMITS.maxTextBytes` bytes (more is `E_IO` naming standard input).
   */
  readStdin(): Promise<string>;
  /** Directory relative paths resolve against. */
  readonly cwd: string;
  /**
   * Calls `listener` on Ctrl-C (SIGINT) instead of ending the process; returns a function that stops
   * listening (and restores the default). Absent in tests that do not need it.
   */
  onInterrupt?(listener: () => void): () => void;
}

/** The real process' streams. */
export function processIO(): CliIO {
  return {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    interactive: process.stderr.isTTY === true && process.env.CI === undefined,
    cwd: process.cwd(),
    onInterrupt(listener) {
      process.on("SIGINT", listener);
      return () => process.off("SIGINT", listener);
    },
    readStdin: () => readStreamText(process.stdin, "standard input", FILE_LIMITS.maxTextBytes),
  };
}
