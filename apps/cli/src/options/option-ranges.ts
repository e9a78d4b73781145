import { MAX_ITERATIONS } from "@textboost/core";
import type { NumberRange } from "./option-values.js";

// The ranges of the CLI's numeric options, one place for all commands (see `inRange`). The bounds are
// far above what a run needs and low enough that no value in them makes a command allocate without
// end, loop for days before a first result, or lose precision.

/** Boosting rounds S (`--iterations`, `--base-iterations`, `--checkpoint-every`, `grid --iterations`). */
export const ROUNDS: NumberRange = { whole: true, min: 1, max: MAX_ITERATIONS };
/** Rounds to measure a model at (`evaluate --at`, `report --at`, `compare --at`, `explain --rounds`). */
export const ROUNDS_AT: NumberRange = { whole: true, min: 1, max: MAX_ITERATIONS };
/** A seed of a stratified split or the synthetic corpus (a 32-bit seed, as the generators use). */
export const SEED: NumberRange = { whole: true, min: 0, max: 2_147_483_647 };
/** Cross-validation folds k (each needs a document; at most as many as the data has, checked then). */
export const FOLDS: NumberRange = { whole: true, min: 2, max: 1000 };
/** A share of the documents (`--test-fraction`, `--validation-fraction`). */
export const FRACTION: NumberRange = { whole: false, min: 0, max: 1, minOpen: true, maxOpen: true };
/** A weight or share in [0, 1] (`--cooccurrence`). */
export const UNIT: NumberRange = { whole: false, min: 0, max: 1 };
/** A score threshold (`--threshold`): any finite number. */
export const THRESHOLD: NumberRange = { whole: false, min: -Number.MAX_VALUE, max: Number.MAX_VALUE };
/** Committee members N, vocabulary subsets K (`--members`, `--subsets`). */
export const MEMBERS: NumberRange = { whole: true, min: 1, max: 10_000 };
/** Terms per vocabulary subset M (`--subset-size`). */
export const SUBSET_SIZE: NumberRange = { whole: true, min: 1, max: 1_000_000 };
/** LSI dimensions per subset (`--lsi-dims`); at most the subset size, checked then. */
export const LSI_DIMS: NumberRange = { whole: true, min: 1, max: 1000 };
/** A number of features kept (`--select-features`, `--glocal-features`). */
export const FEATURES: NumberRange = { whole: true, min: 1, max: 100_000_000 };
/** Macro-categories (`--clusters`, `--induce-hierarchy`). */
export const CLUSTERS: NumberRange = { whole: true, min: 1, max: 100_000 };
/** A number of documents (`--min-documents`). */
export const DOCUMENTS: NumberRange = { whole: true, min: 1, max: 1_000_000_000 };
/** A 0-based document row (`explain --row`); below the data's document count, checked then. */
export const ROW: NumberRange = { whole: true, min: 0, max: 2_147_483_646 };
/** Labels or terms shown, where 0 shows none (`predict --top`, `--top-terms`). */
export const SHOWN_OR_NONE: NumberRange = { whole: true, min: 0, max: 100_000 };
/** Labels or features shown (`explain --top`, `--contributions`). */
export const SHOWN: NumberRange = { whole: true, min: 1, max: 100_000 };
/** Seconds between progress lines (`--log-every`; 0: never). */
export const LOG_SECONDS: NumberRange = { whole: false, min: 0, max: 86_400 };
/** Jobs at once in one worker process (`worker --concurrency`). */
export const CONCURRENCY: NumberRange = { whole: true, min: 1, max: 256 };
/** `worker --lock-seconds`: whole seconds, as the worker's lock time (1 s to 1 h) takes them. */
export const LOCK_SECONDS: NumberRange = { whole: true, min: 1, max: 3600 };
/** Shrinkage ν (`--shrinkage`): each round adds ν·h_s; 1 is plain boosting. */
export const SHRINKAGE: NumberRange = { whole: false, min: 0, max: 1, minOpen: true };

/** The cost C of the linear prior's SVMs (`--prior-c`). */
export const PRIOR_C: NumberRange = { whole: false, min: 0, max: 1_000_000, minOpen: true };
/** The parts of the linear prior's out-of-fold scores (`--prior-folds`). */
export const PRIOR_FOLDS: NumberRange = { whole: true, min: 2, max: 20 };
