import { type ChangedPairs, type ChosenTerms, changedLabels } from "@textboost/covers";
import { addUpdateScores } from "./alpha.js";
import { type IncrementalState, resumLoss } from "./incremental-state.js";
import type { RoundUpdate } from "./round-update.js";

/** A round's changes ΔQ(i, j), grouped by label: the documents and the deltas. */
interface Changes {
  readonly document: Int32Array;
  readonly delta: Float64Array;
}

/** What rescoring a round reuses: the changed documents, their pairs, and the table's deltas. */
export interface ChangeScratch {
  /** Per document, the round's hypotheses it contains (0 again after each round). */
  readonly touches: Int32Array;
  /** The round's changed documents, in the order first met. */
  readonly changedList: Int32Array;
  /**
   * With one label an element: where each changed document's pairs end (their slots) and where its
   * next one goes in `pairLabels`, when a round lists them; and the round's chosen terms, the labels
   * that chose each term (a document's changed labels are those whose term it contains), when it
   * derives them.
   */
  readonly pairStarts: Int32Array;
  readonly pairCursor: Int32Array;
  pairLabels: Int32Array;
  readonly chosenStart: Int32Array;
  readonly chosenLabels: Int32Array;
  readonly chosen: ChosenTerms;
  /** Each label's score increment (the round's update, added as its pairs are recomputed). */
  readonly labelDeltas: Float64Array;
  readonly seenLabel: Uint8Array;
  /** Q of the changed pairs before the round, for the table's deltas. */
  previous: Float64Array;
  /** The round's changes by label: label j's at [labelStart[j], labelStart[j + 1]), filled up to fill[j]. */
  changes: Changes;
  readonly labelStart: Int32Array;
  readonly fill: Int32Array;
}

/**
 * The rescoring's scratch for `s`.
 *
 * @param s - the rounds' state
 * @returns fresh scratch
 *
 * @example
 * ```ts no-run
 * declare const s: Parameters<typeof createChangeScratch>[0];
 * const change = createChangeScratch(s);
 * ```
 */
export function createChangeScratch(s: IncrementalState): ChangeScratch {
  const { g, m, r, perPair, data } = s;
  const chosenStart = new Int32Array(perPair ? r + 1 : 0);
  const chosenLabels = new Int32Array(perPair ? m : 0);
  return {
    touches: new Int32Array(g),
    changedList: new Int32Array(g),
    pairStarts: new Int32Array(perPair ? g + 1 : 0),
    pairCursor: new Int32Array(perPair ? g : 0),
    pairLabels: new Int32Array(0),
    chosenStart,
    chosenLabels,
    chosen: {
      rowStart: data.X.indptr,
      rowTerms: data.X.indices,
      termStart: chosenStart,
      termLabels: chosenLabels,
    },
    labelDeltas: new Float64Array(m),
    seenLabel: new Uint8Array(m),
    previous: new Float64Array(0),
    changes: room(0),
    labelStart: new Int32Array(m + 1),
    fill: new Int32Array(m),
  };
}

/**
 * `IncrementalRounds.rescore`: adds `update`'s increments to the scores of the documents containing
 * its hypotheses, recomputes their rows of Q (or only their changed pairs) and their covering-loss
 * terms, brings the table up to date (or marks it for a refill), and returns the new loss.
 *
 * @param s - the rounds' state
 * @param c - the rescoring's scratch
 * @param update - one hypothesis a label
 * @returns the new loss
 * @throws Error when two of `update`'s hypotheses share a label (not a sequential round)
 *
 * @example
 * ```ts no-run
 * declare const s: Parameters<typeof rescoreRound>[0], change: ChangeScratch;
 * declare const update: Parameters<typeof rescoreRound>[2];
 * const loss = rescoreRound(s, change, update);
 * ```
 */
