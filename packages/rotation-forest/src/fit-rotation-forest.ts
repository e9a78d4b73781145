import type {
  AbortSignalLike,
  Booster,
  CscMatrix,
  Dataset,
  FitOptions,
  IterationEvent,
} from "@textboost/core";
import { checkDataset, TextboostError, throwIfAborted } from "@textboost/core";
import { toCsc, validateCsr } from "@textboost/sparse";
import type { MemberStage } from "./forest-progress.js";
import { type ForestScaleOptions, scaledSettings } from "./forest-scale.js";
import { type ForestSettings, type ForestSizeOptions, resolveForestSettings } from "./forest-settings.js";
import { memberSeeds } from "./member-seeds.js";
import { type RotationForestModel, rotationForestModel } from "./rotation-forest-model.js";
import { type ForestMember, type TrainedMember, trainMember } from "./train-member.js";

/** The members one fit asks for. */
export interface MemberJob {
  readonly data: Dataset;
  /** `data.X` column-major. */
  readonly Xc: CscMatrix;
  readonly settings: ForestSettings;
  /** Member i is trained from `seeds[i]`. */
  readonly seeds: Uint32Array;
  readonly signal?: AbortSignalLike;
  /** Told of member `index`'s progress while it trains (whichever thread trains it). */
  readonly progress?: (index: number, stage: MemberStage, done: number, total: number) => void;
}

/**
 * How a fit gets its members trained: in this thread one after the other ({@link sequentialMembers}),
 * or on worker threads (`@textboost/rotation-forest/node`). It calls `done` once per member, in any
 * order, and resolves when all are done; it rejects with `E_ABORTED` when the job's signal fires.
 */
export type MemberTrainer = (
  job: MemberJob,
  done: (index: number, trained: TrainedMember) => void,
) => Promise<void>;

/**
 * Trains the members in this thread, in order, with the given base booster.
 *
 * @example
 * ```ts
 * fitRotationForest(data, {}, {}, defaultBase(), sequentialMembers(defaultBase()));
 * ```
 */
export function sequentialMembers(base: Booster): MemberTrainer {
  return async (job, done) => {
    for (let i = 0; i < job.seeds.length; i++) {
      throwIfAborted(job.signal, "training");
      const progress = job.progress;
      const onProgress =
        progress === undefined
          ? undefined
          : (stage: MemberStage, d: number, total: number) => progress(i, stage, d, total);
      done(i, await trainMember(job.data, job.Xc, job.settings, base, job.seeds[i]!, job.signal, onProgress));
    }
  };
}

/**
 * The fit of a rotation forest (Algorithm 1 of the MLRF paper) with a given way of training its
 * members: validates the data and options, derives each member's seed from (seed, member index),
 * has the members trained, reports them through `onIteration` in member order (iteration i = member
 * i; `loss` and `z` are the member's base booster's last ones, 0 and 1 when it reports none) and
 * assembles the model.
 *
 * @param data - documents x d terms, with label sets
 * @param fit - `iterations` (= N members), `seed`, `onIteration`, `signal`, `preprocessing`
 * @param options - the forest's size options, its bound and progress
 * @param base - the base booster (its name goes into the settings)
 * @param trainer - who trains the members
 * @returns the trained {@link RotationForestModel}
 */
export async function fitRotationForest(
  data: Dataset,
  fit: FitOptions,
  options: ForestSizeOptions & ForestScaleOptions,
  base: Booster,
  trainer: MemberTrainer,
): Promise<RotationForestModel> {
  if (fit.checkpoint !== undefined || fit.resume !== undefined) {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      "a rotation forest does not save or resume checkpoints (its members are short; train it again)",
    );
  }
  checkDataset(data);
  validateCsr(data.X);
  validateCsr(data.Y);
  if (data.X.rows === 0) throw new TextboostError("E_SHAPE", "the training set has no document");
  const seed = fit.seed ?? 0;
  const resolved = resolveForestSettings(options, fit.iterations, data.X.cols, base.name);
  const settings = scaledSettings(resolved, data, options, seed);
  throwIfAborted(fit.signal, "training");
  const seeds = memberSeeds(seed, settings.members);
  const members: (ForestMember | undefined)[] = new Array(settings.members);
  const rounds: (IterationEvent | undefined)[] = new Array(settings.members);
  const start = performance.now(); // monotonic: Date.now() can step back when the clock is adjusted
  let reported = 0;
  const done = (index: number, trained: TrainedMember): void => {
    members[index] = trained.member;
    rounds[index] = trained.lastRound;
    // Events go out in member order, whichever member finishes first.
    while (reported < settings.members && members[reported] !== undefined) {
      const last = rounds[reported];
      reported++;
      fit.onIteration?.({
        iteration: reported,
        iterations: settings.members,
        loss: last?.loss ?? 0,
        z: last?.z ?? 1,
        elapsedMs: performance.now() - start,
      });
    }
  };
  const onProgress = options.onProgress;
  const job: MemberJob = {
    data,
    Xc: toCsc(data.X),
    settings,
    seeds,
    ...(fit.signal ? { signal: fit.signal } : {}),
    ...(onProgress === undefined
      ? {}
      : {
          progress: (member: number, stage: MemberStage, d: number, total: number) =>
            onProgress({ member, members: settings.members, stage, done: d, total }),
        }),
  };
  await trainer(job, done);
  if (reported !== settings.members) {
    throw new TextboostError("E_WORKER", `only ${reported} of ${settings.members} members were trained`);
  }
  return rotationForestModel({
    labels: data.labelNames,
    features: data.featureNames,
    members: members as ForestMember[],
    settings,
    preprocessing: fit.preprocessing ?? null,
  });
}
