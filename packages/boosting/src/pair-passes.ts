import type { PairWeights } from "@textboost/core";
import {
  compileWasmKernel,
  createWasmMemory,
  instantiateWasmKernel,
  registerWeightsMemory,
  wasmRegions,
  weightsMemoryRegions,
} from "@textboost/statistics";
import { PAIR_PASSES_SHARED_WASM } from "./generated/pair-passes-shared-wasm.js";
import { PAIR_PASSES_WASM } from "./generated/pair-passes-wasm.js";

/**
 * The two dense passes of a boosting round over the weights D of all g × m (document, label) pairs:
 * the reweighting of a stump (D(i, j) *= the factor of the pair's side and sign, summed per label)
 * and the normalisation (D(i, j) *= 1 / Z_j, summed per label and sign). They are the loop's only
 * work proportional to g · m, and on data with many labels the larger part of a round.
 *
 * Two implementations with the same bits: WebAssembly SIMD (wasm/pair-passes.wat, two labels a
 * step in f64x2 lanes, sixteen labels' signs compared at once, each lane doing the scalar operations
 * of the JavaScript loops in the same order), used where the engine has it (Node 20 does), and plain JavaScript loops
 * otherwise, or on request. With SIMD, D, the signs and the side bits live in the module's own
 * memory, sized once for the training set (nothing is copied per round but the 4m factors and the
 * m-long sums), registered with D as a `WeightsMemory` of `@textboost/statistics`, so that a learner's
 * kernels read D there in place (`termSidesOf`).
 */
export interface PairPasses {
  /** D, g × m row-major, uniform 1 / (g · m) to start with. */
  readonly weights: PairWeights;
  /** True when the passes run in WebAssembly SIMD. */
  readonly simd: boolean;
  /**
   * The zeroed side bits of a round, to be filled by the caller before {@link reweight}: one a
   * document (`perPair` false: every label of a document on one side of the hypothesis) or one a
   * pair (`perPair` true, index i · m + j).
   */
  sides(perPair: boolean): Uint8Array;
  /**
   * D(i, j) *= factor[side · 2m + (y(i, j) > 0 ? m : 0) + j] with the sides last returned by
   * {@link sides}; `sums[j]` receives Σ_i of label j's new weights, i ascending.
   */
  reweight(factor: Float64Array, perPair: boolean, sums: Float64Array): void;
  /**
   * D(i, j) *= inv[j]; `positive[j]` and `negative[j]` receive Σ_i of the new weights of label j's
   * positive and negative pairs, i ascending (the label totals).
   */
  normalise(inv: Float64Array, positive: Float64Array, negative: Float64Array): void;
}

/** Options of {@link createPairPasses}. */
export interface PairPassesOptions {
  /** Use WebAssembly SIMD when the engine has it (default true); false forces the JavaScript loops. */
  readonly simd?: boolean;
  /**
   * Place D on shared memory (a `SharedArrayBuffer`: a shared WebAssembly memory, or shared arrays
   * for the JavaScript loops) where the engine allows it, so that worker threads can read it; the
   * passes and their bits are the same. Default false.
   */
  readonly shared?: boolean;
  /**
   * How many threads run kernels over D in place at the same time (the rooms of its
   * `WeightsMemory`; a learner's `weightsRooms`). Default 1.
   */
  readonly rooms?: number;
}

/**
 * The pair passes of one training set.
 *
 * @param signs - y(i, j) as +1 / −1, g × m row-major (a training set's `signs`)
 * @param documents - g
 * @param labels - m
 * @param options - `simd: false` for the JavaScript loops; `shared: true` for D on shared memory;
 *   `rooms` for the threads that run kernels over D in place
 * @returns the passes, with D uniform
 *
 * @example
 * ```ts
 * const passes = createPairPasses(ts.signs, ts.X.rows, ts.Y.cols);
 * const m = ts.Y.cols;
 * const sums = new Float64Array(m);
 * passes.sides(false)[0] = 1; // document 0 contains the pivot
 * passes.reweight(new Float64Array(4 * m).fill(0.5), false, sums); // every weight halved
 * ```
 */
export function createPairPasses(
  signs: Int8Array,
  documents: number,
  labels: number,
  options: PairPassesOptions = {},
): PairPasses {
  const shared = options.shared === true;
  const rooms = options.rooms ?? 1;
  const wasm = options.simd === false ? undefined : wasmPairPasses(signs, documents, labels, shared, rooms);
  const passes = wasm ?? jsPairPasses(signs, documents, labels, shared);
  passes.weights.fill(1 / (documents * labels));
  return passes;
}

function jsPairPasses(signs: Int8Array, g: number, m: number, shared: boolean): PairPasses {
  const weights =
    shared && typeof SharedArrayBuffer === "function"
      ? new Float64Array(new SharedArrayBuffer(8 * g * m))
      : new Float64Array(g * m);
  let sides = new Uint8Array(0);
  return {
    weights,
    simd: false,
    sides(perPair) {
      const n = perPair ? g * m : g;
      if (sides.length !== n) sides = new Uint8Array(n);
      else sides.fill(0);
      return sides;
    },
    reweight(factor, perPair, sums) {
      sums.fill(0);
      if (perPair) reweightPerPair(weights, signs, sides, factor, sums, m);
      else reweightPerDocument(weights, signs, sides, factor, sums, g, m);
    },
    normalise(inv, positive, negative) {
      normaliseWeights(weights, signs, inv, positive, negative, m);
    },
  };
}

