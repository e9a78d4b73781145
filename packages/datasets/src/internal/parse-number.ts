import { scanIndex } from "./scan-tokens.js";

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Parses a decimal number literal strictly (`1`, `-0.25`, `.5`, `1e-4`), returning `undefined` for
 * anything else: empty strings, `NaN`, `Infinity`, hexadecimal, trailing garbage, and literals that
 * overflow to infinity.
 */
export function parseDecimal(token: string): number | undefined {
  if (!DECIMAL.test(token)) return undefined;
  const x = Number(token);
  return Number.isFinite(x) ? x : undefined;
}

/** Parses a non-negative decimal integer (`0`, `17`) of at most `MAX_INDEX`, or `undefined`. */
export function parseIndex(token: string): number | undefined {
  const x = scanIndex(token, 0, token.length);
  return x < 0 ? undefined : x;
}
