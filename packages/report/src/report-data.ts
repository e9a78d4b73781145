/** The measures of one model at one number of rounds S: a point of the learning curves. */
export interface CurvePoint {
  readonly iterations: number;
  readonly microF1: number;
  readonly macroF1: number;
  /**
   * The covering error of each given cover (Amit, Dekel and Singer 2007: the mean number of a
   * document's cover elements holding a wrong label), by the cover's name; the "Covering errors"
   * section shows it when any point has it.
   */
  readonly coveringError?: Readonly<Record<string, number>>;
  /** Hamming loss (lower is better), when measured: the summary's best-S table shows it. */
  readonly hammingLoss?: number;
  /** Subset accuracy (higher is better), when measured. */
  readonly subsetAccuracy?: number;
  /** Ranking loss (lower is better); `null` when no document has both a positive and a negative label. */
  readonly rankingLoss?: number | null;
  /** One-error (lower is better); `null` as `rankingLoss`. */
  readonly oneError?: number | null;
  /** Average precision (higher is better); `null` as `rankingLoss`. Drawn against S when some point has it. */
  readonly averagePrecision?: number | null;
  /**
   * Training time in ms of the model this point comes from, when each point is its own fit (an MLRF
   * forest per S); the summary then shows the time of the largest S's model, not the run's total.
   */
  readonly trainMs?: number;
}

/** One label's outcome: the per-label table and the F1-against-frequency chart. */
export interface LabelOutcome {
  readonly label: string;
  /** Evaluation documents carrying the label. */
  readonly support: number;
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

/** The top pivot terms of one label, weight signed (+: the term speaks for the label). */
export interface LabelTermList {
  readonly label: string;
  readonly terms: readonly { readonly term: string; readonly weight: number }[];
}

/** One algorithm (or one model) in the report. */
export interface ReportRun {
  readonly name: string;
  /**
   * Training time in ms, when known: of the one fit every point comes from, or the total of the
   * fits when each point has its own (then each point's `trainMs` is that fit's).
   */
  readonly trainMs?: number;
  readonly points: readonly CurvePoint[];
  /** Per-label outcome at the largest S, in the report's label order. */
  readonly perLabel?: readonly LabelOutcome[];
  readonly topTerms?: readonly LabelTermList[];
}

/** A node of a category tree with the measures of its category (a document belongs to a node when it belongs to a category under it). */
export interface TreeNodeMeasures {
  /** The node's path from the root, `/`-separated (`CCAT/C15/C151`). */
  readonly path: string;
  readonly support: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

/** One pair of ensemble members on the kappa-error diagram. */
export interface KappaErrorPair {
  readonly a: number;
  readonly b: number;
  /** Cohen's kappa between the two members' predictions (mean over labels). */
  readonly kappa: number;
  /** Their mean Hamming loss. */
  readonly error: number;
}

/**
 * Everything a report shows. Only `title`, `runs` and `labels` are required; each other part adds its
 * section. Plain data: a `textboost compare` file fits the run and label fields as it is.
 */
export interface ReportData {
  readonly title: string;
  /** A line under the title (the data set, the sizes). */
  readonly subtitle?: string;
  /**
   * A line under the summary table on how F1 macro counted labels with no positive evaluation
   * document and none predicted (how many there were, and the rule).
   */
  readonly macroF1Note?: string;
  readonly runs: readonly ReportRun[];
  /** The labels, in the order of every run's `perLabel`, with how many training documents carry each. */
  readonly labels: readonly { readonly name: string; readonly trainFrequency: number }[];
  /** What `trainFrequency` counts (axis title), default "training documents". */
  readonly frequencyTitle?: string;
  /** A TreeBoost.MH model's tree with per-node measures, and whose model it is. */
  readonly tree?: { readonly model: string; readonly nodes: readonly TreeNodeMeasures[] };
  /** An MLRF model's kappa-error diagram (what `textboost diversity` writes). */
  readonly kappaError?: {
    readonly points: readonly KappaErrorPair[];
    readonly meanKappa: number;
    readonly meanError: number;
  };
}
