/** The sizes of a training set that bound a forest's shape. */
export interface DataShape {
  /** Training documents n. */
  readonly documents: number;
  /** Vocabulary size d. */
  readonly terms: number;
  /** Labels m. */
  readonly labels: number;
}

/** The shape of a rotation forest: what {@link boundForestShape} may cut. */
export interface ForestShape {
  /** Members N. */
  readonly members: number;
  /** Vocabulary subsets K. */
  readonly subsets: number;
  /** LSI dimensions k per subset. */
  readonly lsiDims: number;
}

/** A shape that fits the data, and one sentence per option that was cut (empty when none was). */
export interface BoundedForestShape {
  readonly shape: ForestShape;
  readonly notes: readonly string[];
}

/**
 * The most (document, projected dimension, label) cells one member's base booster works on, n · K·k · m:
 * its threshold statistics hold one sum per (dimension, bin, label, sign) and every round revisits
 * them for the documents of a split, so a member's time and memory grow with n · K·k · m. 1.25e8
 * lets the paper's K = ⌈d / 100⌉ stand on the training parts of the eight sets of the MLRF
 * reproduction (the largest is enron: 1,123 x 110 x 53 = 6.5e6) and on
 * reutersk500 (3.1e7); it cuts bibtex's training part (4,880 x 190 x 159 = 1.47e8) to 16 subsets
 * and a 47,236-term vocabulary (rcv1subset1: 6,000 x 4,730 x 101 = 2.9e9) to 20 subsets of about
 * 2,360 terms, where a member then takes about a fifth of MP-Boost's 100 rounds on the same data.
 */
export const MAX_MEMBER_CELLS = 125_000_000;

/**
 * The most cells of the whole forest, N · n · K·k · m: 16 times a member's bound, so that a forest
 * of the paper's 10 members at a member's bound is never cut, and a request of hundreds of members on
 * a large set is.
 */
export const MAX_FOREST_CELLS = 16 * MAX_MEMBER_CELLS;

/**
 * Bounds a rotation forest's shape by what the training set can support, and says what it cut:
 *
 * - k ≤ the bootstrap sample's documents (⌈fraction · n⌉): LSI of s documents has at most s dimensions;
 * - K ≤ ⌊d / k⌋: each subset holds at least k terms, so that its LSI can give k dimensions;
 * - K·k ≤ max(k, ⌊{@link MAX_MEMBER_CELLS} / (n · m)⌋): a member's projected data stay within what
 *   its base booster handles in about the time of a single booster (fewer, larger subsets: every term
 *   still belongs to exactly one);
 * - N ≤ max(1, ⌊{@link MAX_FOREST_CELLS} / (n · K·k · m)⌋).
 *
 * Pure: the same sizes give the same shape and notes.
 *
 * @param data - n, d and m of the training set (each ≥ 1)
 * @param requested - N, K and k as resolved from the options
 * @param sampleFraction - the share of documents in a subset's bootstrap sample, in (0, 1]
 * @returns the shape to train and a note for each option cut, naming the option and why
 *
 * @example
 * ```ts
 * boundForestShape({ documents: 6000, terms: 47236, labels: 101 }, { members: 10, subsets: 473, lsiDims: 10 }, 0.75);
 * // { shape: { members: 10, subsets: 20, lsiDims: 10 }, notes: ["subsets cut from 473 to 20 ..."] }
 * ```
 */
export function boundForestShape(
  data: DataShape,
  requested: ForestShape,
  sampleFraction: number,
): BoundedForestShape {
  const n = Math.max(1, data.documents);
  const d = Math.max(1, data.terms);
  const m = Math.max(1, data.labels);
  const notes: string[] = [];
  const sample = Math.max(1, Math.ceil(sampleFraction * n));
  const lsiDims = Math.min(requested.lsiDims, sample);
  if (lsiDims < requested.lsiDims) {
    notes.push(
      `lsiDims cut from ${requested.lsiDims} to ${lsiDims}: a subset's sample holds ${sample} documents, and LSI finds at most one dimension per document`,
    );
  }
  let subsets = Math.max(1, Math.min(requested.subsets, Math.floor(d / lsiDims)));
  if (subsets < requested.subsets) {
    notes.push(
      `subsets cut from ${requested.subsets} to ${subsets}: ${d} terms make at most ${subsets} subsets of ${lsiDims} terms or more, one per LSI dimension`,
    );
  }
  const maxDims = Math.max(lsiDims, Math.floor(MAX_MEMBER_CELLS / (n * m)));
  if (subsets * lsiDims > maxDims) {
    const from = subsets;
    subsets = Math.max(1, Math.floor(maxDims / lsiDims));
    notes.push(
      `subsets cut from ${from} to ${subsets} (about ${Math.ceil(d / subsets)} terms each): ${from} x ${lsiDims} projected dimensions on ${n} documents and ${m} labels exceed what a member's base booster handles in reasonable time and memory (at most ${maxDims} dimensions here)`,
    );
  }
  const perMember = n * subsets * lsiDims * m;
  const maxMembers = Math.max(1, Math.floor(MAX_FOREST_CELLS / perMember));
  const members = Math.min(requested.members, maxMembers);
  if (members < requested.members) {
    notes.push(
      `members cut from ${requested.members} to ${members}: each member works on ${n} documents x ${subsets * lsiDims} dimensions x ${m} labels, and ${members} of them is the most this data set allows`,
    );
  }
  return { shape: { members, subsets, lsiDims }, notes };
}
