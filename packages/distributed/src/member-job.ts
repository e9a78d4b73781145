import { join } from "node:path";
import type { Booster, Dataset, Model } from "@textboost/core";
import {
  FOREST_CALIBRATIONS,
  FOREST_COMBINES,
  FOREST_LSI_INPUTS,
  type ForestScaleOptions,
  type ForestSettings,
  type ForestSizeOptions,
  fitRotationForest,
  loadAdditiveBase,
  type MemberTrainer,
  MLRF,
  type RotationForestModel,
  type TrainedMemberJSON,
  trainedMemberFromJSON,
  trainedMemberToJSON,
  trainMember,
} from "@textboost/rotation-forest";
import { toCsc } from "@textboost/sparse";
import { readDatasetFile, writeDatasetFile } from "./dataset-file.js";
import { createJob, type Job } from "./job.js";
import { type JobHandler, jobHandler } from "./job-handler.js";
import type { JobQueue } from "./job-queue.js";
import { type FieldCheck, field } from "./job-schema.js";
import { readResult } from "./result-store.js";

/** The kind of a rotation-forest member job. */
export const MEMBER_JOB = "member";

/** What a member job asks for: member `index` of a forest, from `seed`, with the base booster `base`. */
export interface MemberJobSpec {
  readonly settings: ForestSettings;
  /** The base booster as plain JSON; the worker's `resolveBase` turns it into a booster. */
  readonly base: unknown;
  readonly index: number;
  readonly seed: number;
}

/**
 * The schema of a member job's spec: the forest's settings within their ranges (members 1 to 10000,
 * subsets 1 to 1000000, subset size 1 to 10000000, LSI dimensions 1 to 10000, sample fraction in
 * (0, 1], base rounds 1 to 1000000, the component settings among their values), the member's index
 * below `members`, a 32-bit seed, and the base
 * description as `base` checks it.
 *
 * @param base - the check of the base booster's description (default: any bounded JSON)
 * @returns the check
 *
 * @example
 * ```ts
 * const check = memberSpecSchema(field.oneOf(["adaboost-mh"]));
 * const settings = { members: 2, subsets: 1, lsiDims: 2, sampleFraction: 0.75, baseIterations: 3, base: "adaboost-mh" };
 * check({ settings, base: "adaboost-mh", index: 1, seed: 7 }, "spec"); // passes
 * try {
 *   check({ settings, base: "adaboost-mh", index: 2, seed: 7 }, "spec");
 * } catch (e) {
 *   (e as TextboostError).message; // "spec.index must be a whole number from 0 to 1, not 2 [E_INPUT_FORMAT]"
 * }
 * ```
 */
export function memberSpecSchema(base: FieldCheck = field.json()): FieldCheck {
  const shape = field.object({
    settings: field.object(
      {
        members: field.integer(1, 10_000),
        subsets: field.integer(1, 1_000_000),
        subsetSize: field.integer(1, 10_000_000),
        lsiDims: field.integer(1, 10_000),
        sampleFraction: field.number(0, 1, true),
        baseIterations: field.integer(1, 1_000_000),
        keepTerms: field.oneOf([true, false]),
        combine: field.oneOf(FOREST_COMBINES),
        calibration: field.oneOf(FOREST_CALIBRATIONS),
        bootstrapMembers: field.oneOf([true, false]),
        lsiInput: field.oneOf(FOREST_LSI_INPUTS),
        base: field.string(64),
        seed: field.number(-Number.MAX_VALUE, Number.MAX_VALUE),
        notes: field.array(field.string(1000), 10),
      },
      // Optional: specs written before the forest had these settings hold the paper's forest.
      ["subsetSize", "keepTerms", "combine", "calibration", "bootstrapMembers", "lsiInput", "seed", "notes"],
    ),
    base,
    index: field.integer(0, 9_999),
    seed: field.integer(0, 2 ** 32 - 1),
  });
  return (v, at) => {
    shape(v, at);
    const spec = v as MemberJobSpec;
    field.integer(0, spec.settings.members - 1)(spec.index, `${at}.index`);
  };
}

/**
 * The worker's handler of member jobs: reads the training set the job references, makes the base
 * booster with `resolveBase(spec.base)` and trains the member from its seed, as `rotationForest`
 * would (stopping when the worker stops). The output has no timing in it, so two runs give the same
 * result. Its spec is checked with {@link memberSpecSchema}`(baseSchema)` before anything runs.
 *
 * @param resolveBase - turns the job's base description into a booster
 * @param baseSchema - the check of that description (default: any bounded JSON)
 * @returns the handler
 *
 * @example
 * ```ts no-run
 * startJobWorker({
 *   url: "redis://127.0.0.1:6379",
 *   handlers: { [MEMBER_JOB]: memberJobHandler(() => defaultBase()) },
 *   dataRoots: ["/shared/results/data"],
 *   resultsRoot: "/shared/results",
 * });
 * ```
 */
