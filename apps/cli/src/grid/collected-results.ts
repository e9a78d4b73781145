import { basename } from "node:path";
import { type Job, readResult } from "@textboost/distributed";
import { cell, formatTable } from "../format-table.js";
import type { ExperimentOutput, ExperimentSpec } from "./experiment-job.js";

/** The measures of one algorithm at one S, as `compare` reports them (here: the mean over the folds). */
export interface CollectedPoint {
  readonly iterations: number;
  readonly microF1: number;
  readonly macroF1: number;
  readonly hammingLoss: number;
  readonly subsetAccuracy: number;
  readonly rankingLoss: number | null;
  readonly oneError: number | null;
  readonly averagePrecision: number | null;
}

/** One algorithm (and seed) of a collected grid. */
export interface CollectedRun {
  readonly algorithm: string;
  readonly name?: string;
  /** Training time summed over its jobs, in ms. */
  readonly trainMs: number;
  readonly points: readonly CollectedPoint[];
}

/** A grid's results on one data set, in the shape of a comparison file. */
export interface CollectedComparison {
  readonly format: "textboost-comparison";
  readonly version: 1;
  readonly data: {
    readonly format: string;
    readonly path: string;
    readonly trainDocuments: number;
    readonly testDocuments: number;
    readonly features: number;
  };
  readonly labels: readonly { readonly name: string; readonly trainFrequency: number }[];
  readonly runs: readonly CollectedRun[];
}

const POINT_KEYS = [
  "microF1",
  "macroF1",
  "hammingLoss",
  "subsetAccuracy",
  "rankingLoss",
  "oneError",
  "averagePrecision",
] as const;

/** Mean of the defined values, null when none is. */
function mean(values: readonly (number | null)[]): number | null {
  const defined = values.filter((v): v is number => v !== null);
  return defined.length === 0 ? null : defined.reduce((a, b) => a + b, 0) / defined.length;
}

/**
 * Gathers the finished jobs of a grid into one comparison per data set: a run per algorithm (and
 * seed, when the grid has several), a point per S with each measure's mean over the folds. A point
 * whose folds are not all finished is left out (and counted in `unfinished`).
 */
export function collectResults(
  jobs: readonly Job<ExperimentSpec>[],
  resultsDir: string,
): { comparisons: CollectedComparison[]; unfinished: number } {
  let unfinished = 0;
  const byData = groupBy(jobs, (j) => j.data.path);
  const comparisons = [...byData.values()].map((dataJobs) => {
    const seeds = new Set(dataJobs.map((j) => j.spec.seed));
    let first: ExperimentOutput | undefined;
    const runs = [...groupBy(dataJobs, (j) => `${j.spec.algorithm}\0${j.spec.seed}`).values()].map(
      (runJobs) => {
        const { algorithm, seed } = runJobs[0]!.spec;
        let trainMs = 0;
        const points: CollectedPoint[] = [];
        for (const pointJobs of groupBy(runJobs, (j) => String(j.spec.iterations)).values()) {
          const results = pointJobs.map((j) => readResult<ExperimentOutput>(resultsDir, j));
          if (results.some((r) => r === undefined)) {
            unfinished += results.filter((r) => r === undefined).length;
            continue;
          }
          first ??= results[0]!.output;
          trainMs += results.reduce((a, r) => a + r!.ms, 0);
          const rows = results.map((r) => r!.output.row);
          const point = Object.fromEntries(POINT_KEYS.map((k) => [k, mean(rows.map((r) => r[k]))]));
          points.push({ iterations: pointJobs[0]!.spec.iterations, ...point } as CollectedPoint);
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
    const spec = dataJobs[0]!.spec;
    const comparison: CollectedComparison = {
      format: "textboost-comparison",
      version: 1,
      data: {
        format: spec.format,
        path: dataJobs[0]!.data.path,
        trainDocuments: first?.trainDocuments ?? 0,
        testDocuments: first === undefined ? 0 : first.documents - first.trainDocuments,
        features: first?.features ?? 0,
      },
      labels: (first?.labels ?? []).map((l) => ({ name: l.name, trainFrequency: l.documents })),
      runs,
    };
    return comparison;
  });
  return { comparisons, unfinished };
}

/** The collected comparison as a text table: one line per run and S. */
export function formatCollected(c: CollectedComparison): string {
  const head = `${basename(c.data.path)} (${c.data.format}): mean over the folds\n`;
  const rows = c.runs.flatMap((run) =>
    run.points.map((p, i) => [
      run.name ?? run.algorithm,
      String(p.iterations),
      ...POINT_KEYS.map((k) => cell(p[k])),
      i === 0 ? (run.trainMs / 1000).toFixed(2) : "",
    ]),
  );
  return head + formatTable(["algorithm", "S", ...POINT_KEYS, "train (s)"], rows);
}

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
