import type { AbortSignalLike, Dataset, FitOptions } from "@textboost/core";
import {
  checkDataset,
  DEFAULT_ITERATIONS,
  eventLoopYielder,
  MAX_ITERATIONS,
  TextboostError,
  throwIfAborted,
} from "@textboost/core";

/**
 * The checks every boosting `fit` makes before its first round: the number of rounds, the data set,
 * an already fired signal.
 *
 * @param data - the training data
 * @param options - the fit options
 * @returns the number of rounds S (`options.iterations`, default `DEFAULT_ITERATIONS` of core)
 * @throws TextboostError `E_INVALID_ARGUMENT` unless `iterations` is a whole number from 1 to
 *   `MAX_ITERATIONS` of core (1,000,000), `E_SHAPE` for
 *   an inconsistent data set, `E_ABORTED` when the signal has fired
 *
 * @example
 * ```ts
 * const iterations = startRounds(dataset, { iterations: 50 }); // 50
 * ```
 */
export function startRounds(data: Dataset, options: Pick<FitOptions, "iterations" | "signal">): number {
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `iterations must be a whole number from 1 to ${MAX_ITERATIONS}, got ${iterations}`,
    );
  }
  checkDataset(data);
  throwIfAborted(options.signal, "training");
  return iterations;
}

/** What one round reports back to {@link driveRounds}. */
export interface RoundResult {
  /** The training loss after the round. */
  readonly loss: number;
  /** The round's normaliser Z (or loss ratio). */
  readonly z: number;
}

/** Options of {@link driveRounds}. */
export interface RoundDriverOptions {
  /** The last round S. */
  readonly iterations: number;
  /** The first round to run (default 1; later when resuming from a checkpoint). */
  readonly first?: number;
  /** Checked before every round: a fired signal stops the loop with `E_ABORTED`. */
  readonly signal?: AbortSignalLike | undefined;
  /** Reported after every round. */
  readonly onIteration?: FitOptions["onIteration"] | undefined;
  /** Called when the signal has fired, before the loop throws, with the number of rounds done. */
  readonly onAbort?: (done: number) => Promise<void>;
  /** Called after every round, after `onIteration` (checkpoints, per-round hooks). */
  readonly afterRound?: (round: number) => Promise<void> | void;
}

/**
 * The shared round driver of the boosting loops (`boostAdditive`, AdaBoost.LC): runs `round(s)` for
 * s = first ... iterations; before each round it checks the signal (after `onAbort`), after each it
 * reports `onIteration` (with the elapsed time since the driver started), calls `afterRound`, and
 * yields to the event loop about every 20 ms so that a timer or another event can fire the signal.
 *
 * @param options - the rounds, the signal and the hooks
 * @param round - one boosting round; returns its loss and Z
 * @throws TextboostError `E_ABORTED` when the signal fires; whatever `round` or a hook throws
 *
 * @example
 * ```ts
 * let loss = 1;
 * await driveRounds({ iterations: 10, onIteration: (e) => console.log(e.loss) }, (s) => {
 *   const z = 0.9; // ... one round of boosting, whose normaliser is Z ...
 *   loss *= z;
 *   return { loss, z };
 * });
 * ```
 */
export async function driveRounds(
  options: RoundDriverOptions,
  round: (s: number) => RoundResult,
): Promise<void> {
  const { iterations, signal } = options;
  const start = Date.now();
  const pause = eventLoopYielder();
  for (let s = options.first ?? 1; s <= iterations; s++) {
    if (signal?.aborted && options.onAbort) await options.onAbort(s - 1);
    throwIfAborted(signal, "training");
    const { loss, z } = round(s);
    options.onIteration?.({ iteration: s, iterations, loss, z, elapsedMs: Date.now() - start });
    await options.afterRound?.(s);
    if (s < iterations) await pause();
  }
}
