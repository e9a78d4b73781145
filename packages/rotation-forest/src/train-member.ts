import type { AbortSignalLike, Booster, CscMatrix, Dataset, IterationEvent, Model } from "@textboost/core";
import { createRandom, type Random } from "@textboost/core";
import { bootstrapSample, selectRows } from "@textboost/sparse";
import { fitProjection } from "./fit-projection.js";
import { type MemberProgress, SUBSETS_PER_REPORT } from "./forest-progress.js";
import type { ForestSettings } from "./forest-settings.js";
import { memberInput } from "./member-input.js";
import { fitScoreCalibration, type ScoreCalibration } from "./platt.js";
import { dimensionName, type Projection, projectedDimensions } from "./projection.js";
import { splitVocabulary } from "./vocabulary-split.js";

/** One member h_i of a rotation forest: its projection R_i and the base model trained on X · R_i. */
export interface ForestMember {
  readonly projection: Projection;
  /** The base booster's model, over the K·k projected dimensions (named `lsi<block>.<dim>`). */
  readonly model: Model;
  /** With `calibration: "platt"`: the per-label map of the model's scores before they are averaged. */
  readonly calibration?: ScoreCalibration;
}

/** A trained member and the last round its base booster reported (if it reports rounds). */
export interface TrainedMember {
  readonly member: ForestMember;
  readonly lastRound: IterationEvent | undefined;
}

/**
 * The names of a projection's K·k columns, `lsi<block>.<dim>`: the features of a member's base model.
 *
 * @example
 * ```ts
 * projectedFeatureNames(projection).slice(0, 2); // ["lsi1.1", "lsi1.2"]
 * ```
 */
export function projectedFeatureNames(p: Projection): string[] {
  return Array.from({ length: projectedDimensions(p) }, (_, c) => dimensionName(c, p.dimsPerBlock));
}

/**
 * Trains member i of a rotation forest from its own seed (Algorithm 1 of the MLRF paper, steps 3–10):
 * a random split of the vocabulary into K subsets, LSI of a bootstrap sample per subset, the
 * projection R_i, and the base booster fitted for S rounds on the projected training set X · R_i
 * (or [X | X · R_i] with `settings.keepTerms`).
 * Everything random comes from `seed`, in a fixed order (split, then each subset's sample and SVD
 * seed, then the base booster's seed), so a member is the same on any thread.
 *
 * @param data - the training set (documents x d terms)
 * @param Xc - `data.X` column-major (shared by the members of one fit)
 * @param settings - the resolved forest settings
 * @param base - the base booster
 * @param seed - this member's seed
 * @param signal - stops the base booster between its rounds
 * @param onProgress - told every few subsets of the LSI and after each of the base booster's rounds
 * @returns the member and its base booster's last round event
 *
 * @example
 * ```ts
 * const { member } = await trainMember(data, toCsc(data.X), forest.settings, defaultBase(), 12345);
 * ```
 */
export async function trainMember(
  data: Dataset,
  Xc: CscMatrix,
  settings: ForestSettings,
  base: Booster,
  seed: number,
  signal?: AbortSignalLike,
  onProgress?: MemberProgress,
): Promise<TrainedMember> {
  const random = createRandom(seed);
  const subsets = splitVocabulary(data.X.cols, settings.subsets, random);
  const projection = projectInParts(Xc, subsets, settings, random, onProgress);
  const lsiNames = projectedFeatureNames(projection);
  const input = memberInput(data.X, projection, settings.keepTerms);
  const n = data.X.rows;
  // The base booster's documents: all of them (the paper), or a bootstrap sample and its out-of-bag rest.
  const sample = settings.bootstrapMembers ? bootstrapSample(n, random, n) : undefined;
  const outOfBag = sample === undefined ? [] : outOfBagRows(n, sample);
  const rows = sample === undefined ? undefined : Array.from(sample).sort((a, b) => a - b);
  const projected: Dataset = {
    X: rows === undefined ? input : selectRows(input, rows),
    Y: rows === undefined ? data.Y : selectRows(data.Y, rows),
    featureNames: settings.keepTerms ? [...data.featureNames, ...lsiNames] : lsiNames,
    labelNames: data.labelNames,
  };
  let lastRound: IterationEvent | undefined;
  const model = await base.fit(projected, {
    iterations: settings.baseIterations,
    seed: random.uint32(),
    onIteration: (e) => {
      lastRound = e;
      onProgress?.("rounds", e.iteration, settings.baseIterations);
    },
    ...(signal === undefined ? {} : { signal }),
  });
  if (settings.calibration !== "platt") return { member: { projection, model }, lastRound };
  // Platt scaling on the out-of-bag documents, or on the training documents when there are none.
  const calibration =
    outOfBag.length > 0
      ? fitScoreCalibration(model.scores(selectRows(input, outOfBag)), selectRows(data.Y, outOfBag))
      : fitScoreCalibration(model.scores(input), data.Y);
  return { member: { projection, model, calibration }, lastRound };
}

/** The documents of 0..n−1 that a bootstrap sample did not draw, ascending. */
function outOfBagRows(n: number, sample: ArrayLike<number>): number[] {
  const drawn = new Uint8Array(n);
  for (let i = 0; i < sample.length; i++) drawn[sample[i]!] = 1;
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (drawn[i] === 0) out.push(i);
  return out;
}

/**
 * {@link fitProjection} of the subsets a few at a time, reporting after each part: the generator
 * is drawn from in the same order (subset by subset), so the projection is the one a single call makes.
 */
function projectInParts(
  Xc: CscMatrix,
  subsets: readonly Int32Array[],
  settings: ForestSettings,
  random: Random,
  onProgress: MemberProgress | undefined,
): Projection {
  if (onProgress === undefined) return fitProjection(Xc, subsets, settings, random);
  const blocks: Projection["blocks"][number][] = [];
  for (let from = 0; from < subsets.length; from += SUBSETS_PER_REPORT) {
    const part = fitProjection(Xc, subsets.slice(from, from + SUBSETS_PER_REPORT), settings, random);
    blocks.push(...part.blocks);
    onProgress("lsi", blocks.length, subsets.length);
  }
  return {
    terms: Xc.cols,
    dimsPerBlock: settings.lsiDims,
    blocks,
    ...(settings.lsiInput === "normalised" ? { normaliseRows: true } : {}),
  };
}
