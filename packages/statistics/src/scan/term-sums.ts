import type { PairWeights, TrainingSet } from "@textboost/core";
import { TERM_SUMS_SHARED_WASM } from "../generated/term-sums-shared-wasm.js";
import { TERM_SUMS_WASM } from "../generated/term-sums-wasm.js";
import type { complement } from "../sum/complement.js";
import {
  checkThread,
  compileWasmKernel,
  createWasmMemory,
  instantiateWasmKernel,
  type WasmMemory,
  wasmRegions,
} from "../wasm-loaders/wasm-engine.js";

/** The exported function of wasm/term-sums.wat (addresses in bytes). */
interface TermSumsExports {
  termSums(
    q: number,
    docs: number,
    from: number,
    to: number,
    m: number,
    out: number,
    sides: number,
    pos: number,
    neg: number,
  ): void;
  bestTerms(
    q: number,
    docs: number,
    cptr: number,
    from: number,
    to: number,
    m: number,
    out: number,
    pos: number,
    neg: number,
    yptr: number,
    ylab: number,
    best: number,
    bestTerm: number,
    stream: number,
    bestPos: number,
    bestNeg: number,
  ): void;
  blockBestTerms(
    q: number,
    xptr: number,
    xind: number,
    g: number,
    r: number,
    m: number,
    jf: number,
    jt: number,
    acc: number,
    accPos: number,
    neg: number,
    yptr: number,
    ylab: number,
    best: number,
    bestTerm: number,
    bestPos: number,
    bestNeg: number,
  ): void;
}

/**
 * Where a scan also writes each label's chosen term's sides: `positive[j]` = W(k, j, +) and
 * `negative[j]` = W(k, j, −) of label j's best term k, the sums and complement of the scan itself (the
 * bits of `addTermWeights` and `complement`), so a caller needs no second pass for them. 0 and 0
 * where a label has no term.
 */
export interface BestSides {
  readonly positive: Float64Array;
  readonly negative: Float64Array;
}

/**
 * When `bestTerms` streams each document's row of D instead of reading eight labels of every
 * document at a time: when D takes more than `streamBytes` (read at each call; tests lower it to 0 to
 * run the streaming pass on small data). Both give the same bits. Eight labels of every document at a
 * time keep their sums in registers, which is faster while D stays in the caches (rcv1subset1's 3.6
 * MB, bibtex's 6.2 MB); past them each of its passes misses the cache once a document, where
 * streaming reads each row in order (a Delicious-sized D, 12,920 x 983 weights, 102 MB:
 * docs/performance.md, "AdaBoost.LC at scale"). Past `streamBytes` a kernel made then scans by
 * blocks of labels instead where a block fits `blockBytes` ({@link labelBlockOf}): 1 MiB was the
 * fastest of 128 KiB to 2 MiB on the Delicious-shaped set (533 CPU ms a round of AdaBoost.LC at 1
 * MiB, 568 at 512 KiB, 672 at 256 KiB, 531 at 2 MiB; one run each, a throwaway sweep).
 */
export const TERM_SUMS_TUNING = {
  streamBytes: 32 * 1024 * 1024,
  blockBytes: 1024 * 1024,
  minBlockLabels: 16,
};

/**
 * How many labels a scan by label blocks sums at once (`SimdTermSums.labelBlock`), or 0 when the
 * scan goes term by term: by blocks when D takes more than `TERM_SUMS_TUNING.streamBytes` and a
 * block of at least `minBlockLabels` labels (all of them when fewer) keeps its totals and positive
 * sides of every term, 16 bytes a (term, label) pair, within `blockBytes` (about a core's L2 cache).
 * Then D is read once a block instead of once for each of a document's terms (Delicious's shape:
 * 50 terms a document, 983 labels). Read when a training set's kernel is made.
 *
 * @param g - documents
 * @param r - terms
 * @param m - labels
 * @returns labels a block (even unless it is all m, or 1), or 0
 */