export function memberJobHandler(
  resolveBase: (base: unknown) => Booster | Promise<Booster>,
  baseSchema: FieldCheck = field.json(),
): JobHandler {
  let cached: { sha: string; data: Dataset; Xc: ReturnType<typeof toCsc> } | undefined;
  return jobHandler(memberSpecSchema(baseSchema), async (job, { signal }) => {
    const spec = job.spec as MemberJobSpec;
    if (cached?.sha !== job.data.sha256) {
      const data = readDatasetFile(job.data);
      cached = { sha: job.data.sha256, data, Xc: toCsc(data.X) };
    }
    const base = await resolveBase(spec.base);
    const json = trainedMemberToJSON(
      await trainMember(cached.data, cached.Xc, spec.settings, base, spec.seed, signal),
    );
    return {
      ...json,
      lastRound: json.lastRound === undefined ? undefined : { ...json.lastRound, elapsedMs: 0 },
    };
  });
}

/** Where queue-backed training puts its jobs and finds their results. */
export interface QueueTraining {
  readonly queue: JobQueue;
  /** The results directory, at the same path for this process and every worker. */
  readonly resultsDir: string;
  /** Time between two looks at the jobs, in ms (default 250). */
  readonly pollMs?: number;
}

/**
 * A {@link MemberTrainer} that trains a forest's members as jobs on a queue: it writes the training
 * set to `resultsDir/data` (named by its hash), enqueues one member job per seed, and hands each
 * member to the fit as its result arrives. The model is the one `rotationForest` trains, JSON for
 * JSON: member i depends on (data, settings, base, seed i) alone.
 *
 * @param training - the queue and the results directory
 * @param base - the base booster as the workers' `resolveBase` reads it
 * @param loadBase - turns a member's model envelope back into a model (default `loadAdditiveBase`)
 * @returns the trainer, for `fitRotationForest`
 *
 * @example
 * ```ts no-run
 * const queue = openJobQueue("redis://127.0.0.1:6379");
 * const members = queueMembers({ queue, resultsDir: "/shared/results" }, "adaboost-mh");
 * const forest = await fitRotationForest(dataset, { seed: 1 }, {}, defaultBase(), members);
 * ```
 */
export function queueMembers(
  training: QueueTraining,
  base: unknown,
  loadBase: (json: unknown) => Model = loadAdditiveBase,
): MemberTrainer {
  return async (forest, done) => {
    const { queue, resultsDir } = training;
    const data = writeDatasetFile(join(resultsDir, "data"), forest.data);
    const jobs: Job<MemberJobSpec>[] = Array.from(forest.seeds, (seed, index) =>
      createJob(MEMBER_JOB, data, { settings: forest.settings, base, index, seed }),
    );
    await queue.enqueue(jobs, resultsDir);
    await queue.wait(jobs, resultsDir, {
      ...(training.pollMs === undefined ? {} : { pollMs: training.pollMs }),
      ...(forest.signal === undefined ? {} : { signal: forest.signal }),
      onFinished: (i) => {
        const output = readResult<TrainedMemberJSON>(resultsDir, jobs[i]!)!.output;
        done(i, trainedMemberFromJSON(output, i, forest.data.X.cols, forest.settings, loadBase));
      },
    });
  };
}

/** Options of {@link queueRotationForest}. */
export interface QueueRotationForestOptions extends ForestSizeOptions, ForestScaleOptions {
  /** The base booster, here (for its name, as `rotationForest` records it). */
  readonly base: Booster;
  /** The same base booster as plain JSON, for the workers' `resolveBase`. */
  readonly baseSpec: unknown;
  readonly training: QueueTraining;
  /** Turns a member's model envelope back into a model (default `loadAdditiveBase`). */
  readonly loadBase?: (json: unknown) => Model;
}

/**
 * `rotationForest` with its members trained as jobs on a queue ({@link queueMembers}): the same model,
 * trained by as many worker processes, on as many machines, as the queue has.
 *
 * @param options - the forest's size options, the base booster (value and JSON), the queue
 * @returns a booster of rotation forests
 *
 * @example
 * ```ts no-run
 * const training = { queue: openJobQueue("redis://127.0.0.1:6379"), resultsDir: "/shared/results" };
 * const forest = queueRotationForest({ base: defaultBase(), baseSpec: "adaboost-mh", training });
 * const model = await forest.fit(dataset, { iterations: 10, seed: 1 });
 * ```
 */
export function queueRotationForest(options: QueueRotationForestOptions): Booster<RotationForestModel> {
  const { base, baseSpec, training, loadBase, ...size } = options;
  return {
    name: MLRF,
    fit: (data, fit = {}) =>
      fitRotationForest(data, fit, size, base, queueMembers(training, baseSpec, loadBase)),
  };
}
