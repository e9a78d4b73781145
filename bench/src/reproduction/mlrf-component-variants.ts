// The variants bench/src/mlrf-components.ts measures: single boosters at 100 rounds and rotation
// forests that differ from the paper's in one component (or a few) at a time.
import { adaBoostMH } from "@textboost/adaboost-mh";
import type { Booster } from "@textboost/core";
import { mpBoost } from "@textboost/mp-boost";
import { PAPER_SETTINGS, type RotationForestOptions } from "@textboost/rotation-forest";

/** A single booster with its library defaults. */
export interface BoosterVariant {
  readonly kind: "booster";
  readonly make: () => Booster;
  readonly iterations: number;
  readonly about: string;
}

/** A rotation forest: its base (by the export of bench/src/reproduction/mlrf-bases.ts) and its options. */
export interface ForestVariant {
  readonly kind: "forest";
  readonly base:
    | "adaBoostHistogramBase"
    | "mpBoostThresholdBase"
    | "mpBoostHistogramBase"
    | "libraryDefaultBase";
  readonly options: Omit<RotationForestOptions, "base">;
  readonly members: number;
  readonly about: string;
}

/** One measured configuration. */
export type Variant = BoosterVariant | ForestVariant;

const MH = "adaBoostHistogramBase" as const;
const MP = "mpBoostThresholdBase" as const;

/**
 * Every variant by name, in the order they are run. Each forest states the paper's settings and
 * changes one component (or a few), so a change of the library's defaults leaves them as they are;
 * `default` is `rotationForest()` with the library's defaults.
 */
export const VARIANTS: Readonly<Record<string, Variant>> = {
  "adaboost-mh-100": {
    kind: "booster",
    make: () => adaBoostMH(),
    iterations: 100,
    about: "adaBoostMH() with its defaults, 100 rounds",
  },
  "mp-boost-100": {
    kind: "booster",
    make: () => mpBoost(),
    iterations: 100,
    about: "mpBoost() with its defaults, 100 rounds",
  },
  default: {
    kind: "forest",
    base: "libraryDefaultBase",
    options: {},
    members: 10,
    about: "rotationForest() with the library's defaults",
  },
  paper: {
    kind: "forest",
    base: MH,
    options: PAPER_SETTINGS,
    members: 10,
    about:
      "the paper's MLRF: N=10, S=10, M=100, k=10, AdaBoost.MH (32-bin threshold stumps), mean of probabilities",
  },
  "paper+terms": {
    kind: "forest",
    base: MH,
    options: { ...PAPER_SETTINGS, keepTerms: true },
    members: 10,
    about: "the paper's forest with the terms kept beside the projections",
  },
  "paper+scores": {
    kind: "forest",
    base: MH,
    options: { ...PAPER_SETTINGS, combine: "scores" },
    members: 10,
    about: "the paper's forest, members' scores averaged instead of their probabilities",
  },
  mp: {
    kind: "forest",
    base: MP,
    options: PAPER_SETTINGS,
    members: 10,
    about: "MP-Boost base (per-label threshold stumps), otherwise the paper's",
  },
  "mp+terms": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, keepTerms: true },
    members: 10,
    about: "MP-Boost base, terms kept beside the projections",
  },
  "mp+scores": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, combine: "scores" },
    members: 10,
    about: "MP-Boost base, members' scores averaged",
  },
  "mp+terms+scores": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, keepTerms: true, combine: "scores" },
    members: 10,
    about: "MP-Boost base, terms kept, scores averaged",
  },
  "mp+k20": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, lsiDims: 20 },
    members: 10,
    about: "MP-Boost base, k = 20",
  },
  "mp+s20": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, baseIterations: 20 },
    members: 10,
    about: "MP-Boost base, S = 20 (twice the paper's stumps per label)",
  },
  "mp+terms+s20": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, keepTerms: true, baseIterations: 20 },
    members: 10,
    about: "MP-Boost base, terms kept, S = 20",
  },
  "mp+n20": {
    kind: "forest",
    base: MP,
    options: PAPER_SETTINGS,
    members: 20,
    about: "MP-Boost base, N = 20 members",
  },
  "mp+platt": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, calibration: "platt" },
    members: 10,
    about: "MP-Boost base, Platt scaling per label on the training documents",
  },
  "mp+bag": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, bootstrapMembers: true },
    members: 10,
    about: "MP-Boost base, each member's booster on a bootstrap sample",
  },
  "mp+bag+platt": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, bootstrapMembers: true, calibration: "platt" },
    members: 10,
    about: "MP-Boost base, bootstrap samples, Platt scaling per label on the out-of-bag documents",
  },
  "paper+bag+platt": {
    kind: "forest",
    base: MH,
    options: { ...PAPER_SETTINGS, bootstrapMembers: true, calibration: "platt" },
    members: 10,
    about: "the paper's forest with bootstrap samples and Platt scaling on the out-of-bag documents",
  },
  "mp+platt+n20s5": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, calibration: "platt", baseIterations: 5 },
    members: 20,
    about: "MP-Boost base, Platt scaling on the training documents, N = 20 members of S = 5",
  },
  "mp+platt+n20": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, calibration: "platt" },
    members: 20,
    about: "MP-Boost base, Platt scaling on the training documents, N = 20",
  },
  "mp+platt+bins": {
    kind: "forest",
    base: "mpBoostHistogramBase",
    options: { ...PAPER_SETTINGS, calibration: "platt" },
    members: 10,
    about:
      "MP-Boost base with 32-bin per-label threshold stumps, Platt scaling per label on the training documents",
  },
  "mp+platt+tfidf": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, calibration: "platt", lsiInput: "tfidf" },
    members: 10,
    about: "MP-Boost base, Platt scaling, the LSI on the values times the terms' idf (lsiInput: tfidf)",
  },
  "mp+platt+normalised": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, calibration: "platt", lsiInput: "normalised" },
    members: 10,
    about:
      "MP-Boost base, Platt scaling, the LSI on each document's subset row scaled to unit length (lsiInput: normalised)",
  },
  "mp+n20s5": {
    kind: "forest",
    base: MP,
    options: { ...PAPER_SETTINGS, baseIterations: 5 },
    members: 20,
    about: "MP-Boost base, N = 20 members of S = 5 (the same 100 stumps per label)",
  },
};
