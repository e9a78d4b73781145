import type { Model } from "@textboost/core";
import { queueRotationForest } from "@textboost/distributed";
import {
  describeForestProgress,
  type ForestScaleOptions,
  loadRotationForest,
  rotationForest,
} from "@textboost/rotation-forest";
import { defaultBaseModule, parallelRotationForest } from "@textboost/rotation-forest/node";
import type { TrainingSteps } from "../training/training-steps.js";
import type { AlgorithmImplementation } from "./algorithm.js";
import { mlrfBase } from "./mlrf-base.js";

/**
 * The rotation forest in the CLI: on one thread `rotationForest`, on more `parallelRotationForest`
 * with the members on worker threads, with `--queue` `queueRotationForest` with the members as jobs
 * for `textboost worker`s (the same model, whichever). The workers import the base booster from its
 * module: the forest's own default for MP-Boost, this package's `mlrf-base.js` for AdaBoost.MH.
 */
export const MLRF_IMPLEMENTATION: AlgorithmImplementation = {
  create: (s) => {
    const { base: name = "mp-boost", ...shape } = s.mlrf ?? {};
    const size = { ...shape, ...scaleOptions(s.steps) };
    if (s.queue)
      return queueRotationForest({ ...size, base: mlrfBase(name), baseSpec: name, training: s.queue });
    const { threads } = s;
    if (threads <= 1) return rotationForest({ ...size, base: mlrfBase(name) });
    const base =
      name === "mp-boost"
        ? defaultBaseModule()
        : { module: builtModuleUrl("./mlrf-base.js"), export: "mlrfBase", args: [name] };
    return parallelRotationForest({ ...size, threads, base });
  },
  load: (json, file): Model => loadRotationForest(json, { file }),
};

/** A module of this package as workers can import it: built JavaScript, also when the CLI runs from sources. */
function builtModuleUrl(relative: string): string {
  const here = import.meta.url;
  return (
    /\.[cm]?ts$/.test(here) ? new URL(`../../dist/algorithms/${relative}`, here) : new URL(relative, here)
  ).href;
}

/** The forest's notes (an option its bound cut) and progress inside members, as the CLI shows them. */
function scaleOptions(steps: TrainingSteps | undefined): ForestScaleOptions {
  if (steps === undefined) return {};
  return { onNote: steps.note, onProgress: (e) => steps.step(describeForestProgress(e)) };
}
