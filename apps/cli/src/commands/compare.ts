import { type Cover, TextboostError } from "@textboost/core";
import type { DatasetFormat, LoadedDataset } from "@textboost/datasets";
import type { EmptyLabelRule } from "@textboost/metrics";
import type { StumpVariant } from "@textboost/stumps";
import type { ThreadsOption } from "@textboost/workers/node";
import { ADABOOST_LC, MLRF } from "../algorithms/algorithm-names.js";
import { algorithmByName } from "../algorithms/registry.js";
import {
  COMPARISON_FORMAT,
  COMPARISON_VERSION,
  type Comparison,
  type ComparisonRun,
} from "../comparison/comparison.js";
import { formatComparison } from "../comparison/format-comparison.js";
import { measureModel } from "../comparison/measure-model.js";
import {
  featureSpaceOf,
  loadSource,
  type PreparedData,
  prepareEvaluation,
  prepareTraining,
} from "../data/prepare-data.js";
import { splitSource } from "../data/split-source.js";
import { COMPARISON_OUTPUT, HIERARCHY_OUTPUT } from "../files/output-kinds.js";
import { checkOutputPaths } from "../files/output-paths.js";
import { writeFileAtomic } from "../files/write-file-atomic.js";
import type { CliIO } from "../io.js";
import { coverInputFiles, measuredCovers } from "../options/covers-option.js";
import { DEFAULT_CLI_MEMBERS, type MlrfBaseName, type MlrfSettings } from "../options/mlrf-options.js";
import type { PriorSettings } from "../options/prior-option.js";
import type { StatisticsKind, StumpKind } from "../options/stump-kind.js";
import { checkTextSettings, type TextSettings } from "../options/text-options.js";
import type { TreeBoostSettings } from "../options/treeboost-options.js";
import { fitBooster } from "../training/fit-booster.js";

/** Arguments of `textboost compare`. */
export interface CompareArgs {
  /** Algorithms as `--algorithm` names them, each trained once (mlrf: once per S). */
  readonly algorithms: readonly string[];
  readonly format: DatasetFormat;
  readonly data: string;
  /** Numbers of rounds S to score every model at. */
  readonly at: readonly number[];
  /** Hold out this share of the documents (stratified) instead of the data set's test part. */
  readonly testFraction?: number;
  readonly splitSeed: number;
  readonly variant?: StumpVariant;
  readonly stumps?: StumpKind;
  /** `--bins`: the bins of binned stumps (as train's). */
  readonly bins?: number;
  /** `--shrinkage`, for the compared algorithms that take it (adaboost-mh, mp-boost). */
  readonly shrinkage?: number;
  /** `--prior linear`, for the compared algorithms that take it (adaboost-mh, mp-boost). */
  readonly prior?: PriorSettings;
  /** `--statistics`, for the compared algorithms that take it (adaboost-mh, mp-boost). */
  readonly statistics?: StatisticsKind;
  /** adaboost-lc's cover (`--cover`). */
  readonly cover?: string;
  /**
   * Covers whose covering error every run records at every S (`--covers hamming,zero-one,...`, as
   * `evaluate --covers`); adaboost-lc's own cover is measured too when it is compared.
   */
  readonly covers?: string;
  /** `--weighting`, `--ngrams`, `--min-df`, ...: the text pipeline for raw text (default the paper's). */
  readonly text?: TextSettings;
  /** treeboost's settings (hierarchy, base, ...), when treeboost is compared. */
  readonly treeboost?: TreeBoostSettings;
  /** mlrf: members and the base booster; each member's S is the S of `at`. */
  readonly mlrf?: { readonly members?: number; readonly base?: MlrfBaseName };
  /** `--seed`: the seed of the forest's random choices (default 0), as train's. */
  readonly seed?: number;
  /** Top pivot terms per label kept for the report (0: none). */
  readonly topTerms: number;
  readonly threads?: ThreadsOption;
  readonly logEverySeconds?: number;
  readonly out?: string;
  readonly force: boolean;
  readonly json: boolean;
  /** How F1 macro counts labels with no positive and no prediction (default `"one"`). */
  readonly emptyLabels?: EmptyLabelRule;
}

/**
 * The training and evaluation parts: the data set's train and test parts, or with `testFraction` a
 * stratified split of its training part (of the whole file when it has no parts).
 */
