import type { PairWeights, TrainingSet } from "@textboost/core";
import type { complement } from "./complement.js";
import { TERM_SUMS_WASM } from "./term-sums-wasm.js";
import { compileWasmKernel, createWasmMemory, instantiateWasmKernel, wasmRegions } from "./wasm-engine.js";

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
  ): void;
}

/**
 * When `bestTerms` streams each document's row of D instead of reading eight labels of every
 * document at a time: when D takes more than `streamBytes` (read at each call; tests lower it to 0 to
 * run the streaming pass on small data). Both give the same bits. Eight labels of every document at a
 * time keep their sums in registers, which is faster while D stays in the caches (rcv1subset1's 3.6
 * MB, bibtex's 6.2 MB); past them each of its passes misses the cache once a document, where
 * streaming reads each row in order (a Delicious-sized D, 12,920 x 983 weights, 102 MB:
 * docs/performance.md, "AdaBoost.LC at scale").
 */
export const TERM_SUMS_TUNING = { streamBytes: 32 * 1024 * 1024 };

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
   * largest criterion and the lowest term reaching it (-1 and -1 when [from, to) is empty).
   */
  bestTerms(from: number, to: number, best: Float64Array, bestTerm: Int32Array): void;
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

function makeTermSums(data: TrainingSet): SimdTermSums | undefined {
  const module = compileWasmKernel(TERM_SUMS_WASM);
  if (module === null) return undefined;
  const g = data.X.rows;
  const m = data.Y.cols;
  const { indptr, indices } = data.Xc;
  const Y = data.Y;
  const { at, end } = wasmRegions({
    weights: 8 * g * m,
    docs: 4 * indices.length,
    out: 8 * m,
    positive: 8 * m,
    negative: 8 * m,
    best: 8 * m,
    bestTerm: 4 * m,
    // Written on the first bestTerms call: a caller of totals and negatives alone never pays for them.
    cptr: 4 * indptr.length,
    yptr: 4 * Y.indptr.length,
    ylab: 4 * Y.indices.length,
  });
  const memory = createWasmMemory(end);
  if (memory === undefined) return undefined;
  const code = instantiateWasmKernel<TermSumsExports>(module, memory);
  const { buffer } = memory;
  const weights = new Float64Array(buffer, at.weights, g * m);
  new Int32Array(buffer, at.docs, indices.length).set(indices);
  const out = new Float64Array(buffer, at.out, m);
  const positive = new Float64Array(buffer, at.positive, m);
  const negative = new Float64Array(buffer, at.negative, m);
  const best = new Float64Array(buffer, at.best, m);
  const bestTerm = new Int32Array(buffer, at.bestTerm, m);
  let indexed = false;
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
    bestTerms: (from, to, bestOut, bestTermOut) => {
      if (!indexed) {
        new Int32Array(buffer, at.cptr, indptr.length).set(indptr);
        new Int32Array(buffer, at.yptr, Y.indptr.length).set(Y.indptr);
        new Int32Array(buffer, at.ylab, Y.indices.length).set(Y.indices);
        indexed = true;
      }
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
      );
      bestOut.set(best);
      bestTermOut.set(bestTerm);
    },
  };
}
