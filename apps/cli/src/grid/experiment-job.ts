import { MAX_BINS, MIN_BINS } from "@textboost/binning";
import { TextboostError } from "@textboost/core";
import { DATASET_FORMATS, DATASET_SPLITS, type DatasetFormat, type DatasetSplit } from "@textboost/datasets";
import {
  createJob,
  type DataReference,
  type FieldCheck,
  field,
  type Job,
  type JobHandler,
  jobHandler,
  referenceData,
} from "@textboost/distributed";
import { MEASURE_NAMES, type MeasureName } from "@textboost/metrics";
import { STUMP_VARIANTS, type StumpVariant } from "@textboost/stumps";
import { algorithmByName, takesBins } from "../algorithms/registry.js";
import type { EvaluationRow } from "../commands/evaluate.js";
import { loadSource } from "../data/prepare-data.js";
import { trainingDocuments } from "../data/training-documents.js";
import type { CliIO } from "../io.js";
import { SEED, SHRINKAGE } from "../options/option-ranges.js";
import { STATISTICS_KINDS, STUMP_KINDS, type StatisticsKind, type StumpKind } from "../options/stump-kind.js";
import { foldsOf, runFold } from "../training/cross-validate.js";
import { rangeField } from "./range-field.js";

/** The kind of a grid's jobs: one fold of one cross-validation. */
export const EXPERIMENT_JOB = "experiment";

/** What an experiment job trains and evaluates: fold `fold` of a `folds`-fold cross-validation. */
export interface ExperimentSpec {
  readonly algorithm: string;
  /** Boosting rounds S (members N for mlrf). */
  readonly iterations: number;
  readonly format: DatasetFormat;
  /** The part of a data set with two parts that is cross-validated (default: its train part). */
  readonly split?: DatasetSplit;
  readonly folds: number;
  /** Which fold is held out, from 0. */
  readonly fold: number;
  /** Seed of the stratified folds. */
  readonly seed: number;
  readonly variant?: StumpVariant;
  readonly stumps?: StumpKind;
  /** `--statistics` (only on the jobs of algorithms that take it). */
  readonly statistics?: StatisticsKind;
  /** `--seed`: the seed of the algorithm's random choices, as train's (only on the jobs of algorithms that make some). */
  readonly algorithmSeed?: number;
  /** `--shrinkage` ν, as train's (only on the jobs of algorithms that take it). */
  readonly shrinkage?: number;
  /** `--bins`, as train's (only on the jobs of algorithms that train on binned stumps). */
  readonly bins?: number;
}

/** What an experiment job writes: the held-out fold's measures, and the sizes a comparison reports. */
export interface ExperimentOutput {
  /** Rounds the fold was evaluated at, documents in it, and every measure of `@textboost/metrics`. */
  readonly row: Pick<EvaluationRow, "iterations" | "documents" | MeasureName>;
  /** Documents of the cross-validated set, and of the fold's training part. */
  readonly documents: number;
  readonly trainDocuments: number;
  /** Features of the fold's training set. */
  readonly features: number;
  /** The data set's labels, with the number of documents of the cross-validated set carrying each. */
  readonly labels: readonly { readonly name: string; readonly documents: number }[];
}

/** A grid: every algorithm x data set x S x seed, each cross-validated over `folds` folds. */
export interface GridSpec {
  readonly algorithms: readonly string[];
  readonly format: DatasetFormat;
  readonly data: readonly string[];
  readonly split?: DatasetSplit;
  readonly folds: number;
  readonly iterations: readonly number[];
  readonly seeds: readonly number[];
  readonly variant?: StumpVariant;
  readonly stumps?: StumpKind;
  /** `--statistics`, for the algorithms that take it (the same models in another memory and time). */
  readonly statistics?: StatisticsKind;
  /** `--seed`, for the algorithms that make random choices (mlrf); absent: train's default, 0. */
  readonly algorithmSeed?: number;
  /** `--shrinkage`, for the algorithms that take it (AdaBoost.MH, MP-Boost). */
  readonly shrinkage?: number;
  /** `--bins`, for the algorithms that train on binned stumps. */
  readonly bins?: number;
}