async function trainAndTest(args: CompareArgs): Promise<{ train: LoadedDataset; test: LoadedDataset }> {
  const train = await loadSource(args.format, args.data, undefined, "train");
  if (args.testFraction !== undefined) {
    const { rest, heldOut } = splitSource(train, args.testFraction, args.splitSeed, "--test-fraction");
    return { train: rest, test: heldOut };
  }
  if (train.part === "whole") {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `${args.data} has no test part: give --test-fraction F (for example 0.25) to hold out a stratified share of it`,
    );
  }
  return { train, test: await loadSource(args.format, args.data, "test", "test") };
}

/** Number of training documents carrying each label. */
function labelFrequencies(prepared: PreparedData): number[] {
  const { Y } = prepared.dataset;
  const counts = new Array<number>(Y.cols).fill(0);
  for (const j of Y.indices) counts[j]!++;
  return counts;
}

/**
 * `textboost compare`: trains every algorithm on one training part and scores it on one evaluation
 * part at every S of `--at`. The committee boosters and TreeBoost.MH train once, for the largest S,
 * and are scored at each S from that model's first S rounds; mlrf trains once per S (its members'
 * base boosters run S rounds). Labels scoring above 0 are predicted. With `covers` (and adaboost-lc's
 * own cover when it is compared), every point records each cover's covering error. Prints one table (or the JSON
 * with `--json`) and writes the {@link Comparison} to `--out`, which `textboost report` draws.
 *
 * @param args - the command line's options
 * @param io - where to print
 * @returns the comparison
 * @throws TextboostError `E_INVALID_ARGUMENT` for an unknown or repeated algorithm, an S below 1, or
 *   data without a test part and no `--test-fraction`; what loading and training throw
 * @example
 * ```ts
 * await compare({ algorithms: ["adaboost-mh", "mp-boost"], format: "mulan", data: "medical", at: [10, 100],
 *   splitSeed: 0, topTerms: 10, force: false, json: false }, processIO());
 * ```
 */
export async function compare(args: CompareArgs, io: CliIO): Promise<Comparison> {
  const algorithms = args.algorithms.map(algorithmByName); // unknown names fail before any loading
  if (new Set(args.algorithms).size !== args.algorithms.length) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `--algorithms names an algorithm twice: ${args.algorithms.join(",")}`,
    );
  }
  if (args.at.length === 0 || args.at.some((s) => !Number.isInteger(s) || s < 1)) {
    throw new TextboostError("E_INVALID_ARGUMENT", "--at needs numbers of rounds >= 1, e.g. --at 5,10,50");
  }
  checkOutputPaths({
    inputs: [
      { option: "--data", path: args.data },
      ...(args.treeboost?.hierarchy.kind === "file"
        ? [{ option: "--hierarchy", path: args.treeboost.hierarchy.path }]
        : []),
      ...(args.cover === undefined ? [] : coverInputFiles("--cover", args.cover)),
      ...(args.covers === undefined ? [] : coverInputFiles("--covers", args.covers)),
    ],
    outputs: [
      ...(args.out === undefined ? [] : [{ option: "--out", path: args.out, kind: COMPARISON_OUTPUT }]),
      ...(args.treeboost?.writeHierarchy === undefined
        ? []
        : [{ option: "--write-hierarchy", path: args.treeboost.writeHierarchy, kind: HIERARCHY_OUTPUT }]),
    ],
    force: args.force,
  });
  const at = [...new Set(args.at)].sort((a, b) => a - b);
  const largest = at.at(-1)!;
  const { train, test } = await trainAndTest(args);
  const prepared = prepareTraining(train, checkTextSettings(train, args.text, args.format));
  const evaluation = prepareEvaluation(test, featureSpaceOf(prepared)).dataset;
  const emptyLabels = args.emptyLabels ?? "one";
  const covers = measuredCovers(
    args.covers,
    args.algorithms.includes(ADABOOST_LC) ? [args.cover ?? "hamming"] : [],
    prepared.dataset.labelNames,
    io,
  );
  const common = {
    ...(args.threads === undefined ? {} : { threads: args.threads }),
    ...(args.logEverySeconds === undefined ? {} : { logEverySeconds: args.logEverySeconds }),
    ...(args.stumps === undefined ? {} : { stumps: args.stumps }),
  };
  // `statistics` too: fitBooster applies it to the algorithms that take it and no other.
  const settings = {
    ...(args.variant === undefined ? {} : { variant: args.variant }),
    ...(args.statistics === undefined ? {} : { statistics: args.statistics }),
    ...(args.bins === undefined ? {} : { bins: args.bins }),
    ...(args.shrinkage === undefined ? {} : { shrinkage: args.shrinkage }),
    ...(args.cover === undefined ? {} : { cover: args.cover }),
    ...(args.treeboost === undefined ? {} : { treeboost: args.treeboost }),
  };
  const runs: ComparisonRun[] = [];
  for (const algorithm of algorithms) {
    if (algorithm.name === MLRF) {
      runs.push(await compareForest(args, prepared, { evaluation, covers, emptyLabels }, at, io));
      continue;
    }
    // The prior goes to the algorithms that take it, as --shrinkage does.
    const prior = args.prior !== undefined && algorithm.takesPrior === true ? { prior: args.prior } : {};
    const fitted = await fitBooster(
      { algorithm: algorithm.name, iterations: largest, settings: { ...settings, ...prior }, ...common },
      prepared,
      io,
      `training ${algorithm.name}`,
    );
    runs.push({
      algorithm: algorithm.name,
      trainMs: round(fitted.trainMs),
      ...measureModel(fitted.model, evaluation, at, { topTerms: args.topTerms, covers, emptyLabels }),
    });
  }
  const frequencies = labelFrequencies(prepared);
  const comparison: Comparison = {
    format: COMPARISON_FORMAT,
    version: COMPARISON_VERSION,
    data: {
      format: args.format,
      path: args.data,
      trainDocuments: prepared.dataset.X.rows,
      testDocuments: evaluation.X.rows,
      features: prepared.dataset.X.cols,
    },
    labels: prepared.dataset.labelNames.map((name, j) => ({ name, trainFrequency: frequencies[j]! })),
    runs,
    emptyLabelRule: emptyLabels,
  };
  if (args.out !== undefined) writeFileAtomic(args.out, `${JSON.stringify(comparison)}\n`, "the comparison");
  if (args.json) io.out(`${JSON.stringify(comparison)}\n`);
  else {
    io.out(
      `${runs.length} algorithm(s) trained on ${comparison.data.trainDocuments} documents, scored on ${comparison.data.testDocuments} (labels scoring above 0)\n${formatComparison(runs, emptyLabels)}`,
    );
    if (args.out !== undefined) io.out(`comparison written to ${args.out}\n`);
  }
  return comparison;
}

