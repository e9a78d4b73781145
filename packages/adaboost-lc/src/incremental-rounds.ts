import type { TrainingSet } from "@textboost/core";
import type { CompiledCover, PairLossRunner } from "@textboost/covers";
import { type BestTermsScanner, oneThreadBestTerms } from "@textboost/statistics";
import type { HypothesisSpace } from "./hypothesis-space.js";
import type { HypothesisStatisticsVisitor } from "./hypothesis-statistics.js";
import { createCandidateScratch, visitCandidates } from "./incremental-candidates.js";
import { createChangeScratch, rescoreRound } from "./incremental-rescore.js";
import { createIncrementalState } from "./incremental-state.js";
import type { RoundUpdate } from "./round-update.js";
import type { ResolvedTemplates } from "./templates.js";

/**
 * The tuning of {@link createIncrementalRounds}, read when the rounds start (tests lower `deltaCost`
 * to 0 to force the delta path on small data, where a scan would be chosen).
 */
export const INCREMENTAL_TUNING = {
  /**
   * The cost of adding one (document, term, label) change to the table, in units of a scan's sums.
   * 48 since the scan's totals run in WebAssembly SIMD (about three times cheaper a sum than the
   * JavaScript loop that 16 was measured against): at 16, a quarter of rcv1subset1's Hamming-cover
   * rounds went through the table and cost more than the scans they replaced (docs/performance.md,
   * "AdaBoost.LC at scale").
   */
  deltaCost: 48,
  /** Full scans at least this often: bounds the drift of the error estimates. */
  refreshEvery: 128,
};

/**
 * True when {@link createIncrementalRounds} applies: presence hypotheses (each touches only the
 * documents containing its term), no bias hypothesis (it touches every document), no row
 * normalisation and sequential templates (each label's step is one hypothesis, so only the chosen
 * hypothesis's statistics feed the model). Every other configuration recomputes the statistics from
 * scratch every round.
 *
 * @param space - the hypotheses
 * @param templates - the resolved templates
 * @returns whether AdaBoost.LC keeps its statistics incrementally
 *
 * @example
 * ```ts
 * const presence = createHypothesisSpace(X, "presence", { bias: false, normalizeRows: false });
 * const sequential = resolveTemplates("sequential", "none", presence, X, rowFactors(presence, X));
 * incrementalApplies(presence, sequential); // true
 * ```
 */
export function incrementalApplies(space: HypothesisSpace, templates: ResolvedTemplates): boolean {
  return space.kind === "presence" && !space.bias && !space.normalizeRows && templates.kind === "sequential";
}

/** AdaBoost.LC's rounds with incremental statistics: see {@link createIncrementalRounds}. */
export interface IncrementalRounds {
  /** L(f, S, A) of the current scores. */
  readonly loss: number;
  /**
   * Σ_i Σ_j Q(i, j) of the current Q, each document's row summed in label order and then added in
   * document order: the fit's mass Σ_i c_i Σ_j Q(i, j) for the smoothing, bit for bit, for the row
   * factors c_i are 1 where these rounds apply. Summed in the same pass as the loss.
   */
  readonly mass: number;
  /**
   * Visits, in ascending hypothesis order, every hypothesis that can be some label's best by
   * (√W⁺ − √W⁻)² given the table's error margin, with its exact W⁺/W⁻ (the bits of the from-scratch
   * scan) for the labels where it can win and NaN for the others (which a sequential chooser never
   * takes: NaN > x is false).
   */
  visitCandidates(visit: HypothesisStatisticsVisitor): void;
  /**
   * Adds `update`'s increments to the scores of the documents containing its hypotheses (one
   * hypothesis a label, as sequential templates choose), recomputes their rows of Q and their
   * covering-loss terms, brings the table up to date, and returns the new loss.
   *
   * @throws Error when two of `update`'s hypotheses share a label (not a sequential round)
   */
  rescore(update: RoundUpdate): number;
  /** Rounds that scanned all statistics from scratch and refilled the table so far. */
  readonly scans: number;
  /** Single table entries recomputed because of their error estimate so far. */
  readonly entryRefreshes: number;
}

