import type { CheckpointOptions, CheckpointRun, TrainingCheckpoint } from "./checkpoint.js";
import type { Dataset } from "./dataset.js";
import type { AbortSignalLike } from "./errors.js";
import type { CsrMatrix, DenseMatrix, LabelMatrix } from "./matrix.js";
import type { ModelEnvelope } from "./model-envelope.js";

/** Reported after every boosting round through {@link FitOptions.onIteration}. */
export interface IterationEvent {
  /** 1-based round number. */
  readonly iteration: number;
  /** Total rounds requested. */
  readonly iterations: number;
  /** The training loss the algorithm minimises, after this round (for AdaBoost.MH: the exponential loss, normalised). */
  readonly loss: number;
  /** This round's normaliser Z (for per-label algorithms, the mean over labels). */
  readonly z: number;
  /** Milliseconds since `fit` started. */
  readonly elapsedMs: number;
}

/** The number of boosting rounds S when `FitOptions.iterations` is not given. */
export const DEFAULT_ITERATIONS = 100;

/**
 * The most boosting rounds S a booster accepts: far beyond what a run needs (the papers stop at a
 * few thousand), and low enough that the per-round records of a model stay in memory.
 */
export const MAX_ITERATIONS = 1_000_000;

/** Options every booster understands. Algorithm packages extend it with their own. */
export interface FitOptions {
  /** Number of boosting rounds S: a whole number from 1 to {@link MAX_ITERATIONS} (default {@link DEFAULT_ITERATIONS}). */
  readonly iterations?: number;
  /**
   * Seed of the booster's random choices (the rotation forest's vocabulary splits and bootstrap
   * samples): same seed and data give the same model. Boosters that make no random choice
   * (AdaBoost.MH, MP-Boost, AdaBoost.LC, TreeBoost.MH: ties go to the lowest id) ignore it; their
   * models depend on the data and options only.
   */
  readonly seed?: number;
  /** Called after every round. Throwing from it stops `fit` with that error. */
  readonly onIteration?: (event: IterationEvent) => void;
  /** Stops `fit` between rounds with `E_ABORTED`. */
  readonly signal?: AbortSignalLike;
  /** A serialised text pipeline (or anything JSON) to store in the model, so it can classify raw text. */
  readonly preprocessing?: unknown;
  /**
   * Save the training state every few rounds (boosters with `resumable: true`; others throw
   * `E_INVALID_ARGUMENT`), and when training is aborted between rounds.
   */
  readonly checkpoint?: CheckpointOptions;
  /**
   * Continue from a checkpoint saved by the same booster on the same data: the model is the one an
   * uninterrupted run of `iterations` rounds returns, bit for bit.
   */
  readonly resume?: TrainingCheckpoint;
  /**
   * The caller's options this run depends on besides the data and the booster's own settings (a
   * command line's feature selection, stump kind, ...), as JSON values: saved in each checkpoint
   * (inside its digest), and a checkpoint saved with other values is refused by `resume`.
   */
  readonly checkpointRun?: CheckpointRun;
}

/** Options of {@link Model.scores}. */
export interface ScoreOptions {
  /** Use only the first `rounds` rounds (default: all). Lets one model be evaluated at every S. */
  readonly rounds?: number;
}

/** Options of {@link Model.predict}. */
export interface PredictOptions extends ScoreOptions {
  /** A label is predicted when its score is above the threshold: one number for all, or one per label (default 0). */
  readonly thresholds?: number | ArrayLike<number>;
}

/** One feature's part in a label's score, as returned by {@link Model.explain}. */
export interface Contribution {
  /** Feature (column) id, or -1 for a part that does not depend on any feature. */
  readonly feature: number;
  /** The feature's name, or `"(bias)"`. */
  readonly featureName: string;
  /** Whether the document contains the feature. */
  readonly present: boolean;
  /** The summed vote of every round on this feature for the label. */
  readonly vote: number;
  /** How many rounds voted through this feature. */
  readonly rounds: number;
  /**
   * Threshold stumps only: the document's value of the feature (`undefined` when it has none and the
   * stumps abstain on missing values).
   */
  readonly value?: number | undefined;
  /**
   * Threshold stumps only: the cuts the rounds on this feature tested, each with the side the
   * document fell on and the summed vote of the rounds that made it (largest absolute vote first).
   */
  readonly cuts?: readonly ContributionCut[];
}

/** One cut of a threshold stump in a {@link Contribution}: the document is `above` the threshold or not. */
export interface ContributionCut {
  readonly threshold: number;
  /** Whether the document's value is above the threshold (`false`: at or below it). */
  readonly above: boolean;
  /** The summed vote, for the label, of the rounds that cut here. */
  readonly vote: number;
  readonly rounds: number;
}

/**
 * One component of a composite model's explanation: a node on TreeBoost.MH's path, a member of a
 * rotation forest. Its score is on that component's own scale (say so in `name` when it is not a
 * boosting score).
 */
export interface ExplanationPart {
  /** What the part is, for a person: `"node CCAT -> C15 (accepted)"`, `"member 3"`. */
  readonly name: string;
  /** The part's own score for the label. */
  readonly score: number;
  /** Largest absolute vote first. */
  readonly contributions: readonly Contribution[];
}

/**
 * Why a model gave a document its score for one label. For an additive model `score` is the sum of
 * the contributions' votes; a composite model (a tree of boosters, an ensemble) also lists the
 * `parts` its score was made from.
 */
export interface Explanation {
  readonly label: number;
  readonly labelName: string;
  readonly score: number;
  /** Largest absolute vote first. */
  readonly contributions: readonly Contribution[];
  /** The components behind the score, in the order they were applied (composite models only). */
  readonly parts?: readonly ExplanationPart[];
}

/**
 * A trained multi-label classifier. `scores` is real-valued (positive means "applies");
 * `toJSON` gives a versioned {@link ModelEnvelope} that the algorithm package loads back.
 */
export interface Model {
  readonly algorithm: string;
  readonly labels: readonly string[];
  readonly features: readonly string[];
  /** Number of rounds S the model holds. */
  readonly length: number;
  /** Documents x labels real scores f(x, j). `X.cols` must equal `features.length`. */
  scores(X: CsrMatrix, options?: ScoreOptions): DenseMatrix;
  /** Label sets: scores above the thresholds. */
  predict(X: CsrMatrix, options?: PredictOptions): LabelMatrix;
  /** The features behind document `row`'s score for `label`. */
  explain(X: CsrMatrix, row: number, label: number, options?: ScoreOptions): Explanation;
  toJSON(): ModelEnvelope;
}

/**
 * A boosting algorithm as a value: `{ name, fit }`. Configure it by calling its factory
 * (`adaBoostMH({ learner })`), then fit it to data.
 */
export interface Booster<M extends Model = Model, O extends FitOptions = FitOptions> {
  readonly name: string;
  /** Whether `fit` honours `checkpoint` and `resume`. */
  readonly resumable?: boolean;
  fit(data: Dataset, options?: O): Promise<M>;
}
