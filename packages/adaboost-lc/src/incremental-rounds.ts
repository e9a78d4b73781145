import type { TrainingSet } from "@textboost/core";
import {
  type ChangedPairs,
  type ChosenTerms,
  type CompiledCover,
  changedLabels,
  documentCoveringLoss,
  type PairLossRunner,
} from "@textboost/covers";
import {
  addTermWeights,
  type BestTermsScanner,
  complement,
  createDeltaStatistics,
  type DeltaStatistics,
  oneThreadBestTerms,
  scanTermStatistics,
} from "@textboost/statistics";
import { addUpdateScores } from "./alpha.js";
import type { HypothesisSpace } from "./hypothesis-space.js";
import type { HypothesisStatisticsVisitor } from "./hypothesis-statistics.js";
import type { RoundUpdate } from "./round-update.js";
import type { ResolvedTemplates } from "./templates.js";

/**
 * The margin, relative to W⁺ + W⁻, within which a hypothesis's statistics read from the incremental
 * table may differ from the exact ones: a hundred times the table's own tolerance
 * (`STATISTIC_TOLERANCE`), which also covers the exact path's `complement` resolution (1e-13).
 */
const MARGIN_FACTOR = 100;

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
   * Σ_i Σ_l Q(i, l) of the current Q, each document's row summed in label order and then added in
   * document order: the fit's mass Σ_i c_i Σ_l Q(i, l) for the smoothing, bit for bit, for the row
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
 * Keeps AdaBoost.LC's statistics W^±_{j,l} = Σ_{i ∋ j} Q(i, l) [±y_i^l > 0] across rounds instead of
 * scanning all nnz × k pairs every round (issue #16, target 4). A round of presence hypotheses changes
 * the scores f^l(x_i), hence Q(i, ·), only of the documents containing a chosen term, so:
 * - Q and the covering loss: only those rows are recomputed ({@link documentCoveringLoss}, the same
 *   bits as the full pass), and with a cover of one label an element (Hamming) only the changed
 *   (document, label) pairs, by the `pairs` runner (`recomputeChangedPairs` of `@textboost/covers`,
 *   on worker threads with `parallelPairLoss` of `@textboost/workers/node`); the loss is re-summed
 *   from the kept per-element terms in the full pass's order, so it is bit-identical;
 * - the table: each changed document adds its ΔQ(i, l) to its terms' slots (`createDeltaStatistics`
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
 * @param Q - receives Q(i, l), kept up to date
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
  const m = data.X.rows;
  const k = data.Y.cols;
  const r = data.X.cols;
  const f = pairs.scores;
  const { terms } = pairs;
  const scratch = new Float64Array(k);
  let total = 0;
  for (let i = 0; i < m; i++) total = documentCoveringLoss(cover, f, i, Q, scratch, total, terms);
  let loss = m === 0 ? 0 : total / m;
  // Created at the first round whose changes were few enough for deltas (never, for a zero-one cover).
  let stats: DeltaStatistics | undefined;
  // False until a full scan has filled the table, and again when a round changed too much for deltas.
  let valid = false;
  let deltaUpdates = 0;
  let scans = 0;
  let fillNext = false;
  const { deltaCost, refreshEvery } = INCREMENTAL_TUNING;
  const { indptr: termStart } = data.Xc;
  let V: Float64Array = new Float64Array(0);
  const stride = 2 * r;
  // Set with the table: 2 √(margin), and (1 + 2 radius)² rounded up a little, for the skip test
  // must never drop a candidate.
  let radius = 0;
  let reach = 0;
  const { indptr: rowStart } = data.X;
  const { indptr: colStart, indices: colDocs } = data.Xc;
  let nnz = rowStart[m]!;
  if (nnz === 0) nnz = 1;
  const touches = new Int32Array(m);
  let widest = 1;
  const { storedLabelStart } = cover;
  for (let e = 0; e + 1 < storedLabelStart.length; e++) {
    widest = Math.max(widest, storedLabelStart[e + 1]! - storedLabelStart[e]!);
  }
  const changedList = new Int32Array(m);
  // One label an element, every label of a document in label order (the Hamming cover): a changed
  // score changes one element, documentStart[i] + l, so only the changed pairs are recomputed.
  const perPair = widest === 1 && labelOrderedSingletons(cover, m, k);
  // Where each changed document's pairs end (their slots) and where its next one goes in pairLabels,
  // when a round lists them; and the round's chosen terms, the labels that chose each term (a
  // document's changed labels are those whose term it contains), when it derives them.
  const pairStarts = new Int32Array(perPair ? m + 1 : 0);
  const pairCursor = new Int32Array(perPair ? m : 0);
  let pairLabels = new Int32Array(0);
  const chosenStart = new Int32Array(perPair ? r + 1 : 0);
  const chosenLabels = new Int32Array(perPair ? k : 0);
  const chosen: ChosenTerms = {
    rowStart,
    rowTerms: data.X.indices,
    termStart: chosenStart,
    termLabels: chosenLabels,
  };
  const { documentStart } = cover;
  let mass = 0;
  /**
   * The sum of the loss terms in element order (the full pass's), and `mass` set from Q: two
   * independent chains of additions in one pass over the documents, so they overlap.
   */
  const resum = (): number => {
    let sum = 0;
    let weight = 0;
    for (let i = 0, base = 0; i < m; i++, base += k) {
      let row = 0;
      if (perPair) {
        // Document i's elements are its k labels in order.
        for (let l = 0, s = documentStart[i]!; l < k; l++, s++) {
          sum += terms[s]!;
          row += Q[base + l]!;
        }
      } else {
        for (let s = documentStart[i]!, end = documentStart[i + 1]!; s < end; s++) sum += terms[s]!;
        for (let l = 0; l < k; l++) row += Q[base + l]!;
      }
      weight += row;
    }
    mass = weight;
    return sum;
  };
  resum();
  // Each label's score increment (the round's update, added as its pairs are recomputed).
  const labelDeltas = new Float64Array(k);
  const seenLabel = new Uint8Array(k);
  // Q of the changed pairs before the round, for the table's deltas.
  let previous = new Float64Array(0);
  let changes = room(0);
  const labelStart = new Int32Array(k + 1);
  const fill = new Int32Array(k);
  const lower = new Float64Array(k);
  const candidates: number[][] = Array.from({ length: k }, () => []);
  const uppers: number[][] = Array.from({ length: k }, () => []);
  const plus = new Float64Array(k).fill(Number.NaN);
  const minus = new Float64Array(k).fill(Number.NaN);
  const one = new Float64Array(2);
  // One (term, label)'s sums: negative, then positive (views made once, not per candidate).
  const oneNegative = one.subarray(0, 1);
  const onePositive = one.subarray(1, 2);

  const scanner = scan ?? oneThreadBestTerms(data, Q);
  const scanBest = new Float64Array(k);
  const scanTerm = new Int32Array(k);
  const scanSides = { positive: new Float64Array(k), negative: new Float64Array(k) };

  /** Sets plus[l] and minus[l] to label l's W⁺/W⁻ of term j. */
  type SidesOf = (j: number, l: number) => void;
  /** The from-scratch scan's sums for (j, l), recomputed: same documents, same order, same bits. */
  const exactSides: SidesOf = (j, l) => {
    one.fill(0);
    addTermWeights(data, Q, j, l, l + 1, oneNegative, onePositive);
    plus[l] = one[1]!;
    minus[l] = complement(one[0]!, one[1]!);
  };
  /**
   * Label l's sides of its best term as the round's scan summed them (`BestSides`: the same bits),
   * or recomputed where the scan left them unset (NaN: a `scan` plug-in that does not write sides).
   */
  const scannedSides: SidesOf = (j, l) => {
    const positive = scanSides.positive[l]!;
    const negative = scanSides.negative[l]!;
    if (Number.isNaN(positive) || Number.isNaN(negative)) exactSides(j, l);
    else {
      plus[l] = positive;
      minus[l] = negative;
    }
  };

  /**
   * Visits each hypothesis of `pairs` (j · k + l, ascending) once, with the exact W⁺/W⁻ for its labels
   * in `pairs` (from `sidesOf`) and NaN for the others.
   */
  const visitHypotheses = (
    pairs: readonly number[],
    visit: HypothesisStatisticsVisitor,
    sidesOf: SidesOf,
  ): void => {
    for (let p = 0; p < pairs.length; ) {
      const j = Math.floor(pairs[p]! / k);
      const from = p;
      for (; p < pairs.length && Math.floor(pairs[p]! / k) === j; p++) sidesOf(j, pairs[p]! - j * k);
      visit(j, plus, minus);
      for (let q = from; q < p; q++) {
        const l = pairs[q]! - j * k;
        plus[l] = Number.NaN;
        minus[l] = Number.NaN;
      }
    }
  };

  const prune = (l: number): void => {
    const js = candidates[l]!;
    const ups = uppers[l]!;
    const bound = lower[l]!;
    let kept = 0;
    for (let q = 0; q < js.length; q++) {
      if (ups[q]! >= bound) {
        js[kept] = js[q]!;
        ups[kept++] = ups[q]!;
      }
    }
    js.length = kept;
    ups.length = kept;
  };

  return {
    get loss() {
      return loss;
    },
    get mass() {
      return mass;
    },
    get scans() {
      return scans;
    },
    get entryRefreshes() {
      return stats?.entryRefreshes ?? 0;
    },
    visitCandidates(visit) {
      if (!valid) {
        // The from-scratch scan, exactly; it refills the table when the last round's changes were few
        // enough for deltas to pay (else the table stays unused: a zero-one cover, common terms).
        if (!fillNext) {
          // Each label's best term over all terms (in SIMD, or on threads), then the chooser sees
          // just those, with the exact sums the scan summed for them.
          scanSides.positive.fill(Number.NaN);
          scanSides.negative.fill(Number.NaN);
          scanner.bestTerms(scanBest, scanTerm, scanSides);
          const pairs: number[] = [];
          for (let l = 0; l < k; l++) if (scanTerm[l]! >= 0) pairs.push(scanTerm[l]! * k + l);
          pairs.sort((x, y) => x - y);
          visitHypotheses(pairs, visit, scannedSides);
          return;
        }
        if (!stats) {
          stats = createDeltaStatistics(data, Q);
          V = stats.table.values;
          radius = 2 * Math.sqrt(MARGIN_FACTOR * stats.tolerance);
          reach = (1 + 2 * radius) * (1 + 2 * radius) * (1 + 1e-12);
        }
        const table = stats;
        scanTermStatistics(data, Q, (j, positive, negative) => {
          visit(j, positive, negative);
          table.recordTerm(j, positive, negative, termStart[j + 1]! - termStart[j]!);
        });
        stats.finishUpdate();
        valid = true;
        deltaUpdates = 0;
        scans++;
        return;
      }
      for (let l = 0; l < k; l++) {
        candidates[l]!.length = 0;
        uppers[l]!.length = 0;
      }
      // |√W⁺ − √W⁻| is within radius · (√W⁺ + √W⁻) ≥ 2 √(margin · (W⁺ + W⁻)) of the table's value.
      for (let l = 0; l < k; l++) {
        const row = l * stride;
        const js = candidates[l]!;
        const ups = uppers[l]!;
        let best = Number.NEGATIVE_INFINITY;
        for (let j = 0; j < r; j++) {
          const plusSum = Math.max(V[row + 2 * j + 1]!, 0);
          const minusSum = Math.max(V[row + 2 * j]!, 0);
          // s + e ≤ (1 + 2 radius) √max(W⁺, W⁻): most terms are out without a square root.
          const most = Math.max(plusSum, minusSum);
          if (best > 0 && reach * most < best * best) continue;
          const a = Math.sqrt(plusSum);
          const b = Math.sqrt(minusSum);
          const s = Math.abs(a - b);
          const e = radius * (a + b);
          const low = s - e;
          if (low > best) best = low;
          const up = s + e;
          if (up >= best) {
            js.push(j);
            ups.push(up);
            if (js.length > 64) {
              lower[l] = best;
              prune(l);
            }
          }
        }
        lower[l] = best;
      }
      // (hypothesis, label) pairs, in ascending hypothesis order
      const pairs: number[] = [];
      for (let l = 0; l < k; l++) {
        prune(l);
        for (const j of candidates[l]!) pairs.push(j * k + l);
      }
      pairs.sort((x, y) => x - y);
      visitHypotheses(pairs, visit, exactSides);
    },
    rescore(update) {
      // One hypothesis a label: each (document, label) gets one increment, so adding them in any
      // order gives the bits of the reference path's scores.
      seenLabel.fill(0);
      for (const l of update.labels) {
        if (seenLabel[l])
          throw new Error(
            `label ${l} has two hypotheses in one round; incremental rounds need sequential templates`,
          );
        seenLabel[l] = 1;
      }
      let count = 0;
      let work = 0;
      for (let p = 0; p < update.hypotheses.length; p++) {
        const j = update.hypotheses[p]!;
        for (let q = colStart[j]!, end = colStart[j + 1]!; q < end; q++) {
          const i = colDocs[q]!;
          if (touches[i] === 0) changedList[count++] = i;
          touches[i]!++;
        }
      }
      let pairCount = 0;
      // The changed documents' terms: what deriving their labels from the chosen terms walks.
      let rowWalk = 0;
      for (let c = 0; c < count; c++) {
        const i = changedList[c]!;
        // A changed score changes Q for the labels sharing an element with it.
        work += (rowStart[i + 1]! - rowStart[i]!) * Math.min(k, touches[i]! * widest);
        if (perPair) {
          // Each changed document's pairs go after those of the documents before it in changedList.
          pairCursor[i] = pairCount;
          pairCount += touches[i]!;
          rowWalk += rowStart[i + 1]! - rowStart[i]!;
          pairStarts[c + 1] = pairCount;
        }
        touches[i] = 0;
      }
      // With one label an element, the changed pairs are listed when that is the cheaper pass (fewer
      // pairs than the changed documents have terms: long documents, few chosen terms each), else
      // derived from the chosen terms (a list could take more than X itself).
      const listPairs = perPair && pairCount <= rowWalk;
      if (perPair) {
        for (let p = 0; p < update.labels.length; p++) labelDeltas[update.labels[p]!] = update.deltas[p]!;
      } else addUpdateScores(data.Xc, update, k, f);
      if (listPairs) {
        if (pairLabels.length < pairCount) pairLabels = new Int32Array(Math.ceil(pairCount * 1.25));
        for (let p = 0; p < update.hypotheses.length; p++) {
          const j = update.hypotheses[p]!;
          const l = update.labels[p]!;
          for (let q = colStart[j]!, end = colStart[j + 1]!; q < end; q++)
            pairLabels[pairCursor[colDocs[q]!]!++] = l;
        }
      } else if (perPair) groupByTerm(update, r, chosenStart, chosenLabels);
      // The deltas cost about `work` scattered additions, `deltaCost` times a scan's streamed ones;
      // past that, or every `refreshEvery` updates, the next round scans from scratch.
      fillNext = deltaCost * work <= nnz * k;
      const refresh = !valid || !fillNext || ++deltaUpdates >= refreshEvery;
      if (refresh) valid = false;
      // Room for each label's changes: a Hamming-like cover (one label per element) changes label l
      // only in the documents of l's hypothesis; wider elements, in any changed document.
      labelStart.fill(0);
      if (!refresh) {
        if (widest === 1) {
          for (let p = 0; p < update.labels.length; p++) {
            const j = update.hypotheses[p]!;
            labelStart[update.labels[p]! + 1]! += colStart[j + 1]! - colStart[j]!;
          }
        } else labelStart.fill(count, 1);
        for (let l = 0; l < k; l++) labelStart[l + 1]! += labelStart[l]!;
        if (changes.delta.length < labelStart[k]!) changes = room(labelStart[k]!);
        fill.set(labelStart.subarray(0, k));
      }
      let overflow = false;
      const record = (i: number, l: number, d: number): void => {
        const at = fill[l]!++;
        if (at >= labelStart[l + 1]!) overflow = true;
        else {
          changes.document[at] = i;
          changes.delta[at] = d;
        }
      };
      // The changed documents' rows, or with one label an element only their changed pairs (the bits
      // of the whole rows' recomputation), by the runner (on this thread or the pool's).
      const changed: ChangedPairs = !perPair
        ? { documents: changedList, count }
        : listPairs
          ? { documents: changedList, count, labels: pairLabels, starts: pairStarts, labelDeltas }
          : { documents: changedList, count, chosen, starts: pairStarts, labelDeltas };
      if (refresh) pairs.recompute(changed, Q);
      else {
        // The table's deltas: each changed pair's Q before and after, in document and pair order (a
        // sequential round adds one hypothesis a label, so no (document, label) is listed twice).
        const size = perPair ? pairCount : count * k;
        if (previous.length < size) previous = new Float64Array(Math.ceil(size * 1.25));
        visitPairs(changed, k, (slot, at) => {
          previous[slot] = Q[at]!;
        });
        pairs.recompute(changed, Q);
        visitPairs(changed, k, (slot, at, i, l) => {
          const d = Q[at]! - previous[slot]!;
          if (!overflow && d !== 0) record(i, l, d);
        });
      }
      if (overflow) valid = false;
      else if (!refresh) {
        for (let l = 0; l < k; l++) {
          const from = labelStart[l]!;
          const n = fill[l]! - from;
          if (n > 0)
            stats!.addLabelDeltas(l, changes.document.subarray(from), changes.delta.subarray(from), n);
        }
        stats!.finishUpdate();
      }
      const sum = resum();
      loss = m === 0 ? 0 : sum / m;
      return loss;
    },
  };
}