/** Algorithms a grid can run: those that need no option of their own. */
const GRID_ALGORITHMS = ["adaboost-mh", "mp-boost", "adaboost-lc", "mlrf"];

/** The largest S (or N) of an experiment job. */
export const MAX_JOB_ITERATIONS = 1_000_000;
/** The most folds of an experiment job. */
export const MAX_JOB_FOLDS = 1000;

const EXPERIMENT_SHAPE = field.object(
  {
    algorithm: field.oneOf(GRID_ALGORITHMS),
    iterations: field.integer(1, MAX_JOB_ITERATIONS),
    format: field.oneOf(DATASET_FORMATS),
    split: field.oneOf(DATASET_SPLITS),
    folds: field.integer(2, MAX_JOB_FOLDS),
    fold: field.integer(0, MAX_JOB_FOLDS - 1),
    seed: field.integer(0, Number.MAX_SAFE_INTEGER),
    variant: field.oneOf(STUMP_VARIANTS),
    stumps: field.oneOf(STUMP_KINDS),
    statistics: field.oneOf(STATISTICS_KINDS),
    // The ranges of train's --seed, --shrinkage and --bins.
    algorithmSeed: rangeField(SEED),
    shrinkage: rangeField(SHRINKAGE),
    bins: field.integer(MIN_BINS, MAX_BINS),
  },
  ["split", "variant", "stumps", "statistics", "algorithmSeed", "shrinkage", "bins"],
);

/**
 * The schema of an experiment job's spec, checked by a worker before it touches anything: an
 * algorithm a grid runs, S from 1 to 1000000, a data set format, 2 to 1000 folds and a fold below
 * them, a seed from 0 to 2^53 - 1, the optional stump variant, stump kind and statistics among
 * their names, and the optional algorithm seed, shrinkage and bins in the ranges of train's `--seed`
 * (0 to 2^31 − 1), `--shrinkage` ((0, 1]) and `--bins` (1 to 1024).
 *
 * @example
 * ```ts
 * const spec = { algorithm: "adaboost-mh", iterations: 100, format: "mulan", folds: 5, fold: 4, seed: 1 };
 * checkExperimentSpec(spec, "spec"); // passes
 * checkExperimentSpec({ ...spec, fold: 5 }, "spec"); // throws E_INPUT_FORMAT: spec.fold must be from 0 to 4
 * checkExperimentSpec({ ...spec, shrinkage: 2 }, "spec"); // throws E_INPUT_FORMAT: spec.shrinkage must be a number in (0, 1]
 * ```
 */
export const checkExperimentSpec: FieldCheck = (v, at) => {
  EXPERIMENT_SHAPE(v, at);
  const spec = v as ExperimentSpec;
  field.integer(0, spec.folds - 1)(spec.fold, `${at}.fold`);
  // A grid records these only on the jobs of algorithms that take them.
  const a = algorithmByName(spec.algorithm);
  const refuse = (key: string, what: string) => {
    throw new TextboostError(
      "E_INPUT_FORMAT",
      `${at}.${key} is not a field of a ${spec.algorithm} job (${what})`,
    );
  };
  if (spec.algorithmSeed !== undefined && a.takesSeed !== true)
    refuse("algorithmSeed", "it makes no random choice");
  if (spec.shrinkage !== undefined && a.takesShrinkage !== true) refuse("shrinkage", "it takes no shrinkage");
  if (spec.bins !== undefined && !takesBins(a)) refuse("bins", "it trains on no binned stumps");
};

/**
 * The jobs of a grid, one per algorithm x data set x S x seed x fold, each with its data set
 * referenced by path and content hash (hashed once per data set).
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for an algorithm a grid cannot run; `E_IO` for data that cannot be read
 */