export function labelBlockOf(g: number, r: number, m: number): number {
  const { streamBytes, blockBytes, minBlockLabels } = TERM_SUMS_TUNING;
  if (!(8 * g * m > streamBytes) || m === 0) return 0;
  const fits = Math.floor(blockBytes / (16 * Math.max(r, 1)));
  if (fits >= m) return m;
  const block = fits > 1 ? fits - (fits % 2) : fits;
  return block >= Math.min(m, minBlockLabels) && block > 0 ? block : 0;
}

/**
 * The totals of {@link scanTermStatistics} in WebAssembly SIMD: Σ D(i, j) over a term's documents
 * for every label, eight labels at a time, each label's sum in ascending document order from 0 (the
 * bits of `addDocumentWeights`). Its memory holds D (a copy, or the caller's own weights: `weights`),
 * Xc's row ids and one row of totals, and from the first `bestTerms` on, Xc's term offsets and Y's
 * labels (AdaBoost.LC's whole scan in one call).
 */
export interface SimdTermSums {
  /**
   * A D in the kernel's memory (documents x labels): a caller that keeps its weights here loads
   * nothing (`load(weights)` copies only another array). Such a caller must load no other array:
   * that would overwrite these weights.
   */
  readonly weights: Float64Array;
  /** Copies D into the kernel's memory: call it before the terms whose totals follow from this D. */
  load(weights: PairWeights): void;
  /**
   * Term k's totals, `total[j]` = Σ D(i, j) over its documents i, for the D last loaded: a view of
   * the kernel's memory, valid until the next call.
   */
  totals(k: number): Float64Array;
  /** Where a caller sums a term's positive side before {@link SimdTermSums.negatives} (m entries). */
  readonly positive: Float64Array;
  /**
   * Term k's negative side, `complement(total[j], positive[j])` for every label j (the bits of
   * {@link complement}), given the positive side the caller summed into `positive`: a view of the
   * kernel's memory, valid until the next call.
   */
  negatives(k: number): Float64Array;
  /**
   * `labelBestTerms` over the terms [from, to) for the D last loaded, in one call: each term's
   * positive sides (the bits of `addTermPositives`), totals and negative sides as above, and each
   * label's criterion (√W⁺ − √W⁻)², two labels a step; `best[j]` and `bestTerm[j]` receive label j's
   * largest criterion and the lowest term reaching it (-1 and -1 when [from, to) is empty), and
   * `sides` (when given) that term's sides ({@link BestSides}).
   */
  bestTerms(from: number, to: number, best: Float64Array, bestTerm: Int32Array, sides?: BestSides): void;
  /** Labels a {@link SimdTermSums.bestTermsOfLabels} call takes at most ({@link labelBlockOf}), 0 when it cannot be called. */
  readonly labelBlock: number;
  /**
   * `bestTerms(0, terms)`'s entries [from, to) of `best` and `bestTerm` (the same bits and terms),
   * summed document by document for those labels alone: D read once, each term's sums kept in the
   * kernel's memory. At most `labelBlock` labels a call.
   *
   * @throws RangeError when [from, to) is not within the labels or is longer than `labelBlock`
   */
  bestTermsOfLabels(
    from: number,
    to: number,
    best: Float64Array,
    bestTerm: Int32Array,
    sides?: BestSides,
  ): void;
}

const kernels = new WeakMap<TrainingSet, SimdTermSums | null>();

/**
 * {@link SimdTermSums} of a training set (made once per set and kept with it), or undefined where
 * WebAssembly SIMD is missing or D would not fit in 4 GiB: the caller then sums in JavaScript.
 *
 * @param data - the training set (its Xc's row ids are copied in)
 * @returns the kernel, or undefined
 *
 * @example
 * ```ts
 * const sums = simdTermSums(ts); // undefined where WebAssembly SIMD is missing
 * sums?.load(D);
 * sums?.totals(0); // Σ D(i, j) over term 0's documents, every label j
 * ```
 */
export function simdTermSums(data: TrainingSet): SimdTermSums | undefined {
  const known = kernels.get(data);
  if (known !== undefined) return known ?? undefined;
  const made = makeTermSums(data);
  kernels.set(data, made ?? null);
  return made;
}

