import type { EmptyLabelRule } from "@textboost/metrics";
import { emptyLabelRuleNote } from "../options/empty-labels.js";
import { cell, formatTable } from "../tables/format-table.js";
import { type ComparisonPoint, type ComparisonRun, runName } from "./comparison.js";

/** The measure columns of the comparison table, in order. */
const COLUMNS: readonly [
  Exclude<keyof ComparisonPoint, "iterations" | "coveringError" | "emptyLabels">,
  string,
][] = [
  ["microF1", "F1 micro"],
  ["macroF1", "F1 macro"],
  ["hammingLoss", "Hamming loss"],
  ["subsetAccuracy", "subset acc."],
  ["rankingLoss", "ranking loss"],
  ["oneError", "one-error"],
  ["averagePrecision", "avg precision"],
];

/**
 * The comparison as one text table: a line per run and S (runs in the given order, S increasing),
 * the measures of {@link ComparisonPoint}, a column per cover when points hold covering errors
 * (`n/a` where a run lacks one), and each run's training time on its first line (on every line when
 * each S is its own fit, as mlrf's forests: that fit's time). The best
 * value of F1 micro and F1 macro at each S is marked with `*` when more than one run has that S.
 * When the points count their empty labels (no positive evaluation document, none predicted), an
 * `empty` column after the measures shows them; with `rule`, a line under the table says how F1 macro
 * counted them.
 *
 * @param runs - the runs of `compare` (or of `grid collect`)
 * @param rule - how F1 macro counted the empty labels, when known
 * @returns the table, ending in a newline; an empty table (header only) for no runs
 * @example
 * ```ts
 * formatComparison([{ algorithm: "adaboost-mh", trainMs: 1200, points: [point5, point10] }]);
 * // algorithm    S   F1 micro  F1 macro ... train (s)
 * ```
 */
export function formatComparison(runs: readonly ComparisonRun[], rule?: EmptyLabelRule): string {
  const best = bestBySize(runs);
  const empty = runs.some((r) => r.points.some((p) => p.emptyLabels !== undefined));
  const covers = [
    ...new Set(runs.flatMap((r) => r.points.flatMap((p) => Object.keys(p.coveringError ?? {})))),
  ];
  const rows = runs.flatMap((run) =>
    [...run.points]
      .sort((a, b) => a.iterations - b.iterations)
      .map((p, i) => [
        runName(run),
        String(p.iterations),
        ...COLUMNS.map(([key]) => {
          const value = p[key];
          const mark =
            (key === "microF1" || key === "macroF1") && best.get(`${key}@${p.iterations}`) === value;
          return `${cell(value)}${mark ? "*" : " "}`;
        }),
        ...(empty ? [p.emptyLabels === undefined ? "n/a" : String(p.emptyLabels)] : []),
        ...covers.map((c) => cell(p.coveringError?.[c])),
        p.trainMs !== undefined
          ? (p.trainMs / 1000).toFixed(2)
          : i === 0
            ? (run.trainMs / 1000).toFixed(2)
            : "",
      ]),
  );
  const table = formatTable(
    [
      "algorithm",
      "S",
      ...COLUMNS.map(([, name]) => `${name} `),
      ...(empty ? ["empty"] : []),
      ...covers.map((c) => `cov. err. ${c}`),
      "train (s)",
    ],
    rows,
  );
  return rule === undefined ? table : `${table}${emptyLabelRuleNote(rule)}\n`;
}

/** The best F1 micro and macro at each S that more than one run reached, keyed `measure@S`. */
function bestBySize(runs: readonly ComparisonRun[]): Map<string, number> {
  const best = new Map<string, number>();
  const count = new Map<number, number>();
  for (const run of runs) {
    for (const p of run.points) {
      count.set(p.iterations, (count.get(p.iterations) ?? 0) + 1);
      for (const key of ["microF1", "macroF1"] as const) {
        const k = `${key}@${p.iterations}`;
        if (!Number.isNaN(p[key]) && p[key] > (best.get(k) ?? Number.NEGATIVE_INFINITY)) best.set(k, p[key]);
      }
    }
  }
  for (const k of [...best.keys()]) if ((count.get(Number(k.split("@")[1])) ?? 0) < 2) best.delete(k);
  return best;
}