export function experimentJobs(grid: GridSpec): Job<ExperimentSpec>[] {
  for (const name of grid.algorithms) {
    algorithmByName(name);
    if (!GRID_ALGORITHMS.includes(name)) {
      throw new TextboostError(
        "E_INVALID_ARGUMENT",
        `grid runs ${GRID_ALGORITHMS.join(", ")} (algorithms without options of their own); train ${name} with textboost train`,
      );
    }
  }
  const refs: DataReference[] = grid.data.map((path) => referenceData(path));
  return refs.flatMap((data) =>
    grid.algorithms.flatMap((algorithm) =>
      grid.iterations.flatMap((iterations) =>
        grid.seeds.flatMap((seed) =>
          Array.from({ length: grid.folds }, (_, fold) =>
            createJob<ExperimentSpec>(EXPERIMENT_JOB, data, {
              algorithm,
              iterations,
              format: grid.format,
              ...(grid.split === undefined ? {} : { split: grid.split }),
              folds: grid.folds,
              fold,
              seed,
              ...(grid.variant === undefined ? {} : { variant: grid.variant }),
              ...(grid.stumps === undefined ? {} : { stumps: grid.stumps }),
              ...(grid.statistics !== undefined && algorithmByName(algorithm).takesStatistics
                ? { statistics: grid.statistics }
                : {}),
              ...takenOptions(grid, algorithm),
            }),
          ),
        ),
      ),
    ),
  );
}

/**
 * The grid's `--seed`, `--shrinkage` and `--bins` that `algorithm` takes (recorded in its jobs, and so
 * in their hashes; a job of an algorithm that does not take one is the job without it).
 */
function takenOptions(
  grid: GridSpec,
  algorithm: string,
): Pick<ExperimentSpec, "algorithmSeed" | "shrinkage" | "bins"> {
  const a = algorithmByName(algorithm);
  return {
    ...(grid.algorithmSeed !== undefined && a.takesSeed === true
      ? { algorithmSeed: grid.algorithmSeed }
      : {}),
    ...(grid.shrinkage !== undefined && a.takesShrinkage === true ? { shrinkage: grid.shrinkage } : {}),
    ...(grid.bins !== undefined && takesBins(a) ? { bins: grid.bins } : {}),
  };
}

/**
 * The handler of experiment jobs: loads the data set, cuts the same stratified folds as `train
 * --folds`, and runs the fold as cross-validation does (one thread, no progress lines), so a grid's
 * measures equal the local cross-validation's, fold for fold. Its spec is checked with
 * {@link checkExperimentSpec}; when the worker stops, the training stops after its current round.
 *
 * @param io - where warnings go
 */
export function experimentJobHandler(io: CliIO): JobHandler {
  return jobHandler(checkExperimentSpec, async (job, { signal }) => {
    const spec = job.spec as ExperimentSpec;
    const documents = trainingDocuments(await loadSource(spec.format, job.data.path, spec.split, "train"));
    const folds = foldsOf(documents, spec.folds, spec.seed);
    const quiet: CliIO = { ...io, interactive: false };
    const { row, features } = await runFold(
      documents,
      folds,
      spec.fold,
      {
        algorithm: spec.algorithm,
        iterations: spec.iterations,
        settings: {
          ...(spec.variant === undefined ? {} : { variant: spec.variant }),
          ...(spec.statistics === undefined ? {} : { statistics: spec.statistics }),
          ...(spec.shrinkage === undefined ? {} : { shrinkage: spec.shrinkage }),
          ...(spec.bins === undefined ? {} : { bins: spec.bins }),
        },
        ...(spec.stumps === undefined ? {} : { stumps: spec.stumps }),
        ...(spec.algorithmSeed === undefined ? {} : { seed: spec.algorithmSeed }),
        threads: 1,
        logEverySeconds: 0,
        ...(signal === undefined ? {} : { signal }),
        experiment: { splitSeed: spec.seed },
      },
      quiet,
    );
    const { Y, labelNames: names } = documents;
    const counts = new Array<number>(Y.cols).fill(0);
    for (const j of Y.indices) counts[j]!++;
    const output: ExperimentOutput = {
      row: {
        iterations: row.iterations,
        documents: row.documents,
        ...(Object.fromEntries(MEASURE_NAMES.map((m) => [m, row[m]])) as Pick<EvaluationRow, MeasureName>),
      },
      documents: Y.rows,
      trainDocuments: folds[spec.fold]!.train.length,
      features,
      labels: names.map((name, j) => ({ name, documents: counts[j]! })),
    };
    return output;
  });
}
