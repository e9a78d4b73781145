import { basename } from "node:path";
import { type Job, readResult } from "@textboost/distributed";
import {
  COMPARISON_FORMAT,
  COMPARISON_VERSION,
  type Comparison,
  type ComparisonPoint,
  type ComparisonRun,
  comparisonPoint,
} from "../comparison/comparison.js";
import { formatComparison } from "../comparison/format-comparison.js";
import { summarise } from "../training/cross-validate.js";
import type { ExperimentOutput, ExperimentSpec } from "./experiment-job.js";

/**
 * Gathers the finished jobs of a grid into one comparison per data set (the file `compare --out`
 * writes and `report --comparison` draws): a run per algorithm (and seed, when the grid has several),
 * a point per S with each measure's mean over the folds, the run's `trainMs` the sum of its job
 * times. A point whose folds are not all finished is left out, and its missing jobs counted in
 * `unfinished`.
 *
 * @param jobs - the grid's jobs
 * @param resultsDir - where their results are
 * @returns the comparisons, in the order of the grid's data sets
 */
export function collectResults(
  jobs: readonly Job<ExperimentSpec>[],
  resultsDir: string,
): { comparisons: Comparison[]; unfinished: number } {
  let unfinished = 0;
  const comparisons = [...groupBy(jobs, (j) => j.data.path).values()].map((dataJobs): Comparison => {
    const seeds = new Set(dataJobs.map((j) => j.spec.seed));
    let first: ExperimentOutput | undefined;
    const runs = [...groupBy(dataJobs, (j) => `${j.spec.algorithm}\0${j.spec.seed}`).values()].map(
      (runJobs): ComparisonRun => {
        const { algorithm, seed } = runJobs[0]!.spec;
        let trainMs = 0;
        const points: ComparisonPoint[] = [];
        for (const pointJobs of groupBy(runJobs, (j) => String(j.spec.iterations)).values()) {
          const results = pointJobs.map((j) => readResult<ExperimentOutput>(resultsDir, j));
          const missing = results.filter((r) => r === undefined).length;
          unfinished += missing;
          if (missing > 0) continue;
          first ??= results[0]!.output;
          trainMs += results.reduce((a, r) => a + r!.ms, 0);
          const rows = results.map((r) => r!.output.row);
          const mean = (k: keyof ExperimentOutput["row"]) => summarise(rows.map((r) => r[k])).mean;
          points.push(
            comparisonPoint({
              iterations: pointJobs[0]!.spec.iterations,
              // Defined on every fold (number-valued measures), so their means are numbers.
              microF1: mean("microF1")!,
              macroF1: mean("macroF1")!,
              hammingLoss: mean("hammingLoss")!,
              subsetAccuracy: mean("subsetAccuracy")!,
              rankingLoss: mean("rankingLoss"),
              oneError: mean("oneError"),
              averagePrecision: mean("averagePrecision"),
            }),
          );
        }
        points.sort((a, b) => a.iterations - b.iterations);
        return {
          algorithm,
          ...(seeds.size > 1 ? { name: `${algorithm} seed ${seed}` } : {}),
          trainMs: Math.round(trainMs),
          points,
        };
      },
    );
    return {
      format: COMPARISON_FORMAT,
      version: COMPARISON_VERSION,
      data: {
        format: dataJobs[0]!.spec.format,
        path: dataJobs[0]!.data.path,
        trainDocuments: first?.trainDocuments ?? 0,
        testDocuments: first === undefined ? 0 : first.documents - first.trainDocuments,
        features: first?.features ?? 0,
      },
      labels: (first?.labels ?? []).map((l) => ({ name: l.name, trainFrequency: l.documents })),
      runs,
    };
  });
  return { comparisons, unfinished };
}

/** A collected comparison as `compare` prints it, under a line naming the data set. */
export function formatCollected(c: Comparison): string {
  return `${basename(c.data.path)} (${c.data.format}, ${c.data.trainDocuments + c.data.testDocuments} documents): each measure's mean over the folds\n${formatComparison(c.runs)}`;
}

/** Items grouped by a key, groups and items in their first order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list === undefined) groups.set(k, [item]);
    else list.push(item);
  }
  return groups;
}
