import { createHash } from "node:crypto";
import { closeSync, openSync } from "node:fs";
import { hashFileBytes } from "../hash-file-bytes.js";

/** The SHA-256 of a file's bytes, as 64 lower-case hex digits (read a MiB at a time). */
export function fileSha256(path: string): string {
  const hash = createHash("sha256");
  const fd = openSync(path, "r");
  try {
    hashFileBytes(hash, fd);
  } finally {
    closeSync(fd);
  }
  return hash.digest("hex");
}

/** The SHA-256 of bytes in memory. */
export function bytesSha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
