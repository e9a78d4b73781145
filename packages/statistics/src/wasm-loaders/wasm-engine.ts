/**
 * The little of the engine's WebAssembly API that textboost's SIMD kernels use: compiling a module
 * from base64 once per process, a fixed-size memory, an instance over it. The packages are
 * platform-neutral (no DOM or Node types), so the globals are looked up; where WebAssembly or its
 * SIMD is missing, {@link compileWasmKernel} returns null and the callers run their JavaScript loops,
 * which compute the same bits.
 */
interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: object };
  Memory: new (descriptor: { initial: number; maximum: number; shared?: boolean }) => WasmMemory;
}

/**
 * A WebAssembly memory: its bytes never move, for it is created at its final size. A shared one's
 * buffer is a SharedArrayBuffer, and threads that are sent the memory see the same bytes.
 */
export interface WasmMemory {
  readonly buffer: ArrayBuffer | SharedArrayBuffer;
}

const engine = globalThis as { WebAssembly?: WasmApi; atob?: (base64: string) => string };
const PAGE = 65_536;
/** Pages a 32-bit WebAssembly memory can have (4 GiB). */
const MAX_PAGES = 65_536;
const compiled = new Map<string, object | null>();

/**
 * The compiled module of `base64` (cached), or null where the engine lacks WebAssembly or the
 * module's features (SIMD).
 *
 * @param base64 - the module's bytes, as in the generated `src/<module>-wasm.ts` files
 * @returns the module, or null
 *
 * @example
 * ```ts no-run
 * declare const base64: string; // a module's bytes, as in src/table-dots-wasm.ts
 * const module = compileWasmKernel(base64); // null on an engine without SIMD
 * ```
 */
export function compileWasmKernel(base64: string): object | null {
  const known = compiled.get(base64);
  if (known !== undefined) return known;
  const { WebAssembly: wasm, atob } = engine;
  let module: object | null = null;
  if (wasm !== undefined && atob !== undefined) {
    const bytes = Uint8Array.from(atob(base64), (c: string) => c.charCodeAt(0));
    if (wasm.validate(bytes)) module = new wasm.Module(bytes);
  }
  compiled.set(base64, module);
  return module;
}

/**
 * A zeroed memory of at least `bytes` bytes that never grows, or undefined when it would pass 4 GiB
 * or the engine will not reserve it (the caller then uses ordinary arrays).
 *
 * @param bytes - the size needed
 * @param shared - a shared memory, for the modules assembled over one (`<module>-shared-wasm.ts`),
 *   which can be sent to worker threads (undefined where the engine has no shared memory)
 * @returns the memory, or undefined
 *
 * @example
 * ```ts no-run
 * const memory = createWasmMemory(8 * 1000); // room for 1,000 doubles
 * ```
 */
export function createWasmMemory(bytes: number, shared = false): WasmMemory | undefined {
  const wasm = engine.WebAssembly;
  const pages = Math.max(1, Math.ceil(bytes / PAGE));
  if (wasm === undefined || pages > MAX_PAGES) return undefined;
  try {
    return new wasm.Memory({ initial: pages, maximum: pages, ...(shared ? { shared } : {}) });
  } catch {
    return undefined;
  }
}

/**
 * The exported functions of `module` instantiated over `memory` (imported as `env.memory`).
 *
 * @param module - from {@link compileWasmKernel}
 * @param memory - from {@link createWasmMemory}
 * @returns the instance's exports, typed by the caller
 *
 * @example
 * ```ts no-run
 * declare const module: object, memory: WasmMemory; // from compileWasmKernel and createWasmMemory
 * const code = instantiateWasmKernel<{ rowDots(...args: number[]): void }>(module, memory);
 * ```
 */
export function instantiateWasmKernel<T>(module: object, memory: WasmMemory): T {
  return new engine.WebAssembly!.Instance(module, { env: { memory } }).exports as T;
}

/**
 * Byte offsets of consecutive regions of a memory, each 16-byte aligned (a SIMD load's natural
 * alignment), and the end.
 *
 * @param sizes - each region's size in bytes
 * @returns the offsets and the total
 *
 * @example
 * ```ts
 * wasmLayout([24, 3, 8]); // { offsets: [0, 32, 48], end: 56 }
 * ```
 */
export function wasmLayout(sizes: readonly number[]): { offsets: number[]; end: number } {
  const offsets: number[] = [];
  let end = 0;
  for (const size of sizes) {
    offsets.push(end);
    end = Math.ceil((end + size) / 16) * 16;
  }
  return { offsets, end: sizes.length === 0 ? 0 : offsets.at(-1)! + sizes.at(-1)! };
}

/**
 * {@link wasmLayout} of named regions: each region's byte offset by name, in the order given.
 *
 * @param sizes - each region's size in bytes, by name
 * @returns the offsets by name and the total
 *
 * @example
 * ```ts
 * wasmRegions({ weights: 24, signs: 3, sums: 8 }); // { at: { weights: 0, signs: 32, sums: 48 }, end: 56 }
 * ```
 */
export function wasmRegions<K extends string>(
  sizes: Readonly<Record<K, number>>,
): { at: Record<K, number>; end: number } {
  const names = Object.keys(sizes) as K[];
  const { offsets, end } = wasmLayout(names.map((name) => sizes[name]));
  return { at: Object.fromEntries(names.map((name, u) => [name, offsets[u]!])) as Record<K, number>, end };
}

/**
 * Throws unless a layout over a shared memory has scratch for thread `thread` (the binders of the
 * shared kernels call it).
 *
 * @param layout - any shared layout: its `threads`
 * @param thread - the thread asked for
 * @throws RangeError when `thread` is not in [0, layout.threads)
 */
export function checkThread(layout: { readonly threads: number }, thread: number): void {
  if (!(Number.isInteger(thread) && thread >= 0 && thread < layout.threads))
    throw new RangeError(`thread ${thread} is not in [0, ${layout.threads})`);
}