/**
 * mlrf, whose S is its members' rounds: one forest per S, each measured whole; each point keeps its
 * own forest's training time, the run's `trainMs` is their total.
 */
async function compareForest(
  args: CompareArgs,
  prepared: PreparedData,
  measured: {
    evaluation: Parameters<typeof measureModel>[1];
    covers: readonly Cover[];
    emptyLabels: EmptyLabelRule;
  },
  at: readonly number[],
  io: CliIO,
): Promise<ComparisonRun> {
  let trainMs = 0;
  let last: ReturnType<typeof measureModel> | undefined;
  const points = [];
  for (const s of at) {
    const mlrf: MlrfSettings = { baseIterations: s, ...(args.mlrf?.base ? { base: args.mlrf.base } : {}) };
    const fitted = await fitBooster(
      {
        algorithm: MLRF,
        iterations: args.mlrf?.members ?? DEFAULT_CLI_MEMBERS,
        settings: { mlrf, ...(args.variant === undefined ? {} : { variant: args.variant }) },
        ...(args.threads === undefined ? {} : { threads: args.threads }),
        ...(args.logEverySeconds === undefined ? {} : { logEverySeconds: args.logEverySeconds }),
        ...(args.seed === undefined ? {} : { seed: args.seed }),
      },
      prepared,
      io,
      `training mlrf (S=${s})`,
    );
    trainMs += fitted.trainMs;
    last = measureModel(fitted.model, measured.evaluation, [fitted.model.length], {
      topTerms: 0,
      covers: measured.covers,
      emptyLabels: measured.emptyLabels,
    });
    points.push({ ...last.points[0]!, iterations: s, trainMs: round(fitted.trainMs) });
  }
  return {
    algorithm: MLRF,
    trainMs: round(trainMs),
    points,
    ...(last?.perLabel === undefined ? {} : { perLabel: last.perLabel }),
  };
}

const round = (ms: number): number => Math.round(ms * 10) / 10;