/**
 * Keeps AdaBoost.LC's statistics W^±_{k,j} = Σ_{i ∋ k} Q(i, j) [±y_i^j > 0] across rounds instead of
 * scanning all nnz × m pairs every round (issue #16, target 4). A round of presence hypotheses changes
 * the scores f^j(x_i), hence Q(i, ·), only of the documents containing a chosen term, so:
 * - Q and the covering loss: only those rows are recomputed ({@link documentCoveringLoss}, the same
 *   bits as the full pass), and with a cover of one label an element (Hamming) only the changed
 *   (document, label) pairs, by the `pairs` runner (`recomputeChangedPairs` of `@textboost/covers`,
 *   on worker threads with `parallelPairLoss` of `@textboost/workers/node`); the loss is re-summed
 *   from the kept per-element terms in the full pass's order, so it is bit-identical;
 * - the table: each changed document adds its ΔQ(i, j) to its terms' slots (`createDeltaStatistics`
 *   of `@textboost/statistics`); when that would cost more than a full scan (common terms chosen, a
 *   cover whose elements span many labels), and every 128 rounds, the next round runs the
 *   from-scratch scan instead, which also refills the table;
 * - the choice: the table is within a relative error margin of the exact statistics, so every
 *   hypothesis whose criterion's interval reaches the best lower bound of its label is recomputed
 *   exactly (over its documents, for that label) and handed to the ordinary chooser; exact ties
 *   resolve as in the full scan (lowest hypothesis id). The chosen W⁺/W⁻, hence d, the bounds and the
 *   model, are those of the from-scratch path, bit for bit.
 *
 * @param data - the training set
 * @param cover - the compiled cover
 * @param pairs - keeps f on the training documents (`pairs.scores`, which `rescore` updates) and
 *   the per-element loss terms, and recomputes a round's changed pairs (`oneThreadPairLoss` of
 *   `@textboost/covers`, or `parallelPairLoss` of `@textboost/workers/node`)
 * @param Q - receives Q(i, j), kept up to date
 * @param scan - runs the rounds that scan from scratch without filling the table (worker threads:
 *   `parallelBestTerms` of `@textboost/workers/node`, whose `weights` must be `Q`); default: one
 *   thread (`oneThreadBestTerms` of `@textboost/statistics`)
 * @returns the {@link IncrementalRounds}
 *
 * @example
 * ```ts no-run
 * // What adaBoostLC's fit does each round (`ts`: the training set, `scores`: f on it):
 * declare const cover: Parameters<typeof createIncrementalRounds>[1], Q: Float64Array;
 * const pairs = oneThreadPairLoss(cover); // f lives in pairs.scores
 * declare const chooser: {
 *   visit: Parameters<IncrementalRounds["visitCandidates"]>[0];
 *   finish(): Parameters<IncrementalRounds["rescore"]>[0];
 * };
 * const rounds = createIncrementalRounds(ts, cover, pairs, Q);
 * rounds.visitCandidates(chooser.visit);
 * const update = chooser.finish();
 * const loss = rounds.rescore(update); // f += the update, then Q and the loss
 * ```
 */
export function createIncrementalRounds(
  data: TrainingSet,
  cover: CompiledCover,
  pairs: PairLossRunner,
  Q: Float64Array,
  scan?: BestTermsScanner,
): IncrementalRounds {
  const s = createIncrementalState(data, cover, pairs, Q, INCREMENTAL_TUNING);
  const choice = createCandidateScratch(s, scan ?? oneThreadBestTerms(data, Q));
  const change = createChangeScratch(s);
  return {
    get loss() {
      return s.loss;
    },
    get mass() {
      return s.mass;
    },
    get scans() {
      return s.scans;
    },
    get entryRefreshes() {
      return s.stats?.entryRefreshes ?? 0;
    },
    visitCandidates: (visit) => visitCandidates(s, choice, visit),
    rescore: (update) => rescoreRound(s, change, update),
  };
}
