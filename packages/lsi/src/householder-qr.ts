import type { DenseMatrix } from "@textboost/core";
import {
  compileWasmKernel,
  createWasmMemory,
  instantiateWasmKernel,
  type WasmMemory,
} from "@textboost/statistics";
import { HOUSEHOLDER_WASM } from "./generated/householder-wasm.js";

/** A thin QR factorisation `a = q · r`: `q` is p x c with orthonormal columns, `r` is c x c upper triangular. */
export interface ThinQr {
  readonly q: DenseMatrix;
  readonly r: DenseMatrix;
}

/**
 * Householder QR of a tall dense matrix (p ≥ c), with the thin `q` formed explicitly (Golub and Van
 * Loan, Algorithms 5.1.1 and 5.2.1). Works on a row-major copy: every inner loop runs along a row.
 * The reflections run in WebAssembly where the engine has it (`wasm/householder.wat`, two columns a
 * step), else in JavaScript ({@link reflectJs}, the reference twin); both give the same bits.
 *
 * Unlike Gram–Schmidt, the columns of `q` are orthonormal to working precision whatever the rank of
 * `a`: a column that is zero or depends on earlier ones gets a zero diagonal in `r` and some unit
 * direction orthogonal to the others in `q`. Cost about 2·p·c² multiply-adds (factor and form `q`).
 *
 * @param a - a p x c row-major matrix with p ≥ c (not modified)
 * @param options - `wasm: false` for the JavaScript reflections
 * @returns `q` (p x c) and `r` (c x c)
 */
export function householderQr(a: DenseMatrix, options: { readonly wasm?: boolean } = {}): ThinQr {
  const { rows: p, cols: c } = a;
  const room = options.wasm === false ? undefined : wasmRoom(p, c);
  const w = room?.w ?? new Float64Array(p * c);
  w.set(a.data);
  const tau = new Float64Array(c);
  const diag = new Float64Array(c);
  const acc = room?.acc ?? new Float64Array(c);
  const reflect = room?.reflect ?? reflectJs;
  for (let j = 0; j < c; j++) {
    let sq = 0;
    for (let i = j; i < p; i++) {
      const x = w[i * c + j]!;
      sq += x * x;
    }
    const norm = Math.sqrt(sq);
    if (norm === 0) continue; // H_j = I, r_jj = 0
    const x0 = w[j * c + j]!;
    const alpha = x0 >= 0 ? -norm : norm;
    w[j * c + j] = x0 - alpha; // v_j; |v_j| = |x0| + norm: no cancellation
    diag[j] = alpha;
    const t = 1 / (norm * (norm + Math.abs(x0))); // 2 / vᵀv
    tau[j] = t;
    reflect(w, p, c, j, j + 1, t, w, acc);
  }
  const r = new Float64Array(c * c);
  for (let j = 0; j < c; j++) {
    r[j * c + j] = diag[j]!;
    for (let k = j + 1; k < c; k++) r[j * c + k] = w[j * c + k]!;
  }
  const q = room?.q ?? new Float64Array(p * c);
  q.fill(0);
  for (let j = 0; j < c; j++) q[j * c + j] = 1;
  for (let j = c - 1; j >= 0; j--) {
    if (tau[j] !== 0) reflect(q, p, c, j, j, tau[j]!, w, acc);
  }
  // The room is reused by the next factorisation: the caller gets its own copy.
  return { q: { rows: p, cols: c, data: room ? q.slice() : q }, r: { rows: c, cols: c, data: r } };
}

/** The signature of {@link reflectJs} and of the kernel's binding. */
type Reflect = typeof reflectJs;

/** The WebAssembly memory of this thread's factorisations (grown by replacement), and its kernel. */
let kernel: { memory: WasmMemory; bytes: number; reflect: (...args: number[]) => void } | undefined;

/**
 * Views of w (p x c), q (p x c) and acc (c) in this thread's WebAssembly memory, with the kernel bound
 * to them; undefined where the engine has no WebAssembly SIMD or will not reserve the memory.
 */
function wasmRoom(
  p: number,
  c: number,
): { w: Float64Array; q: Float64Array; acc: Float64Array; reflect: Reflect } | undefined {
  const bytes = 8 * (2 * p * c + c);
  if (kernel === undefined || kernel.bytes < bytes) {
    const module = compileWasmKernel(HOUSEHOLDER_WASM);
    const size = Math.max(bytes, 2 * (kernel?.bytes ?? 0));
    const memory = module === null ? undefined : createWasmMemory(size);
    if (module === null || memory === undefined) return undefined;
    const code = instantiateWasmKernel<{ reflect(...args: number[]): void }>(module, memory);
    kernel = { memory, bytes: size, reflect: code.reflect };
  }
  const { buffer } = kernel.memory;
  const w = new Float64Array(buffer, 0, p * c);
  const q = new Float64Array(buffer, 8 * p * c, p * c);
  const acc = new Float64Array(buffer, 16 * p * c, c);
  const code = kernel.reflect;
  // Byte addresses of the views the factorisation passes (w, q or acc).
  const address = (x: Float64Array): number => x.byteOffset;
  const reflect: Reflect = (m, rows, cols, j, from, t, vs, scratch) =>
    code(address(m), address(vs), rows, cols, j, from, t, address(scratch));
  return { w, q, acc, reflect };
}

/**
 * Applies `I - t·v·vᵀ` to rows `j..p-1`, columns `from..c-1` of the row-major p x c matrix `m`, where
 * `v` is column `j` of `vs` from row `j` down: the JavaScript twin of `reflect` in
 * `wasm/householder.wat` (the reference: the kernel does the same operations in the same order).
 */
export function reflectJs(
  m: Float64Array,
  p: number,
  c: number,
  j: number,
  from: number,
  t: number,
  vs: Float64Array,
  acc: Float64Array,
): void {
  if (from >= c) return;
  acc.fill(0, from, c);
  for (let i = j; i < p; i++) {
    const v = vs[i * c + j]!;
    if (v === 0) continue;
    const row = i * c;
    for (let k = from; k < c; k++) acc[k]! += v * m[row + k]!;
  }
  for (let k = from; k < c; k++) acc[k]! *= t;
  for (let i = j; i < p; i++) {
    const v = vs[i * c + j]!;
    if (v === 0) continue;
    const row = i * c;
    for (let k = from; k < c; k++) m[row + k]! -= v * acc[k]!;
  }
}
