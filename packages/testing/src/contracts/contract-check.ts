/** One check of a contract suite, runnable outside vitest. */
export interface ContractCheck {
  /** What the check asserts, used as the `it` title. */
  readonly name: string;
  /** Runs the check; returns a report of the first counterexample, or `undefined` when it holds. */
  run(): string | undefined;
}

/** One check of an asynchronous contract suite (boosters). */
export interface AsyncContractCheck {
  readonly name: string;
  run(): Promise<string | undefined>;
}

/** A failed check: its name and the report (counterexample, seed, error). */
export interface ContractFailure {
  readonly check: string;
  readonly message: string;
}

/** Options every contract suite understands. */
export interface ContractRunOptions {
  /** Property runs per check (each suite has its own default). */
  readonly numRuns?: number;
  /** fast-check seed, to replay a failure (printed in the report). */
  readonly seed?: number;
  /** Per-test timeout for the `describe*` wrappers, in milliseconds (default: vitest's). */
  readonly timeout?: number;
}
