/**
 * The shape of bench/results/accuracy.json: what bench/src/accuracy/accuracy.ts writes and
 * scripts/docs-tables/accuracy.mjs turns into the tables of docs/accuracy.md.
 */

/** The quality figures of one system on one test part, all computed by @textboost/metrics. */
export interface AccuracyMeasures {
  /** F1 micro (summed counts over every (document, label) pair). */
  readonly microF1: number;
  /** F1 macro, textboost's convention: a label with TP = FP = FN = 0 counts as F1 = 1. */
  readonly macroF1: number;
  /** F1 macro, scikit-learn's `zero_division=0`: such a label counts as F1 = 0. */
  readonly macroF1ZeroDivision: number;
  /** Average precision of the label ranking (null when no document has a relevant and an irrelevant label). */
  readonly averagePrecision: number | null;
}

/** One textboost configuration's run: `textboost train` then `textboost evaluate --json --per-label`. */
export interface TextboostRun extends AccuracyMeasures {
  readonly system: "textboost";
  /** The configuration's name (`--config NAME=FLAGS`). */
  readonly config: string;
  /** The flags after `train --format F --data D`. */
  readonly flags: string;
  /** `train --json`'s trainMs: the wall time of fitting (and choosing S and thresholds), one thread, seconds. */
  readonly fitSeconds: number;
  /** CPU time of the whole `textboost train` process (reading, vectorising, fitting, writing), seconds. */
  readonly cpuSeconds: number;
  /** The 1-, 5- and 15-minute load averages when the run ended. */
  readonly load: readonly [number, number, number];
}

/** One scikit-learn baseline's run (bench/python/ovr_baselines.py). */
export interface SklearnRun extends AccuracyMeasures {
  readonly system: "sklearn";
  /** `svm`, `svm-balanced` or `logreg`. */
  readonly model: string;
  /** Which feature values the baseline saw: `tf-idf` (l2-normalised), `binary`, or `given` (the data set's own). */
  readonly features: string;
  /** The C chosen by cross-validation on the training part. */
  readonly C: number;
  /** Worst wall seconds of the final fits (all labels, and scoring the test part). */
  readonly fitSeconds: number;
  /** CPU seconds of cross-validation plus the worst final fit. */
  readonly cpuSeconds: number;
  /** Labels without a positive (or negative) training document: given a constant score. */
  readonly constantLabels: number;
  readonly load: readonly [number, number, number];
}

/** A configuration or baseline that did not run, and why. */
export interface SkippedRun {
  readonly system: "textboost" | "sklearn";
  readonly name: string;
  readonly skipped: string;
}

/** Any entry of a data set's `runs`. */
export type AccuracyRun = TextboostRun | SklearnRun | SkippedRun;

/** One data set: its parts and every run on it. */
export interface AccuracySet {
  /** Short name: `reuters21578`, `medical`, ..., `yahoo-arts`. */
  readonly name: string;
  /** The command that ran this data set (without the node binary). */
  readonly command: string;
  /** Where the parts come from: `ModApte, 90 categories`, `train/test files`, `stratified 70/30 split, seed 1`. */
  readonly split: string;
  readonly trainDocuments: number;
  readonly testDocuments: number;
  readonly features: number;
  readonly labels: number;
  /** Labels with no positive test document. */
  readonly labelsWithoutTestPositives: number;
  /**
   * How the baselines of this data set chose C, and how many runs its times are the worst of, when
   * they differ from the file's (a data set rerun with `--merge` and other options records its own).
   */
  readonly options?: BenchOptions;
  readonly runs: readonly AccuracyRun[];
}

/** The options of a bench run that shape its figures. */
export interface BenchOptions {
  /** The C grid, the folds and the seed of the baselines' cross-validation (one C: fixed, no cross-validation). */
  readonly crossValidation: {
    readonly cGrid: readonly number[];
    readonly folds: number;
    readonly seed: number;
  };
  /** How many times each fit was run (the times are the worst of them). */
  readonly repeat: number;
}

/** The whole results file. */
export interface AccuracyResults {
  readonly bench: "accuracy";
  /** The command that wrote the file (without the node binary). */
  readonly command: string;
  readonly machine: { readonly cpus: number; readonly cpuModel: string; readonly node: string };
  /** Versions of Python, numpy, scipy and scikit-learn, or why the scikit-learn side was skipped. */
  readonly python: Readonly<Record<string, string>>;
  /** The C grid, the folds and the seed of the baselines' cross-validation. */
  readonly crossValidation: {
    readonly cGrid: readonly number[];
    readonly folds: number;
    readonly seed: number;
  };
  /** How many times each fit was run (the times are the worst of them). */
  readonly repeat: number;
  readonly sets: readonly AccuracySet[];
}

/**
 * Whether a run is a skipped one (a configuration the CLI refused, a baseline without scikit-learn).
 *
 * @param run - any entry of a data set's `runs`
 * @returns true for a {@link SkippedRun}
 *
 * @example
 * ```ts
 * isSkipped({ system: "sklearn", name: "svm", skipped: "no Python" }); // true
 * ```
 */
export function isSkipped(run: AccuracyRun): run is SkippedRun {
  return "skipped" in run;
}
