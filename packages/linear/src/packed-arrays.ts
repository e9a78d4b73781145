import { TextboostError } from "@textboost/core";

// Web platform functions every supported engine has (Node 16+, browsers); declared here because the
// package builds without DOM or Node types.
declare function btoa(binary: string): string;
declare function atob(text: string): string;

/** Base64 of the bytes of a typed array, in the platform's byte order (little-endian on every engine textboost supports). */
function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: unknown, what: string, width: number): ArrayBuffer {
  if (typeof text !== "string") throw new TextboostError("E_MODEL_FORMAT", `${what} must be a base64 string`);
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new TextboostError("E_MODEL_FORMAT", `${what} is not base64`);
  }
  if (binary.length % width !== 0)
    throw new TextboostError("E_MODEL_FORMAT", `${what} is not a whole number of ${width}-byte values`);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/** Base64 of 32-bit integers. */
export function encodeInt32(a: Int32Array): string {
  return toBase64(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
}

/** Base64 of 32-bit floats. */
export function encodeFloat32(a: Float32Array): string {
  return toBase64(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
}

/**
 * The inverse of {@link encodeInt32}.
 *
 * @throws TextboostError `E_MODEL_FORMAT` naming `what` when the text is not base64 of whole integers
 */
export function decodeInt32(text: unknown, what: string): Int32Array {
  return new Int32Array(fromBase64(text, what, 4));
}

/**
 * The inverse of {@link encodeFloat32}.
 *
 * @throws TextboostError `E_MODEL_FORMAT` naming `what` when the text is not base64 of whole floats
 */
export function decodeFloat32(text: unknown, what: string): Float32Array {
  return new Float32Array(fromBase64(text, what, 4));
}
