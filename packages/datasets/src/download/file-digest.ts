import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";

/** The SHA-256 of a file's bytes, as 64 lower-case hex digits (read a MiB at a time). */
export function fileSha256(path: string): string {
  const hash = createHash("sha256");
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.allocUnsafe(1 << 20);
    for (
      let n = readSync(fd, buffer, 0, buffer.length, null);
      n > 0;
      n = readSync(fd, buffer, 0, buffer.length, null)
    ) {
      hash.update(buffer.subarray(0, n));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest("hex");
}

/** The SHA-256 of bytes in memory. */
export function bytesSha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