export function rescoreRound(s: IncrementalState, c: ChangeScratch, update: RoundUpdate): number {
  checkSequential(c, update);
  const { count, work, pairCount, rowWalk } = collectChanged(s, c, update);
  // With one label an element, the changed pairs are listed when that is the cheaper pass (fewer
  // pairs than the changed documents have terms: long documents, few chosen terms each), else
  // derived from the chosen terms (a list could take more than X itself).
  const listPairs = s.perPair && pairCount <= rowWalk;
  addIncrements(s, c, update, listPairs, pairCount);
  // The deltas cost about `work` scattered additions, `deltaCost` times a scan's streamed ones;
  // past that, or every `refreshEvery` updates, the next round scans from scratch.
  s.fillNext = s.deltaCost * work <= s.nnz * s.m;
  const refresh = !s.valid || !s.fillNext || ++s.deltaUpdates >= s.refreshEvery;
  if (refresh) s.valid = false;
  reserveChanges(s, c, update, count, refresh);
  // The changed documents' rows, or with one label an element only their changed pairs (the bits
  // of the whole rows' recomputation), by the runner (on this thread or the pool's).
  const { changedList: documents, pairStarts: starts, labelDeltas } = c;
  const changed: ChangedPairs = !s.perPair
    ? { documents, count }
    : listPairs
      ? { documents, count, labels: c.pairLabels, starts, labelDeltas }
      : { documents, count, chosen: c.chosen, starts, labelDeltas };
  if (refresh) s.pairs.recompute(changed, s.Q);
  else if (!recomputeAndRecord(s, c, changed, s.perPair ? pairCount : count * s.m)) s.valid = false;
  else addChangesToTable(s, c);
  const sum = resumLoss(s);
  s.loss = s.g === 0 ? 0 : sum / s.g;
  return s.loss;
}

/**
 * One hypothesis a label: each (document, label) gets one increment, so adding them in any order
 * gives the bits of the reference path's scores.
 */
function checkSequential(c: ChangeScratch, update: RoundUpdate): void {
  const { seenLabel } = c;
  seenLabel.fill(0);
  for (const j of update.labels) {
    if (seenLabel[j])
      throw new Error(
        `label ${j} has two hypotheses in one round; incremental rounds need sequential templates`,
      );
    seenLabel[j] = 1;
  }
}

/**
 * Lists the documents containing the update's terms in `changedList` and, with one label an
 * element, lays out their pairs' slots (`pairStarts`, `pairCursor`).
 *
 * @returns the changed documents' count, the deltas' work (scattered additions), their pairs' count,
 *   and the terms of theirs that deriving their labels from the chosen terms would walk
 */
function collectChanged(
  s: IncrementalState,
  c: ChangeScratch,
  update: RoundUpdate,
): { count: number; work: number; pairCount: number; rowWalk: number } {
  const { m, widest, perPair } = s;
  const { indptr: colStart, indices: colDocs } = s.data.Xc;
  const { indptr: rowStart } = s.data.X;
  const { touches, changedList, pairCursor, pairStarts } = c;
  let count = 0;
  let work = 0;
  for (let p = 0; p < update.hypotheses.length; p++) {
    const k = update.hypotheses[p]!;
    for (let q = colStart[k]!, end = colStart[k + 1]!; q < end; q++) {
      const i = colDocs[q]!;
      if (touches[i] === 0) changedList[count++] = i;
      touches[i]!++;
    }
  }
  let pairCount = 0;
  let rowWalk = 0;
  for (let d = 0; d < count; d++) {
    const i = changedList[d]!;
    // A changed score changes Q for the labels sharing an element with it.
    work += (rowStart[i + 1]! - rowStart[i]!) * Math.min(m, touches[i]! * widest);
    if (perPair) {
      // Each changed document's pairs go after those of the documents before it in changedList.
      pairCursor[i] = pairCount;
      pairCount += touches[i]!;
      rowWalk += rowStart[i + 1]! - rowStart[i]!;
      pairStarts[d + 1] = pairCount;
    }
    touches[i] = 0;
  }
  return { count, work, pairCount, rowWalk };
}

/**
 * The update's increments: with one label an element, each label's delta (added as its pairs are
 * recomputed) and the pairs' labels, listed or grouped by chosen term; else added to f here.
 */
function addIncrements(
  s: IncrementalState,
  c: ChangeScratch,
  update: RoundUpdate,
  listPairs: boolean,
  pairCount: number,
): void {
  const { m, r } = s;
  if (!s.perPair) {
    addUpdateScores(s.data.Xc, update, m, s.pairs.scores);
    return;
  }
  for (let p = 0; p < update.labels.length; p++) c.labelDeltas[update.labels[p]!] = update.deltas[p]!;
  if (!listPairs) {
    groupByTerm(update, r, c.chosenStart, c.chosenLabels);
    return;
  }
  if (c.pairLabels.length < pairCount) c.pairLabels = new Int32Array(Math.ceil(pairCount * 1.25));
  const { pairLabels, pairCursor } = c;
  const { indptr: colStart, indices: colDocs } = s.data.Xc;
  for (let p = 0; p < update.hypotheses.length; p++) {
    const k = update.hypotheses[p]!;
    const j = update.labels[p]!;
    for (let q = colStart[k]!, end = colStart[k + 1]!; q < end; q++)
      pairLabels[pairCursor[colDocs[q]!]!++] = j;
  }
}

/**
 * Room for each label's changes: a Hamming-like cover (one label per element) changes label j only
 * in the documents of l's hypothesis; wider elements, in any changed document. None when the round
 * refreshes.
 */