/** Byte offsets of the arrays a {@link SimdTermSums} reads and writes in its memory. */
export interface TermSumsAt {
  readonly weights: number;
  readonly docs: number;
  readonly cptr: number;
  readonly yptr: number;
  readonly ylab: number;
  readonly xptr: number;
  readonly xind: number;
  readonly out: number;
  readonly positive: number;
  readonly negative: number;
  readonly best: number;
  readonly bestTerm: number;
  readonly bestPositive: number;
  readonly bestNegative: number;
  readonly blockTotals: number;
  readonly blockPositives: number;
  readonly blockNegatives: number;
}

/** The regions every thread reads: D, Xc's row ids and term offsets, Y's rows, and X's rows for a scan by label blocks. */
function commonRegions(data: TrainingSet, block: number) {
  return {
    weights: 8 * data.X.rows * data.Y.cols,
    docs: 4 * data.Xc.indices.length,
    cptr: 4 * data.Xc.indptr.length,
    yptr: 4 * data.Y.indptr.length,
    ylab: 4 * data.Y.indices.length,
    xptr: block > 0 ? 4 * data.X.indptr.length : 0,
    xind: block > 0 ? 4 * data.X.indices.length : 0,
  };
}

/**
 * The regions each thread writes: a row of totals, the two sides, and each label's best; for a scan
 * by blocks of `block` labels, every term's totals and positive sides of a block and its negatives.
 */
function scratchRegions(m: number, r: number, block: number) {
  return {
    out: 8 * m,
    positive: 8 * m,
    negative: 8 * m,
    best: 8 * m,
    bestTerm: 4 * m,
    bestPositive: 8 * m,
    bestNegative: 8 * m,
    blockTotals: 8 * r * block,
    blockPositives: 8 * r * block,
    blockNegatives: 8 * block,
  };
}

/** {@link labelBlockOf} of a training set. */
function labelBlockOfSet(data: TrainingSet): number {
  return labelBlockOf(data.X.rows, data.X.cols, data.Y.cols);
}

/** `n` rounded up to a multiple of 16. */
function align16(n: number): number {
  return Math.ceil(n / 16) * 16;
}

/**
 * Copies Xc's term offsets and Y's rows into the memory (what `bestTerms` reads beside D and the row
 * ids), and X's rows when the scan goes by label blocks.
 */
function writeIndex(data: TrainingSet, buffer: ArrayBufferLike, at: TermSumsAt, block: number): void {
  const { X, Xc, Y } = data;
  new Int32Array(buffer, at.cptr, Xc.indptr.length).set(Xc.indptr);
  new Int32Array(buffer, at.yptr, Y.indptr.length).set(Y.indptr);
  new Int32Array(buffer, at.ylab, Y.indices.length).set(Y.indices);
  if (block > 0) {
    new Int32Array(buffer, at.xptr, X.indptr.length).set(X.indptr);
    new Int32Array(buffer, at.xind, X.indices.length).set(X.indices);
  }
}

function makeTermSums(data: TrainingSet): SimdTermSums | undefined {
  const module = compileWasmKernel(TERM_SUMS_WASM);
  if (module === null) return undefined;
  // The index regions last: written on the first bestTerms call, so a caller of totals and
  // negatives alone never touches their pages.
  const block = labelBlockOfSet(data);
  const { docs, weights, cptr, yptr, ylab, xptr, xind } = commonRegions(data, block);
  const scratch = scratchRegions(data.Y.cols, data.X.cols, block);
  const { at, end } = wasmRegions({ weights, docs, ...scratch, cptr, yptr, ylab, xptr, xind });
  const memory = createWasmMemory(end);
  if (memory === undefined) return undefined;
  new Int32Array(memory.buffer, at.docs, data.Xc.indices.length).set(data.Xc.indices);
  return bindTermSums(data, instantiateWasmKernel<TermSumsExports>(module, memory), memory, at, false, block);
}

/**
 * A {@link SimdTermSums} whose D, term index and labels live in one shared WebAssembly memory, with
 * scratch for each of `threads` threads: plain data a worker thread can be sent, from which
 * {@link bindSharedTermSums} binds the kernel on one thread's scratch. Threads that scan ranges of
 * terms over it read the same D, with no copy of their own.
 */