/**
 * Calls `visit` for every changed pair, document after document (a whole row's labels ascending, or
 * the labels `changedLabels` lists): its slot (`pairs.starts[c]` plus its place in the c-th changed
 * document's list, or c · k + l for a whole row), its index i · k + l in Q, its document and its
 * label.
 */
function visitPairs(
  pairs: ChangedPairs,
  k: number,
  visit: (slot: number, at: number, i: number, l: number) => void,
): void {
  const { documents, starts } = pairs;
  const labels = new Int32Array(k);
  for (let c = 0; c < pairs.count; c++) {
    const i = documents[c]!;
    if ((pairs.chosen === undefined && pairs.labels === undefined) || starts === undefined) {
      for (let l = 0; l < k; l++) visit(c * k + l, i * k + l, i, l);
      continue;
    }
    const n = changedLabels(pairs, c, labels);
    for (let q = 0; q < n; q++) visit(starts[c]! + q, i * k + labels[q]!, i, labels[q]!);
  }
}

/** A round's changes ΔQ(i, l), grouped by label: the documents and the deltas. */
interface Changes {
  readonly document: Int32Array;
  readonly delta: Float64Array;
}

/** Room for `size` changes, with a quarter more so that slowly growing rounds do not reallocate each time. */
function room(size: number): Changes {
  const capacity = Math.ceil(size * 1.25);
  return { document: new Int32Array(capacity), delta: new Float64Array(capacity) };
}

