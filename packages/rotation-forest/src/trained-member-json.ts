import type { IterationEvent, Model, ModelEnvelope } from "@textboost/core";
import { TextboostError } from "@textboost/core";
import { calibrationFromJSON, calibrationToJSON, type ScoreCalibrationJSON } from "./calibration-json.js";
import type { ForestSettings } from "./forest-settings.js";
import { projectionFromJSON } from "./load-rotation-forest.js";
import { type ProjectionJSON, projectionToJSON } from "./rotation-forest-model.js";
import type { TrainedMember } from "./train-member.js";

/** A trained member as plain JSON, as it travels from a worker thread or a queue worker. */
export interface TrainedMemberJSON {
  readonly member: {
    readonly projection: ProjectionJSON;
    readonly model: ModelEnvelope;
    readonly calibration?: ScoreCalibrationJSON;
  };
  readonly lastRound: IterationEvent | undefined;
}

/**
 * A trained member as plain JSON: its projection, its base model's envelope, its last round.
 *
 * @example
 * ```ts
 * const settings = resolveForestSettings({ subsets: 3, lsiDims: 5, baseIterations: 5 }, 3, dataset.X.cols, "adaboost-mh");
 * const trained = await trainMember(dataset, toCsc(dataset.X), settings, defaultBase(), 1);
 * const json = trainedMemberToJSON(trained); // plain JSON: it survives JSON.stringify and a worker's message
 * ```
 */
export function trainedMemberToJSON(trained: TrainedMember): TrainedMemberJSON {
  return {
    member: {
      projection: projectionToJSON(trained.member.projection),
      model: trained.member.model.toJSON(),
      ...(trained.member.calibration === undefined
        ? {}
        : { calibration: calibrationToJSON(trained.member.calibration) }),
    },
    lastRound: trained.lastRound,
  };
}

/**
 * Reads back a member sent as {@link TrainedMemberJSON}, checking its projection against the forest's
 * settings and loading its base model with `loadBase`.
 *
 * @param json - the member
 * @param index - its index (for errors, counted from 0)
 * @param terms - the training set's number of terms
 * @param settings - the forest's settings
 * @param loadBase - turns the base model's envelope into a model
 * @returns the member
 * @throws TextboostError `E_WORKER` for a projection that does not fit, and what `loadBase` throws
 *
 * @example
 * ```ts
 * const settings = resolveForestSettings({ subsets: 3, lsiDims: 5, baseIterations: 5 }, 3, dataset.X.cols, "adaboost-mh");
 * const trained = await trainMember(dataset, toCsc(dataset.X), settings, defaultBase(), 1);
 * const reply = JSON.parse(JSON.stringify(trainedMemberToJSON(trained))) as TrainedMemberJSON; // as a worker sends it
 * const back = trainedMemberFromJSON(reply, 0, dataset.X.cols, settings, loadAdditiveBase); // scores as `trained` does
 * ```
 */
export function trainedMemberFromJSON(
  json: TrainedMemberJSON,
  index: number,
  terms: number,
  settings: ForestSettings,
  loadBase: (json: unknown) => Model,
): TrainedMember {
  const fail = (what: string): never => {
    throw new TextboostError("E_WORKER", `member ${index + 1} came back damaged: ${what}`);
  };
  const projection = projectionFromJSON(json.member.projection, terms, settings, fail);
  const model = loadBase(json.member.model);
  const calibration =
    json.member.calibration === undefined
      ? undefined
      : calibrationFromJSON(json.member.calibration, model.labels.length, fail);
  return {
    member: { projection, model, ...(calibration === undefined ? {} : { calibration }) },
    lastRound: json.lastRound,
  };
}