export interface SharedTermSums {
  /** The shared memory. */
  readonly memory: WasmMemory;
  /** How many threads have scratch of their own (thread 0 .. threads − 1). */
  readonly threads: number;
  /** Byte offsets of the regions; the scratch regions' are thread 0's. */
  readonly at: TermSumsAt;
  /** Bytes between two threads' scratch. */
  readonly stride: number;
  /** Labels a block of the scan by label blocks ({@link labelBlockOf} when it was made), 0 for none. */
  readonly labelBlock: number;
}

/**
 * Lays out {@link SharedTermSums} for a training set: D (zero, for the caller to keep its weights in:
 * the returned `weights`), Xc's row ids and term offsets and Y's rows copied in, and scratch for
 * `threads` threads. Undefined where WebAssembly SIMD or shared memory is missing, or D would not
 * fit in 4 GiB.
 *
 * @param data - the training set
 * @param threads - how many threads will scan over it
 * @returns the layout and D's view, or undefined
 *
 * @example
 * ```ts
 * const made = createSharedTermSums(ts, 2);
 * const Q = made?.weights; // documents x labels, in the shared memory
 * const mine = made && bindSharedTermSums(made.layout, ts, 0); // thread 0's kernel
 * ```
 */
export function createSharedTermSums(
  data: TrainingSet,
  threads: number,
): { readonly layout: SharedTermSums; readonly weights: Float64Array } | undefined {
  if (!(Number.isInteger(threads) && threads >= 1))
    throw new RangeError(`threads must be a positive integer, got ${threads}`);
  if (compileWasmKernel(TERM_SUMS_SHARED_WASM) === null) return undefined;
  const block = labelBlockOfSet(data);
  const scratch = wasmRegions(scratchRegions(data.Y.cols, data.X.cols, block));
  const common = wasmRegions(commonRegions(data, block));
  // Each thread's scratch starts 16-byte aligned, as every region does.
  const first = align16(common.end);
  const stride = align16(scratch.end);
  const memory = createWasmMemory(first + threads * stride, true);
  if (memory === undefined) return undefined;
  const shift = (a: Record<keyof ReturnType<typeof scratchRegions>, number>) =>
    Object.fromEntries(Object.entries(a).map(([name, offset]) => [name, offset + first]));
  const at = { ...common.at, ...shift(scratch.at) } as TermSumsAt;
  new Int32Array(memory.buffer, at.docs, data.Xc.indices.length).set(data.Xc.indices);
  writeIndex(data, memory.buffer, at, block);
  const layout: SharedTermSums = { memory, threads, at, stride, labelBlock: block };
  return { layout, weights: new Float64Array(memory.buffer, at.weights, data.X.rows * data.Y.cols) };
}

/**
 * The {@link SimdTermSums} of a {@link SharedTermSums} layout on thread `thread`'s scratch (any
 * thread that has the layout and the training set it was made for): its `weights` are the shared D,
 * which `load` leaves as it is when given them.
 *
 * @param layout - from {@link createSharedTermSums} (as posted to this thread)
 * @param data - the training set the layout was made for (its sizes and Xc's term offsets)
 * @param thread - which scratch, in [0, layout.threads)
 * @returns the kernel, or undefined where this thread's engine lacks WebAssembly SIMD
 * @throws RangeError for a thread outside [0, layout.threads)
 *
 * @example
 * ```ts
 * const made = createSharedTermSums(ts, 2)!;
 * const best = new Float64Array(ts.Y.cols);
 * const bestTerm = new Int32Array(ts.Y.cols);
 * bindSharedTermSums(made.layout, ts, 1)?.bestTerms(0, ts.X.cols, best, bestTerm);
 * ```
 */
export function bindSharedTermSums(
  layout: SharedTermSums,
  data: TrainingSet,
  thread: number,
): SimdTermSums | undefined {
  checkThread(layout, thread);
  const module = compileWasmKernel(TERM_SUMS_SHARED_WASM);
  if (module === null) return undefined;
  const { memory, stride } = layout;
  const own = thread * stride;
  const base = layout.at;
  const at: TermSumsAt = {
    ...base,
    out: base.out + own,
    positive: base.positive + own,
    negative: base.negative + own,
    best: base.best + own,
    bestTerm: base.bestTerm + own,
    bestPositive: base.bestPositive + own,
    bestNegative: base.bestNegative + own,
    blockTotals: base.blockTotals + own,
    blockPositives: base.blockPositives + own,
    blockNegatives: base.blockNegatives + own,
  };
  const kernel = instantiateWasmKernel<TermSumsExports>(module, memory);
  return bindTermSums(data, kernel, memory, at, true, layout.labelBlock);
}

