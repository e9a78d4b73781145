import type { AccuracySet, SklearnRun, TextboostRun } from "./accuracy-results.js";
import { isSkipped } from "./accuracy-results.js";

/** One target checked against one textboost run: the figure, what it is compared with, the margin. */
export interface TargetCheck {
  /** The target in words, e.g. `reuters21578: F1 micro >= 0.885`. */
  readonly target: string;
  /** The textboost configuration. */
  readonly config: string;
  /** textboost's figure. */
  readonly value: number;
  /** The figure it must reach (met at or above it) or pass (met strictly above it). */
  readonly bound: number;
  readonly strict: boolean;
  /** value - bound: by how much the target is met (>= 0, or > 0 when strict) or missed. */
  readonly margin: number;
  readonly met: boolean;
}

type Measure = "microF1" | "macroF1" | "averagePrecision";

const textboostRuns = (set: AccuracySet): TextboostRun[] =>
  set.runs.filter((r): r is TextboostRun => !isSkipped(r) && r.system === "textboost");
const sklearnRuns = (set: AccuracySet): SklearnRun[] =>
  set.runs.filter((r): r is SklearnRun => !isSkipped(r) && r.system === "sklearn");

/** The baseline run with the highest `measure` among `runs` (those of `model` when given). */
function best(runs: readonly SklearnRun[], measure: Measure, model?: string): SklearnRun | undefined {
  let top: SklearnRun | undefined;
  for (const r of runs) {
    if (model !== undefined && r.model !== model) continue;
    if ((r[measure] ?? -1) > ((top?.[measure] ?? -1) as number)) top = r;
  }
  return top;
}

function check(
  target: string,
  run: TextboostRun,
  measure: Measure,
  bound: number,
  strict: boolean,
): TargetCheck | [] {
  const value = run[measure];
  if (value === null) return [];
  const margin = value - bound;
  return { target, config: run.config, value, bound, strict, margin, met: strict ? margin > 0 : margin >= 0 };
}

const baselineName = (r: SklearnRun) => `${r.model}, ${r.features}`;
/** The sets whose target is average precision above every baseline: all but Reuters-21578. */
const isRanked = (name: string) => name !== "reuters21578";
const RCV1 = new Set(["rcv1subset1", "reutersk500"]);

/** The Reuters-21578 targets of one run. */
function reutersTargets(set: AccuracySet, run: TextboostRun): TargetCheck[] {
  const svm = sklearnRuns(set);
  const out = [
    check(`${set.name}: F1 micro >= 0.885`, run, "microF1", 0.885, false),
    check(`${set.name}: F1 macro >= 0.57`, run, "macroF1", 0.57, false),
  ].flat();
  for (const measure of ["microF1", "macroF1"] as const) {
    const b = best(svm, measure, "svm-balanced");
    if (b)
      out.push(
        ...[
          check(
            `${set.name}: ${label(measure)} above balanced LinearSVC (${baselineName(b)})`,
            run,
            measure,
            b[measure],
            true,
          ),
        ].flat(),
      );
  }
  return out;
}

/** The RCV1-v2 targets of one run: F1 micro within 0.02 of balanced LinearSVC, F1 macro above it. */
function rcv1Targets(set: AccuracySet, run: TextboostRun): TargetCheck[] {
  const svm = sklearnRuns(set);
  const micro = best(svm, "microF1", "svm-balanced");
  const macro = best(svm, "macroF1", "svm-balanced");
  return [
    micro
      ? check(
          `${set.name}: F1 micro within 0.02 of balanced LinearSVC (${baselineName(micro)})`,
          run,
          "microF1",
          micro.microF1 - 0.02,
          false,
        )
      : [],
    macro
      ? check(
          `${set.name}: F1 macro above balanced LinearSVC (${baselineName(macro)})`,
          run,
          "macroF1",
          macro.macroF1,
          true,
        )
      : [],
  ].flat();
}

function label(measure: Measure): string {
  return measure === "microF1" ? "F1 micro" : measure === "macroF1" ? "F1 macro" : "average precision";
}

/**
 * Every target of the accuracy issue, checked for every textboost run of every data set:
 *
 * - Reuters-21578 (ModApte, 90 categories): F1 micro >= 0.885, F1 macro >= 0.57, and both strictly
 *   above balanced LinearSVC's (the better of its feature variants, measure by measure);
 * - rcv1subset1 and reutersk500 (RCV1-v2): F1 micro at least balanced LinearSVC's minus 0.02, F1
 *   macro strictly above it;
 * - every other data set (and those two): average precision strictly above every baseline's.
 *
 * F1 macro is textboost's convention (labels with TP = FP = FN = 0 count as 1). A target whose
 * baseline did not run (scikit-learn skipped) is left out.
 *
 * @param sets - the data sets of a results file
 * @returns one check per (target, textboost run), in data-set order
 *
 * @example
 * ```ts
 * const checks = accuracyTargets(results.sets);
 * checks.filter((c) => c.met).length; // targets met
 * ```
 */
export function accuracyTargets(sets: readonly AccuracySet[]): TargetCheck[] {
  const out: TargetCheck[] = [];
  for (const set of sets) {
    const ranked = best(sklearnRuns(set), "averagePrecision");
    for (const run of textboostRuns(set)) {
      if (set.name === "reuters21578") out.push(...reutersTargets(set, run));
      if (RCV1.has(set.name)) out.push(...rcv1Targets(set, run));
      if (isRanked(set.name) && ranked?.averagePrecision != null) {
        const target = `${set.name}: average precision above every baseline (best: ${baselineName(ranked)})`;
        out.push(...[check(target, run, "averagePrecision", ranked.averagePrecision, true)].flat());
      }
    }
  }
  return out;
}