/**
 * Whether every document's elements are its k labels alone, in label order (the Hamming cover; the
 * weighted covers tie some labels into one element): then the element of (document i, label l) is
 * `cover.documentStart[i] + l`.
 */
function labelOrderedSingletons(cover: CompiledCover, m: number, k: number): boolean {
  const { documentStart, storedFrom, storedLabelStart, storedLabels } = cover;
  // Each stored copy is checked once (documents that share it follow each other, or not).
  const checked = new Uint8Array(storedLabelStart.length);
  for (let i = 0; i < m; i++) {
    if (documentStart[i + 1]! - documentStart[i]! !== k) return false;
    const first = storedFrom[i]!;
    if (checked[first]) continue;
    for (let l = 0; l < k; l++) {
      const t = first + l;
      if (storedLabelStart[t + 1]! - storedLabelStart[t]! !== 1 || storedLabels[storedLabelStart[t]!] !== l)
        return false;
    }
    checked[first] = 1;
  }
  return true;
}

/**
 * The labels of each hypothesis's term, in the update's order (a counting sort by term): those of
 * term j are `labels[start[j] .. start[j + 1]]` (`start` has r + 1 entries, `labels` room for all).
 */
function groupByTerm(update: RoundUpdate, r: number, start: Int32Array, labels: Int32Array): void {
  start.fill(0);
  for (let p = 0; p < update.hypotheses.length; p++) start[update.hypotheses[p]! + 1]!++;
  for (let j = 0; j < r; j++) start[j + 1]! += start[j]!;
  for (let p = 0; p < update.hypotheses.length; p++) {
    // start[j] counts up to where the next term's labels start, then is set back below.
    labels[start[update.hypotheses[p]!]!++] = update.labels[p]!;
  }
  for (let j = r; j > 0; j--) start[j] = start[j - 1]!;
  start[0] = 0;
}
