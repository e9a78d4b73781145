import type { ArrayAllocator } from "@textboost/core";
import type { CompiledCover } from "./compile-cover.js";
import { documentCoveringLoss, elementCoveringLoss } from "./document-covering-loss.js";

/**
 * A round's changed (document, label) pairs: the documents whose scores changed, and either all of
 * each one's labels (its whole row, any cover) or, under a cover of one label an element, every label
 * of a document in label order (the Hamming cover, or a custom cover of single labels, where the
 * element of (i, j) is `cover.documentStart[i] + j`), the labels that changed: listed (`labels`), or
 * those whose chosen term the document contains (`chosen`: a round of presence hypotheses changes
 * f(i, j) exactly there), which costs a walk over each changed document's terms instead of a list of
 * every pair (a round of AdaBoost.LC on a Delicious-sized set changes millions).
 */
export interface ChangedPairs {
  /** The changed documents, `count` of them. */
  readonly documents: Int32Array;
  /** How many documents changed. */
  readonly count: number;
  /**
   * The changed labels of every changed document, document after document (those of the c-th are
   * `labels[starts[c] .. starts[c + 1]]`); absent with `chosen`, or for whole rows.
   */
  readonly labels?: Int32Array;
  /**
   * The round's chosen terms, from which each changed document's labels follow (absent with `labels`,
   * or for whole rows).
   */
  readonly chosen?: ChosenTerms;
  /**
   * With `labels` or `chosen`: where each changed document's pairs start in the order
   * {@link changedLabels} lists them, then where the last one's end (`count + 1` entries, the first
   * 0): a document's share of the round's work, and a slot for each pair.
   */
  readonly starts?: Int32Array;
  /**
   * With `labels` or `chosen`: each label's score increment (one per label, as a round of sequential templates
   * adds one hypothesis's increment to each label), added to f(i, j) of every changed pair (i, j)
   * just before its element is recomputed (the round's update applied on the same pass); absent: the
   * scores are already current.
   */
  readonly labelDeltas?: Float64Array;
}

/**
 * A round's chosen terms, one at most per label, and the documents' terms: document i's changed
 * labels are those whose term it contains, `termLabels[termStart[k] .. termStart[k + 1]]` for each
 * term k of its row `rowTerms[rowStart[i] .. rowStart[i + 1]]` in order.
 */
export interface ChosenTerms {
  /** Length documents + 1: where each document's terms start in `rowTerms` (X's CSR row pointers). */
  readonly rowStart: Int32Array;
  /** The documents' term ids, row after row (X's CSR column ids). */
  readonly rowTerms: Int32Array;
  /** Length terms + 1: where the labels that chose each term start in `termLabels`. */
  readonly termStart: Int32Array;
  /** The labels of the round's hypotheses, grouped by their term; each label at most once. */
  readonly termLabels: Int32Array;
}

/**
 * Writes the changed labels of the c-th changed document of `pairs` (with `labels` or `chosen`) into
 * `out`, in the order its pairs' slots count them (listed; or its terms ascending, each term's labels
 * in `termLabels`'s order), and returns how many.
 *
 * @param pairs - the changed pairs, with `labels` (and `starts`) or `chosen`
 * @param c - an index into `pairs.documents`
 * @param out - room for the document's changed labels (m entries always suffice)
 * @returns the number written
 *
 * @example
 * ```ts
 * // Two documents; term 1 chosen by label 0: document 1 (terms 0 and 1) changed for label 0.
 * const chosen = { rowStart: Int32Array.of(0, 1, 3), rowTerms: Int32Array.of(0, 0, 1), termStart: Int32Array.of(0, 0, 1), termLabels: Int32Array.of(0) };
 * const out = new Int32Array(2);
 * changedLabels({ documents: Int32Array.of(1), count: 1, chosen }, 0, out); // 1 (out[0] = 0)
 * ```
 */
export function changedLabels(pairs: ChangedPairs, c: number, out: Int32Array): number {
  if (pairs.labels !== undefined) {
    const from = pairs.starts![c]!;
    const n = pairs.starts![c + 1]! - from;
    out.set(pairs.labels.subarray(from, from + n));
    return n;
  }
  const { rowStart, rowTerms, termStart, termLabels } = pairs.chosen!;
  const i = pairs.documents[c]!;
  let n = 0;
  for (let p = rowStart[i]!, end = rowStart[i + 1]!; p < end; p++) {
    const k = rowTerms[p]!;
    for (let q = termStart[k]!, last = termStart[k + 1]!; q < last; q++) out[n++] = termLabels[q]!;
  }
  return n;
}

