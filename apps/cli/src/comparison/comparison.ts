import type { EmptyLabelRule } from "@textboost/metrics";
import type { LabelTermList } from "@textboost/report";
import type { PerLabelRow } from "../tables/per-label-table.js";

/** The `format` tag of a comparison file (`textboost compare --out`). */
export const COMPARISON_FORMAT = "textboost-comparison";
/** The version of the comparison file this CLI writes and reads. */
export const COMPARISON_VERSION = 1;

/**
 * The measures of one model at one number of rounds S, on the evaluation documents: the columns of
 * the comparison table and the points of the report's learning curves. An `EvaluationRow` of
 * `evaluate` has all of them (see {@link comparisonPoint}).
 */
export interface ComparisonPoint {
  /** Rounds S the model was scored with. */
  readonly iterations: number;
  readonly microF1: number;
  readonly macroF1: number;
  readonly hammingLoss: number;
  readonly subsetAccuracy: number;
  /** `null` when no document has both a positive and a negative label. */
  readonly rankingLoss: number | null;
  readonly oneError: number | null;
  readonly averagePrecision: number | null;
  /** Labels with no positive evaluation document and none predicted (absent from files of older versions). */
  readonly emptyLabels?: number;
  /** With `--covers` (or an AdaBoost.LC model's own cover): each cover's covering error, by its name. */
  readonly coveringError?: Readonly<Record<string, number>>;
  /** Milliseconds of training of this point's own model, when each S is a separate fit (mlrf: a forest per S). */
  readonly trainMs?: number;
}

/**
 * The top pivot terms of one label in one model: terms by decreasing |weight|, the change their
 * presence makes to the label's score (signed: + for the label). `LabelTermList` of @textboost/report.
 */
export type LabelTerms = LabelTermList;

/** One algorithm (or one configuration of it) in a comparison. */
export interface ComparisonRun {
  /** The algorithm, as `--algorithm` names it. */
  readonly algorithm: string;
  /** The name shown in tables and legends (default: `algorithm`); tells two configurations apart. */
  readonly name?: string;
  /** Milliseconds of training (the one fit every point comes from, or the sum of the fits). */
  readonly trainMs: number;
  /** The measures at every S, by increasing S. */
  readonly points: readonly ComparisonPoint[];
  /** Each label's counts, precision, recall and F1 at the largest S, in the comparison's label order. */
  readonly perLabel?: readonly PerLabelRow[];
  /** The top pivot terms of each label at the largest S (committee models only). */
  readonly topTerms?: readonly LabelTerms[];
}

/** A label of the compared data with the number of training documents that carry it. */
export interface ComparisonLabel {
  readonly name: string;
  readonly trainFrequency: number;
}

/** What `textboost compare` measured: several algorithms trained on one data set, scored at several S. */
export interface Comparison {
  readonly format: typeof COMPARISON_FORMAT;
  readonly version: typeof COMPARISON_VERSION;
  /** The data set as the command line named it, with its sizes. */
  readonly data: {
    readonly format: string;
    readonly path: string;
    readonly trainDocuments: number;
    readonly testDocuments: number;
    readonly features: number;
  };
  /** The labels, in the order of every run's `perLabel`. */
  readonly labels: readonly ComparisonLabel[];
  readonly runs: readonly ComparisonRun[];
  /** How F1 macro counted labels with no positive and no prediction (absent: `"one"`, the only rule of older files). */
  readonly emptyLabelRule?: EmptyLabelRule;
}

/**
 * The comparison measures of a row of `evaluate` (or of anything with those fields), dropping the
 * rest, so a comparison file holds the same keys whatever produced the row.
 *
 * @param row - measures at one S
 * @returns the point
 * @example
 * ```ts
 * comparisonPoint({ iterations: 10, microF1: 0.5, macroF1: 0.4, hammingLoss: 0.1, subsetAccuracy: 0.3,
 *   rankingLoss: 0.2, oneError: 0.3, averagePrecision: 0.6, testMs: 3 }); // without testMs
 * ```
 */
export function comparisonPoint(row: ComparisonPoint): ComparisonPoint {
  return {
    iterations: row.iterations,
    microF1: row.microF1,
    macroF1: row.macroF1,
    hammingLoss: row.hammingLoss,
    subsetAccuracy: row.subsetAccuracy,
    rankingLoss: row.rankingLoss,
    oneError: row.oneError,
    averagePrecision: row.averagePrecision,
    ...(row.emptyLabels === undefined ? {} : { emptyLabels: row.emptyLabels }),
    ...(row.coveringError === undefined ? {} : { coveringError: row.coveringError }),
    ...(row.trainMs === undefined ? {} : { trainMs: row.trainMs }),
  };
}

/**
 * The name a run is shown under: its `name`, else its algorithm.
 *
 * @example
 * ```ts
 * runName({ algorithm: "mp-boost", trainMs: 1, points: [] }); // "mp-boost"
 * ```
 */
export function runName(run: Pick<ComparisonRun, "algorithm" | "name">): string {
  return run.name ?? run.algorithm;
}
