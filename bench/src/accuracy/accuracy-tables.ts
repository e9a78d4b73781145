import type {
  AccuracyResults,
  AccuracySet,
  BenchOptions,
  SklearnRun,
  TextboostRun,
} from "./accuracy-results.js";
import { isSkipped } from "./accuracy-results.js";
import { accuracyTargets, type TargetCheck } from "./accuracy-targets.js";

const num = (x: number | null, digits = 4) => (x === null ? "n/a" : x.toFixed(digits));
const signed = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(4)}`;

/** A Markdown table with its columns padded to their widest cell, as the repository's formatter (Biome) writes them. */
function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, c) => Math.max(3, h.length, ...rows.map((r) => (r[c] ?? "").length)));
  const line = (cells: readonly string[]) => `| ${cells.map((x, c) => x.padEnd(widths[c]!)).join(" | ")} |`;
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

function runRow(run: TextboostRun | SklearnRun): string[] {
  const who =
    run.system === "textboost"
      ? [`textboost ${run.config}`, "`" + run.flags + "`", "as read by the CLI"]
      : [`scikit-learn ${run.model}`, `C = ${run.C}`, run.features];
  return [
    ...who,
    num(run.microF1),
    num(run.macroF1),
    num(run.macroF1ZeroDivision),
    num(run.averagePrecision),
    run.fitSeconds.toFixed(1),
    run.cpuSeconds.toFixed(1),
    run.load[0].toFixed(2),
  ];
}

/**
 * One data set's section: its parts and command, a table of every run (figures to 4 decimals, times
 * to 0.1 s, the 1-minute load), and a list of the runs that were skipped with their reasons.
 *
 * @param set - one data set of a results file
 * @returns Markdown, starting with a level-3 heading named after the data set
 */
export function setSection(set: AccuracySet, fileOptions?: BenchOptions): string {
  const ran = set.runs.filter((r): r is TextboostRun | SklearnRun => !isSkipped(r));
  const skipped = set.runs.filter(isSkipped);
  const head = [
    "system",
    "settings",
    "features",
    "F1 micro",
    "F1 macro",
    "F1 macro (zero_division=0)",
    "average precision",
    "fit s",
    "CPU s",
    "load",
  ];
  return [
    `### ${set.name}`,
    "",
    `${set.split}: ${set.trainDocuments} training and ${set.testDocuments} test documents, ${set.features} features, ${set.labels} labels (${set.labelsWithoutTestPositives} without a test positive). Command: \`${set.command}\`.${set.options && fileOptions && JSON.stringify(set.options) !== JSON.stringify(fileOptions) ? ` ${describeOptions(set.options)}` : ""}`,
    "",
    table(head, ran.map(runRow)),
    ...(skipped.length === 0
      ? []
      : ["", ...skipped.map((s) => `- skipped: ${s.system} ${s.name}: ${s.skipped}`)]),
  ].join("\n");
}

/**
 * The targets table: one row per target, one column per textboost configuration, each cell "met" or
 * "missed", the margin and the two figures ("n/a" where that configuration has no check), then how
 * many (target, configuration) pairs are met.
 *
 * @param checks - from `accuracyTargets`
 * @returns Markdown; a sentence instead of a table when there is no check
 */
export function targetsSection(checks: readonly TargetCheck[]): string {
  if (checks.length === 0)
    return "No target could be checked: no textboost run, or no baseline, in the results.";
  const configs = [...new Set(checks.map((c) => c.config))];
  const targets = [...new Set(checks.map((c) => c.target))];
  const cell = (t: string, config: string) => {
    const c = checks.find((x) => x.target === t && x.config === config);
    if (c === undefined) return "n/a";
    return `${c.met ? "met" : "missed"} ${signed(c.margin)} (${num(c.value)} vs ${num(c.bound)})`;
  };
  const met = checks.filter((c) => c.met).length;
  return [
    table(
      ["target", ...configs],
      targets.map((t) => [t, ...configs.map((c) => cell(t, c))]),
    ),
    "",
    `Met: ${met} of ${checks.length} (target, configuration) pairs. Each cell is met or missed, textboost's figure minus the bound, and the two figures.`,
  ].join("\n");
}

/** How the baselines' C was set and how many runs the times are the worst of, in words. */
function describeOptions(options: BenchOptions): string {
  const cv = options.crossValidation;
  const c =
    cv.cGrid.length === 1
      ? `Baselines' C fixed at ${cv.cGrid[0]} (no cross-validation).`
      : `Baselines' C from {${cv.cGrid.join(", ")}} by ${cv.folds}-fold cross-validation on the training part (seed ${cv.seed}).`;
  return `${c} ${options.repeat === 1 ? "Each fit ran once." : `Times are the worst of ${options.repeat} runs.`}`;
}

/**
 * The generated part of docs/accuracy.md from a results file: the machine and versions, the
 * targets table, and one section per data set. Deterministic: the same results give the same text.
 *
 * @param results - a parsed bench/results/accuracy.json
 * @returns the Markdown of the page's generated region `accuracy` (`scripts/docs-tables/accuracy.mjs` puts it there)
 *
 * @example
 * ```ts
 * const md = accuracyTables(JSON.parse(readFileSync("bench/results/accuracy.json", "utf8")));
 * ```
 */
export function accuracyTables(results: AccuracyResults): string {
  const py = Object.entries(results.python)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  const fileOptions: BenchOptions = { crossValidation: results.crossValidation, repeat: results.repeat };
  return [
    "",
    `Machine: ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${results.machine.node}; Python side: ${py}. ${describeOptions(fileOptions)}${results.sets.some((set) => set.options && JSON.stringify(set.options) !== JSON.stringify(fileOptions)) ? " Where a data set's baselines ran otherwise, its section says so." : ""}`,
    "",
    "## Targets",
    "",
    targetsSection(accuracyTargets(results.sets)),
    "",
    "## Results per data set",
    "",
    results.sets.map((set) => setSection(set, fileOptions)).join("\n\n"),
    "",
  ].join("\n");
}
