import { TextboostError } from "@textboost/core";
import { CALIBRATION_METHODS, needsTuning, type ThresholdingSpec } from "@textboost/decision";
import { type EmptyLabelRule, MEASURE_NAMES, type MeasureName } from "@textboost/metrics";
import { type Command, InvalidArgumentError, Option } from "commander";
import { needsValidation } from "../model/model-decision.js";
import { emptyLabelsOption } from "./empty-labels.js";
import { FOLDS, FRACTION, SEED, SHOWN } from "./option-ranges.js";
import { inRange, type RangedParser, readInRange } from "./option-values.js";

/**
 * How `train` runs an experiment around the fit: a held-out test part or cross-validation, a
 * validation part to choose S, thresholds and a calibration on, and the seed of every split.
 */
export interface ExperimentOptions {
  /** Hold out this share of the documents (stratified) and report the measures on it. */
  readonly testFraction?: number;
  /** Cross-validate over k stratified folds and report mean and standard deviation per measure. */
  readonly folds?: number;
  /** Seed of the stratified splits (test part, folds, validation part). */
  readonly splitSeed: number;
  /** Hold out this share of the training documents to choose S, thresholds and calibration on. */
  readonly validationFraction?: number;
  /** The thresholding, tuned on the validation part where it learns. */
  readonly thresholds?: ThresholdingSpec;
  /** The measure S is chosen for on the validation part (default microF1). */
  readonly selectBy?: MeasureName;
  readonly calibrate?: (typeof CALIBRATION_METHODS)[number];
  /** How the reported F1 macro counts labels with no positive and no prediction (default `"one"`). */
  readonly emptyLabels?: EmptyLabelRule;
}

/**
 * A commander parser for a share in (0, 1), naming the option in its error.
 *
 * @example
 * ```ts
 * fraction("--test-fraction")("0.2"); // 0.2
 * ```
 */
export const fraction = (name: string): RangedParser<number> => inRange(name, FRACTION);

/**
 * Parses `--thresholds`: `fixed` or `fixed:t` (score > t, default t = 0), `per-label-f1` (one
 * threshold per label maximising its F1 on the validation part; labels whose best F1 is below Yang's
 * fbr keep 0, fbr chosen on the validation part) or `per-label-f1:fbr` (fbr given), `rcut:k` (the k
 * best labels of each document).
 *
 * @throws InvalidArgumentError (a usage error) for anything else
 */
export function parseThresholdsOption(v: string): ThresholdingSpec {
  const [kind, arg, ...rest] = v.split(":");
  const bad = () =>
    new InvalidArgumentError(
      `"${v}" is not a thresholding: use fixed, fixed:<t>, per-label-f1, per-label-f1:<fbr> or rcut:<k>`,
    );
  if (rest.length > 0) throw bad();
  if (kind === "fixed") {
    const t = arg === undefined ? 0 : Number(arg);
    if (arg === "" || !Number.isFinite(t)) throw bad();
    return { kind: "fixed", threshold: t };
  }
  if (kind === "per-label-f1") {
    if (arg === undefined) return { kind: "per-label-f1" };
    const minF1 = Number(arg);
    if (arg === "" || !(minF1 >= 0 && minF1 <= 1)) throw bad();
    return { kind: "per-label-f1", minF1 };
  }
  if (kind === "rcut") {
    const k = arg === undefined ? undefined : readInRange(arg, SHOWN);
    if (k === undefined) throw bad();
    return { kind: "rcut", k };
  }
  throw bad();
}

/** Adds the experiment options to `train`. */
export function addExperimentOptions(command: Command): Command {
  return command
    .option(
      "--test-fraction <f>",
      "hold out this share of the documents (stratified), train on the rest, report the measures on it",
      fraction("--test-fraction"),
    )
    .option(
      "--folds <k>",
      "k-fold cross-validation (stratified): mean and sd of every measure; --out then also writes a model trained on all documents",
      inRange("--folds", FOLDS),
    )
    .option(
      "--split-seed <n>",
      "seed of the stratified splits (--test-fraction, --folds, --validation-fraction)",
      inRange("--split-seed", SEED),
      0,
    )
    .option(
      "--validation-fraction <f>",
      "hold out this share of the training documents (stratified) to choose S, tune thresholds and calibrate on; recorded in the model",
      fraction("--validation-fraction"),
    )
    .addOption(
      new Option(
        "--select-by <measure>",
        "the measure S is chosen for on the validation part (default microF1)",
      ).choices(MEASURE_NAMES as unknown as string[]),
    )
    .option(
      "--thresholds <rule>",
      "fixed[:t] (score > t, default 0) | per-label-f1[:fbr] (per-label F1-optimal on the validation part; labels below F1 fbr keep 0, fbr chosen there unless given) | rcut:k (the k best labels per document); recorded in the model",
      parseThresholdsOption,
    )
    .addOption(
      new Option(
        "--calibrate <method>",
        "fit per-label probabilities on the validation part: platt (sigmoid) or isotonic; recorded in the model",
      ).choices([...CALIBRATION_METHODS]),
    )
    .addOption(emptyLabelsOption());
}

/**
 * The experiment options of parsed `train` options, with the combinations that cannot work refused.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` for --test-fraction with --folds, and for tuning options
 *   (per-label-f1, --select-by, --calibrate) without --validation-fraction
 */
export function experimentOptions(o: {
  testFraction?: number;
  folds?: number;
  splitSeed: number;
  validationFraction?: number;
  selectBy?: string;
  thresholds?: ThresholdingSpec;
  calibrate?: string;
  emptyLabels?: string;
}): ExperimentOptions {
  if (o.testFraction !== undefined && o.folds !== undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "--test-fraction and --folds are two ways to estimate the same thing: choose one",
    );
  }
  if (o.validationFraction === undefined) {
    if (o.thresholds !== undefined && needsTuning(o.thresholds))
      throw needsValidation("--thresholds per-label-f1");
    if (o.selectBy !== undefined) throw needsValidation("--select-by");
    if (o.calibrate !== undefined) throw needsValidation("--calibrate");
  }
  return {
    ...(o.testFraction === undefined ? {} : { testFraction: o.testFraction }),
    ...(o.folds === undefined ? {} : { folds: o.folds }),
    splitSeed: o.splitSeed,
    ...(o.validationFraction === undefined ? {} : { validationFraction: o.validationFraction }),
    ...(o.thresholds === undefined ? {} : { thresholds: o.thresholds }),
    ...(o.selectBy === undefined ? {} : { selectBy: o.selectBy as MeasureName }),
    ...(o.calibrate === undefined
      ? {}
      : { calibrate: o.calibrate as ExperimentOptions["calibrate"] & string }),
    ...(o.emptyLabels === undefined ? {} : { emptyLabels: o.emptyLabels as EmptyLabelRule }),
  };
}
