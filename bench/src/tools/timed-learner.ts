import type {
  Hypothesis,
  IncrementalRun,
  IncrementalWeakLearner,
  PairWeights,
  TrainingSet,
  WeakLearner,
} from "@textboost/core";

/** Milliseconds spent in each call of an incremental run, summed over the rounds. */
export interface Phases {
  choose: number;
  beforeUpdate: number;
  afterUpdate: number;
}

/** Zeroed {@link Phases}. */
export function noPhases(): Phases {
  return { choose: 0, beforeUpdate: 0, afterUpdate: 0 };
}

/**
 * Wraps a learner so that the time its incremental run spends in each call is added to `phases`, by
 * `clock` (milliseconds; default wall time, `performance.now`).
 */
export function timedLearner<H extends Hypothesis>(
  learner: IncrementalWeakLearner<H>,
  phases: Phases,
  clock: () => number = () => performance.now(),
): WeakLearner<H> {
  const wrapped: IncrementalWeakLearner<H> = {
    ...learner,
    startIncremental(data: TrainingSet, weights: PairWeights, options) {
      const run = learner.startIncremental(data, weights, options);
      const time = <T>(part: keyof Phases, f: () => T): T => {
        const t0 = clock();
        const out = f();
        phases[part] += clock() - t0;
        return out;
      };
      const timedRun: IncrementalRun<H> = {
        next: (totals) => time("choose", () => run.next(totals)),
        beforeUpdate: (h, factors) => time("beforeUpdate", () => run.beforeUpdate(h, factors)),
        afterUpdate: (factors, normalisers) =>
          time("afterUpdate", () => run.afterUpdate(factors, normalisers)),
      };
      return timedRun;
    },
  };
  return wrapped;
}