/**
 * The {@link SimdTermSums} of an instantiated kernel over `memory`, whose Xc row ids are in place,
 * with room for a scan by blocks of `labelBlock` labels (0: none).
 */
function bindTermSums(
  data: TrainingSet,
  code: TermSumsExports,
  memory: WasmMemory,
  at: TermSumsAt,
  indexedAlready: boolean,
  labelBlock: number,
): SimdTermSums {
  const g = data.X.rows;
  const m = data.Y.cols;
  const { indptr } = data.Xc;
  const { buffer } = memory;
  const weights = new Float64Array(buffer, at.weights, g * m);
  const out = new Float64Array(buffer, at.out, m);
  const positive = new Float64Array(buffer, at.positive, m);
  const negative = new Float64Array(buffer, at.negative, m);
  const best = new Float64Array(buffer, at.best, m);
  const bestTerm = new Int32Array(buffer, at.bestTerm, m);
  const bestPositive = new Float64Array(buffer, at.bestPositive, m);
  const bestNegative = new Float64Array(buffer, at.bestNegative, m);
  let indexed = indexedAlready;
  const index = () => {
    if (!indexed) {
      writeIndex(data, buffer, at, labelBlock);
      indexed = true;
    }
  };
  // Xc's row ids start at `at.docs`, so term k's run [indptr[k], indptr[k + 1]) indexes them directly.
  return {
    weights,
    load: (D) => {
      if (D !== weights) weights.set(D);
    },
    totals: (k) => {
      code.termSums(at.weights, at.docs, indptr[k]!, indptr[k + 1]!, m, at.out, 0, 0, 0);
      return out;
    },
    positive,
    negatives: (k) => {
      code.termSums(at.weights, at.docs, indptr[k]!, indptr[k + 1]!, m, at.out, 1, at.positive, at.negative);
      return negative;
    },
    bestTerms: (from, to, bestOut, bestTermOut, sides) => {
      index();
      code.bestTerms(
        at.weights,
        at.docs,
        at.cptr,
        from,
        to,
        m,
        at.out,
        at.positive,
        at.negative,
        at.yptr,
        at.ylab,
        at.best,
        at.bestTerm,
        8 * g * m > TERM_SUMS_TUNING.streamBytes ? 1 : 0,
        at.bestPositive,
        at.bestNegative,
      );
      bestOut.set(best);
      bestTermOut.set(bestTerm);
      if (sides) {
        sides.positive.set(bestPositive);
        sides.negative.set(bestNegative);
      }
    },
    labelBlock,
    bestTermsOfLabels: (from, to, bestOut, bestTermOut, sides) => {
      if (!(Number.isInteger(from) && Number.isInteger(to) && 0 <= from && from <= to && to <= m))
        throw new RangeError(`labels [${from}, ${to}) are not within [0, ${m})`);
      if (to - from > labelBlock)
        throw new RangeError(`labels [${from}, ${to}): at most ${labelBlock} labels a call (labelBlock)`);
      if (from === to) return;
      index();
      code.blockBestTerms(
        at.weights,
        at.xptr,
        at.xind,
        g,
        data.X.cols,
        m,
        from,
        to,
        at.blockTotals,
        at.blockPositives,
        at.blockNegatives,
        at.yptr,
        at.ylab,
        at.best,
        at.bestTerm,
        at.bestPositive,
        at.bestNegative,
      );
      bestOut.set(best.subarray(from, to), from);
      bestTermOut.set(bestTerm.subarray(from, to), from);
      if (sides) {
        sides.positive.set(bestPositive.subarray(from, to), from);
        sides.negative.set(bestNegative.subarray(from, to), from);
      }
    },
  };
}
