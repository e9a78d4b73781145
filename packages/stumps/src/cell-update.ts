/**
 * The arrays a counted cell update reads and writes (see {@link createHistogramStatistics}): the
 * statistics' layout, V[((binStart[c] + bin) · m + j) · 2 + b], and its scratch space.
 */
export interface CellUpdateArrays {
  readonly m: number;
  readonly columns: number;
  readonly binStart: Int32Array;
  readonly binOf: Uint16Array;
  readonly signs: Int8Array;
  readonly weights: Float64Array;
  /** The pending update's multiplier of a weight, at `[2j + b]`. */
  readonly coefficient: Float64Array;
  readonly yPtr: Int32Array;
  readonly yIdx: Int32Array;
  readonly values: Float64Array;
  /** Scratch: per column, the bin of the current document. */
  readonly offsets: Int32Array;
  /** Scratch, all 0 between calls: the cell's documents per bin. */
  readonly inBin: Int32Array;
  /** Scratch, all 0 between calls: the cell's positives of label j per bin, at `[bin · m + j]`. */
  readonly positivesInBin: Int32Array;
  /** Scratch: the bins the cell touched. */
  readonly touched: Int32Array;
  /** Scratch: the increment of the cell's negatives per label. */
  readonly increment: Float64Array;
  readonly seen: Uint8Array;
}

/**
 * Adds the pending update of one cell of documents, `order[from … to − 1]`, to the bin sums: its
 * positives document by document (a document has few), its negatives per touched bin and label as
 * (documents − positives there) × the cell's increment, since every negative pair of a cell has the
 * same weight. Three small functions, each compiled once (one large one was deoptimised on every
 * call after being compiled on stack before its last loop ran).
 *
 * @example
 * ```ts no-run
 * declare const arrays: CellUpdateArrays, order: Int32Array, start: Int32Array, c: number;
 * updateCell(arrays, order, start[c]!, start[c + 1]!); // inside createHistogramStatistics
 * ```
 */
export function updateCell(a: CellUpdateArrays, order: Int32Array, from: number, to: number): void {
  negativeIncrement(a, order, from, to);
  addNegatives(a, countCell(a, order, from, to));
}

/** The cell's negative increment per label, from the first of its documents negative on the label. */
function negativeIncrement(a: CellUpdateArrays, order: Int32Array, from: number, to: number): void {
  const { m, seen, signs, coefficient, weights, increment } = a;
  seen.fill(0);
  let unseen = m;
  for (let p = from; p < to && unseen > 0; p++) {
    for (let j = 0, at = order[p]! * m; j < m; j++, at++) {
      if (seen[j] === 0 && !(signs[at]! > 0)) {
        increment[j] = coefficient[2 * j]! * weights[at]!;
        seen[j] = 1;
        unseen--;
      }
    }
  }
}

/** Counts the cell's documents and positives per bin and adds its positives; returns the touched bins. */
function countCell(a: CellUpdateArrays, order: Int32Array, from: number, to: number): number {
  const { m, columns: C, binStart, binOf, offsets, inBin, touched, yPtr, yIdx } = a;
  const { coefficient, weights, values, positivesInBin } = a;
  let count = 0;
  for (let p = from; p < to; p++) {
    const i = order[p]!;
    for (let c = 0, at = i * C; c < C; c++, at++) {
      const bin = binStart[c]! + binOf[at]!;
      offsets[c] = bin;
      if (inBin[bin]!++ === 0) touched[count++] = bin;
    }
    for (let q = yPtr[i]!; q < yPtr[i + 1]!; q++) {
      const j = yIdx[q]!;
      const w = coefficient[2 * j + 1]! * weights[i * m + j]!;
      for (let c = 0; c < C; c++) {
        const bin = offsets[c]!;
        values[(bin * m + j) * 2 + 1]! += w;
        positivesInBin[bin * m + j]!++;
      }
    }
  }
  return count;
}

/** Adds (documents − positives) × increment per touched bin and label, and clears the counts. */
function addNegatives(a: CellUpdateArrays, count: number): void {
  const { m, touched, inBin, positivesInBin, increment, values } = a;
  for (let t = 0; t < count; t++) {
    const bin = touched[t]!;
    const documents = inBin[bin]!;
    inBin[bin] = 0;
    for (let j = 0, at = bin * m; j < m; j++, at++) {
      const negatives = documents - positivesInBin[at]!;
      positivesInBin[at] = 0;
      if (negatives > 0) values[2 * at]! += increment[j]! * negatives;
    }
  }
}