function reweightPerDocument(
  D: Float64Array,
  signs: Int8Array,
  present: Uint8Array,
  factor: Float64Array,
  sums: Float64Array,
  g: number,
  m: number,
): void {
  for (let i = 0, base = 0; i < g; i++, base += m) {
    const row = present[i]! * 2 * m;
    for (let j = 0; j < m; j++) {
      const w = D[base + j]! * factor[row + (signs[base + j]! > 0 ? m : 0) + j]!;
      D[base + j] = w;
      sums[j]! += w;
    }
  }
}

function reweightPerPair(
  D: Float64Array,
  signs: Int8Array,
  present: Uint8Array,
  factor: Float64Array,
  sums: Float64Array,
  m: number,
): void {
  for (let base = 0; base < D.length; base += m) {
    for (let j = 0; j < m; j++) {
      const at = base + j;
      const w = D[at]! * factor[present[at]! * 2 * m + (signs[at]! > 0 ? m : 0) + j]!;
      D[at] = w;
      sums[j]! += w;
    }
  }
}

function normaliseWeights(
  D: Float64Array,
  signs: Int8Array,
  inv: Float64Array,
  positive: Float64Array,
  negative: Float64Array,
  m: number,
): void {
  positive.fill(0);
  negative.fill(0);
  for (let base = 0; base < D.length; base += m) {
    for (let j = 0; j < m; j++) {
      const w = D[base + j]! * inv[j]!;
      D[base + j] = w;
      if (signs[base + j]! > 0) positive[j]! += w;
      else negative[j]! += w;
    }
  }
}

/** A reweighting kernel of wasm/pair-passes.wat: addresses of D, the signs, the factors, the sides and the sums; g; m. */
type ReweightKernel = (
  d: number,
  s: number,
  factor: number,
  sides: number,
  sums: number,
  g: number,
  m: number,
) => void;

/** The exported functions of wasm/pair-passes.wat (addresses in bytes). */
interface PairPassesExports {
  readonly reweightShared: ReweightKernel;
  readonly reweightPerLabel: ReweightKernel;
  normalise(
    d: number,
    s: number,
    inv: number,
    positive: number,
    negative: number,
    g: number,
    m: number,
  ): void;
}

function wasmPairPasses(
  signs: Int8Array,
  g: number,
  m: number,
  shared: boolean,
  rooms: number,
): PairPasses | undefined {
  if (shared) {
    // Where the engine has no shared WebAssembly memory, an unshared one (D stays in this thread).
    const passes = wasmPairPassesIn(PAIR_PASSES_SHARED_WASM, true, signs, g, m, rooms);
    if (passes !== undefined) return passes;
  }
  return wasmPairPassesIn(PAIR_PASSES_WASM, false, signs, g, m, 1);
}

function wasmPairPassesIn(
  base64: string,
  shared: boolean,
  signs: Int8Array,
  g: number,
  m: number,
  rooms: number,
): PairPasses | undefined {
  const module = compileWasmKernel(base64);
  if (module === null) return undefined;
  // D and the signs where a kernel over D can read them in place (`termSidesOf`), then the passes' own.
  const { at, end } = wasmRegions({
    ...weightsMemoryRegions(g, m, rooms),
    sides: g * m,
    factor: 8 * 4 * m,
    sums: 8 * m,
    inv: 8 * m,
    positive: 8 * m,
    negative: 8 * m,
  });
  // Beyond 4 GiB, or refused by the engine: the JavaScript loops need no more memory than that.
  const memory = createWasmMemory(end, shared);
  if (memory === undefined) return undefined;
  const code = instantiateWasmKernel<PairPassesExports>(module, memory);
  const buffer = memory.buffer;
  const weights = new Float64Array(buffer, at.weights, g * m);
  new Int8Array(buffer, at.signs, g * m).set(signs);
  registerWeightsMemory(weights, { memory, shared, signs, at, rooms, room: 0 });
  const sidesBytes = new Uint8Array(buffer, at.sides, g * m);
  const factor = new Float64Array(buffer, at.factor, 4 * m);
  const sums = new Float64Array(buffer, at.sums, m);
  const inv = new Float64Array(buffer, at.inv, m);
  const positive = new Float64Array(buffer, at.positive, m);
  const negative = new Float64Array(buffer, at.negative, m);
  const documentSides = sidesBytes.subarray(0, g);
  // How many leading side bytes may be non-zero: the per-pair kernel clears the bytes it reads.
  let sidesDirty = 0;
  return {
    weights,
    simd: true,
    sides(perPair) {
      sidesBytes.fill(0, 0, sidesDirty);
      sidesDirty = perPair ? g * m : g;
      return perPair ? sidesBytes : documentSides;
    },
    reweight(f, perPair, out) {
      factor.set(f.subarray(0, 4 * m));
      sums.fill(0);
      const run = perPair ? code.reweightPerLabel : code.reweightShared;
      run(at.weights, at.signs, at.factor, at.sides, at.sums, g, m);
      if (perPair) sidesDirty = 0;
      out.set(sums);
    },
    normalise(f, outPositive, outNegative) {
      inv.set(f.subarray(0, m));
      positive.fill(0);
      negative.fill(0);
      code.normalise(at.weights, at.signs, at.inv, at.positive, at.negative, g, m);
      outPositive.set(positive);
      outNegative.set(negative);
    },
  };
}
