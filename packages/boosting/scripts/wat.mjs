// WebAssembly text -> bytes with wabt (a development dependency), SIMD enabled.
import wabtInit from "wabt";

/**
 * @param {string} text - a module in the WebAssembly text format
 * @returns {Promise<Uint8Array>} its binary encoding
 */
export async function assembleWat(text) {
  const wabt = await wabtInit();
  const module = wabt.parseWat("pair-passes.wat", text, { simd: true });
  try {
    module.validate();
    return new Uint8Array(module.toBinary({}).buffer);
  } finally {
    module.destroy();
  }
}
