// WebAssembly text -> bytes with wabt (a development dependency), SIMD enabled, and the TypeScript
// module that carries the bytes.
import wabtInit from "wabt";

/** The memory import every module declares: one memory, `env.memory`, of any size. */
const MEMORY_IMPORT = '(import "env" "memory" (memory 1))';

/**
 * Whether a module is also assembled over a shared memory (its text says `;; variants: shared`), so
 * that threads sharing one WebAssembly memory can run it (`<module>-shared`).
 *
 * @param {string} text - a module in the WebAssembly text format
 * @returns {boolean}
 */
export function hasSharedVariant(text) {
  return /^;; variants: shared$/m.test(text);
}

const UNROLL = /^\s*;; unroll (\w+) from (\d+) to (\d+)\s*$/;
const END_UNROLL = /^\s*;; end unroll\s*$/;
const EXPRESSION = /^[\s\d+\-*()]*$/;

/**
 * Writes out the unrolled loops of a module's text: the lines between `;; unroll q from A to B` and
 * `;; end unroll` are repeated for q = A, A + 1, ..., B, each `{expression}` in them replaced by its
 * value for that q (integer arithmetic: digits, q, +, -, *, parentheses). WebAssembly's
 * `i8x16.shuffle` takes its lanes as immediates and V8 does not unroll a loop that shifts them
 * instead (30% slower on the pair passes), so a kernel that needs eight copies of a step with
 * different lanes and offsets writes the step once and lets this repeat it.
 *
 * @param {string} text - a module in the WebAssembly text format, with unroll blocks
 * @returns {string} the text with every block written out (no unroll block left)
 */
export function expandUnrolled(text) {
  const lines = text.split("\n");
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const open = UNROLL.exec(lines[i]);
    if (open === null) {
      if (END_UNROLL.test(lines[i])) throw new Error(`line ${i + 1}: ";; end unroll" without an unroll`);
      out.push(lines[i]);
      continue;
    }
    const [, name, from, to] = open;
    const start = i;
    const body = [];
    for (i++; i < lines.length && !END_UNROLL.test(lines[i]); i++) {
      if (UNROLL.test(lines[i]))
        throw new Error(`line ${i + 1}: an unroll inside the unroll of line ${start + 1}`);
      body.push(lines[i]);
    }
    if (i === lines.length) throw new Error(`line ${start + 1}: the unroll has no ";; end unroll"`);
    if (Number(to) < Number(from))
      throw new Error(`line ${start + 1}: the unroll runs from ${from} down to ${to}`);
    for (let q = Number(from); q <= Number(to); q++) {
      for (const [k, line] of body.entries()) {
        out.push(
          line.replace(/\{([^{}]*)\}/g, (_, expression) => {
            const arithmetic = expression.replace(new RegExp(`\\b${name}\\b`, "g"), `(${q})`);
            const fail = () =>
              new Error(`line ${start + 2 + k}: {${expression}} is not integer arithmetic over ${name}`);
            if (!EXPRESSION.test(arithmetic) || arithmetic.trim() === "") throw fail();
            let value;
            try {
              value = Function(`"use strict"; return (${arithmetic});`)();
            } catch {
              throw fail();
            }
            if (!Number.isInteger(value)) throw fail();
            return String(value);
          }),
        );
      }
    }
  }
  return out.join("\n");
}

/**
 * @param {string} text - a module in the WebAssembly text format (unroll blocks are written out
 *   first: {@link expandUnrolled})
 * @param {{ shared?: boolean }} [options] - shared: the same module importing a shared memory
 *   (up to 4 GiB), which threads can instantiate together
 * @returns {Promise<Uint8Array>} its binary encoding
 */
export async function assembleWat(text, options = {}) {
  const wabt = await wabtInit();
  text = expandUnrolled(text);
  if (options.shared) {
    if (!text.includes(MEMORY_IMPORT)) throw new Error(`a shared variant needs the import ${MEMORY_IMPORT}`);
    text = text.replace(MEMORY_IMPORT, '(import "env" "memory" (memory 1 65536 shared))');
  }
  const features = { simd: true, threads: options.shared === true };
  const module = wabt.parseWat("module.wat", text, features);
  try {
    module.validate(features);
    return new Uint8Array(module.toBinary({}).buffer);
  } finally {
    module.destroy();
  }
}

/**
 * @param {string} module - the module's file name without `.wat`, e.g. "pair-passes"
 * @returns {string} the constant's name, e.g. "PAIR_PASSES_WASM"
 */
export function wasmConstantName(module) {
  return `${module.replace(/-/g, "_").toUpperCase()}_WASM`;
}

/**
 * The source of a generated module, `src/generated/<module>-wasm.ts` (or `<module>-shared-wasm.ts`):
 * a header naming the package's .wat file it comes from and one base64 constant.
 *
 * @param {string} module - the .wat file's name without `.wat`, e.g. "update"
 * @param {Uint8Array} bytes - its assembly
 * @param {boolean} [shared] - the assembly over a shared memory (constant `<MODULE>_SHARED_WASM`)
 * @returns {string} the file's text
 */
export function wasmModuleSource(module, bytes, shared = false) {
  const how = shared ? " over a shared memory" : "";
  return `// Generated by scripts/wasm/assemble.mjs from wasm/${module}.wat${how}: do not edit.\n\n/** The WebAssembly module wasm/${module}.wat assembled${how}, base64. */\nexport const ${wasmConstantName(shared ? `${module}-shared` : module)} =\n  "${Buffer.from(bytes).toString("base64")}";\n`;
}