/**
 * Recomputes the elements of changed documents `from .. to` of `pairs`. Whole rows: each row of Q
 * and its loss terms by `documentCoveringLoss`. With `labels` or `chosen`: for each changed pair (i, j), Q(i, j)
 * set to 0 and then element `documentStart[i] + j`'s q added by {@link elementCoveringLoss}, whose
 * loss term goes to `terms`, the bits of recomputing the whole row (with `labelDeltas`, f(i, j) first
 * gets its label's increment). The documents are independent, so ranges of documents can run on
 * different threads in any order and give the same Q and terms.
 *
 * @param cover - the compiled cover (with `labels` or `chosen`: one label an element, in label order)
 * @param f - the scores, row-major documents x labels (the changed pairs' get their `labelDeltas`)
 * @param weights - Q, row-major documents x labels (the pairs' entries are overwritten)
 * @param terms - each element's loss term (the pairs' elements are overwritten)
 * @param pairs - the changed pairs
 * @param from - the first changed document (an index into `pairs.documents`)
 * @param to - one past the last
 * @throws TextboostError `E_NUMERIC` (naming the row) for a score that is not finite
 *
 * @example
 * ```ts
 * const c = compileCover(hammingCover(), Y);
 * const Q = new Float64Array(Y.rows * Y.cols);
 * const terms = new Float64Array(c.documentStart[Y.rows]!);
 * // Document 0 (whose one term is 0) changed for label 0, which chose term 0:
 * const chosen = { rowStart: Int32Array.of(0, 1), rowTerms: Int32Array.of(0), termStart: Int32Array.of(0, 1), termLabels: Int32Array.of(0) };
 * const pairs = { documents: Int32Array.of(0), count: 1, chosen, starts: Int32Array.of(0, 1) };
 * recomputeChangedPairs(c, scores.data, Q, terms, pairs, 0, 1); // Q(0, 0) and terms[0] set
 * ```
 */
export function recomputeChangedPairs(
  cover: CompiledCover,
  f: Float64Array,
  weights: Float64Array,
  terms: Float64Array,
  pairs: ChangedPairs,
  from: number,
  to: number,
): void {
  const m = cover.Y.cols;
  const { documentStart } = cover;
  const { documents, starts, labels: listed, chosen, labelDeltas } = pairs;
  if (listed === undefined && chosen === undefined) {
    // An element has at most m labels.
    const scratch = new Float64Array(Math.max(1, m));
    for (let c = from; c < to; c++) documentCoveringLoss(cover, f, documents[c]!, weights, scratch, 0, terms);
    return;
  }
  // One label an element: elementCoveringLoss needs no scratch.
  const scratch = new Float64Array(1);
  const derived = listed === undefined ? new Int32Array(m) : undefined;
  for (let c = from; c < to; c++) {
    const i = documents[c]!;
    const first = documentStart[i]!;
    const base = i * m;
    // Listed labels are read in place; derived ones are written out for the document first.
    const labels = listed ?? derived!;
    const at = listed ? starts![c]! : 0;
    const n = listed ? starts![c + 1]! - at : changedLabels(pairs, c, derived!);
    for (let q = at; q < at + n; q++) {
      const j = labels[q]!;
      if (labelDeltas) f[base + j]! += labelDeltas[j]!;
      weights[base + j] = 0;
      terms[first + j] = elementCoveringLoss(cover, f, i, first + j, weights, scratch);
    }
  }
}

/**
 * Where a fit keeps its scores and per-element loss terms, and how it recomputes a round's
 * {@link ChangedPairs}: on this thread ({@link oneThreadPairLoss}) or on worker threads
 * (`parallelPairLoss` of `@textboost/workers/node`, whose `scores` and `terms` are shared memory).
 */
export interface PairLossRunner {
  /**
   * The compiled cover to use from now on: the one given, or a copy of it where the threads can read
   * it (a caller then drops the one it passed, so as not to keep both).
   */
  readonly cover: CompiledCover;
  /** f on the training documents, row-major documents x labels: the fit keeps its scores here. */
  readonly scores: Float64Array;
  /** One loss term per element of the cover. */
  readonly terms: Float64Array;
  /** {@link recomputeChangedPairs} of all of `pairs`, with the runner's scores and terms. */
  recompute(pairs: ChangedPairs, weights: Float64Array): void;
}

/**
 * Makes a {@link PairLossRunner} for a compiled cover (a plug-in of AdaBoost.LC: `pairLoss`); its
 * `arrays`, when set, are where the caller compiles the cover (`compileCover`'s third argument), so
 * the runner need not copy it.
 */
export type PairLoss = ((cover: CompiledCover) => PairLossRunner) & { readonly arrays?: ArrayAllocator };

/**
 * The one-thread {@link PairLoss}: {@link recomputeChangedPairs} of all changed documents at once.
 *
 * @param cover - the compiled cover
 * @returns the runner, with fresh scores (zero) and terms
 *
 * @example
 * ```ts
 * const runner = oneThreadPairLoss(compileCover(hammingCover(), Y));
 * runner.scores.length; // Y.rows * Y.cols
 * ```
 */
export const oneThreadPairLoss: PairLoss = (cover) => {
  const scores = new Float64Array(cover.Y.rows * cover.Y.cols);
  const terms = new Float64Array(cover.documentStart[cover.Y.rows]!);
  return {
    cover,
    scores,
    terms,
    recompute(pairs, weights) {
      recomputeChangedPairs(cover, scores, weights, terms, pairs, 0, pairs.count);
    },
  };
};