function reserveChanges(
  s: IncrementalState,
  c: ChangeScratch,
  update: RoundUpdate,
  count: number,
  refresh: boolean,
): void {
  const { m } = s;
  const { labelStart } = c;
  labelStart.fill(0);
  if (refresh) return;
  if (s.widest === 1) {
    const { indptr: colStart } = s.data.Xc;
    for (let p = 0; p < update.labels.length; p++) {
      const k = update.hypotheses[p]!;
      labelStart[update.labels[p]! + 1]! += colStart[k + 1]! - colStart[k]!;
    }
  } else labelStart.fill(count, 1);
  for (let j = 0; j < m; j++) labelStart[j + 1]! += labelStart[j]!;
  if (c.changes.delta.length < labelStart[m]!) c.changes = room(labelStart[m]!);
  c.fill.set(labelStart.subarray(0, m));
}

/**
 * Recomputes the changed pairs and records each one's ΔQ by label (in document and pair order: a
 * sequential round adds one hypothesis a label, so no (document, label) is listed twice).
 *
 * @returns false when a label's changes outgrew their room (the table then needs a refill)
 */
function recomputeAndRecord(
  s: IncrementalState,
  c: ChangeScratch,
  changed: ChangedPairs,
  size: number,
): boolean {
  const { Q, m } = s;
  if (c.previous.length < size) c.previous = new Float64Array(Math.ceil(size * 1.25));
  const { previous, fill, labelStart, changes } = c;
  visitPairs(changed, m, (slot, at) => {
    previous[slot] = Q[at]!;
  });
  s.pairs.recompute(changed, Q);
  let overflow = false;
  visitPairs(changed, m, (slot, at, i, j) => {
    const d = Q[at]! - previous[slot]!;
    if (overflow || d === 0) return;
    const place = fill[j]!++;
    if (place >= labelStart[j + 1]!) overflow = true;
    else {
      changes.document[place] = i;
      changes.delta[place] = d;
    }
  });
  return !overflow;
}

/** Adds the round's recorded changes to the table, label by label. */
function addChangesToTable(s: IncrementalState, c: ChangeScratch): void {
  const stats = s.stats!;
  const { labelStart, fill, changes } = c;
  for (let j = 0; j < s.m; j++) {
    const from = labelStart[j]!;
    const n = fill[j]! - from;
    if (n > 0) stats.addLabelDeltas(j, changes.document.subarray(from), changes.delta.subarray(from), n);
  }
  stats.finishUpdate();
}

/**
 * Calls `visit` for every changed pair, document after document (a whole row's labels ascending, or
 * the labels `changedLabels` lists): its slot (`pairs.starts[c]` plus its place in the c-th changed
 * document's list, or c · m + j for a whole row), its index i · m + j in Q, its document and its
 * label.
 */
function visitPairs(
  pairs: ChangedPairs,
  m: number,
  visit: (slot: number, at: number, i: number, j: number) => void,
): void {
  const { documents, starts } = pairs;
  const labels = new Int32Array(m);
  for (let c = 0; c < pairs.count; c++) {
    const i = documents[c]!;
    if ((pairs.chosen === undefined && pairs.labels === undefined) || starts === undefined) {
      for (let j = 0; j < m; j++) visit(c * m + j, i * m + j, i, j);
      continue;
    }
    const n = changedLabels(pairs, c, labels);
    for (let q = 0; q < n; q++) visit(starts[c]! + q, i * m + labels[q]!, i, labels[q]!);
  }
}

/** Room for `size` changes, with a quarter more so that slowly growing rounds do not reallocate each time. */
function room(size: number): Changes {
  const capacity = Math.ceil(size * 1.25);
  return { document: new Int32Array(capacity), delta: new Float64Array(capacity) };
}

/**
 * The labels of each hypothesis's term, in the update's order (a counting sort by term): those of
 * term k are `labels[start[k] .. start[k + 1]]` (`start` has r + 1 entries, `labels` room for all).
 */
function groupByTerm(update: RoundUpdate, r: number, start: Int32Array, labels: Int32Array): void {
  start.fill(0);
  for (let p = 0; p < update.hypotheses.length; p++) start[update.hypotheses[p]! + 1]!++;
  for (let k = 0; k < r; k++) start[k + 1]! += start[k]!;
  for (let p = 0; p < update.hypotheses.length; p++) {
    // start[k] counts up to where the next term's labels start, then is set back below.
    labels[start[update.hypotheses[p]!]!++] = update.labels[p]!;
  }
  for (let k = r; k > 0; k--) start[k] = start[k - 1]!;
  start[0] = 0;
}
