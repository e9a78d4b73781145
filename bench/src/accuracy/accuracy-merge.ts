import type { AccuracyRun, AccuracySet } from "./accuracy-results.js";
import { isSkipped } from "./accuracy-results.js";

/**
 * What identifies a run within a data set: the textboost configuration's name, or the baseline's
 * model and features (a skipped run by its system and name).
 *
 * @param run - any run
 * @returns a key, equal for a rerun of the same configuration or baseline
 */
export function runKey(run: AccuracyRun): string {
  if (isSkipped(run)) return `${run.system}:${run.name}`;
  return run.system === "textboost" ? `textboost:${run.config}` : `sklearn:${run.model}`;
}

/**
 * A data set's results after a new run of it with `--merge`: the new runs, and the old runs whose
 * configuration or baseline model the new run did not cover (a rerun replaces what it reruns, also a
 * skipped entry by a result and back), textboost's runs before the baselines', old before new within
 * each. The commands of both are kept, the old first.
 *
 * @param old - the data set as the results file had it (or undefined)
 * @param fresh - the data set as the new run measured it
 * @returns the merged data set; `fresh` itself when there is nothing old to keep
 *
 * @example
 * ```ts
 * mergeSet(undefined, fresh) === fresh; // true
 * ```
 */
export function mergeSet(old: AccuracySet | undefined, fresh: AccuracySet): AccuracySet {
  if (old === undefined) return fresh;
  const covered = new Set(fresh.runs.map(runKey));
  const kept = old.runs.filter((r) => !covered.has(runKey(r)));
  if (kept.length === 0) return fresh;
  const runs = [...kept, ...fresh.runs];
  const ordered = [
    ...runs.filter((r) => r.system === "textboost"),
    ...runs.filter((r) => r.system !== "textboost"),
  ];
  // a run without baselines (--no-sklearn) keeps the old run's options
  return { ...old, ...fresh, command: `${old.command}; ${fresh.command}`, runs: ordered };
}
